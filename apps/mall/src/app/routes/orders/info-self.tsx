// /infoSelf?order_no= (订单详情) inside the personal centre's frame.
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function InfoSelfScreen() {
  return (
    <PersonalLayout title="订单详情">
      <OrderDetailPage />
    </PersonalLayout>
  );
}
