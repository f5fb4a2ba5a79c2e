import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/** Facts about this deployment (demo mode, which logins exist) and the QR targets operators set. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site', 'config'],
    queryFn: () => request(apiRoutes.site.config, { noMessage: true }),
    staleTime: 5 * 60_000,
  });
}
