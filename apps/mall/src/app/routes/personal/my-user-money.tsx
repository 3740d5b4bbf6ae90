// /myUserMoney (我的钱包) inside the personal centre's frame.
import { WalletPage } from '@/features/personal/components/wallet-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyUserMoneyScreen() {
  return (
    <PersonalLayout title="我的钱包">
      <WalletPage />
    </PersonalLayout>
  );
}
