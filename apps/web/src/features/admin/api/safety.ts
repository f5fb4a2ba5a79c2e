import { useQuery } from '@tanstack/react-query';
import {
  adminRoutes as api,
  type KeywordAddBody,
  type KeywordCategory,
  type KeywordImportBody,
  type KeywordListQuery,
  type QueueActionBody,
  type QueueDisableBody,
  type QueueListQuery,
} from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';
import { useSave } from './use-save';

/** What a write refreshes: every page and filter of the list (and the dashboard's open count for the queue). */
const KEYWORDS = ['admin', 'safety', 'keywords'];
const QUEUE = ['admin', 'safety', 'queue'];

export function useKeywords(query: KeywordListQuery) {
  return useQuery({ queryKey: [...KEYWORDS, query], queryFn: () => request(api.keywordList, { query }) });
}
export const useAddKeyword = () => useSave(KEYWORDS, (body: KeywordAddBody) => request(api.keywordAdd, { body }));
export const useRemoveKeyword = () => useSave(KEYWORDS, (id: number) => request(api.keywordRemove, { body: { id } }));
export const useEnableKeyword = () => useSave(KEYWORDS, (id: number) => request(api.keywordEnable, { body: { id } }));
export const useImportKeywords = () =>
  useSave(KEYWORDS, (body: KeywordImportBody) => request(api.keywordImport, { body }));
export const exportKeywords = (category?: KeywordCategory) =>
  request(api.keywordExport, { query: category ? { category } : {} });

export function useReviewQueue(query: QueueListQuery) {
  return useQuery({ queryKey: [...QUEUE, query], queryFn: () => request(api.queueList, { query }) });
}
export const useReviewAction = () => useSave(QUEUE, (body: QueueActionBody) => request(api.queueAction, { body }));
export const useDisableAccount = () => useSave(QUEUE, (body: QueueDisableBody) => request(api.queueDisable, { body }));
