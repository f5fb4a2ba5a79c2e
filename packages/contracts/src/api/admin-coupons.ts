import { z } from 'zod';
import { defineRoute } from './define.js';

const BASE = '/admin/coupons';

/** Coupons apply to the membership plans 1–4; the single assessment takes none. */
const COUPON_PLAN_IDS = [1, 2, 3, 4] as const;

export const adminCouponTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Share of the price paid, in per-mille: 800 = 8折. */
  discountPermille: z.number().int(),
  /** Days the coupon lasts after issue; 0 when `validUntil` is set. */
  validDays: z.number().int(),
  /** A fixed last moment for every coupon of the template, or null. */
  validUntil: z.string().nullable(),
  minSpendFen: z.number().int(),
  planIds: z.array(z.number().int()),
  isActive: z.boolean(),
  /** Seeded by the product (the welcome coupon): shown, neither edited nor issued from the console. */
  system: z.boolean(),
  issuedCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminCouponTemplate = z.infer<typeof adminCouponTemplateSchema>;

export const adminCouponTemplateBodySchema = z
  .object({
    name: z.string().trim().min(1, '请填写优惠券名称').max(20, '优惠券名称最多 20 字'),
    description: z.string().trim().max(60, '使用说明最多 60 字'),
    discountPermille: z
      .number({ message: '请填写折扣' })
      .int('折扣须为整数（千分比）')
      .min(100, '折扣最低 1 折')
      .max(990, '折扣最高 9.9 折'),
    validDays: z.number().int('有效天数须为整数').min(0).max(365, '有效天数最多 365 天'),
    validUntil: z.iso.datetime({ message: '截止时间格式不正确', offset: true }).nullable(),
    minSpendFen: z
      .number()
      .int('最低消费以分为单位，须为整数')
      .min(0, '最低消费不能为负')
      .max(10_000_000, '最低消费最多 100000 元'),
    planIds: z
      .array(
        z
          .number()
          .int()
          .refine((id) => (COUPON_PLAN_IDS as readonly number[]).includes(id), '只能选会员套餐 1–4'),
      )
      .min(1, '请至少选择一个适用套餐'),
    isActive: z.boolean(),
  })
  .refine((b) => (b.validUntil === null) !== (b.validDays === 0), {
    message: '请填写领取后有效天数或固定截止时间（二选一）',
    path: ['validDays'],
  });
export type AdminCouponTemplateBody = z.infer<typeof adminCouponTemplateBodySchema>;

export const couponIssueAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    /** One account, named by its id, phone or email. */
    z.object({ kind: z.literal('user'), who: z.string().trim().min(1, '请填写用户 ID、手机号或邮箱').max(64) }),
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('level'),
      level: z.number().int().min(1, '会员等级只能是 1–4').max(4, '会员等级只能是 1–4'),
    }),
    /** Finished a test and never paid for an order. */
    z.object({ kind: z.literal('unpaid') }),
    /** Signed up between the two dates (inclusive, China time). */
    z.object({
      kind: z.literal('signup'),
      from: z.iso.date({ message: '开始日期格式不正确' }),
      to: z.iso.date({ message: '结束日期格式不正确' }),
    }),
  ],
  { message: '请选择发放对象' },
);
export type CouponIssueAudience = z.infer<typeof couponIssueAudienceSchema>;

/** An issue as recorded: a single account is stored by id, with its nickname for the history. */
export const couponIssueRecordAudienceSchema = z.union([
  z.object({ kind: z.literal('user'), userId: z.string(), nickname: z.string().optional() }),
  couponIssueAudienceSchema.options[1],
  couponIssueAudienceSchema.options[2],
  couponIssueAudienceSchema.options[3],
  couponIssueAudienceSchema.options[4],
]);

export const adminCouponIssueSchema = z.object({
  id: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  audience: couponIssueRecordAudienceSchema,
  count: z.number().int(),
  actorNickname: z.string().nullable(),
  createTime: z.string(),
});
export type AdminCouponIssue = z.infer<typeof adminCouponIssueSchema>;

export const adminCouponIssueBodySchema = z.object({
  /** Made once per issue dialog: submitting the same dialog twice issues once. */
  requestId: z.uuid({ message: '请求 ID 格式不正确' }),
  templateId: z.number().int().min(1),
  audience: couponIssueAudienceSchema,
});
export type AdminCouponIssueBody = z.infer<typeof adminCouponIssueBodySchema>;

const templateId = z.number({ message: '请指定优惠券模板' }).int().min(1);

export const adminCouponRoutes = {
  couponTemplateList: defineRoute({
    method: 'GET',
    path: `${BASE}/templates`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '优惠券模板（含已发放张数）',
    response: z.array(adminCouponTemplateSchema),
  }),
  couponTemplateCreate: defineRoute({
    method: 'POST',
    path: `${BASE}/templates/create`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '新建优惠券模板',
    body: adminCouponTemplateBodySchema,
    response: adminCouponTemplateSchema,
  }),
  couponTemplateUpdate: defineRoute({
    method: 'POST',
    path: `${BASE}/templates/update`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '修改优惠券模板；已发放的券保持发放时的条件',
    body: adminCouponTemplateBodySchema.and(z.object({ templateId })),
    response: adminCouponTemplateSchema,
  }),
  couponIssue: defineRoute({
    method: 'POST',
    path: `${BASE}/issue`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '向一位用户或一类用户发放优惠券（同一请求 ID 只发放一次，用户收到系统消息）',
    body: adminCouponIssueBodySchema,
    response: adminCouponIssueSchema,
  }),
  couponIssueList: defineRoute({
    method: 'GET',
    path: `${BASE}/issues`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '优惠券发放记录：谁、何时、发给谁、多少张',
    query: z.object({
      page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
      pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
      templateId: z.coerce.number().int().min(1).optional(),
    }),
    response: z.object({
      list: z.array(adminCouponIssueSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
};

export const AdminCouponText = {
  templateNotFound: '优惠券模板不存在',
  systemTemplate: '新人券由系统自动发放，不能在后台修改或发放',
  templateOff: '该优惠券模板已停用，不能发放',
  templateEnded: '该优惠券模板已过截止时间，不能发放',
  userNotFound: '未找到该用户（请检查用户 ID、手机号或邮箱）',
  noRecipients: '没有符合条件的用户，优惠券未发放',
  signupRange: '注册日期的开始不能晚于结束',
  requestReused: '该请求 ID 已用于另一次发放，请重新打开发放窗口',
} as const;
