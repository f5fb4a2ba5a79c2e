import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type FeedbackSubmitBody } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export const feedbackKeys = { categories: ['feedback', 'categories'] as const, mine: ['feedback', 'mine'] as const };

export function useFeedbackCategories() {
  return useQuery({
    queryKey: feedbackKeys.categories,
    queryFn: () => request(apiRoutes.engagement.feedbackCategories),
    staleTime: Infinity,
  });
}

export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine, queryFn: () => request(apiRoutes.engagement.feedbackMine) });
}

export function submitFeedback(body: FeedbackSubmitBody) {
  return request(apiRoutes.engagement.feedbackSubmit, { body });
}
