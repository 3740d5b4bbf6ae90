import { MyInquiryPage } from '@/features/inquiry/components/my-inquiry-page';

/** /myInquiry */
export default function MyInquiryScreen() {
  return <MyInquiryPage />;
}
