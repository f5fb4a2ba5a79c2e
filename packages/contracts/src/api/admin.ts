import { z } from 'zod';
import { defineRoute } from './define.js';
import { adminContentRoutes } from './admin-content.js';
import { adminCouponRoutes } from './admin-coupons.js';
import { adminInboxRoutes } from './admin-inbox.js';
import { adminMessageRoutes } from './admin-messages.js';
import { adminDashboardRoutes } from './admin-dashboard.js';
import { adminOrderRoutes } from './admin-orders.js';
import { adminPlanRoutes } from './admin-plans.js';
import { adminUserRoutes } from './admin-users.js';
import { adminRightsRoutes } from './admin-rights.js';
import { adminSafetyRoutes } from './admin-safety.js';
import { adminUsageRoutes } from './admin-usage.js';

export * from './admin-content.js';
export * from './admin-coupons.js';
export * from './admin-inbox.js';
export * from './admin-messages.js';
export * from './admin-dashboard.js';
export * from './admin-orders.js';
export * from './admin-plans.js';
export * from './admin-users.js';
export * from './admin-rights.js';
export * from './admin-safety.js';
export * from './admin-usage.js';

const BASE = '/admin';

export const consoleRoleSchema = z.enum(['operator', 'admin'], { message: '角色只能是 operator 或 admin' });

export const adminMeSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  role: consoleRoleSchema,
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorNickname: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createTime: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
};

export const auditListQuerySchema = z.object({
  ...pageQuery,
  action: z.string().max(64, '操作名过长').optional(),
  actorUserId: z.uuid({ message: '操作人 ID 格式不正确' }).optional(),
  target: z.string().max(128, '对象过长').optional(),
  from: z.iso.datetime({ message: '开始时间格式不正确', offset: true }).optional(),
  to: z.iso.datetime({ message: '结束时间格式不正确', offset: true }).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const adminRoutes = {
  ...adminInboxRoutes,
  ...adminContentRoutes,
  ...adminMessageRoutes,
  ...adminOrderRoutes,
  ...adminUserRoutes,
  ...adminDashboardRoutes,
  ...adminPlanRoutes,
  ...adminCouponRoutes,
  ...adminRightsRoutes,
  ...adminSafetyRoutes,
  ...adminUsageRoutes,
  me: defineRoute({
    method: 'GET',
    path: `${BASE}/me`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '当前账号在管理后台的角色',
    response: adminMeSchema,
  }),
  auditList: defineRoute({
    method: 'GET',
    path: `${BASE}/audit`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '审计日志（可按操作、操作人、对象、时间筛选）',
    query: auditListQuerySchema,
    response: z.object({
      list: z.array(auditEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
};

/** The console's refusals and notices. */
export const AdminText = {
  notStaff: '需要运营或管理员权限',
  adminOnly: '需要管理员权限',
  accountNotFound: '未找到该手机号或邮箱对应的账号',
  feedbackNotFound: '反馈不存在',
  feedbackClosed: '该反馈已关闭',
  screenshotNotFound: '该反馈没有截图',
  feedbackReplyTitle: '你的反馈有了回复',
  unknownUsers: '部分用户不存在，请检查用户 ID',
  noRecipients: '没有符合条件的用户，消息未发送',
  sendAtPast: '定时发送的时间须晚于现在',
  sendAtTooFar: '定时发送最多提前 90 天',
  campaignNotFound: '消息不存在',
  campaignNotScheduled: '该消息已发出或已取消，不能再取消',
  planNotFound: '套餐不存在',
} as const;
