// /admin/orders: 订单管理.
import { OrdersList } from '@/features/orders/components/orders-list';

export default function OrdersPage() {
  return <OrdersList />;
}
