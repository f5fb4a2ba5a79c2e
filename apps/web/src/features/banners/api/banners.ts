import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export function useActiveBanners() {
  return useQuery({
    queryKey: ['banners', 'active'],
    queryFn: () => request(apiRoutes.engagement.bannerActiveList, { noMessage: true }),
    staleTime: 5 * 60_000,
  });
}
