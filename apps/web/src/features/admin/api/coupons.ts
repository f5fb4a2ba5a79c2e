import { useQuery } from '@tanstack/react-query';
import { adminRoutes, type AdminCouponIssueBody, type AdminCouponTemplateBody } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';
import { useSave } from './use-save';

const api = adminRoutes;

export function useCouponTemplates() {
  return useQuery({ queryKey: ['admin', 'coupons', 'templates'], queryFn: () => request(api.couponTemplateList) });
}

export function useCouponIssues(page: number) {
  return useQuery({
    queryKey: ['admin', 'coupons', 'issues', page],
    queryFn: () => request(api.couponIssueList, { query: { page, pageSize: 20 } }),
  });
}

/** Creates a template, or edits one when `templateId` is given. */
export function useSaveCouponTemplate() {
  return useSave(['admin', 'coupons'], ({ templateId, ...body }: AdminCouponTemplateBody & { templateId?: number }) =>
    templateId === undefined
      ? request(api.couponTemplateCreate, { body })
      : request(api.couponTemplateUpdate, { body: { ...body, templateId } }),
  );
}

export function useIssueCoupons() {
  return useSave(['admin', 'coupons'], (body: AdminCouponIssueBody) => request(api.couponIssue, { body }));
}
