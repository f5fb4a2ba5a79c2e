import { z } from 'zod';
import { REPORT_REASONS } from '../safety.js';
import { defineRoute } from './define.js';

const BASE = '/admin/safety';

/**
 * Why the safety gate declines (here, not in the app's first screen: only the console and the server name them): content that must not be produced (the first nine) and requests the planner
 * declines by policy (homework, medical dosing and diagnosis). `self_harm` also covers a person in distress.
 */
export const SAFETY_CATEGORIES = [
  'illegal',
  'violence',
  'self_harm',
  'porn',
  'gambling_drugs',
  'fraud',
  'discrimination',
  'politics',
  'privacy',
  'homework',
  'medical',
  'legal',
  'jailbreak',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const SAFETY_CATEGORY_LABELS: Record<SafetyCategory, string> = {
  illegal: '违法犯罪',
  violence: '暴力',
  self_harm: '自伤与心理危机',
  porn: '色情',
  gambling_drugs: '赌博与毒品',
  fraud: '诈骗',
  discrimination: '歧视',
  politics: '政治敏感',
  privacy: '隐私',
  homework: '代写作业',
  medical: '医疗用药与诊断',
  legal: '法律文书与诉讼',
  jailbreak: '绕过或套取指令',
};

export const isSafetyCategory = (value: string): value is SafetyCategory =>
  (SAFETY_CATEGORIES as readonly string[]).includes(value);

/** Limits of the console's keyword library. */
export const SafetyConsole = {
  termMaxChars: 50,
  /** One import: lines, characters, and the request's bytes (a character of Chinese is three in UTF-8). */
  importMaxLines: 50_000,
  importMaxChars: 1_000_000,
  importMaxBytes: 4 * 1024 * 1024,
  /** How many refused line numbers an import reports back. */
  importInvalidShown: 20,
} as const;

export const AdminSafetyText = {
  termRequired: '请输入关键词',
  termTooLong: `关键词最多 ${SafetyConsole.termMaxChars} 个字`,
  termNoText: '关键词须包含文字或数字',
  categoryInvalid: '请选择有效的类别',
  keywordNotFound: '关键词不存在',
  keywordExists: (category: string) => `该关键词已在「${category}」类别中`,
  importEmpty: '文件里没有可导入的关键词',
  importTooManyLines: `一次最多导入 ${SafetyConsole.importMaxLines.toLocaleString('en-US')} 行`,
  importTooLarge: '文件过大，请拆分后分批导入',
  itemNotFound: '该记录不存在',
  itemHandled: '该记录已处理过',
  noAccount: '该记录来自未登录访客，没有可停用的账号',
  accountDisabled: '该账号已停用',
  notePattern: '备注最多 200 字',
} as const;

/** A keyword's category: one the gate declines for, or `allow` for an innocent phrase that masks keywords. */
export const keywordCategorySchema = z.enum([...SAFETY_CATEGORIES, 'allow'], {
  message: AdminSafetyText.categoryInvalid,
});
export type KeywordCategory = z.infer<typeof keywordCategorySchema>;
export const KEYWORD_ALLOW_LABEL = '放行短语';

export const adminKeywordSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  category: keywordCategorySchema,
  /** Shipped with the product: an operator disables it (the next start would bring a deleted one back). */
  shipped: z.boolean(),
  disabled: z.boolean(),
  updateTime: z.string(),
});
export type AdminKeyword = z.infer<typeof adminKeywordSchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
};

export const keywordListQuerySchema = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(SafetyConsole.termMaxChars, AdminSafetyText.termTooLong).optional(),
  category: keywordCategorySchema.optional(),
  status: z.enum(['enabled', 'disabled'], { message: '状态只能是 enabled 或 disabled' }).optional(),
});
export type KeywordListQuery = z.input<typeof keywordListQuerySchema>;

const termSchema = z
  .string({ message: AdminSafetyText.termRequired })
  .trim()
  .min(1, AdminSafetyText.termRequired)
  .max(SafetyConsole.termMaxChars, AdminSafetyText.termTooLong);

export const keywordAddBodySchema = z.object({ term: termSchema, category: keywordCategorySchema });
export type KeywordAddBody = z.input<typeof keywordAddBodySchema>;
const keywordIdBody = z.object({ id: z.number({ message: '缺少关键词 ID' }).int().positive('关键词 ID 不正确') });

export const keywordImportBodySchema = z.object({
  /** The file's text: one term a line, or `词,类别` (类别 as its code or its Chinese name). */
  text: z
    .string({ message: AdminSafetyText.importEmpty })
    .max(SafetyConsole.importMaxChars, AdminSafetyText.importTooLarge),
  /** The category of lines that name none. */
  category: keywordCategorySchema,
});
export type KeywordImportBody = z.input<typeof keywordImportBodySchema>;

