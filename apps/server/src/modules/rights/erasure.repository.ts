import { and, eq, exists, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import { Rights } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import {
  accountCancellations,
  accountRoles,
  conversations,
  dataExports,
  feedbacks,
  infoCollections,
  invitations,
  orders,
  outbox,
  paymentNotifications,
  reportUnlocks,
  safetyBlocks,
  safetyReports,
  sessions,
  surveyRecords,
  systemMessageReads,
  systemMessages,
  trackingEvents,
  userConsents,
  userCoupons,
  users,
  visitors,
  wechatPayers,
} from '../../db/schema/index.js';
import { newInviteCode } from '../../lib/tokens.js';

/** Files outside the database that belonged to the erased account, removed once the transaction committed. */
export interface ErasedFiles {
  avatarUrl: string;
  feedbackScreenshots: string[];
  /** Data copies, under DATA_DIR/uploads/exports. */
  exportFiles: string[];
}

/**
 * The erasure of one account's personal data, in the caller's transaction. Orders and their payments stay (the
 * law keeps them three years), pointing at a row that holds nothing but its id; an account without orders goes
 * entirely. Returns null when the account does not exist or was already erased.
 */
export function erasureRepository(tx: Executor) {
  return {
    async erase(userId: string, now: Date): Promise<ErasedFiles | null> {
      const [user] = await tx
        .select({ phone: users.phone, email: users.email, userIcon: users.userIcon, erasedAt: users.erasedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user || user.erasedAt) return null;

      const shots = await tx
        .delete(feedbacks)
        .where(eq(feedbacks.userId, userId))
        .returning({ path: feedbacks.screenshotPath });
      const copies = await tx
        .delete(dataExports)
        .where(eq(dataExports.userId, userId))
        .returning({ fileName: dataExports.fileName });

      // What the safety gate blocked and what the person reported stay, without the person. The regulator's
      // record of a block (生成式人工智能服务管理暂行办法 art. 14, the Cybersecurity Law's six months of logs) is
      // what was stopped, by which rule and when: category, rule, stage, provider, status and time are kept, and
      // the retention job removes the row at its age. The questions, answers and report words are the person's
      // own text (PIPL art. 47), so they go now, with every link to the account or a visitor identity it claimed;
      // a record left like this can no longer be tied to anyone. This runs before the visitors go and whether or
      // not the account row is kept: a deleted row would only null the block's user_id and leave the text.
      const claimed = tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.claimedByUserId, userId));
      await tx
        .update(safetyBlocks)
        .set({ question: '', answer: '', userId: null, visitorId: null, messageId: null })
        .where(or(eq(safetyBlocks.userId, userId), inArray(safetyBlocks.visitorId, claimed)));
      await tx
        .update(safetyReports)
        .set({ detail: '', question: '', answer: '', userId: null, visitorId: null })
        .where(or(eq(safetyReports.userId, userId), inArray(safetyReports.visitorId, claimed)));

      // Conversations (with their messages) and test records (with answers, résumés, narratives) go first; a
      // visitor identity the account claimed takes anything still filed under it.
      await tx.delete(conversations).where(eq(conversations.userId, userId));
      await tx.delete(reportUnlocks).where(eq(reportUnlocks.userId, userId));
      await tx.delete(surveyRecords).where(eq(surveyRecords.userId, userId));
      await tx.delete(visitors).where(eq(visitors.claimedByUserId, userId));
      await tx.delete(systemMessageReads).where(eq(systemMessageReads.userId, userId));
      await tx.delete(systemMessages).where(eq(systemMessages.userId, userId));
      await tx.delete(infoCollections).where(eq(infoCollections.userId, userId));
      await tx.delete(trackingEvents).where(eq(trackingEvents.userId, userId));
      await tx
        .delete(invitations)
        .where(or(eq(invitations.inviterUserId, userId), eq(invitations.inviteeUserId, userId)));
      await tx.update(users).set({ invitedByUserId: null }).where(eq(users.invitedByUserId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accountRoles).where(eq(accountRoles.userId, userId));
      await tx.delete(userConsents).where(eq(userConsents.userId, userId));
      await tx.delete(wechatPayers).where(eq(wechatPayers.userId, userId));
      await tx.delete(accountCancellations).where(eq(accountCancellations.userId, userId));
      const contacts = [user.phone, user.email].filter((c): c is string => Boolean(c));
      if (contacts.length) await tx.delete(outbox).where(inArray(outbox.target, contacts));
      // A coupon an order used is part of that order's record; the others go.
      await tx.delete(userCoupons).where(
        and(
          eq(userCoupons.userId, userId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.userCouponId, userCoupons.id)),
          ),
        ),
      );

      const [kept] = await tx
        .select({ one: sql`1` })
        .from(orders)
        .where(eq(orders.userId, userId))
        .limit(1);
      if (kept) {
        await tx
          .update(users)
          .set({
            nickname: Rights.erasedNickname,
            userIcon: '',
            phone: null,
            email: null,
            wechatOpenId: null,
            wechatMpOpenId: null,
            wechatUnionId: null,
            inviteCode: newInviteCode(),
            invitedByUserId: null,
            userGrade: 0,
            endTime: null,
            chatCount: 0,
            conversationCount: 0,
            workTag: '',
            layoutTag: '',
            erasedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
      } else {
        await tx.delete(users).where(eq(users.id, userId));
      }
      return {
        avatarUrl: user.userIcon,
        feedbackScreenshots: shots.map((s) => s.path).filter((p): p is string => Boolean(p)),
        exportFiles: copies.map((c) => c.fileName).filter((f): f is string => Boolean(f)),
      };
    },

    /**
     * Erased accounts whose orders have been kept long enough: the row goes, and with it the orders, their
     * refunds and the provider notifications that name them.
     */
    async purgeExpiredOrders(now: Date) {
      const cutoff = new Date(now);
      cutoff.setFullYear(cutoff.getFullYear() - Rights.orderRetentionYears);
      const stale = and(isNotNull(users.erasedAt), lt(users.erasedAt, cutoff));
      // Kept until three years after the latest order of the account, whenever it was erased.
      const recent = exists(
        tx
          .select({ one: sql`1` })
          .from(orders)
          .where(and(eq(orders.userId, users.id), sql`${orders.createdAt} >= ${cutoff}`)),
      );
      const gone = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(stale, sql`not ${recent}`));
      if (!gone.length) return 0;
      const ids = gone.map((g) => g.id);
      await tx
        .delete(paymentNotifications)
        .where(
          inArray(
            paymentNotifications.orderNo,
            tx.select({ no: orders.orderNo }).from(orders).where(inArray(orders.userId, ids)),
          ),
        );
      await tx.delete(users).where(inArray(users.id, ids));
      return ids.length;
    },
  };
}
