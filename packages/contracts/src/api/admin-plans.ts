import { z } from 'zod';
import { defineRoute } from './define.js';

export const adminPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  originPriceFen: z.number().int(),
  membershipUnit: z.string(),
  membershipLevel: z.number().int(),
  durationDays: z.number().int(),
  isActive: z.boolean(),
  recommendedTag: z.string(),
  benefits: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
  updateTime: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

const fen = (what: string) =>
  z
    .number({ message: `请填写${what}` })
    .int(`${what}以分为单位，须为整数`)
    .min(1, `${what}至少 0.01 元`)
    .max(10_000_000, `${what}最多 100000 元`);

export const adminPlanUpdateBodySchema = z
  .object({
    id: z.number().int().min(1, '只能修改会员套餐 1–4').max(4, '只能修改会员套餐 1–4'),
    name: z.string().trim().min(1, '请填写套餐名称').max(20, '套餐名称最多 20 字'),
    description: z.string().trim().max(60, '套餐说明最多 60 字'),
    priceFen: fen('售价'),
    originPriceFen: fen('原价'),
    recommendedTag: z.string().trim().max(8, '推荐标签最多 8 字'),
    isActive: z.boolean(),
    benefits: z
      .array(
        z.object({
          name: z.string().trim().min(1, '请填写权益名称').max(20, '权益名称最多 20 字'),
          description: z.string().trim().max(60, '权益说明最多 60 字'),
        }),
      )
      .min(1, '请至少保留一项权益')
      .max(12, '最多 12 项权益'),
  })
  .refine((b) => b.originPriceFen >= b.priceFen, { message: '原价不能低于售价', path: ['originPriceFen'] });
export type AdminPlanUpdateBody = z.infer<typeof adminPlanUpdateBodySchema>;

export const adminPlanRoutes = {
  planList: defineRoute({
    method: 'GET',
    path: '/admin/plans',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '会员套餐与单次测评的当前价格和权益（修改记录见审计日志 plan:<id>）',
    response: z.array(adminPlanSchema),
  }),
  planUpdate: defineRoute({
    method: 'POST',
    path: '/admin/plans/update',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '修改会员套餐的价格与权益；已创建的订单不受影响',
    body: adminPlanUpdateBodySchema,
    response: adminPlanSchema,
  }),
};
