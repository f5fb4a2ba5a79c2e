import { useQuery } from '@tanstack/react-query';
import { adminRoutes, type AdminPlanUpdateBody } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';
import { useSave } from './use-save';

export function usePlans() {
  return useQuery({ queryKey: ['admin', 'plans-admin'], queryFn: () => request(adminRoutes.planList) });
}

/** A plan's price history: its audit entries. */
export function usePlanHistory(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'audit', 'plan', id],
    queryFn: () => request(adminRoutes.auditList, { query: { target: `plan:${id}`, pageSize: 100 } }),
    enabled: id !== null,
  });
}

export function useUpdatePlan() {
  return useSave(['admin'], (body: AdminPlanUpdateBody) => request(adminRoutes.planUpdate, { body }));
}
