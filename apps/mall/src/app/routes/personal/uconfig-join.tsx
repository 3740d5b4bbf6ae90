// /uconfigJoin (升级企业会员) inside the personal centre's frame.
import { UconfigJoinPage } from '@/features/company-join/components/uconfig-join-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function UconfigJoinScreen() {
  return (
    <PersonalLayout title="升级企业会员">
      <UconfigJoinPage />
    </PersonalLayout>
  );
}
