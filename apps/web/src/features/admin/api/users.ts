import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type AdminUserGrantBody } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';

const api = adminRoutes;

export const userKeys = {
  list: (keyword: string, page: number) => ['admin', 'users', keyword, page] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

export function useUsers(keyword: string, page: number) {
  return useQuery({
    queryKey: userKeys.list(keyword, page),
    queryFn: () => request(api.userList, { query: { keyword: keyword || undefined, page, pageSize: 20 } }),
  });
}

export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => request(api.userDetail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

export function useGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserGrantBody) => request(api.userGrant, { body }),
    onSuccess: (detail) => {
      client.setQueryData(userKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
