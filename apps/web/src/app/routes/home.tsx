import { ChatPage } from '@/features/chat/components/chat-page';

/** /home: chat with the AI career planner (visitors allowed). */
export function HomeRoute() {
  return <ChatPage />;
}
