// /OrdersExpressEdit?orderOn=: ship an order.
import { OrdersExpressEditPage } from '@/features/merchant/components/orders-express-edit-page';

export default function OrdersExpressEdit() {
  return <OrdersExpressEditPage />;
}
