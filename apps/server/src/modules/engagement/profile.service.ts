import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { Engagement, EngagementText, splitSurveyTags, joinSurveyTags, TagCollectState } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import { AppError } from '../../lib/errors.js';
import type { UserService } from '../users/index.js';
import { reencodeImage, storeUpload, uploadPath } from './images.js';

export const AVATAR_FOLDER = 'avatars';
const AVATAR_SIZE = 256;

/** Personal info (avatar, nickname) and the needs-survey state of SPEC §3/§4. */
export function createProfileService(deps: { db: Database; users: UserService; dataDir: string; log: Logger }) {
  const { db } = deps;
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
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ tagiSCollect: users.tagiSCollect, workTag: users.workTag, layoutTag: users.layoutTag });
      if (!row) throw AppError.sessionInvalid();
      // A GET: the request's end does not empty the cache as a write's does (app.ts).
      deps.users.forgetCachedViewsOf(userId);
      return row;
    },
    async updateNickname(userId: string, nickname: string) {
      await db
        .update(users)
        .set({ nickname, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return deps.users.info(userId);
    },
    /** At most 2 MB, re-encoded to a 256 px WebP square (see reencodeImage). */
    async uploadAvatar(userId: string, bytes: Uint8Array) {
      if (bytes.length > Engagement.avatar.maxBytes) throw AppError.badRequest(EngagementText.avatarTooLarge);
      const webp = await reencodeImage(bytes, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' });
      const name = await storeUpload(deps.dataDir, AVATAR_FOLDER, webp, 'image/webp');
      const [before] = await db.select({ userIcon: users.userIcon }).from(users).where(eq(users.id, userId));
      await db
        .update(users)
        .set({ userIcon: avatarUrl(name), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      // The replaced file is ours only when it sits under our avatar path.
      const old = before?.userIcon.startsWith(avatarUrl('')) ? before.userIcon.slice(avatarUrl('').length) : null;
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
