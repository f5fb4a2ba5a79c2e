import { antdIsland } from '@/components/ui/antd-island';
import { loadConversationList } from '@/features/chat';

// Its menus and rename field are antd: the list comes in after the first screen.
const ConversationList = antdIsland(loadConversationList);

/** The default sidebar's history of conversations, below the main navigation. */
export function ConversationListSlot({ onNavigate }: { onNavigate?: () => void }) {
  return <ConversationList onNavigate={onNavigate} />;
}
