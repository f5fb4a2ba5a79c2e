import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invitations, surveyRecords, users } from '../../db/schema/index.js';

/** What the member center and a purchase read beside the orders: invited friends, the record a report unlocks. */
export function memberRepository(db: Executor) {
  return {
    /** The friends a user invited, newest first. */
    invitedFriends: (inviterUserId: string, limit: number) =>
      db
        .select({
          nickname: users.nickname,
          userIcon: users.userIcon,
          createdAt: invitations.createdAt,
          rewardedAt: invitations.rewardedAt,
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviteeUserId))
        .where(eq(invitations.inviterUserId, inviterUserId))
        .orderBy(desc(invitations.createdAt))
        .limit(limit),
    /** Whether the user owns this live assessment record. */
    async ownsRecord(userId: string, recordId: string) {
      const [row] = await db
        .select({ id: surveyRecords.id })
        .from(surveyRecords)
        .where(and(eq(surveyRecords.id, recordId), eq(surveyRecords.userId, userId), eq(surveyRecords.yn, 1)));
      return Boolean(row);
    },
  };
}
