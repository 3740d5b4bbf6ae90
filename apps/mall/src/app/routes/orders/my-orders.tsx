// /myOrders?vsstatus= (我的订单) inside the personal centre's frame.
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyOrdersScreen() {
  return (
    <PersonalLayout title="我的订单">
      <MyOrdersPage />
    </PersonalLayout>
  );
}
