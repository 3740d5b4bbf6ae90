// /myApplyToCash (我的提现) inside the personal centre's frame.
import { ApplyToCashSample } from '@/features/personal/components/sample-pages';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyApplyToCashScreen() {
  return (
    <PersonalLayout title="我的提现">
      <ApplyToCashSample />
    </PersonalLayout>
  );
}
