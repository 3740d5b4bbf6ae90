// /admin/login: the staff login.
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  return <LoginForm />;
}
