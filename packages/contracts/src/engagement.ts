import { z } from 'zod';
import { splitSurveyTags, surveyTagsProblem, TagCollectState } from './needs-survey.js';

/** Limits and texts of the engagement features (messages, banners, feedback, surveys, tracking, avatar). */
export const Engagement = {
  feedback: {
    contentMin: 10,
    contentMax: 500,
    contactMax: 50,
    /** Screenshot: decoded image bytes. */
    screenshotMaxBytes: 2 * 1024 * 1024,
    /** Submissions per user per hour (through the KV, so it holds across instances). */
    perHour: 5,
  },
  avatar: { maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] as const },
  nickname: { min: 1, max: 20 },
  tracking: { maxBodyBytes: 8 * 1024, paramsMaxChars: 6000, perIpPerMinute: 300 },
  messages: { pageSizeMax: 50 },
  /** URL paths this server serves its own images under (outside /api). */
  mediaPrefix: '/media',
} as const;

export const EngagementText = {
  messageNotFound: '消息不存在或已被删除',
  messageIdOrAll: '请提供消息ID，或设置 all 为 true 标记全部已读',
  feedbackCategoryUnknown: '反馈类型不存在，请重新选择',
  feedbackTooShort: `反馈内容至少 ${Engagement.feedback.contentMin} 个字`,
  feedbackTooLong: `反馈内容不能超过 ${Engagement.feedback.contentMax} 个字`,
  feedbackContactTooLong: `联系方式不能超过 ${Engagement.feedback.contactMax} 个字`,
  feedbackTooFrequent: '反馈提交太频繁，请稍后再试',
  screenshotInvalid: '截图格式不正确，请上传 JPG、PNG 或 WebP 图片',
  screenshotTooLarge: '截图不能超过 2MB',
  imageTypeInvalid: '仅支持 JPG、PNG 或 WebP 格式的图片',
  imageCorrupt: '图片已损坏，无法读取',
  avatarTooLarge: '头像图片不能超过 2MB',
  avatarMissing: '请选择要上传的头像图片',
  nicknameEmpty: '请输入昵称',
  nicknameTooLong: `昵称不能超过 ${Engagement.nickname.max} 个字`,
  nicknameInvalid: '昵称不能包含换行或特殊控制字符',
  surveyStateInvalid: 'state 只能是 1（跳过）或 2（完成）',
  infoQuestionnaireMissing: '信息收集问卷不存在',
  infoAlreadySubmitted: '信息已提交，提交后无法修改',
  infoCollectionNotFound: '信息收集记录不存在',
  infoAnswerUnknownQuestion: (id: number) => `第 ${id} 题不存在`,
  infoAnswerRequired: (title: string) => `请回答：${title}`,
  infoAnswerInvalid: (title: string) => `“${title}”的答案不在可选范围内`,
  infoAnswerTooMany: (title: string, max: number) => `“${title}”最多选择 ${max} 项`,
  infoAnswerTooLong: (title: string, max: number) => `“${title}”不能超过 ${max} 个字`,
  trackingParamsInvalid: 'params 必须是 JSON 对象字符串',
  trackingExtraDataInvalid: 'params 中的 extraData 必须是 JSON 对象',
} as const;

/* ---------- System messages ---------- */

export const systemMessageKindSchema = z.enum([
  'welcome',
  'payment',
  'membershipExpiring',
  'coupon',
  'inviteReward',
  'announcement',
  'refund',
  'grant',
]);
export type SystemMessageKind = z.infer<typeof systemMessageKindSchema>;

