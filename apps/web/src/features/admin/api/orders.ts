import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import {
  adminRoutes,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminRefundBody,
} from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';

const api = adminRoutes;

export const orderKeys = {
  list: (q: AdminOrderListQuery) => ['admin', 'orders', q] as const,
  detail: (orderNo: string) => ['admin', 'orders', 'detail', orderNo] as const,
};

export function useOrders(query: AdminOrderListQuery) {
  return useQuery({ queryKey: orderKeys.list(query), queryFn: () => request(api.orderList, { query }) });
}

const processing = (d: AdminOrderDetail | undefined) => d?.payments.some((p) => p.refund?.status === 'processing');

/** While a refund waits for the provider's word the detail is read again every 1.5 s. */
export function useOrderDetail(orderNo: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(orderNo ?? ''),
    queryFn: () => request(api.orderDetail, { query: { orderNo: orderNo! } }),
    enabled: orderNo !== null,
    refetchInterval: (q) => (processing(q.state.data) ? 1500 : false),
  });
}

/** Plans for the filter, named as the member centre names them. */
export function usePlanOptions() {
  return useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: () => request(apiRoutes.payments.membershipPlanList),
    select: (c) => [...c.plans, c.singlePlan].map((p) => ({ value: p.id, label: p.name })),
    staleTime: Infinity,
  });
}

function useOrderWrite<B>(fn: (body: B) => Promise<AdminOrderDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      client.setQueryData(orderKeys.detail(detail.orderNo), detail);
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

export const useRefund = () => useOrderWrite((body: AdminRefundBody) => request(api.orderRefund, { body }));
export const useRefreshRefund = () =>
  useOrderWrite((orderNo: string) => request(api.orderRefundRefresh, { body: { orderNo } }));
