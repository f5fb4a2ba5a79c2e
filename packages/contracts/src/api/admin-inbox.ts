import { z } from 'zod';
import { defineRoute } from './define.js';

const BASE = '/admin/feedback';

/** Feedback states: received, replied (the user got the reply as a system message), closed. */
export const FeedbackStatus = { received: 0, replied: 1, closed: 2 } as const;

const feedbackId = z.uuid({ message: '反馈 ID 格式不正确' });

export const adminFeedbackSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userNickname: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  content: z.string(),
  contact: z.string(),
  status: z.number().int(),
  hasScreenshot: z.boolean(),
  createTime: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const feedbackReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  actorNickname: z.string().nullable(),
  createTime: z.string(),
});

export const adminFeedbackDetailSchema = adminFeedbackSchema.extend({
  /** Fetched with the console's token (the file is never public). */
  screenshotUrl: z.string().nullable(),
  replies: z.array(feedbackReplySchema),
});
export type AdminFeedbackDetail = z.infer<typeof adminFeedbackDetailSchema>;

export const adminFeedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
  status: z.coerce.number().int().min(0, '状态只能是 0、1、2').max(2, '状态只能是 0、1、2').optional(),
  categoryId: z.coerce.number().int().positive('反馈类型不正确').optional(),
});
export type AdminFeedbackListQuery = z.input<typeof adminFeedbackListQuerySchema>;

export const adminFeedbackReplyBodySchema = z.object({
  id: feedbackId,
  content: z.string().trim().min(1, '请填写回复内容').max(2000, '回复最多 2000 字'),
});
export type AdminFeedbackReplyBody = z.infer<typeof adminFeedbackReplyBodySchema>;

const idQuery = z.object({ id: feedbackId });

export const adminInboxRoutes = {
  feedbackList: defineRoute({
    method: 'GET',
    path: BASE,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '反馈列表（按状态、类型筛选）',
    query: adminFeedbackListQuerySchema,
    response: z.object({
      list: z.array(adminFeedbackSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  feedbackDetail: defineRoute({
    method: 'GET',
    path: `${BASE}/detail`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '反馈详情、截图地址与回复记录',
    query: idQuery,
    response: adminFeedbackDetailSchema,
  }),
  feedbackScreenshot: defineRoute({
    method: 'GET',
    path: `${BASE}/screenshot`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '反馈截图（图片本身，不是 JSON）',
    query: idQuery,
    response: z.unknown(),
  }),
  feedbackReply: defineRoute({
    method: 'POST',
    path: `${BASE}/reply`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '回复反馈：用户在消息中心收到这条回复',
    body: adminFeedbackReplyBodySchema,
    response: adminFeedbackDetailSchema,
  }),
  feedbackClose: defineRoute({
    method: 'POST',
    path: `${BASE}/close`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '关闭反馈',
    body: idQuery,
    response: adminFeedbackDetailSchema,
  }),
};
