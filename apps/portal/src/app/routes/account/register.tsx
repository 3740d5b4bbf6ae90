import { RegisterPage } from '@/features/auth/components/register-page';
import { EnterpriseRegisterForm } from '@/features/onboarding/components/enterprise-register-form';

export default function RegisterScreen() {
  return <RegisterPage enterpriseForm={(showAgreement) => <EnterpriseRegisterForm onShowAgreement={showAgreement} />} />;
}
