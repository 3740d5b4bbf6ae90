import { ChatRoomPage } from '@/features/chat/components/chat-room-page';

export default function ChatItemScreen() {
  return <ChatRoomPage kind="service" />;
}
