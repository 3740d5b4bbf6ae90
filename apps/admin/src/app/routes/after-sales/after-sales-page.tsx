// /admin/aftersales: 售后仲裁.
import { AfterSalesList } from '@/features/after-sales/components/after-sales-list';

export default function AfterSalesPage() {
  return <AfterSalesList />;
}
