import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { chatRoutes, type ChatMessage, type Conversation, type ReportReason } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';

type ConversationView = { conversation: Conversation; messages: ChatMessage[] };
import { authActions } from '@/stores/auth-store';

const api = chatRoutes;

/** Keyed by session so a login, logout or account switch never shows the previous owner's list. */
export const chatKeys = {
  all: ['chat'] as const,
  list: (owner: string) => ['chat', 'list', owner] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  config: ['chat', 'config'] as const,
};

export const ownerKey = () => authActions.getToken() ?? 'visitor';

export function conversationListOptions(owner: string) {
  return queryOptions({
    queryKey: chatKeys.list(owner),
    queryFn: () => request(api.list, { body: null }),
    staleTime: 30_000,
  });
}

export function messageListOptions(conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: () => request(api.messageList, { body: { conversationId } }),
    staleTime: 0,
  });
}

/** Everything the empty chat and the input need, fetched once per visit. */
export function chatConfigOptions() {
  return queryOptions({
    queryKey: chatKeys.config,
    queryFn: async () => {
      const [boot, inputBox, quickCommands] = await Promise.all([
        request(api.dialogBoot),
        request(api.userInputBox),
        request(api.findQuickCommandConfig),
      ]);
      return { boot, inputBox, quickCommands };
    },
    // index.html's copy: the input's chips and footnote are there in the first frame, so the input never grows.
    initialData: bootData().chat,
    staleTime: 10 * 60_000,
  });
}

export const renameConversation = (conversationId: string, conversationTitle: string) =>
  request(api.rename, { body: { conversationId, conversationTitle } });
export const pinConversation = (conversationId: string, pinned: boolean) =>
  request(api.pin, { body: { conversationId, pinned } });
export const deleteConversation = (conversationId: string) => request(api.delete, { body: { conversationId } });
export const rateAnswer = (id: string, likeOrStomp: 0 | 1 | 2) =>
  request(api.likeOrStomp, { body: { id, likeOrStomp } });
export const reportAnswer = (body: { id: string; reason: ReportReason; detail: string }) =>
  request(api.report, { body });
export const toggleThinkProcess = () => request(api.toggleDisplayThinkProcess);

/** Stops an answer server-side (any instance); before the first event only the conversation is known. */
export const stopAnswer = (target: { id?: string; conversationId?: string }) =>
  request(api.stop, { body: target, noMessage: true });
export const saveTerminatedAnswer = (id: string, messageContent: string) =>
  request(api.saveTerminatedMessage, { body: { id, messageContent }, noMessage: true });

/** Replaces one message in the cached list (after like/stomp) without refetching the conversation. */
export function patchCachedMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<ConversationView>(chatKeys.messages(message.conversationId), (view) =>
    view ? { ...view, messages: view.messages.map((m) => (m.id === message.id ? message : m)) } : view,
  );
}

export function patchCachedConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData<Conversation[]>(chatKeys.list(ownerKey()), (list) =>
    list?.map((c) => (c.id === conversation.id ? conversation : c)),
  );
}
