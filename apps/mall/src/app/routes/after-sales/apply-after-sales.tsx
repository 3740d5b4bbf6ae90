// /applyAfterSales?order_no=: an after-sales request or its progress.
import { ApplyAfterSalesPage } from '@/features/after-sales/components/apply-after-sales-page';

export default function ApplyAfterSales() {
  return <ApplyAfterSalesPage />;
}
