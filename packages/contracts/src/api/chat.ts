import { z } from 'zod';
import {
  Chat,
  ChatText,
  chatMessageSchema,
  chatModelSchema,
  conversationSchema,
  dialogBootSchema,
  induceMessageSchema,
  likeOrStompSchema,
  modelCodeSchema,
  operationPositionSchema,
  quickCommandSchema,
  userInputBoxSchema,
} from '../chat.js';
import { chatStreamEventSchema } from '../chat-stream.js';
import { reportBodySchema, reportResultSchema } from '../safety.js';
import { defineRoute } from './define.js';

const BASE = '/ai/conversation';
const uuid = (required: string, invalid: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) });
const messageId = uuid(ChatText.idRequired, '消息ID（id）格式不正确');
const conversationId = uuid(ChatText.conversationIdRequired, '对话ID（conversationId）格式不正确');
/** Visitors may name their temp token in the body (SPEC §7); the header x-temp-token works too. */
const tempUserId = z.string().max(64).nullish();

const idBody = z.object({ id: messageId });
const conversationBody = z.object({ conversationId });
const listBody = z.object({ tempUserId }).nullish();

export const directMessageBodySchema = z.object({
  messageContent: z
    .string({ message: ChatText.questionRequired })
    .trim()
    .min(1, ChatText.questionRequired)
    .max(Chat.questionMaxChars, ChatText.questionTooLong),
  /** Absent, null or '' starts a new conversation titled from this question. */
  conversationId: z
    .union([z.literal(''), conversationId])
    .nullish()
    .transform((v) => v || null),
  modelCode: modelCodeSchema.nullish().transform((v) => v ?? Chat.defaultModelCode),
  tempUserId,
});
export type DirectMessageBody = z.infer<typeof directMessageBodySchema>;

export const renameBodySchema = z.object({
  conversationId,
  conversationTitle: z
    .string({ message: ChatText.titleRequired })
    .trim()
    .min(1, ChatText.titleRequired)
    .max(Chat.titleMaxChars, ChatText.titleTooLong),
});
export const pinBodySchema = z.object({
  conversationId,
  pinned: z.boolean({ message: 'pinned 必须是 true 或 false' }),
});
export const likeOrStompBodySchema = z.object({ id: messageId, likeOrStomp: likeOrStompSchema });
/** Saves the text the user saw when they stopped; it must be the start of what the server generated. */
export const saveTerminatedBodySchema = z.object({
  id: messageId,
  messageContent: z.string({ message: '缺少回答内容（messageContent）' }).max(200_000),
});
/** stop takes the answer id from the stream's first event, or the conversation when that has not arrived yet. */
export const stopBodySchema = z
  .object({ id: messageId.optional(), conversationId: conversationId.optional() })
  .refine((b) => b.id || b.conversationId, { message: '请提供回答ID（id）或对话ID（conversationId）' });

const route = { tag: 'chat', auth: 'identity' } as const;
const conversationView = z.object({ conversation: conversationSchema, messages: z.array(chatMessageSchema) });

export const chatRoutes = {
  induceMessage: defineRoute({
    ...route,
    method: 'GET',
    path: `${BASE}/induceMessage`,
    auth: 'public',
    summary: '规划师的开场问候与 3–4 个推荐的首个问题',
    query: z.object({ tempUserId }).optional(),
    response: induceMessageSchema,
  }),
  list: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/list`,
    summary: '自己的对话列表：置顶在前，其余按最近消息时间',
    body: listBody,
    response: z.array(conversationSchema),
  }),
  delete: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/delete`,
    summary: '删除自己的对话',
    body: conversationBody,
    response: z.null(),
  }),
  pin: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/pin`,
    summary: '置顶或取消置顶自己的对话',
    body: pinBodySchema,
    response: conversationSchema,
  }),
  rename: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/rename`,
    summary: '重命名自己的对话（完整保存，前端显示前 31 个字）',
    body: renameBodySchema,
    response: conversationSchema,
  }),
  messageList: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/messageList`,
    summary: '对话的全部消息，按时间顺序；生成中的回答可用 attach 接上',
    body: conversationBody,
    response: conversationView,
  }),
  likeOrStomp: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/likeOrStomp`,
    summary: '对回答点赞、点踩或取消',
    body: likeOrStompBodySchema,
    response: chatMessageSchema,
  }),
  report: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/report`,
    summary: '举报一条回答（原因与补充说明）；每条回答只能举报一次，进入运营的审核队列',
    body: reportBodySchema,
    response: reportResultSchema,
  }),
  stop: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/stop`,
    summary: '停止生成：关闭上游请求，已生成部分保存为已终止（任一实例均可受理）',
    body: stopBodySchema,
    response: chatMessageSchema.nullable(),
  }),
  saveTerminatedMessage: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/saveTerminatedMessage`,
    summary: '保存用户停止时看到的回答内容',
    body: saveTerminatedBodySchema,
    response: chatMessageSchema,
  }),
  directMessage: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/directMessage`,
    summary: '提问并以 SSE 流式返回回答（事件格式见 contracts chat-stream.ts）',
    body: directMessageBodySchema,
    response: chatStreamEventSchema,
    stream: true,
  }),
  resetAnswer: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/resetAnswer`,
    summary: '重新生成最后一条回答（SSE）',
    body: idBody,
    response: chatStreamEventSchema,
    stream: true,
  }),
  attach: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/attach`,
    summary: '接上一条回答的流：先重放已生成内容，再跟随实时内容（SSE）',
    body: idBody,
    response: chatStreamEventSchema,
    stream: true,
  }),
  modelList: defineRoute({
    ...route,
    method: 'POST',
    path: `${BASE}/modelList`,
    auth: 'public',
    summary: '可选的规划师模型（0 为通用行业）',
    response: z.array(chatModelSchema),
  }),
  dialogBoot: defineRoute({
    ...route,
    method: 'POST',
    path: '/ai/dialogBoot/',
    auth: 'public',
    summary: '空对话的开场内容与引导提问',
    response: dialogBootSchema,
  }),
  findQuickCommandConfig: defineRoute({
    ...route,
    method: 'POST',
    path: '/ai/quickCommandConfig/findQuickCommandConfig',
    auth: 'public',
    summary: '输入框上方的快捷指令',
    response: z.array(quickCommandSchema),
  }),
  userInputBox: defineRoute({
    ...route,
    method: 'POST',
    path: '/ai/userInputBox',
    auth: 'public',
    summary: '输入框配置：占位文字、最大长度、模型列表',
    response: userInputBoxSchema,
  }),
  operationPositions: defineRoute({
    ...route,
    method: 'POST',
    path: '/ai/operationPosition/list',
    auth: 'public',
    summary: '对话旁的运营位',
    response: z.array(operationPositionSchema),
  }),
  toggleDisplayThinkProcess: defineRoute({
    ...route,
    method: 'POST',
    path: '/user/lucinaUser/toggleDisplayThinkProcess',
    auth: 'user',
    tag: 'user',
    summary: '切换是否显示思考过程，返回新值',
    response: z.object({ displayThinkProcess: z.enum(['0', '1']) }),
  }),
};
