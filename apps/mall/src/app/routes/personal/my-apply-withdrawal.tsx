// /myApplyWithdrawal (申请提现) inside the personal centre's frame.
import { ApplyWithdrawalSample } from '@/features/personal/components/sample-pages';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyApplyWithdrawalScreen() {
  return (
    <PersonalLayout title="申请提现">
      <ApplyWithdrawalSample />
    </PersonalLayout>
  );
}
