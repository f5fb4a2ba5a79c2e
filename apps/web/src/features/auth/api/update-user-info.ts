import { type UpdateInfoBody, userRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/** SPEC §7 updateInfo: `id` plus the fields being changed. */
export function updateUserInfo(body: UpdateInfoBody) {
  return request(userRoutes.updateInfo, { body });
}

/** SPEC §4: a login that skips the needs survey records it as done with no tags, silently. */
export function markNeedsSurveyDone(userId: string) {
  return request(userRoutes.updateInfo, {
    body: { id: userId, tagiSCollect: 2, workTag: '', layoutTag: '' },
    noMessage: true,
  });
}
