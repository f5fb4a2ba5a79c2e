import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/** The FAQ and the help texts, as operators keep them in the console; `enabled: false` waits until needed. */
export function useSiteHelp({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['site', 'help'],
    queryFn: () => request(apiRoutes.site.help),
    staleTime: 5 * 60_000,
    enabled,
  });
}
