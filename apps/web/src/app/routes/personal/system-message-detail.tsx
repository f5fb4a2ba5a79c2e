import { MessageDetail } from '@/features/messages/components/message-detail';

export function SystemMessageDetailRoute() {
  return <MessageDetail />;
}
