import { RegisterPage } from '@/features/auth/components/register-page';

export default function RegisterScreen() {
  return <RegisterPage />;
}
