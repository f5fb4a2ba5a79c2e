import { MessageDetail } from '@/features/messages/pages';

export function SystemMessageDetailRoute() {
  return <MessageDetail />;
}
