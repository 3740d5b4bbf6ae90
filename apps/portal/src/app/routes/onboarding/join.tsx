import { CompanyJoinPage } from '@/features/onboarding/components/company-join-page';

export default function JoinScreen() {
  return <CompanyJoinPage />;
}
