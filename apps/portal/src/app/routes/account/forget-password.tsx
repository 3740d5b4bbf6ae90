import { ForgetPasswordPage } from '@/features/auth/components/forget-password-page';

export default function ForgetPasswordScreen() {
  return <ForgetPasswordPage />;
}
