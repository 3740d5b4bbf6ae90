// /distribution (我的推广) inside the personal centre's frame.
import { DistributionPage } from '@/features/personal/components/distribution-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function DistributionScreen() {
  return (
    <PersonalLayout title="我的推广">
      <DistributionPage />
    </PersonalLayout>
  );
}