export const keywordImportResultSchema = z.object({
  added: z.number().int(),
  /** Existing terms moved to another category, or disabled ones enabled again. */
  updated: z.number().int(),
  /** Already in the library as given, or repeated in the file. */
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** The first refused lines (1-based), for the operator to fix. */
  invalidLines: z.array(z.number().int()),
  summary: z.string(),
});
export type KeywordImportResult = z.infer<typeof keywordImportResultSchema>;

export const QUEUE_SOURCES = ['block', 'report'] as const;
export const QUEUE_STATUSES = ['pending', 'dismissed', 'confirmed'] as const;
export const queueSourceSchema = z.enum(QUEUE_SOURCES, { message: '来源只能是 block 或 report' });
export const queueStatusSchema = z.enum(QUEUE_STATUSES, { message: '状态只能是 pending、dismissed 或 confirmed' });
/** The queue's category filter: the gate's categories and the report reasons share codes where they overlap. */
export const queueCategorySchema = z.enum([...new Set([...SAFETY_CATEGORIES, ...REPORT_REASONS])] as [
  string,
  ...string[],
]);

export const queueItemSchema = z.object({
  id: z.string(),
  source: queueSourceSchema,
  status: queueStatusSchema,
  /** A block's category, or a report's reason. */
  category: z.string(),
  /** What matched (`keyword:…`, `rule:…`, the cloud service's label), or the reporter's words. */
  rule: z.string(),
  /** A block: the stage the gate stopped (question, or answer as far as it got). */
  stage: z.enum(['question', 'answer']),
  question: z.string(),
  answer: z.string(),
  userId: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The account is disabled. */
  userDisabled: z.boolean(),
  visitorId: z.string().nullable(),
  createTime: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueListQuerySchema = z.object({
  ...pageQuery,
  source: queueSourceSchema.optional(),
  status: queueStatusSchema.optional(),
  category: queueCategorySchema.optional(),
});
export type QueueListQuery = z.input<typeof queueListQuerySchema>;

const queueTarget = {
  source: queueSourceSchema,
  id: z.uuid({ message: '记录 ID 格式不正确' }),
  note: z.string().trim().max(200, AdminSafetyText.notePattern).default(''),
};
export const queueActionBodySchema = z.object({
  ...queueTarget,
  action: z.enum(['dismiss', 'confirm'], { message: '操作只能是 dismiss（驳回）或 confirm（确认违规）' }),
});
export type QueueActionBody = z.input<typeof queueActionBodySchema>;
export const queueDisableBodySchema = z.object(queueTarget);
export type QueueDisableBody = z.input<typeof queueDisableBodySchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const adminSafetyRoutes = {
  keywordList: defineRoute({
    method: 'GET',
    path: `${BASE}/keywords`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '关键词库：按类别、状态与文字查询（分页）',
    query: keywordListQuerySchema,
    response: paged(adminKeywordSchema),
  }),
  keywordAdd: defineRoute({
    method: 'POST',
    path: `${BASE}/keywords/add`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '添加一个关键词（已停用的同名词重新启用）；所有实例随即重新加载',
    body: keywordAddBodySchema,
    response: adminKeywordSchema,
  }),
  keywordRemove: defineRoute({
    method: 'POST',
    path: `${BASE}/keywords/remove`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '移除关键词：运营添加的删除，产品内置的停用',
    body: keywordIdBody,
    response: z.object({ removed: z.enum(['deleted', 'disabled']) }),
  }),
  keywordEnable: defineRoute({
    method: 'POST',
    path: `${BASE}/keywords/enable`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '重新启用一个已停用的关键词',
    body: keywordIdBody,
    response: adminKeywordSchema,
  }),
  keywordImport: defineRoute({
    method: 'POST',
    path: `${BASE}/keywords/import`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '从文本或 CSV 文件批量导入关键词（校验、去重，返回新增/更新/跳过/无效的数量）',
    body: keywordImportBodySchema,
    response: keywordImportResultSchema,
  }),
  keywordExport: defineRoute({
    method: 'GET',
    path: `${BASE}/keywords/export`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '导出关键词库为 CSV（词,类别,来源,状态；可再导入）',
    query: z.object({ category: keywordCategorySchema.optional() }),
    response: z.object({ filename: z.string(), csv: z.string(), count: z.number().int() }),
  }),
  queueList: defineRoute({
    method: 'GET',
    path: `${BASE}/queue`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '审核队列：被拦截的问答与用户举报（按来源、状态、类别筛选，最新在前）',
    query: queueListQuerySchema,
    response: paged(queueItemSchema),
  }),
  queueAction: defineRoute({
    method: 'POST',
    path: `${BASE}/queue/action`,
    auth: 'user',
    role: 'operator',
    tag: 'admin',
    summary: '处理审核队列中的一条：驳回或确认违规（记入审计日志）',
    body: queueActionBodySchema,
    response: queueItemSchema,
  }),
  queueDisable: defineRoute({
    method: 'POST',
    path: `${BASE}/queue/disable`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '确认违规并停用发布者的账号：立即下线，之后不能登录（记入审计日志）',
    body: queueDisableBodySchema,
    response: queueItemSchema,
  }),
};
