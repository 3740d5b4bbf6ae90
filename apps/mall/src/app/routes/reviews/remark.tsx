// /remark?order_no=&product_id=&item_id=: review an order item.
import { RemarkPage } from '@/features/reviews/components/remark-page';

export default function Remark() {
  return <RemarkPage />;
}
