import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  joinSurveyTags,
  TagCollectState,
  type InfoAnswerInput,
  type LoginBootTest,
  engagementRoutes,
} from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { updateUserInfo } from '@/features/auth';
import { useAuthStore } from '@/stores/auth-store';
import type { UpdateInfoBody } from '@lucina/contracts';

/** Needs survey: start saves state 2 with the chosen tags, skip saves state 1 with none. */
export function saveNeedsSurvey(result: { work: readonly string[]; study: readonly string[] } | 'skip') {
  const query =
    result === 'skip'
      ? { state: TagCollectState.skipped, workTag: '', layoutTag: '' }
      : { state: TagCollectState.done, workTag: joinSurveyTags(result.work), layoutTag: joinSurveyTags(result.study) };
  return request(engagementRoutes.putTagOrStatus, { query, noMessage: true });
}

export const onboardingKeys = {
  bootTest: ['onboarding', 'bootTest'] as const,
  collection: ['onboarding', 'collection'] as const,
};

export function useLoginBootTest(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.bootTest,
    queryFn: () => request(engagementRoutes.loginBootTest),
    enabled,
    staleTime: Infinity,
  });
}

/** Submits the answers; the cached questionnaire then learns its submission id. */
export async function submitLoginBoot(queryClient: QueryClient, answers: InfoAnswerInput[]) {
  const saved = await request(engagementRoutes.loginBootSubmit, { body: answers });
  queryClient.setQueryData<LoginBootTest>(
    onboardingKeys.bootTest,
    (test) => test && { ...test, submittedId: saved.id },
  );
  return saved;
}

/** One submitted collection of the caller (the path carries the submission id). */
export function useInformationCollection(id: string | null | undefined) {
  const route = engagementRoutes.informationCollection;
  return useQuery({
    queryKey: [...onboardingKeys.collection, id] as const,
    queryFn: () => request({ ...route, path: route.path.replace(':id', encodeURIComponent(id!)) }),
    enabled: !!id,
    staleTime: Infinity,
  });
}

type UserFlags = Pick<UpdateInfoBody, 'bootState' | 'infoCollectionState' | 'completeAitestFirst'>;

/**
 * Saves one of the user's one-time flags (tour, profile pop-up, test bubble). The stored user is
 * patched first so the step never shows again in this session, even when the save fails.
 */
export async function saveUserFlags(flags: UserFlags): Promise<void> {
  const { user, setUser } = useAuthStore.getState();
  if (!user) return;
  const defined = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  setUser({ ...user, ...defined });
  await updateUserInfo({ id: user.id, ...flags });
}
