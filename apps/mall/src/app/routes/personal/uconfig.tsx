// /uconfig (账户设置) inside the personal centre's frame.
import { UconfigPage } from '@/features/personal/components/uconfig-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function UconfigScreen() {
  return (
    <PersonalLayout title="账户设置">
      <UconfigPage />
    </PersonalLayout>
  );
}
