import { InquiryPage } from '@/features/inquiry/components/inquiry-page';

/** /inquiry?company_id=&company_name= */
export default function InquiryScreen() {
  return <InquiryPage />;
}
