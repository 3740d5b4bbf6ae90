import { InquiryCompanyPage } from '@/features/inquiry/components/inquiry-company-page';

/** /MyInquiryCompany?id= */
export default function InquiryCompanyScreen() {
  return <InquiryCompanyPage />;
}
