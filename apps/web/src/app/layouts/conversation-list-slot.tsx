import { ConversationList } from '@/features/chat/components/conversation-list';

/** The default sidebar's history of conversations, below the main navigation. */
export function ConversationListSlot({ onNavigate }: { onNavigate?: () => void }) {
  return <ConversationList onNavigate={onNavigate} />;
}
