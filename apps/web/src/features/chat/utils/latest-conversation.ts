import type { QueryClient } from '@tanstack/react-query';
import { Pages } from '@lucina/contracts';
import { conversationListOptions, ownerKey } from '../api/conversations';
import { CONVERSATION_PARAM } from '../hooks/use-chat-page';

/**
 * Where "my conversations" leads from pages without the chat: the conversation with the latest message (the list
 * puts pinned ones first, so its head is not always that one), or a new chat on /home when there is none.
 */
export async function latestConversationPath(queryClient: QueryClient): Promise<string> {
  const list = await queryClient.fetchQuery(conversationListOptions(ownerKey()));
  const latest = list.reduce<(typeof list)[number] | undefined>(
    (best, c) => (!best || Date.parse(c.updateTime) > Date.parse(best.updateTime) ? c : best),
    undefined,
  );
  return latest ? `${Pages.home.path}?${CONVERSATION_PARAM}=${latest.id}` : Pages.home.path;
}
