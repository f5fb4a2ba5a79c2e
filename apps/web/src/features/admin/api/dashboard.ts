import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';

export function useDashboard(days: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => request(adminRoutes.dashboard, { query: { days } }),
    staleTime: 60_000,
  });
}
