// /merchantRemarks?tab=: 评价管理.
import { MerchantRemarksPage } from '@/features/merchant-service/components/merchant-remarks-page';

export default function MerchantRemarks() {
  return <MerchantRemarksPage />;
}
