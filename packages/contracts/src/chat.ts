import { z } from 'zod';

/** Life of an assistant answer; user messages are always `done`. */
export const MESSAGE_STATUSES = ['streaming', 'done', 'terminated', 'error'] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const messageRoleSchema = z.enum(['user', 'assistant']);
export type MessageRole = z.infer<typeof messageRoleSchema>;

/** likeOrStomp on an answer: 0 neither, 1 like, 2 stomp (dislike). */
export const LikeOrStomp = { none: 0, like: 1, stomp: 2 } as const;
export const likeOrStompSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: 'likeOrStomp 只能是 0（取消）、1（点赞）或 2（点踩）',
});

/** Chat limits and quotas (SPEC leaves them open; these are our choices). */
export const Chat = {
  /** Model code 0, '通用行业', is the default (SPEC §3). */
  defaultModelCode: 0,
  questionMaxChars: 2000,
  /** Titles are stored up to this length; the web shows Business.conversationTitleMaxChars (31) and an ellipsis. */
  titleMaxChars: 100,
  /** The conversation list returns at most this many (pinned first, then most recent). */
  listLimit: 200,
  /**
   * Visitors (temp token, not logged in) get this many answers per calendar day in China, counted per temp
   * token and, so a cleared token does not reset it, per client IP (the IP cap is higher for shared networks).
   */
  visitorDailyPerToken: 3,
  visitorDailyPerIp: 10,
} as const;

/** A planner model: code 0 is general; the others are system prompts for one industry over the configured LLM. */
export const chatModelSchema = z.object({
  modelCode: z.number().int(),
  modelName: z.string(),
  /** Icon keys the web maps to its own images (like `member-level-{n}`). */
  iconPc: z.string(),
  iconMobile: z.string(),
});
export type ChatModel = z.infer<typeof chatModelSchema>;

const model = (modelCode: number, modelName: string, key: string): ChatModel => ({
  modelCode,
  modelName,
  iconPc: `chat-model-${key}`,
  iconMobile: `chat-model-${key}-mobile`,
});

export const ChatModels: readonly ChatModel[] = [
  model(0, '通用行业', 'general'),
  model(1, '互联网/IT', 'internet'),
  model(2, '金融', 'finance'),
  model(3, '教育', 'education'),
  model(4, '医疗健康', 'health'),
  model(5, '制造业', 'manufacturing'),
  model(6, '公共部门', 'public'),
];
export const modelCodeSchema = z
  .number({ message: 'modelCode 必须是数字' })
  .int('modelCode 必须是整数')
  .refine((code) => ChatModels.some((m) => m.modelCode === code), { message: '不支持的模型（modelCode）' });

/**
 * The `model` an answer records when no upstream model wrote it: the offline assistant's answers, and the
 * declines of questions the safety gate refused (never sent to any model, so they use no tokens).
 */
export const AnswerModel = { offline: 'offline', declined: 'declined' } as const;

/** Texts the server sends and the web shows. */
export const ChatText = {
  quotaExhausted: '免费对话次数已用完',
  visitorQuotaExhausted: '今日免登录体验次数已用完，登录后可继续对话',
  conversationNotFound: '对话不存在或已删除',
  messageNotFound: '消息不存在或已删除',
  questionRequired: '请输入问题',
  questionTooLong: `问题不能超过${Chat.questionMaxChars}个字`,
  titleRequired: '请输入对话标题',
  titleTooLong: `标题不能超过${Chat.titleMaxChars}个字`,
  idRequired: '缺少消息ID（id）',
  conversationIdRequired: '缺少对话ID（conversationId）',
  onlyAnswers: '只能对AI的回答进行此操作',
  answerStreaming: '回答正在生成中，请先停止生成',
  onlyLatestAnswer: '只能重新生成最后一条回答',
  contentMismatch: '保存的内容与已生成的回答不一致',
  upstreamFailed: '模型服务暂时不可用，请稍后重试',
  upstreamTimeout: '模型服务响应超时，请稍后重试',
  serverStopping: '服务正在重启，回答已中断，请重新生成',
  attachFailed: '暂时无法接上正在生成的回答，请稍后刷新',
  liveLimit: (n: number) => `最多同时生成 ${n} 个回答，请等待当前回答完成或停止生成后再试`,
  attachLimit: '这条回答已在过多窗口中打开，请关闭其他窗口后再试',
  /** First line of every offline answer, so the user knows no large model is behind it. */
  offlineNotice: '【离线助手】当前未接入大语言模型，以下内容由 Lucina 根据站内职业资料检索整理，仅供参考。',
} as const;

/** A content piece as the web renders an answer: thinking and text parts, `stop` once the part is complete. */
export const messagePieceSchema = z.object({ content: z.string(), stop: z.boolean(), thinking: z.boolean() });
export type MessagePiece = z.infer<typeof messagePieceSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** Stored in full; the web cuts it to 31 characters for display. */
  conversationTitle: z.string(),
  pinned: z.boolean(),
  modelCode: z.number().int(),
  createTime: z.string(),
  /** Time of the last message (the list's secondary order). */
  updateTime: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** For an answer: the user message it answers. */
  parentId: z.string().nullable(),
  messageRole: messageRoleSchema,
  messageContent: z.string(),
  thinkProcess: z.string(),
  status: messageStatusSchema,
  /** True when the answer was cut short (stopped, failed mid-way, or the server restarted). */
  terminate: z.boolean(),
  likeOrStomp: z.number().int(),
  modelCode: z.number().int(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  /** Why an answer failed (status `error`, or `terminated` after a failure) and the status sent with it; null otherwise. */
  errorMessage: z.string().nullable(),
  errorStatus: z.number().int().nullable(),
  /** The same answer as the stream delivers it: a thinking piece (when any) then the text piece. */
  contentList: z.array(messagePieceSchema),
  createTime: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET induceMessage: the planner's greeting and a few first questions to click, and what chose them. */
export const induceMessageSchema = z.object({
  greeting: z.string(),
  questions: z.array(z.string()),
  /** What the questions were chosen from: the latest test result and the needs-survey choices (empty for a visitor). */
  basis: z.object({
    hollandCode: z.string().nullable(),
    /** Best-matching occupations of that result, best first. */
    occupations: z.array(z.string()),
    tags: z.array(z.string()),
  }),
});
export type InduceMessage = z.infer<typeof induceMessageSchema>;

export const quickCommandSchema = z.object({ id: z.number().int(), name: z.string(), prompt: z.string() });
export type QuickCommand = z.infer<typeof quickCommandSchema>;

/** Opening card of an empty chat (and the tour's first step). */
export const dialogBootSchema = z.object({
  plannerName: z.string(),
  title: z.string(),
  greeting: z.string(),
  prompts: z.array(z.object({ id: z.number().int(), title: z.string(), prompt: z.string() })),
});
export type DialogBoot = z.infer<typeof dialogBootSchema>;

export const userInputBoxSchema = z.object({
  placeholder: z.string(),
  maxLength: z.number().int(),
  defaultModelCode: z.number().int(),
  models: z.array(chatModelSchema),
  /** True when answers come from the offline assistant (no large model configured). */
  offline: z.boolean(),
});
export type UserInputBox = z.infer<typeof userInputBoxSchema>;

/** An operation slot near the chat: `route` is an SPA path, `external` a full URL. */
export const operationPositionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  linkType: z.enum(['route', 'external']),
  link: z.string(),
});
export type OperationPosition = z.infer<typeof operationPositionSchema>;
