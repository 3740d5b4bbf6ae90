// /admin/orderInfo?order_no=: one order of 订单管理.
import { OrderDetail } from '@/features/orders/components/order-detail';

export default function OrderInfoPage() {
  return <OrderDetail />;
}
