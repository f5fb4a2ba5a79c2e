import type { PageName } from '@lucina/contracts';

export const homeText = {
  greetingVisitor: '你好，我是你的 AI 职业规划师',
  greetingUser: (nickname: string) => `${nickname}，你好！我是你的 AI 职业规划师`,
  intro:
    '无论你是正在选择方向的大学生，还是想换条赛道的职场人，我都可以陪你梳理兴趣与优势、了解职业与行业，一步步规划升学、求职与职业发展。',
  questionsTitle: '你可以这样问我',
  basisLabel: '根据你的',
  basisCode: (code: string) => `测评结果 ${code}`,
  entriesTitle: '从这里开始',
  /** The call to action of an operation slot, by the page it opens. */
  cta: {
    surveyTest: '开始测评',
    market: '去逛逛',
    member: '了解会员',
    referralBonus: '去邀请',
  } as Partial<Record<PageName, string>>,
  ctaDefault: '去看看',
  testFinished: (count: number) => `你已完成 ${count} 次测评，随时回顾自己的兴趣类型与匹配的职业。`,
  viewReport: '查看我的报告',
} as const;
