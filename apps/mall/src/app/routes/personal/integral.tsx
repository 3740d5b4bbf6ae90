// /integral (我的积分) inside the personal centre's frame.
import { PointsPage } from '@/features/personal/components/points-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function IntegralScreen() {
  return (
    <PersonalLayout title="我的积分">
      <PointsPage />
    </PersonalLayout>
  );
}
