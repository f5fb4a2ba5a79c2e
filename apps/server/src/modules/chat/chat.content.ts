import { Pages, type OperationPosition, type QuickCommand } from '@lucina/contracts';

/** Content around the chat box; the quick commands, greeting and first questions are operators' defaults (SPEC §6). */

export const PLANNER_NAME = 'Lucina AI 职业规划师';

export const QUICK_COMMANDS: readonly QuickCommand[] = [
  { id: 1, name: '简历优化', prompt: '请帮我优化简历：我应该突出哪些经历，怎样写才能通过筛选？我的目标岗位是：' },
  { id: 2, name: '面试准备', prompt: '我马上要参加面试，请帮我梳理面试前的准备清单和常见问题的回答思路。岗位是：' },
  { id: 3, name: '职业方向', prompt: '我不太确定自己适合什么职业方向，请结合我的专业和兴趣帮我分析。我的专业是：' },
  { id: 4, name: '考研还是就业', prompt: '我在纠结考研还是直接就业，请帮我从几个维度分析该怎么选。我的情况是：' },
  { id: 5, name: '考公考编', prompt: '我想考公务员或事业单位，请告诉我需要怎样准备，以及如何选择岗位。' },
];

export const DIALOG_BOOT = {
  plannerName: PLANNER_NAME,
  title: '你好，我是你的 AI 职业规划师',
  greeting:
    '无论是选专业、找方向，还是写简历、准备面试、纠结考研还是就业，都可以问我。' +
    '完成 AI 职业测评后，我还能结合你的兴趣类型给出更贴合的建议。',
  prompts: [
    { id: 1, title: '我适合什么工作？', prompt: '结合我的兴趣和专业，我适合从事什么样的工作？' },
    { id: 2, title: '考研还是就业', prompt: '考研还是就业，我应该怎么选？' },
    { id: 3, title: '简历怎么写', prompt: '应届生的简历怎么写才能通过筛选？' },
    { id: 4, title: '了解一个职业', prompt: '软件开发工程师平时做什么？需要学什么专业？' },
  ],
};

/** The home prompts' defaults until an operator edits them: the greeting for someone new, and the first questions. */
export const INDUCE_GREETING =
  'Hi，我是 Lucina，你的 AI 职业规划师。职业方向、专业选择、求职准备、升学规划……有什么想聊的都可以问我。';
export const DEFAULT_QUESTIONS = DIALOG_BOOT.prompts.map((p) => p.prompt);

export const INPUT_PLACEHOLDER = '有什么职业规划的问题都可以问我，Shift + Enter 换行';

const MEMBER_SLOT = {
  id: 3,
  title: '开通会员',
  description: '无限次对话、完整测评报告与服务折扣',
  icon: 'operation-member',
  linkType: 'route' as const,
  link: Pages.member.path,
};

/** The slots beside the chat (operationPosition/list); a member is shown the member center instead of joining. */
export function operationPositionsFor({ member }: { member: boolean }): OperationPosition[] {
  return [
    {
      id: 1,
      title: 'AI 职业测评',
      description: '48 道题了解你的职业兴趣类型，匹配适合的职业',
      icon: 'operation-survey-test',
      linkType: 'route',
      link: Pages.surveyTest.path,
    },
    {
      id: 2,
      title: '服务广场',
      description: '考研、考公、求职陪跑、留学申请等一对一服务',
      icon: 'operation-market',
      linkType: 'route',
      link: Pages.market.path,
    },
    member ? { ...MEMBER_SLOT, title: '会员中心', description: '查看会员权益、到期时间与续费' } : MEMBER_SLOT,
    {
      id: 4,
      title: '邀请好友',
      description: '每邀请 1 位好友注册，得 3 次对话次数',
      icon: 'operation-invite',
      linkType: 'route',
      link: Pages.referralBonus.path,
    },
  ];
}
