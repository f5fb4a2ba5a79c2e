import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

const api = apiRoutes.market;

/** The service square's cards; fixed content, so cached for the visit. */
export const useMarketServices = () =>
  useQuery({ queryKey: ['market', 'services'], queryFn: () => request(api.serviceList), staleTime: Infinity });

/** One service's detail (RETAIN-MAIN); not asked for an id that is not a service. */
export const useServiceDetail = (configId: number | null) =>
  useQuery({
    queryKey: ['market', 'detail', configId],
    queryFn: () => request(api.retainMain, { body: { configId: configId! }, noMessage: true }),
    enabled: configId !== null,
    staleTime: Infinity,
  });
