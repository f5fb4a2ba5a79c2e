import { useQuery } from '@tanstack/react-query';
import { engagementRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';

export function useActiveBanners() {
  return useQuery({
    queryKey: ['banners', 'active'],
    queryFn: () => request(engagementRoutes.bannerActiveList, { noMessage: true }),
    // index.html's copy renders the first banner with the first screen (the static shell shows it already).
    initialData: bootData().banners,
    staleTime: 5 * 60_000,
  });
}
