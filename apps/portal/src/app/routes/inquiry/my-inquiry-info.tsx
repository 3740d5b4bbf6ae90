import { InquiryInfoPage } from '@/features/inquiry/components/inquiry-info-page';

/** /MyInquiryInfo?id= */
export default function InquiryInfoScreen() {
  return <InquiryInfoPage />;
}
