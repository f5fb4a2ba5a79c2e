import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  conversations,
  feedbackReplies,
  feedbacks,
  infoCollections,
  invitations,
  messages,
  orderRefunds,
  orders,
  reportNarratives,
  reportUnlocks,
  surveyAnswers,
  surveyRecords,
  surveyResumes,
  systemMessageReads,
  systemMessages,
  userConsents,
  userCoupons,
  users,
} from '../../db/schema/index.js';

/**
 * Everything the product holds about one account, read for its copy (PIPL art. 45): the profile and what was
 * answered about oneself, conversations, test records with their answers and reports, orders with refunds, coupons,
 * the messages sent to the account, feedback with its replies, consents and invitations. Internal columns (sessions,
 * instance ids, provider payloads) are left out; who else was invited is given by time only, not by name.
 */
export function dataCopyRepository(db: Executor) {
  return {
    async collect(userId: string) {
      const [profile] = await db
        .select({
          id: users.id,
          nickname: users.nickname,
          avatar: users.userIcon,
          phone: users.phone,
          email: users.email,
          wechatOpenId: users.wechatOpenId,
          memberLevel: users.userGrade,
          memberEndTime: users.endTime,
          chatCount: users.chatCount,
          inviteCode: users.inviteCode,
          workTag: users.workTag,
          layoutTag: users.layoutTag,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!profile) return null;

      const convs = await db
        .select({
          id: conversations.id,
          title: conversations.title,
          createdAt: conversations.createdAt,
          deletedAt: conversations.deletedAt,
        })
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt));
      const msgs = convs.length
        ? await db
            .select({
              conversationId: messages.conversationId,
              role: messages.role,
              content: messages.content,
              model: messages.model,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .where(
              and(
                inArray(
                  messages.conversationId,
                  convs.map((c) => c.id),
                ),
                isNull(messages.deletedAt),
              ),
            )
            .orderBy(asc(messages.seq))
        : [];

      const records = await db
        .select({
          id: surveyRecords.id,
          status: surveyRecords.status,
          hollandCode: surveyRecords.hollandCode,
          result: surveyRecords.result,
          createdAt: surveyRecords.createdAt,
          submittedAt: surveyRecords.submittedAt,
        })
        .from(surveyRecords)
        .where(eq(surveyRecords.userId, userId))
        .orderBy(asc(surveyRecords.createdAt));
      const recordIds = records.map((r) => r.id);
      const [answers, narratives, resumes, unlocks] = recordIds.length
        ? await Promise.all([
            db
              .select({
                recordId: surveyAnswers.recordId,
                questionId: surveyAnswers.questionId,
                value: surveyAnswers.value,
              })
              .from(surveyAnswers)
              .where(inArray(surveyAnswers.recordId, recordIds))
              .orderBy(asc(surveyAnswers.questionId)),
            db
              .select({ recordId: reportNarratives.recordId, content: reportNarratives.content })
              .from(reportNarratives)
              .where(inArray(reportNarratives.recordId, recordIds)),
            db
              .select({
                recordId: surveyResumes.recordId,
                fileName: surveyResumes.fileName,
                text: surveyResumes.text,
                createdAt: surveyResumes.createdAt,
              })
              .from(surveyResumes)
              .where(inArray(surveyResumes.recordId, recordIds)),
            db
              .select({ recordId: reportUnlocks.recordId, orderNo: reportUnlocks.orderNo })
              .from(reportUnlocks)
              .where(eq(reportUnlocks.userId, userId)),
          ])
        : [[], [], [], []];

      const orderRows = await db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          subject: orders.subject,
          planPriceFen: orders.planPriceFen,
          couponReduceFen: orders.couponReduceFen,
          upgradeDiffFen: orders.upgradeDiffFen,
          amountFen: orders.amountFen,
          status: orders.status,
          payMethod: orders.payMethod,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          closedAt: orders.closedAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const refunds = orderRows.length
        ? await db
            .select({
              orderId: orderRefunds.orderId,
              amountFen: orderRefunds.amountFen,
              status: orderRefunds.status,
              reason: orderRefunds.reason,
              createdAt: orderRefunds.createdAt,
              completedAt: orderRefunds.completedAt,
            })
            .from(orderRefunds)
            .where(
              inArray(
                orderRefunds.orderId,
                orderRows.map((o) => o.id),
              ),
            )
        : [];

      const coupons = await db
        .select({
          name: userCoupons.name,
          description: userCoupons.description,
          discountPermille: userCoupons.discountPermille,
          minSpendFen: userCoupons.minSpendFen,
          validFrom: userCoupons.validFrom,
          validUntil: userCoupons.validUntil,
          usedAt: userCoupons.usedAt,
        })
        .from(userCoupons)
        .where(eq(userCoupons.userId, userId))
        .orderBy(asc(userCoupons.createdAt));

      const inbox = await db
        .select({
          id: systemMessages.id,
          title: systemMessages.title,
          content: systemMessages.content,
          createdAt: systemMessages.createdAt,
          readAt: systemMessageReads.readAt,
        })
        .from(systemMessages)
        .leftJoin(
          systemMessageReads,
          and(eq(systemMessageReads.messageId, systemMessages.id), eq(systemMessageReads.userId, userId)),
        )
        .where(eq(systemMessages.userId, userId))
        .orderBy(asc(systemMessages.createdAt));

      const feedbackRows = await db
        .select({
          id: feedbacks.id,
          content: feedbacks.content,
          contact: feedbacks.contact,
          createdAt: feedbacks.createdAt,
        })
        .from(feedbacks)
        .where(eq(feedbacks.userId, userId))
        .orderBy(asc(feedbacks.createdAt));
      const replies = feedbackRows.length
        ? await db
            .select({
              feedbackId: feedbackReplies.feedbackId,
              content: feedbackReplies.content,
              createdAt: feedbackReplies.createdAt,
            })
            .from(feedbackReplies)
            .where(
              inArray(
                feedbackReplies.feedbackId,
                feedbackRows.map((f) => f.id),
              ),
            )
            .orderBy(asc(feedbackReplies.createdAt))
        : [];

      const [background, consents, invites] = await Promise.all([
        db
          .select({ answers: infoCollections.answers, createdAt: infoCollections.createdAt })
          .from(infoCollections)
          .where(eq(infoCollections.userId, userId)),
        db
          .select({
            agreementVersion: userConsents.agreementVersion,
            privacyVersion: userConsents.privacyVersion,
            ip: userConsents.ip,
            acceptedAt: userConsents.acceptedAt,
          })
          .from(userConsents)
          .where(eq(userConsents.userId, userId))
          .orderBy(asc(userConsents.acceptedAt)),
        db
          .select({
            inviterUserId: invitations.inviterUserId,
            createdAt: invitations.createdAt,
            rewardedAt: invitations.rewardedAt,
          })
          .from(invitations)
          .where(or(eq(invitations.inviterUserId, userId), eq(invitations.inviteeUserId, userId))),
      ]);

      return {
        profile,
        background,
        consents,
        conversations: convs.map((c) => ({ ...c, messages: msgs.filter((m) => m.conversationId === c.id) })),
        records: records.map((r) => ({
          ...r,
          answers: answers.filter((a) => a.recordId === r.id),
          narrative: narratives.find((n) => n.recordId === r.id)?.content ?? null,
          resumes: resumes.filter((s) => s.recordId === r.id),
          unlockedBy: unlocks.find((u) => u.recordId === r.id)?.orderNo ?? null,
        })),
        orders: orderRows.map((o) => ({ ...o, refunds: refunds.filter((f) => f.orderId === o.id) })),
        coupons,
        messages: inbox,
        feedbacks: feedbackRows.map((f) => ({ ...f, replies: replies.filter((r) => r.feedbackId === f.id) })),
        invitations: invites.map((i) => ({
          role: i.inviterUserId === userId ? ('inviter' as const) : ('invitee' as const),
          createdAt: i.createdAt,
          rewardedAt: i.rewardedAt,
        })),
      };
    },
  };
}

export type DataCopy = NonNullable<Awaited<ReturnType<ReturnType<typeof dataCopyRepository>['collect']>>>;
