// /merchant: the merchant service entries.
import { MerchantHome } from '@/features/merchant/components/merchant-home';

export default function Merchant() {
  return <MerchantHome />;
}
