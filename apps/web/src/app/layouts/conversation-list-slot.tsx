import { antdIsland } from '@/components/ui/antd-island';

// Its menus and rename field are antd: the list comes in after the first screen.
const ConversationList = antdIsland(
  async () => (await import('@/features/chat/components/conversation-list')).ConversationList,
);

/** The default sidebar's history of conversations, below the main navigation. */
export function ConversationListSlot({ onNavigate }: { onNavigate?: () => void }) {
  return <ConversationList onNavigate={onNavigate} />;
}
