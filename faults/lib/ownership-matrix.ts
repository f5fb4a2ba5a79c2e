import { z } from 'zod';
import {
  allRoutes,
  assessmentRoutes,
  chatRoutes,
  engagementRoutes,
  paymentRoutes,
  userRoutes,
  visitorRoutes,
  type ApiRoute,
} from '@lucina/contracts';
import { adminRoutes } from '@lucina/contracts/admin';
import type { OwnedIds } from './owned.js';

/** What a case may use: the owner's ids, and a visitor owner's token and conversation. */
export interface MatrixIds extends OwnedIds {
  userId: string;
  visitorToken: string;
  visitorConversationId: string;
}

export interface MatrixCase {
  route: ApiRoute;
  /** The request as it names the owner's things. */
  input(ids: MatrixIds): { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };
  /** The refusal expected from another user, 404 unless said (a visitor gets 401 on routes for users). */
  refusal?: number | number[];
  /** The call may succeed, scoped to the caller: it must then show nothing of the owner's and change nothing. */
  scoped?: true;
  /** Names the visitor owner's things rather than the user's. */
  visitorOwned?: true;
  /** The owner is refused alike (console routes, a token already signed): no check that the owner gets through. */
  ownerRefusedToo?: true;
}

/** A request field or path parameter that names something. */
const ID_FIELD = /^(id|uuid)$|(Id|No|Uuid)$/;

/** Id fields that name no one's thing: the same catalogue or challenge for every caller. */
export const PUBLIC_ID_FIELDS: Record<string, string> = {
  surveyId: 'a test of the catalogue',
  membershipPlanId: 'a plan of the catalogue',
  categoryId: 'a feedback category of the catalogue',
  configId: 'a market template of the catalogue',
  questionId: 'a question of a questionnaire everyone answers',
  uuid: "an image captcha's challenge: issued to whoever asked for it, and used once",
};

/** Another's thing is not found: its existence is not revealed. */
export const NOT_FOUND = 404;
/** A console route: another user is no operator. */
const CONSOLE = 403;

