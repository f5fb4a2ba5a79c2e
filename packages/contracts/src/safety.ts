import { z } from 'zod';

/**
 * Why a user reports an answer. The first three share their code with the gate's categories (admin-safety.ts), so one category
 * filter in the review queue covers blocks and reports alike.
 */
export const REPORT_REASONS = ['illegal', 'porn', 'discrimination', 'inaccurate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: '违法违规',
  porn: '色情低俗',
  discrimination: '歧视偏见',
  inaccurate: '内容不准确',
  other: '其他',
};

export const Safety = {
  /** The optional words a user adds to a report. */
  reportDetailMaxChars: 200,
  /** Reports one account or visitor may send per hour. */
  reportsPerHour: 20,
} as const;

export const SafetyText = {
  reported: '已收到举报，我们会尽快处理',
  alreadyReported: '你已举报过这条回答，我们会尽快处理',
  reportTooFrequent: '举报太频繁了，请稍后再试',
  reasonInvalid: '请选择举报原因',
  detailTooLong: `补充说明最多 ${Safety.reportDetailMaxChars} 字`,
} as const;

export const reportReasonSchema = z.enum(REPORT_REASONS, { message: SafetyText.reasonInvalid });

export const reportBodySchema = z.object({
  id: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? '缺少消息ID（id）' : '消息ID（id）格式不正确',
  }),
  reason: reportReasonSchema,
  detail: z.string().trim().max(Safety.reportDetailMaxChars, SafetyText.detailTooLong).default(''),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportResultSchema = z.object({ id: z.string(), message: z.string() });
