import { MessageList } from '@/features/messages/pages';

export function SystemMessageRoute() {
  return <MessageList />;
}
