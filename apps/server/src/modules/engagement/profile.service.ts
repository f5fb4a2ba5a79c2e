import fs from 'node:fs/promises';
import { Engagement, EngagementText, splitSurveyTags, joinSurveyTags, TagCollectState } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { AppError } from '../../lib/errors.js';
import type { UserService } from '../users/index.js';
import { reencodeImage, storeUpload, uploadPath } from './images.js';
import { profileRepository } from './profile.repository.js';

export const AVATAR_FOLDER = 'avatars';
const AVATAR_SIZE = 256;

/** Personal info (avatar, nickname) and the needs-survey state of SPEC §3/§4. */
export function createProfileService(deps: { db: Database; users: UserService; dataDir: string; log: Logger }) {
  const repo = profileRepository(deps.db);
  const avatarUrl = (name: string) => `${Engagement.mediaPrefix}/${AVATAR_FOLDER}/${name}`;

  return {
    /** state 1 skip / 2 done; the contract already checked the tags against the SPEC §3 options. */
    async putTagOrStatus(userId: string, q: { state: number; workTag: string; layoutTag: string }) {
      const patch =
        q.state === TagCollectState.done
          ? {
              tagiSCollect: TagCollectState.done,
              workTag: joinSurveyTags(splitSurveyTags(q.workTag)),
              layoutTag: joinSurveyTags(splitSurveyTags(q.layoutTag)),
            }
          : { tagiSCollect: TagCollectState.skipped };
      const row = await repo.setSurveyTags(userId, patch);
      if (!row) throw AppError.sessionInvalid();
      // A GET: the request's end does not empty the cache as a write's does (app.ts).
      deps.users.forgetCachedViewsOf(userId);
      return row;
    },
    async updateNickname(userId: string, nickname: string) {
      await repo.setNickname(userId, nickname);
      return deps.users.info(userId);
    },
    /** At most 2 MB, re-encoded to a 256 px WebP square (see reencodeImage). */
    async uploadAvatar(userId: string, bytes: Uint8Array) {
      if (bytes.length > Engagement.avatar.maxBytes) throw AppError.badRequest(EngagementText.avatarTooLarge);
      const webp = await reencodeImage(bytes, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' });
      const name = await storeUpload(deps.dataDir, AVATAR_FOLDER, webp, 'image/webp');
      const before = await repo.avatarOf(userId);
      await repo.setAvatar(userId, avatarUrl(name));
      // The replaced file is ours only when it sits under our avatar path.
      const old = before?.startsWith(avatarUrl('')) ? before.slice(avatarUrl('').length) : null;
      if (old && /^[\w-]+\.\w+$/.test(old)) {
        await fs.rm(uploadPath(deps.dataDir, AVATAR_FOLDER, old), { force: true }).catch((err: unknown) => {
          deps.log.warn({ err }, 'removing a replaced avatar failed');
        });
      }
      return { userIcon: avatarUrl(name) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
