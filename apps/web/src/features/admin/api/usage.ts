import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes, type ModelPriceBody, type UsageQuery } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';
import { useSave } from './use-save';

const KEY = ['admin', 'usage'] as const;

export function useModelUsage(query: UsageQuery) {
  return useQuery({
    queryKey: [...KEY, query.from ?? '', query.to ?? ''],
    queryFn: () => request(adminRoutes.modelUsage, { query }),
    // The page keeps showing the last period while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A price saved or removed changes every cost on the page: the usage is read again. */
export function useSavePrice() {
  return useSave(KEY, (body: ModelPriceBody) => request(adminRoutes.modelPriceSave, { body }));
}

export function useDeletePrice() {
  return useSave(KEY, (model: string) => request(adminRoutes.modelPriceDelete, { body: { model } }));
}
