import { MessageList } from '@/features/messages/components/message-list';

export function SystemMessageRoute() {
  return <MessageList />;
}
