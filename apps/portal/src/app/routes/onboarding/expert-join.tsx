import { ExpertJoinPage } from '@/features/onboarding/components/expert-join-page';

export default function ExpertJoinScreen() {
  return <ExpertJoinPage />;
}
