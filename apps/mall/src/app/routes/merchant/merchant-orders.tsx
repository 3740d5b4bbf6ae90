// /merchantOrders?vsstatus=: the company's orders.
import { MerchantOrdersPage } from '@/features/merchant/components/merchant-orders-page';

export default function MerchantOrders() {
  return <MerchantOrdersPage />;
}
