import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';

const api = apiRoutes.market;

/** The service square's cards, as operators keep them. */
export const useMarketServices = () =>
  useQuery({
    queryKey: ['market', 'services'],
    queryFn: () => request(api.serviceList),
    // index.html's copy: the cards (the first cover is a phone's largest paint) render with the page.
    initialData: bootData().market,
    staleTime: 5 * 60_000,
  });

/** One service's detail (RETAIN-MAIN); not asked for an id that is not a service. */
export const useServiceDetail = (configId: number | null) =>
  useQuery({
    queryKey: ['market', 'detail', configId],
    queryFn: () => request(api.retainMain, { body: { configId: configId! }, noMessage: true }),
    enabled: configId !== null,
    staleTime: 5 * 60_000,
  });
