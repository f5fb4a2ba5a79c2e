import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { OrderStatus } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import { invitations, orders, users } from '../../db/schema/index.js';
import { chinaTodayStart } from '../../lib/china-day.js';

/** Invitations and what decides their reward; every call joins the caller's transaction. */
export function referralRepository(db: Executor) {
  return {
    /** Unpaid invitations where the user is the inviter or the invitee. */
    pendingTouching: (userId: string) =>
      db
        .select({
          id: invitations.id,
          inviterUserId: invitations.inviterUserId,
          inviteeUserId: invitations.inviteeUserId,
        })
        .from(invitations)
        .where(
          and(
            isNull(invitations.rewardedAt),
            or(eq(invitations.inviterUserId, userId), eq(invitations.inviteeUserId, userId)),
          ),
        )
        .orderBy(invitations.createdAt),
    async pendingOfInvitee(inviteeUserId: string) {
      const [row] = await db
        .select({
          id: invitations.id,
          inviterUserId: invitations.inviterUserId,
          inviteeUserId: invitations.inviteeUserId,
        })
        .from(invitations)
        .where(and(eq(invitations.inviteeUserId, inviteeUserId), isNull(invitations.rewardedAt)))
        .limit(1);
      return row ?? null;
    },
    /** A verified phone or a paid order: what makes an invitee a real person worth a reward. */
    async inviteeQualifies(inviteeUserId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, inviteeUserId),
            or(
              isNotNull(users.phone),
              sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} = ${OrderStatus.paid})`,
            ),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    /**
     * Locks the inviter's row so concurrent rewards for one inviter are counted one after another; `no key
     * update` leaves alone the key-share locks that new invitations' foreign keys hold (no deadlock).
     */
    async lockInviter(inviterUserId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, inviterUserId))
        .for('no key update');
      return Boolean(row);
    },
    async rewardedToday(inviterUserId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(invitations)
        .where(and(eq(invitations.inviterUserId, inviterUserId), gte(invitations.rewardedAt, chinaTodayStart)));
      return row?.n ?? 0;
    },
    /** Marks one invitation paid; false when it already was (the guard that makes a reward happen once). */
    async markRewarded(invitationId: string) {
      const rows = await db
        .update(invitations)
        .set({ rewardedAt: sql`now()` })
        .where(and(eq(invitations.id, invitationId), isNull(invitations.rewardedAt)))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
    async addChats(userId: string, n: number) {
      await db
        .update(users)
        .set({ chatCount: sql`${users.chatCount} + ${n}`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    async nicknameOf(userId: string) {
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.nickname ?? '';
    },
  };
}
