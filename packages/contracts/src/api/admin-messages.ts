import { z } from 'zod';
import { defineRoute } from './define.js';

const BASE = '/admin/messages';

export const campaignAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('level'),
      level: z.number().int().min(1, '会员等级只能是 1–4').max(4, '会员等级只能是 1–4'),
    }),
    z.object({
      kind: z.literal('users'),
      userIds: z
        .array(z.uuid({ message: '用户 ID 格式不正确' }))
        .min(1, '请至少选择一位用户')
        .max(500, '一次最多选择 500 位用户'),
    }),
  ],
  { message: '请选择发送对象：全部用户、某个会员等级或指定用户' },
);
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignSendBodySchema = z.object({
  title: z.string().trim().min(1, '请填写标题').max(60, '标题最多 60 字'),
  /** Markdown. */
  content: z.string().trim().min(1, '请填写正文').max(5000, '正文最多 5000 字'),
  audience: campaignAudienceSchema,
  /** Absent: sent at once. Otherwise a future moment, within Campaigns.scheduleMaxDays, when any one instance sends it. */
  sendAt: z.iso.datetime({ message: '发送时间格式不正确', offset: true }).optional(),
});
export type CampaignSendBody = z.infer<typeof campaignSendBodySchema>;

/** A message composed in the console: scheduled, sent, or cancelled before its time. */
export const campaignStatusSchema = z.enum(['scheduled', 'sent', 'cancelled']);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const Campaigns = { scheduleMaxDays: 90 } as const;

export const campaignSchema = z.object({
  id: z.string(),
  status: campaignStatusSchema,
  /** When a scheduled message goes out; null for one sent at once. */
  sendAt: z.string().nullable(),
  /** When it went out; null until then. */
  sentTime: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  audience: campaignAudienceSchema,
  recipients: z.number().int(),
  /** Recipients who opened it; for "all", every account that has read it. */
  readCount: z.number().int(),
  actorNickname: z.string().nullable(),
  createTime: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const adminMessageRoutes = {
  campaignList: defineRoute({
    method: 'GET',
    path: BASE,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '系统消息（已发送、待发送、已取消）及阅读人数',
    query: z.object({
      page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
      pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
    }),
    response: z.object({
      list: z.array(campaignSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  campaignSend: defineRoute({
    method: 'POST',
    path: `${BASE}/send`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '发送系统消息：全部用户、某个会员等级或指定用户；带 sendAt 时定时发送',
    body: campaignSendBodySchema,
    response: campaignSchema,
  }),
  campaignCancel: defineRoute({
    method: 'POST',
    path: `${BASE}/cancel`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '取消尚未发出的定时消息',
    body: z.object({ id: z.uuid({ message: '消息 ID 格式不正确' }) }),
    response: campaignSchema,
  }),
};
