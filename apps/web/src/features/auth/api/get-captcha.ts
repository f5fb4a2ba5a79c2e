import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export function getCaptcha() {
  return request(apiRoutes.login.captchaImage);
}

/**
 * One captcha per form (`scope`): each image allows a single guess server-side, so it is never
 * shared, never refetched behind the user's back, and dropped when the form unmounts.
 */
export function captchaQueryOptions(scope: string) {
  return queryOptions({
    queryKey: ['auth', 'captcha', scope] as const,
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useCaptcha(scope: string) {
  return useQuery(captchaQueryOptions(scope));
}
