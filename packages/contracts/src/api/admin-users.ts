import { z } from 'zod';
import { defineRoute } from './define.js';
import { adminOrderSchema } from './admin-orders.js';

const BASE = '/admin/users';

const userId = z.uuid({ message: '用户 ID 格式不正确' });

export const adminUserSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The level in force now: 0 when not a member or expired. */
  level: z.number().int(),
  endTime: z.string().nullable(),
  chatCount: z.number().int(),
  role: z.enum(['operator', 'admin']).nullable(),
  createTime: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserCouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  discountPermille: z.number().int(),
  /** usable, held by a pending order, used, or expired. */
  state: z.enum(['usable', 'held', 'used', 'expired']),
  validUntil: z.string(),
  createTime: z.string(),
});

export const adminUserRecordSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** The Holland code of a finished test, e.g. "SIA". */
  code: z.string().nullable(),
  unlocked: z.boolean(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  wechatBound: z.boolean(),
  inviteCode: z.string(),
  invitedBy: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  /** How many conversations the user has; never their content. */
  conversationCount: z.number().int(),
  orders: z.array(adminOrderSchema),
  coupons: z.array(adminUserCouponSchema),
  records: z.array(adminUserRecordSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserGrantBodySchema = z
  .object({
    userId,
    chats: z.number().int().min(1, '对话次数至少 1 次').max(1000, '一次最多赠送 1000 次对话').optional(),
    days: z.number().int().min(1, '会员天数至少 1 天').max(3650, '一次最多赠送 3650 天').optional(),
    /** The level the days are of; a member gets days of the level they hold. */
    level: z.number().int().min(1, '会员等级只能是 1–4').max(4, '会员等级只能是 1–4').optional(),
    reason: z.string({ message: '请填写原因' }).trim().min(2, '原因至少 2 个字').max(80, '原因最多 80 字'),
  })
  .refine((b) => b.chats !== undefined || b.days !== undefined, { message: '请填写赠送的对话次数或会员天数' });
export type AdminUserGrantBody = z.infer<typeof adminUserGrantBodySchema>;

export const adminUserRoutes = {
  userList: defineRoute({
    method: 'GET',
    path: BASE,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '用户搜索：手机号、邮箱、昵称或用户 ID',
    query: z.object({
      page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
      pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
      keyword: z.string().trim().max(64, '关键词过长').optional(),
    }),
    response: z.object({
      list: z.array(adminUserSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  userDetail: defineRoute({
    method: 'GET',
    path: `${BASE}/detail`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '用户详情：会员、对话次数、订单、优惠券、测评记录与对话数（不含内容）',
    query: z.object({ id: userId }),
    response: adminUserDetailSchema,
  }),
  userGrant: defineRoute({
    method: 'POST',
    path: `${BASE}/grant`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '赠送对话次数或会员天数（记录原因，用户收到系统消息）',
    body: adminUserGrantBodySchema,
    response: adminUserDetailSchema,
  }),
};

export const AdminUserText = {
  userNotFound: '用户不存在',
  otherLevel: (level: number) => `该用户当前是 ${level} 级会员，只能赠送当前等级的天数`,
} as const;