export const systemMessageSchema = z.object({
  id: z.string(),
  kind: systemMessageKindSchema,
  title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  content: z.string(),
  /** In-site path the message points to ('' when none), e.g. /personal/member. */
  link: z.string(),
  /** 1 read, 0 unread (for the caller). */
  isRead: z.number().int(),
  /** ISO 8601; the web shows it as YYYY-MM-DD HH:mm:ss. */
  createTime: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

const messagePage = z.object({
  page: z.number({ message: '页码必须是数字' }).int().min(1, '页码从 1 开始').default(1),
  pageSize: z
    .number({ message: '每页条数必须是数字' })
    .int()
    .min(1, '每页至少 1 条')
    .max(Engagement.messages.pageSizeMax, `每页最多 ${Engagement.messages.pageSizeMax} 条`)
    .default(10),
});
/** The body may be absent: first page of 10. */
export const messageListBodySchema = messagePage.nullish().transform((b) => b ?? messagePage.parse({}));

export const messageIdSchema = z.uuid({ message: '消息ID格式不正确' });
export const messageDetailBodySchema = z.object({ id: messageIdSchema });
export const markReadBodySchema = z
  .object({ id: messageIdSchema.optional(), all: z.boolean({ message: 'all 必须是 true 或 false' }).optional() })
  .refine((b) => Boolean(b.id) !== Boolean(b.all), { message: EngagementText.messageIdOrAll });

/* ---------- Banners ---------- */

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pcImageUrl: z.string(),
  /** Shown on narrow screens; empty when the banner has only the PC image. */
  phoneImageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/* ---------- Help and feedback ---------- */

export const feedbackCategorySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;
export function parseImageDataUrl(value: string): { mime: string; bytes: Uint8Array } | null {
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const bin = atob(m[2]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { mime: m[1]!, bytes };
}

export const feedbackSubmitBodySchema = z
  .object({
    categoryId: z.number({ message: '请选择反馈类型' }).int('请选择反馈类型'),
    content: z
      .string({ message: '请填写反馈内容' })
      .trim()
      .min(Engagement.feedback.contentMin, EngagementText.feedbackTooShort)
      .max(Engagement.feedback.contentMax, EngagementText.feedbackTooLong),
    contact: z
      .string({ message: '联系方式必须是文字' })
      .trim()
      .max(Engagement.feedback.contactMax, EngagementText.feedbackContactTooLong)
      .optional(),
    /** Optional screenshot as a data URL (data:image/png|jpeg|webp;base64,…), at most 2 MB decoded. */
    screenshot: z
      .string({ message: EngagementText.screenshotInvalid })
      .max(3_000_000, EngagementText.screenshotTooLarge)
      .optional(),
  })
  .strict();
export type FeedbackSubmitBody = z.infer<typeof feedbackSubmitBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  content: z.string(),
  contact: z.string(),
  hasScreenshot: z.boolean(),
  /** 0 received, 1 replied. */
  status: z.number().int(),
  createTime: z.string(),
});

/* ---------- Needs survey ---------- */

/** GET /user/putTagOrStatus: state 1 skip, 2 done; tags comma-joined from the SPEC §3 options. */
export const putTagOrStatusQuerySchema = z
  .object({
    state: z.coerce
      .number({ message: EngagementText.surveyStateInvalid })
      .refine((v) => v === TagCollectState.skipped || v === TagCollectState.done, EngagementText.surveyStateInvalid),
    workTag: z.string().max(200, '标签过长').optional().default(''),
    layoutTag: z.string().max(200, '标签过长').optional().default(''),
  })
  .superRefine((q, ctx) => {
    const problem =
      surveyTagsProblem('work', splitSurveyTags(q.workTag)) ?? surveyTagsProblem('study', splitSurveyTags(q.layoutTag));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const surveyTagStateSchema = z.object({
  tagiSCollect: z.number().int(),
  workTag: z.string(),
  layoutTag: z.string(),
});

/* ---------- Profile collection (login boot) ---------- */

export const infoQuestionTypeSchema = z.enum(['single', 'multiple', 'text']);
export const infoQuestionSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  /** Short hint under the title. */
  hint: z.string(),
  type: infoQuestionTypeSchema,
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  /** multiple: most choices; text: most characters. */
  max: z.number().int(),
});
export type InfoQuestion = z.infer<typeof infoQuestionSchema>;

export const loginBootTestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Ask '确定提交？' before submitting: answers cannot be changed afterwards (SPEC §5). */
  confirm: z.boolean(),
  questions: z.array(infoQuestionSchema),
  /** The caller's submission id when already submitted, else null. */
  submittedId: z.string().nullable(),
});
export type LoginBootTest = z.infer<typeof loginBootTestSchema>;

export const infoAnswerSchema = z
  .object({
    questionId: z.number({ message: 'questionId 必须是数字' }).int('questionId 必须是整数'),
    /** Chosen option values (single: one; multiple: one or more). */
    values: z.array(z.string().max(50)).max(20).optional().default([]),
    /** Free text for text questions. */
    text: z.string().max(200, '回答不能超过 200 个字').optional().default(''),
  })
  .strict();
export const submitLoginBootBodySchema = z
  .array(infoAnswerSchema, { message: '请提交答案数组' })
  .min(1, '请至少回答一题')
  .max(20, '答案数量过多');
export type InfoAnswerInput = z.input<typeof infoAnswerSchema>;

export const infoCollectionSchema = z.object({
  id: z.string(),
  questionnaireId: z.number().int(),
  answers: z.array(
    z.object({
      questionId: z.number().int(),
      title: z.string(),
      values: z.array(z.string()),
      /** Option labels or the text, for display. */
      display: z.string(),
    }),
  ),
  createTime: z.string(),
});
export type InfoCollection = z.infer<typeof infoCollectionSchema>;

/* ---------- Tracking ---------- */

const short = (max: number, field: string) => z.string({ message: `${field} 必须是文字` }).max(max, `${field} 过长`);
export const trackEventBodySchema = z.object({
  eventName: short(64, 'eventName').min(1, '缺少 eventName'),
  eventType: short(32, 'eventType').optional().default(''),
  subEvent: short(64, 'subEvent').optional().default(''),
  location: short(300, 'location').optional().default(''),
  /** JSON string: { device: { userAgent, deviceType, os, screen }, userId, extraData }. */
  params: short(Engagement.tracking.paramsMaxChars, 'params').optional().default('{}'),
});
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;

/* ---------- Personal info ---------- */

export const updateNicknameBodySchema = z
  .object({
    nickname: z
      .string({ message: EngagementText.nicknameEmpty })
      .trim()
      .min(Engagement.nickname.min, EngagementText.nicknameEmpty)
      .max(Engagement.nickname.max, EngagementText.nicknameTooLong)
      // eslint-disable-next-line no-control-regex
      .refine((v) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(v), EngagementText.nicknameInvalid),
  })
  .strict();

export const avatarUploadSchema = z.object({ userIcon: z.string() });
