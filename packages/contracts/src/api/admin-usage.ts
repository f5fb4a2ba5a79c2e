import { z } from 'zod';
import { defineRoute } from './define.js';

/** The console's model usage and cost: tokens per day and model, the offline share, the heaviest users. */
export const UsageConsole = {
  /** The period shown when none is asked for: the last 30 China days, today included. */
  defaultDays: 30,
  maxDays: 92,
  modelMaxChars: 64,
  /** ¥100,000 per million tokens: far above any model's price, low enough that no sum can overflow. */
  maxPriceFen: 10_000_000,
  topUsers: 20,
} as const;

/** A calendar date that exists (2026-02-30 does not), as YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' })
  .refine(
    (d) => {
      const at = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === d;
    },
    { message: '日期不存在' },
  );

export const usageQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type UsageQuery = z.input<typeof usageQuerySchema>;

const price = (what: string) =>
  z
    .number({ message: `请填写${what}` })
    .int(`${what}以分为单位，须为整数`)
    .min(0, `${what}不能为负数`)
    .max(UsageConsole.maxPriceFen, `${what}最多 ${UsageConsole.maxPriceFen / 100} 元`);

const modelName = z
  .string({ message: '请填写模型名' })
  .trim()
  .min(1, '请填写模型名')
  .max(UsageConsole.modelMaxChars, `模型名最多 ${UsageConsole.modelMaxChars} 个字符`)
  .regex(/^[\x21-\x7e]+$/, { message: '模型名只能由英文字母、数字和符号组成，不能有空格' });

export const modelPriceBodySchema = z.object({
  model: modelName,
  /** Fen per million input (prompt) tokens. */
  inputFenPerMillion: price('输入价格'),
  /** Fen per million output (completion) tokens. */
  outputFenPerMillion: price('输出价格'),
});
export type ModelPriceBody = z.infer<typeof modelPriceBodySchema>;

export const modelPriceSchema = modelPriceBodySchema.extend({ updateTime: z.string() });
export type ModelPrice = z.infer<typeof modelPriceSchema>;

const figures = {
  answers: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  /** Estimated from the current prices, rounded to the nearest fen (half up) once per figure. */
  costFen: z.number().int(),
};

/**
 * `model` as the answers record it: an upstream model name, `offline` (the offline assistant), `declined` (the
 * safety gate's declines, from no model), or '' for answers older than the record.
 */
export const usageModelSchema = z.object({ model: z.string(), ...figures, priced: z.boolean() });
export type UsageModel = z.infer<typeof usageModelSchema>;

export const usageDaySchema = z.object({ date: z.string(), ...figures, models: z.array(usageModelSchema) });
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageUserSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  /** Masked. */
  phone: z.string().nullable(),
  ...figures,
});
export type UsageUser = z.infer<typeof usageUserSchema>;

export const modelUsageSchema = z.object({
  /** China days, inclusive. */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, with its models (those with answers that day). */
  days: z.array(usageDaySchema),
  /** The period's figures per model, most tokens first. */
  models: z.array(usageModelSchema),
  totals: z.object({
    ...figures,
    /** Answers written by an upstream model, by the offline assistant, and declines of the safety gate. */
    modelAnswers: z.number().int(),
    offlineAnswers: z.number().int(),
    declinedAnswers: z.number().int(),
  }),
  /** Accounts with the most tokens in the period (visitors' answers are not in it). */
  topUsers: z.array(usageUserSchema),
  prices: z.array(modelPriceSchema),
});
export type ModelUsage = z.infer<typeof modelUsageSchema>;

export const adminUsageRoutes = {
  modelUsage: defineRoute({
    method: 'GET',
    path: '/admin/usage',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '模型用量：按天与模型的输入/输出 token、按运营设定价格估算的费用、离线助手占比、用量最多的用户',
    query: usageQuerySchema,
    response: modelUsageSchema,
  }),
  modelPriceSave: defineRoute({
    method: 'POST',
    path: '/admin/usage/prices/save',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '新增或修改一个模型的价格（分/百万 token；修改记录见审计日志 model:<名称>）',
    body: modelPriceBodySchema,
    response: z.array(modelPriceSchema),
  }),
  modelPriceDelete: defineRoute({
    method: 'POST',
    path: '/admin/usage/prices/delete',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '删除一个模型的价格（其用量不再计费用）',
    body: z.object({ model: modelName }),
    response: z.array(modelPriceSchema),
  }),
};

export const UsageText = {
  priceNotFound: '该模型没有设置价格',
  fromAfterTo: '开始日期不能晚于结束日期',
  periodTooLong: `查询范围最多 ${UsageConsole.maxDays} 天`,
} as const;
