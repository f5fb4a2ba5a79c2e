import { z } from 'zod';

/** Résumé uploads for the AI report (SPEC §5: doc, docx, pdf; the spec's unlabelled 3 and 5). */
export const Resume = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  extensions: ['doc', 'docx', 'pdf'] as const,
  /** Text kept per file for the narrative; a résumé longer than this is cut. */
  maxChars: 20_000,
  /** A .docx is refused before inflating when its zip directory declares more than this. */
  maxUnzippedBytes: 50 * 1024 * 1024,
  maxZipEntries: 1000,
} as const;
export type ResumeKind = (typeof Resume.extensions)[number];

export const ResumeText = {
  missing: '请选择要上传的简历文件',
  tooMany: `一次最多上传 ${Resume.maxFiles} 个文件`,
  tooLarge: (name: string) => `「${name}」超过 ${Resume.maxBytes / 1024 / 1024}MB，请压缩后再上传`,
  wrongType: (name: string) => `「${name}」不是有效的 Word（doc/docx）或 PDF 文件`,
  unreadable: (name: string) => `「${name}」无法读取文字内容，请确认文件未加密或损坏`,
  zipBomb: (name: string) =>
    `「${name}」解压后超过 ${Resume.maxUnzippedBytes / 1024 / 1024}MB 或包含超过 ${Resume.maxZipEntries} 个文件，疑似压缩炸弹，已拒绝`,
  timedOut: (name: string) => `「${name}」读取超时，请另存为普通的 Word 或 PDF 后重试`,
  recordFirst: '请先提交测评记录ID，再上传简历文件',
  fullReportOnly: '完整报告解锁后才能上传简历并生成 AI 解读',
} as const;

export const resumeFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(Resume.extensions),
  size: z.number().int(),
  /** Characters of text read from it (what the narrative can use). */
  chars: z.number().int(),
  createTime: z.string(),
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

export const NARRATIVE_STATUSES = ['writing', 'done', 'error'] as const;

/** The AI narrative of a full report: written once, saved, rewritten only when the résumé changes. */
export const narrativeSchema = z.object({
  recordId: z.string(),
  status: z.enum(NARRATIVE_STATUSES),
  /** Markdown; grows while `writing` (poll to follow it). */
  content: z.string(),
  /** 'offline' when written without a large model. */
  provider: z.string(),
  /** How many résumé files the narrative drew on. */
  resumeCount: z.number().int(),
  updateTime: z.string(),
});
export type Narrative = z.infer<typeof narrativeSchema>;

/** surveyResult: the résumés now attached to the record and the narrative restarted with them. */
export const surveyResultUploadSchema = z.object({ resumes: z.array(resumeFileSchema), narrative: narrativeSchema });

export const consultantSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  years: z.number().int(),
  specialtiesZh: z.array(z.string()),
  introZh: z.string(),
  /** Why this consultant suits this report (from its Holland code). */
  reasonZh: z.string(),
  /** Market service config id (SPEC §2, 5–14) the consultation is booked through. */
  serviceConfigId: z.number().int(),
  /** Empty when the consultant has no photo (the initial is shown). */
  photoUrl: z.string(),
  /** The consultant's own contact QR; empty: booking goes through customer service. */
  contactQrUrl: z.string(),
  /** The consultant's WeChat ID to copy beside the QR; empty: none. */
  contactWechatId: z.string(),
});
export type Consultant = z.infer<typeof consultantSchema>;
