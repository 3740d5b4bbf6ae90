import { ChatRoomPage } from '@/features/chat/components/chat-room-page';

export default function ChatitemExpertScreen() {
  return <ChatRoomPage kind="expert" />;
}
