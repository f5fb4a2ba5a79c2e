import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export function useDashboard(days: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => request(apiRoutes.admin.dashboard, { query: { days } }),
    staleTime: 60_000,
  });
}
