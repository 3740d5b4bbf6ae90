// /merchantDeliveryNote?order_no=: an order's 发货单 to print.
import { DeliveryNotePage } from '@/features/merchant/components/delivery-note-page';

export default function MerchantDeliveryNote() {
  return <DeliveryNotePage />;
}
