import { ChatPage } from '@/features/chat/pages';
import { HomeWelcome } from '@/features/home';

/** /home: chat with the AI career planner (visitors allowed), opening on the welcome and its first questions. */
export function HomeRoute() {
  return <ChatPage welcome={(ask) => <HomeWelcome onAsk={ask} />} />;
}
