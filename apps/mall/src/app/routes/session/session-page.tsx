import { SessionPage } from '@/features/chat/components/session-page';

export default function SessionScreen() {
  return <SessionPage />;
}
