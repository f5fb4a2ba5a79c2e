import { z } from 'zod';
import { otpCodeSchema } from './login.js';

/** Users' rights over their account (PIPL arts. 45 and 47): cancellation, a copy of their data, consent. */
export const Rights = {
  /** Days between a cancellation request and the erasure, during which logging in offers to withdraw. */
  coolingOffDays: 15,
  /** Orders and payments outlive an erased account this long (E-Commerce Law art. 31), without contact details. */
  orderRetentionYears: 3,
  /** What an erased account that must keep its orders is called. */
  erasedNickname: '已注销用户',
  /** Days a prepared copy of the account's data can be downloaded; the retention job then deletes it. */
  exportKeepDays: 7,
  /** Hours after a copy was asked for before another may be: preparing one reads every table of the account. */
  exportEveryHours: 1,
} as const;

export const RightsText = {
  noContact: '账号未绑定手机号或邮箱，无法验证身份，请联系客服注销',
  alreadyPending: '注销申请已提交，正在冷静期中',
  notPending: '当前没有待处理的注销申请',
  userNotFound: '用户不存在',
  exportNotFound: '数据副本不存在或已过期',
  exportExpired: '下载链接已过期（数据副本保留 7 天），请重新申请',
  exportNotReady: '数据副本准备中，请稍后再试',
  exportTooOften: '数据副本正在准备或刚刚生成，请稍后再申请',
  consentStale: '协议版本已更新，请刷新页面后重新阅读并同意',
} as const;

const iso = z.string();

export const cancellationSchema = z.object({ requestTime: iso, dueTime: iso });
export type Cancellation = z.infer<typeof cancellationSchema>;

export const consentStateSchema = z.object({
  /** The versions in force now, from configuration. */
  agreementVersion: z.string(),
  privacyVersion: z.string(),
  /** When this account last accepted them; null when it never accepted these versions. */
  acceptedTime: iso.nullable(),
  /** True when the account must accept again before using the site. */
  required: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** A copy of the account's data: being prepared, ready to download until `expireTime`, or failed. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  sizeBytes: z.number().int().nullable(),
  createTime: iso,
  readyTime: iso.nullable(),
  expireTime: iso.nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** What the personal page and the app shell need to know about the account's rights. */
export const rightsStatusSchema = z.object({
  cancellation: cancellationSchema.nullable(),
  consent: consentStateSchema,
  /** The latest copy of the account's data still held, or null. */
  dataExport: dataExportSchema.nullable(),
});
export type RightsStatus = z.infer<typeof rightsStatusSchema>;

/** Shown before the user confirms: what cancelling takes away. */
export const cancellationPreviewSchema = z.object({
  /** Where the code goes, masked; null when the account has neither phone nor email. */
  contact: z.string().nullable(),
  channel: z.enum(['sms', 'email']).nullable(),
  coolingOffDays: z.number().int(),
  conversations: z.number().int(),
  records: z.number().int(),
  unlockedReports: z.number().int(),
  usableCoupons: z.number().int(),
  chatCount: z.number().int(),
  /** Membership expiry still ahead, or null. */
  memberEndTime: iso.nullable(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const cancellationRequestSchema = z.object({ otpCode: otpCodeSchema });
export type CancellationRequestBody = z.infer<typeof cancellationRequestSchema>;

const versionSchema = z.string().trim().min(1, '缺少协议版本').max(32, '协议版本过长');
export const consentBodySchema = z.object({ agreementVersion: versionSchema, privacyVersion: versionSchema });
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const exportIdQuerySchema = z.object({ id: z.uuid({ message: '数据副本 ID 格式不正确' }) });
