import { RemarkPage } from '@/features/chat/components/remark-page';

export default function RemarkChatExpertScreen() {
  return <RemarkPage />;
}
