import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export const messageKeys = {
  all: ['messages'] as const,
  list: (page: number, pageSize: number) => ['messages', 'list', page, pageSize] as const,
  detail: (id: string) => ['messages', 'detail', id] as const,
};

export function getMessageList(page: number, pageSize: number) {
  return request(apiRoutes.engagement.messageList, { body: { page, pageSize } });
}

/** Newest first; keeps the previous page on screen while the next loads. */
export function useMessageList(page: number, pageSize: number) {
  return useQuery({
    queryKey: messageKeys.list(page, pageSize),
    queryFn: () => getMessageList(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Reading the detail marks the message read on the server. */
export function messageDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: () => request(apiRoutes.engagement.messageDetail, { body: { id } }),
    enabled: !!id,
    staleTime: Infinity,
  });
}

export function useMessageDetail(id: string) {
  return useQuery(messageDetailQueryOptions(id));
}

export function markAllMessagesRead() {
  return request(apiRoutes.engagement.messageMarkRead, { body: { all: true } });
}

export function getUnreadCount() {
  return request(apiRoutes.engagement.messageUnreadCount, { noMessage: true });
}
