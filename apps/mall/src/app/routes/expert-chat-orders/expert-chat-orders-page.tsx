// /MyExpertChatOrders (专家咨询订单) inside the personal centre's frame.
import { ExpertOrdersPage } from '@/features/chat/components/expert-orders-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function ExpertChatOrdersScreen() {
  return (
    <PersonalLayout title="专家咨询订单">
      <ExpertOrdersPage />
    </PersonalLayout>
  );
}
