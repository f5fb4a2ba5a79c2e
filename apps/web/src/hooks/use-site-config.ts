import { useQuery } from '@tanstack/react-query';
import { type SiteConfig, siteRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';
import { localStore } from '@/lib/storage';

const CACHE_KEY = 'lucina_site_config';

/** The last answer, so a returning visitor's first frame already has the demo bar (nothing moves when it comes). */
function cached(): SiteConfig | undefined {
  const raw = localStore.get(CACHE_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as SiteConfig;
  } catch {
    return undefined;
  }
}

/** Facts about this deployment (demo mode, which logins exist) and the QR targets operators set. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site', 'config'],
    queryFn: async () => {
      const config = await request(siteRoutes.config, { noMessage: true });
      localStore.set(CACHE_KEY, JSON.stringify(config));
      return config;
    },
    // The server's copy in index.html is current: no request for it on this load.
    initialData: bootData().site,
    placeholderData: cached,
    staleTime: 5 * 60_000,
  });
}
