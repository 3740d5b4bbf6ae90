// /mySign (每日签到) inside the personal centre's frame.
import { SignPage } from '@/features/personal/components/sign-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MySignScreen() {
  return (
    <PersonalLayout title="每日签到">
      <SignPage />
    </PersonalLayout>
  );
}
