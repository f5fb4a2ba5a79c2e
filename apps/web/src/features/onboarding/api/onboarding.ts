import { useQuery } from '@tanstack/react-query';
import { apiRoutes, joinSurveyTags, TagCollectState, type InfoAnswerInput } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { updateUserInfo } from '@/features/auth/api/update-user-info';
import { useAuthStore } from '@/stores/auth-store';
import type { UpdateInfoBody } from '@lucina/contracts';

/** Needs survey: start saves state 2 with the chosen tags, skip saves state 1 with none. */
export function saveNeedsSurvey(result: { work: readonly string[]; study: readonly string[] } | 'skip') {
  const query =
    result === 'skip'
      ? { state: TagCollectState.skipped, workTag: '', layoutTag: '' }
      : { state: TagCollectState.done, workTag: joinSurveyTags(result.work), layoutTag: joinSurveyTags(result.study) };
  return request(apiRoutes.engagement.putTagOrStatus, { query, noMessage: true });
}

export const onboardingKeys = { bootTest: ['onboarding', 'bootTest'] as const };

export function useLoginBootTest(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.bootTest,
    queryFn: () => request(apiRoutes.engagement.loginBootTest),
    enabled,
    staleTime: Infinity,
  });
}

export function submitLoginBoot(answers: InfoAnswerInput[]) {
  return request(apiRoutes.engagement.loginBootSubmit, { body: answers });
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
