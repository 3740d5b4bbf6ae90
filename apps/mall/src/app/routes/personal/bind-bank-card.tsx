// /bindBankCard (绑定银行卡) inside the personal centre's frame.
import { BankCardPage } from '@/features/personal/components/bank-card-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function BindBankCardScreen() {
  return (
    <PersonalLayout title="绑定银行卡">
      <BankCardPage />
    </PersonalLayout>
  );
}
