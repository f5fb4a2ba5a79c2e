import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/** Facts about this deployment (demo mode, which logins exist); fixed while the server runs. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site', 'config'],
    queryFn: () => request(apiRoutes.site.config, { noMessage: true }),
    staleTime: Infinity,
  });
}