export const MATRIX: MatrixCase[] = [
  { route: userRoutes.updateInfo, input: (i) => ({ body: { id: i.userId, bootState: '1' } }), refusal: 403 },
  { route: chatRoutes.delete, input: (i) => ({ body: { conversationId: i.conversationId } }) },
  { route: chatRoutes.pin, input: (i) => ({ body: { conversationId: i.conversationId, pinned: true } }) },
  {
    route: chatRoutes.rename,
    input: (i) => ({ body: { conversationId: i.conversationId, conversationTitle: '被改名' } }),
  },
  { route: chatRoutes.messageList, input: (i) => ({ body: { conversationId: i.conversationId } }) },
  { route: chatRoutes.likeOrStomp, input: (i) => ({ body: { id: i.messageId, likeOrStomp: 2 } }) },
  { route: chatRoutes.report, input: (i) => ({ body: { id: i.messageId, reason: 'inaccurate' } }) },
  { route: chatRoutes.stop, input: (i) => ({ body: { id: i.messageId, conversationId: i.conversationId } }) },
  { route: chatRoutes.saveTerminatedMessage, input: (i) => ({ body: { id: i.messageId, messageContent: '篡改' } }) },
  {
    route: chatRoutes.directMessage,
    input: (i) => ({ body: { messageContent: '插话', conversationId: i.conversationId } }),
  },
  { route: chatRoutes.resetAnswer, input: (i) => ({ body: { id: i.messageId } }) },
  { route: chatRoutes.attach, input: (i) => ({ body: { id: i.messageId } }) },
  // A visitor's token named in a body or query is not the caller's identity: the caller sees only its own.
  {
    route: chatRoutes.list,
    input: (i) => ({ body: { tempUserId: i.visitorToken } }),
    scoped: true,
    visitorOwned: true,
  },
  {
    route: chatRoutes.induceMessage,
    input: (i) => ({ query: { tempUserId: i.visitorToken } }),
    scoped: true,
    visitorOwned: true,
  },
  {
    route: chatRoutes.directMessage,
    input: (i) => ({
      body: { messageContent: '插话', conversationId: i.visitorConversationId, tempUserId: i.visitorToken },
    }),
    visitorOwned: true,
  },
  // Taken tokens are never signed again (429 once this address has asked for many).
  {
    route: visitorRoutes.sign,
    input: (i) => ({ body: { tempUserId: i.visitorToken } }),
    refusal: [409, 429],
    visitorOwned: true,
    ownerRefusedToo: true,
  },
  {
    route: assessmentRoutes.getSurveySubmit,
    input: (i) => ({ body: { recordId: i.recordId, answers: [], final: false } }),
  },
  {
    route: assessmentRoutes.getSurveySubmit,
    input: (i) => ({ body: { seqUuid: i.seqUuid, answers: [], final: false } }),
  },
  { route: assessmentRoutes.surveyResultDetail, input: (i) => ({ body: { recordId: i.recordId } }) },
  // Any occupation opens for anyone; the fit read from someone else's record does not.
  {
    route: assessmentRoutes.occupationDetail,
    input: (i) => ({ body: { code: '15-1252.00', recordId: i.recordId } }),
  },
  { route: assessmentRoutes.surveyResultOccupationInfos, input: (i) => ({ body: { recordId: i.recordId } }) },
  { route: assessmentRoutes.surveyResultDetailSeparateLabel, input: (i) => ({ body: { recordId: i.recordId } }) },
  { route: assessmentRoutes.resumeList, input: (i) => ({ body: { recordId: i.recordId } }) },
  { route: assessmentRoutes.surveyNarrative, input: (i) => ({ body: { recordId: i.recordId } }) },
  { route: assessmentRoutes.consultantExpert, input: (i) => ({ body: { recordId: i.recordId } }) },
  { route: engagementRoutes.messageDetail, input: (i) => ({ body: { id: i.systemMessageId } }) },
  { route: engagementRoutes.messageMarkRead, input: (i) => ({ body: { id: i.systemMessageId } }) },
  { route: engagementRoutes.informationCollection, input: (i) => ({ params: { id: i.infoCollectionId } }) },
  {
    route: paymentRoutes.openMembership,
    input: (i) => ({ query: { membershipPlanId: '1', userCouponId: i.userCouponId } }),
  },
  {
    route: paymentRoutes.openMembership,
    input: (i) => ({ query: { membershipPlanId: '5', recordId: i.recordId } }),
  },
  { route: paymentRoutes.createMultiPay, input: (i) => ({ body: { orderNo: i.orderNo } }) },
  {
    route: paymentRoutes.payForContext,
    input: (i) => ({ body: { orderNo: i.orderNo, payContext: 'wechat_h5' } }),
  },
  { route: paymentRoutes.checkOrder, input: (i) => ({ body: { orderNo: i.orderNo } }) },
  { route: paymentRoutes.checkOrder, input: (i) => ({ body: { orderNo: i.paidOrderNo } }) },
  {
    route: adminRoutes.feedbackDetail,
    input: (i) => ({ query: { id: i.feedbackId } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.feedbackScreenshot,
    input: (i) => ({ query: { id: i.feedbackId } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.feedbackReply,
    input: (i) => ({ body: { id: i.feedbackId, content: '冒充客服' } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.feedbackClose,
    input: (i) => ({ body: { id: i.feedbackId } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  // Coupons from the console: naming the owner as the recipient is no way for another user to issue to them.
  {
    route: adminRoutes.couponIssue,
    input: (i) => ({
      body: { requestId: i.userId, templateId: 1, audience: { kind: 'user', who: i.userId } },
    }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.couponTemplateUpdate,
    input: () => ({
      body: {
        templateId: 1,
        name: '篡改',
        description: '',
        discountPermille: 100,
        validDays: 30,
        validUntil: null,
        minSpendFen: 0,
        planIds: [1],
        isActive: true,
      },
    }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.couponIssueList,
    input: () => ({ query: { templateId: '1' } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
  {
    route: adminRoutes.auditList,
    input: (i) => ({ query: { actorUserId: i.userId } }),
    refusal: CONSOLE,
    ownerRefusedToo: true,
  },
];

/** Every field name of a schema's objects, through unions and arrays. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names = new Set<string>();
  const walk = (s: unknown) => {
    if (!s || typeof s !== 'object') return;
    const o = s as Record<string, unknown>;
    for (const k of Object.keys((o.properties as object) ?? {})) names.add(k);
    for (const key of ['properties', 'items', 'anyOf', 'oneOf', 'allOf']) {
      const v = o[key];
      for (const child of Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []) walk(child);
      if (key === 'items') walk(v);
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

/** The id fields a case names, read from the request it builds. */
export function fieldsOfCase(c: MatrixCase): string[] {
  const any = new Proxy({}, { get: () => 'x' }) as MatrixIds;
  const input = c.input(any);
  return [input.body, input.query, input.params]
    .flatMap((part) => (part && typeof part === 'object' ? Object.keys(part) : []))
    .filter((f) => ID_FIELD.test(f));
}

/** `METHOD /path field` for every id a route of the contracts takes, in its path, query or body. */
export function idFieldsOfRoutes(): Array<{ route: ApiRoute; field: string }> {
  return allRoutes().flatMap((route) =>
    [...[...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!), ...fieldNames(route.query), ...fieldNames(route.body)]
      .filter((f) => ID_FIELD.test(f))
      .map((field) => ({ route, field })),
  );
}
