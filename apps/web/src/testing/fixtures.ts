import {
  userInfoSchema,
  type ChatMessage,
  type InduceMessage,
  type OperationPosition,
  type UserInfo,
} from '@lucina/contracts';

/** A valid user per the contracts' schema; parsing keeps the fixture honest when the schema changes. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return userInfoSchema.parse({
    id: 'u_1',
    nickname: '小路',
    userIcon: '',
    userGrade: '0',
    endTime: null,
    chatCount: 7,
    conversationCount: 2,
    displayThinkProcess: '1',
    completeAitestFirst: 0,
    bootState: '1',
    tagiSCollect: 2,
    workTag: '',
    layoutTag: '',
    careerTestState: 0,
    systemMessageUnread: 3,
    infoCollectionState: '1',
    phone: '138****5678',
    email: null,
    wechatBound: false,
    inviteCode: 'LUC123',
    createTime: '2025-09-01T08:00:00.000Z',
    ...overrides,
  });
}

/** A fetch Response carrying JSON, as the server answers. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The FAQ and help texts as an operator might have set them. */
export const SITE_HELP = {
  faq: [
    { question: '收不到验证码怎么办？', answer: '稍等 60 秒后重试。', featured: true },
    { question: '可以开发票吗？', answer: '可以，联系客服。', featured: false },
  ],
  texts: {
    supportIntro: '有问题随时找我们。',
    serviceHours: '服务时间：工作日 9:00–18:00',
    replyTime: '一般 1 小时内回复',
    feedbackIntro: '按分类告诉我们你的问题。',
  },
};

/**
 * What the server answers to the calls every page makes on its own (the chat on /home), so whole-app
 * tests that stub fetch with "null for everything else" still render real pages.
 */
export function ambientApiData(url: string): unknown {
  if (url.includes('/ai/conversation/list')) return [];
  if (url.includes('/ai/dialogBoot/')) return { plannerName: '规划师', title: '你好', greeting: '你好', prompts: [] };
  if (url.includes('/ai/userInputBox')) {
    return { placeholder: '输入问题', maxLength: 2000, defaultModelCode: 0, models: [], offline: true };
  }
  if (url.includes('/ai/quickCommandConfig/')) return [];
  if (url.includes('/ai/banner/activeList')) return [];
  if (url.includes('/ai/conversation/induceMessage')) return visitorInduce;
  if (url.includes('/ai/operationPosition/list')) return operationPositions;
  if (url.includes('/ai/aiSurveyTest/isAiTestFinished')) return { finished: false, latestRecordId: null };
  if (url.includes('/ai/aiSurveyTest/aiTestRecordCount')) return 0;
  if (url.includes('/site/help')) return SITE_HELP;
  return null;
}

export const visitorInduce: InduceMessage = {
  greeting: 'Hi，我是 Lucina，你的 AI 职业规划师。',
  questions: ['我适合做什么样的工作？', '考研还是就业，我应该怎么选？'],
  basis: { hollandCode: null, occupations: [], tags: [] },
};

export const operationPositions: OperationPosition[] = [
  {
    id: 1,
    title: 'AI 职业测评',
    description: '48 道题了解你',
    icon: 'operation-survey-test',
    linkType: 'route',
    link: '/surveyTest',
  },
  { id: 2, title: '服务广场', description: '一对一服务', icon: 'operation-market', linkType: 'route', link: '/market' },
  {
    id: 3,
    title: '开通会员',
    description: '无限次对话',
    icon: 'operation-member',
    linkType: 'route',
    link: '/personal/member',
  },
];

/** A saved chat message of conversation c1, done. */
export function chatMessage(id: string, role: 'user' | 'assistant', text: string, modelCode = 1): ChatMessage {
  return {
    id,
    conversationId: 'c1',
    parentId: null,
    messageRole: role,
    messageContent: text,
    thinkProcess: '',
    status: 'done',
    terminate: false,
    likeOrStomp: 0,
    modelCode,
    promptTokens: null,
    completionTokens: null,
    errorMessage: null,
    errorStatus: null,
    contentList: [],
    createTime: '2026-11-28 10:00:00',
  };
}
