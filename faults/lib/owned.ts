import { API_PREFIX, assessmentRoutes, chatRoutes, engagementRoutes, paymentRoutes } from '@lucina/contracts';
import { api, loginByEmail, openStream, request, type Who } from './client.js';
import type { Cluster } from './cluster.js';
import { openMembershipOrder, payAtCashier } from './orders.js';

/** The ids of one user's things, by the name the routes give them. */
export interface OwnedIds {
  conversationId: string;
  /** The user's finished answer in that conversation. */
  messageId: string;
  recordId: string;
  /** The same test record by its other key. */
  seqUuid: string;
  /** An order left pending, and one paid at the cashier. */
  orderNo: string;
  paidOrderNo: string;
  userCouponId: string;
  feedbackId: string;
  infoCollectionId: string;
  /** The payment notice the paid order left in the user's message centre. */
  systemMessageId: string;
}

const get = <T>(base: string, path: string, who: Who) => request<T>(base, 'GET', `${API_PREFIX}${path}`, { who });

async function data<T>(
  reply: Promise<{ status: number; body: { code: number; data: T } | null; text: string }>,
  what: string,
) {
  const r = await reply;
  if (r.body?.code !== 200) throw new Error(`${what} refused: ${r.status} ${r.text.slice(0, 200)}`);
  return r.body.data;
}

/**
 * A user who owns one of everything a route can name by id: a conversation with an answer, a submitted test,
 * a pending and a paid order, a coupon, feedback, the profile questionnaire and a system message.
 */
export async function createOwner(
  cluster: Cluster,
  label: string,
): Promise<{ who: Who & { userId: string }; ids: OwnedIds }> {
  const base = cluster.nginx.url;
  const who = await loginByEmail(base, cluster.db, `faults-${label}-${Date.now()}@example.com`);

  const stream = openStream(base, chatRoutes.directMessage.path, { messageContent: '我适合做什么工作？' }, who);
  const end = await stream.ended;
  if (end !== 'finish' || !stream.id || !stream.conversationId) throw new Error(`the owner's answer ended ${end}`);

  const template = await data<{ questions: Array<{ questionId: number }> }>(
    api(base, assessmentRoutes.surveyTemplate.path, { surveyId: 1 }, who),
    'surveyTemplate',
  );
  const { record } = await data<{ record: { id: string; seqUuid: string } }>(
    api(base, assessmentRoutes.getSurveyTest.path, { surveyId: 1 }, who),
    'getSurveyTest',
  );
  await data(
    api(
      base,
      assessmentRoutes.getSurveySubmit.path,
      {
        recordId: record.id,
        seqUuid: record.seqUuid,
        final: true,
        answers: template.questions.map((q, i) => ({ questionId: q.questionId, value: 1 + (i % 5) })),
      },
      who,
    ),
    'getSurveySubmit',
  );

  const coupons = await data<Array<{ id: string }>>(
    get(base, `${paymentRoutes.selectLucinaUserCouponList.path}?userStatus=0`, who),
    'coupon list',
  );
  const paid = await openMembershipOrder(base, who);
  const pay = await payAtCashier(base, paid.orderNo, 'wechat');
  if (pay.status !== 200) throw new Error(`the cashier refused: ${pay.status}`);
  // An upgrade to the highest plan stays pending beside the paid membership.
  const center = await data<{ plans: Array<{ id: number; duration: number }> }>(
    get(base, paymentRoutes.membershipPlanList.path, who),
    'member centre',
  );
  const highest = center.plans.filter((p) => p.duration > 0).at(-1)!;
  const pending = await data<{ orderNo: string }>(
    get(base, `${paymentRoutes.openMembership.path}?openType=1&membershipPlanId=${highest.id}`, who),
    'openMembership',
  );
  const messages = await data<{ list: Array<{ id: string }> }>(
    api(base, engagementRoutes.messageList.path, {}, who),
    'system messages',
  );

  const categories = await data<Array<{ id: number }>>(
    get(base, engagementRoutes.feedbackCategories.path, who),
    'categories',
  );
  const feedback = await data<{ id: string }>(
    api(
      base,
      engagementRoutes.feedbackSubmit.path,
      { categoryId: categories[0]!.id, content: '报告页的图表在手机上显示不全。' },
      who,
    ),
    'feedback',
  );
  const info = await data<{ id: string }>(
    api(
      base,
      engagementRoutes.loginBootSubmit.path,
      [
        { questionId: 1, values: ['本科在读'] },
        { questionId: 2, text: '计算机科学与技术' },
        { questionId: 3, values: ['杭州'] },
        { questionId: 4, values: ['互联网/IT'] },
        { questionId: 5, values: ['准备找实习'] },
      ],
      who,
    ),
    'profile questionnaire',
  );

  const message = messages.list[0];
  if (!coupons[0] || !message) throw new Error('the owner has no coupon or no system message');
  return {
    who,
    ids: {
      conversationId: stream.conversationId,
      messageId: stream.id,
      recordId: record.id,
      seqUuid: record.seqUuid,
      orderNo: pending.orderNo,
      paidOrderNo: paid.orderNo,
      userCouponId: coupons[0].id,
      feedbackId: feedback.id,
      infoCollectionId: info.id,
      systemMessageId: message.id,
    },
  };
}
