// /teams (我的团队) inside the personal centre's frame.
import { TeamPage } from '@/features/personal/components/team-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function TeamsScreen() {
  return (
    <PersonalLayout title="我的团队">
      <TeamPage />
    </PersonalLayout>
  );
}
