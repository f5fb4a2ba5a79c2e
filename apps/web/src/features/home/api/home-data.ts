import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentRoutes, chatRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { getOrCreateTempToken } from '@/lib/temp-token';
import { authActions, authSelectors, useAuthStore } from '@/stores/auth-store';

/** Keyed by who is asking, so a login never shows the visitor's opening message or test state. */
export const homeKeys = {
  all: ['home'] as const,
  induce: (owner: string) => [...homeKeys.all, 'induce', owner] as const,
  positions: (owner: string) => [...homeKeys.all, 'positions', owner] as const,
  testStatus: (owner: string) => [...homeKeys.all, 'testStatus', owner] as const,
};

const useOwner = () => useAuthStore(authSelectors.token) ?? 'visitor';

/** SPEC §7: the planner's opening message; a visitor names their temp user id. */
export function induceMessageOptions(owner: string) {
  return queryOptions({
    queryKey: homeKeys.induce(owner),
    queryFn: () =>
      request(chatRoutes.induceMessage, {
        query: authActions.getToken() ? undefined : { tempUserId: getOrCreateTempToken() },
        // The home still offers the input and the entries without it.
        noMessage: true,
      }),
    staleTime: 60_000,
  });
}

export function useInduceMessage() {
  return useQuery(induceMessageOptions(useOwner()));
}

export function useOperationPositions() {
  return useQuery({
    queryKey: homeKeys.positions(useOwner()),
    queryFn: () => request(chatRoutes.operationPositions, { noMessage: true }),
    staleTime: 10 * 60_000,
  });
}

/** Whether the caller finished the test (and which record is the latest), and how many times. */
export function useTestStatus() {
  return useQuery({
    queryKey: homeKeys.testStatus(useOwner()),
    queryFn: async () => {
      const [finished, count] = await Promise.all([
        request(assessmentRoutes.isAiTestFinished, { noMessage: true }),
        request(assessmentRoutes.aiTestRecordCount, { noMessage: true }),
      ]);
      return { ...finished, count };
    },
    staleTime: 30_000,
  });
}
