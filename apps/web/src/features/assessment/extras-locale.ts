import { Resume } from '@lucina/contracts';
import { formatFileSize } from '@/utils/file-size';

/** Texts of the full report's extras: AI narrative, résumé upload, consultants, PDF export. */
export const extrasText = {
  narrativeTitle: 'AI 个性化解读',
  narrativeHint: '结合你的测评结果、需求标签和简历，为你写的一份解读。',
  writing: 'AI 正在撰写解读…',
  offline: '离线模式：未接入大语言模型，解读由站内职业资料和你的结果按规则生成',
  failed: '解读生成失败，请稍后刷新重试',
  resumeTitle: '上传简历，让解读更贴近你',
  resumeHint: `支持 ${Resume.extensions.join('、')} 格式，最多 ${Resume.maxFiles} 个文件，每个不超过 ${formatFileSize(Resume.maxBytes)}。只保存读出的文字，不保存原文件。`,
  pickFiles: '选择简历文件',
  upload: '上传并重新生成解读',
  uploading: (percent: number) => `上传中 ${percent}%`,
  uploaded: '简历已上传，正在重新生成解读',
  attached: (n: number) => `当前解读参考了 ${n} 份简历`,
  wrongType: (name: string) => `「${name}」不是 doc、docx 或 pdf 文件`,
  tooLarge: (name: string) => `「${name}」超过 ${formatFileSize(Resume.maxBytes)}`,
  tooMany: `最多选择 ${Resume.maxFiles} 个文件`,
  consultantsTitle: '为你推荐的规划顾问',
  consultantsHint: '根据你的霍兰德代码匹配，一对一咨询可帮助你把报告落到行动上。',
  years: (n: number) => `${n} 年经验`,
  consult: '预约咨询',
  contactTitle: (name: string) => `添加${name}`,
  contactQr: (name: string) => `${name}的联系二维码`,
  contactHint: '使用微信扫描二维码，添加顾问预约一对一咨询。',
  contactHintPhone: '添加顾问，预约一对一咨询。',
  contactDone: '完成',
  pdf: '下载 PDF 报告',
  pdfWorking: '正在生成 PDF…',
  pdfFailed: 'PDF 生成失败，请稍后重试',
  pdfName: (code: string) => `Lucina职业测评报告-${code}.pdf`,
  /** Printed on every page of the PDF (GB 45438-2025 explicit label). */
  pdfAiLabel: '本报告的解读内容由 AI 生成，仅供参考',
  pdfTitle: (code: string) => `Lucina 职业测评报告（${code}）`,
  pdfSubject: 'AI 职业测评报告：霍兰德职业兴趣测评结果与 AI 解读',
} as const;
