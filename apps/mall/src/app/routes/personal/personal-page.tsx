// /personal (会员中心) inside the personal centre's frame.
import { PersonalHome } from '@/features/personal/components/personal-home';
import { PersonalLayout } from '@/shared/personal-layout';

export default function PersonalScreen() {
  return (
    <PersonalLayout title="会员中心">
      <PersonalHome />
    </PersonalLayout>
  );
}
