import { JoinListPage } from '@/features/onboarding/components/join-list-page';

export default function JoinListScreen() {
  return <JoinListPage />;
}
