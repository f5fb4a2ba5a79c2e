import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import {
  adminRoutes,
  type AdminFeedbackListQuery,
  type AuditListQuery,
  type CampaignSendBody,
} from '@lucina/contracts/admin';
import { request, requestBlob } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/image-file';
import { useSave } from './use-save';

const api = adminRoutes;
/** What a write refreshes: every page and filter of the list. */
const FEEDBACK = ['admin', 'feedback'];
const CAMPAIGNS = ['admin', 'campaigns'];

export const adminKeys = {
  me: ['admin', 'me'] as const,
  feedback: (q: AdminFeedbackListQuery) => ['admin', 'feedback', q] as const,
  feedbackDetail: (id: string) => ['admin', 'feedback', 'detail', id] as const,
  campaigns: (page: number) => ['admin', 'campaigns', page] as const,
  audit: (q: AuditListQuery) => ['admin', 'audit', q] as const,
};

/** The caller's console role; a refusal (not logged in, no role) is shown as the 403 page, without a toast. */
export function useAdminMe() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: () => request(api.me, { noMessage: true }),
    retry: false,
  });
}

export function useFeedbackList(query: AdminFeedbackListQuery) {
  return useQuery({ queryKey: adminKeys.feedback(query), queryFn: () => request(api.feedbackList, { query }) });
}

export function useFeedbackTypes() {
  return useQuery({
    queryKey: ['admin', 'feedback-types'],
    queryFn: () => request(apiRoutes.engagement.feedbackCategories),
    staleTime: Infinity,
  });
}

/**
 * The screenshot is not public: fetched with the console's token once per opening of the feedback, and
 * shown as a data URL (nothing to revoke; dropped with the query when the drawer closes).
 */
export function useFeedbackScreenshot(url: string) {
  return useQuery({
    // Outside ['admin', 'feedback']: a reply refreshes the feedback, not its picture.
    queryKey: ['admin', 'feedbackScreenshot', url],
    queryFn: async ({ signal }) => {
      const blob = await requestBlob(url, signal);
      return blob ? readAsDataUrl(blob) : null;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.feedbackDetail(id ?? ''),
    queryFn: () => request(api.feedbackDetail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

export function useReplyFeedback() {
  return useSave(FEEDBACK, (body: { id: string; content: string }) => request(api.feedbackReply, { body }));
}

export function useCloseFeedback() {
  return useSave(FEEDBACK, (id: string) => request(api.feedbackClose, { body: { id } }));
}

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: adminKeys.campaigns(page),
    queryFn: () => request(api.campaignList, { query: { page } }),
  });
}

export function useSendCampaign() {
  return useSave(CAMPAIGNS, (body: CampaignSendBody) => request(api.campaignSend, { body }));
}

export function useCancelCampaign() {
  return useSave(CAMPAIGNS, (id: string) => request(api.campaignCancel, { body: { id } }));
}

export function useAuditLog(query: AuditListQuery) {
  return useQuery({ queryKey: adminKeys.audit(query), queryFn: () => request(api.auditList, { query }) });
}

const CANCELLATIONS = ['admin', 'cancellations'];

export function useCancellations() {
  return useQuery({ queryKey: CANCELLATIONS, queryFn: () => request(api.cancellationList) });
}

export function useExecuteCancellation() {
  return useSave(CANCELLATIONS, (userId: string) => request(api.cancellationExecute, { body: { userId } }));
}
