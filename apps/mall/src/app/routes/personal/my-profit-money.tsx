// /myProfitMoney (收益明细) inside the personal centre's frame.
import { ProfitMoneySample } from '@/features/personal/components/sample-pages';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyProfitMoneyScreen() {
  return (
    <PersonalLayout title="收益明细">
      <ProfitMoneySample />
    </PersonalLayout>
  );
}
