// /merchantAfterSales?tab=: 售后处理.
import { MerchantAfterSalesPage } from '@/features/merchant-service/components/merchant-after-sales-page';

export default function MerchantAfterSales() {
  return <MerchantAfterSalesPage />;
}
