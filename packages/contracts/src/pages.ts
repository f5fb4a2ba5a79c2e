/** Page routes of SPEC §2: path, title, who may open them, layout. */
export type PageLayout = 'default' | 'personal' | 'breadcrumb' | 'bare';

export interface PageDef {
  path: string;
  title: string;
  /** Visitors (not logged in) may open it (SPEC §6). */
  visitor: boolean;
  layout: PageLayout;
}

export const SITE_SLOGAN = 'Lucina AI 职业规划师';
export const PAGE_TITLE_SEPARATOR = ' - ';

export const Pages = {
  home: { path: '/home', title: '首页', visitor: true, layout: 'default' },
  market: { path: '/market', title: '服务广场', visitor: false, layout: 'default' },
  personalInfo: { path: '/personal/info', title: '个人信息', visitor: false, layout: 'personal' },
  systemMessage: { path: '/personal/systemMessage', title: '消息中心', visitor: false, layout: 'personal' },
  systemMessageDetail: {
    path: '/personal/systemMessageDetail',
    title: '消息详情',
    visitor: false,
    layout: 'personal',
  },
  member: { path: '/personal/member', title: '会员中心', visitor: false, layout: 'personal' },
  referralBonus: { path: '/personal/referralBonus', title: '邀请好友', visitor: false, layout: 'personal' },
  myCoupons: { path: '/personal/myCoupons', title: '我的优惠券', visitor: false, layout: 'personal' },
  helpFeedback: { path: '/personal/helpFeedback', title: '帮助与反馈', visitor: false, layout: 'personal' },
  surveyTest: { path: '/surveyTest', title: 'AI职业测评', visitor: true, layout: 'default' },
  // SPEC §2/§6: a visitor may take the test but logs in to open the report; their record moves to the account.
  surveyResult: { path: '/surveyTest/surveyResult', title: '测评报告', visitor: false, layout: 'default' },
  // Anyone who may chat opens the occupations the planner's answers link to; the fit stays within their report.
  occupation: { path: '/surveyTest/occupation', title: '职业卡片', visitor: true, layout: 'default' },
  course: { path: '/surveyTest/course', title: '课程推荐', visitor: false, layout: 'default' },
  login: { path: '/auth/login', title: '登录', visitor: true, layout: 'bare' },
  agreement: { path: '/single/agreement', title: '用户协议', visitor: true, layout: 'breadcrumb' },
  agreementMember: { path: '/single/agreementMember', title: '会员协议', visitor: true, layout: 'breadcrumb' },
  about: { path: '/single/about', title: '关于与数据来源', visitor: true, layout: 'breadcrumb' },
  // GB 45438-2025 / TC260-003: the model in use, what the AI does and its limits, open to anyone.
  aboutAi: { path: '/about/ai', title: '关于 AI 服务', visitor: true, layout: 'breadcrumb' },
  support: { path: '/support', title: '联系客服', visitor: true, layout: 'breadcrumb' },
  retainCapital: { path: '/retain/capital', title: '服务详情', visitor: true, layout: 'breadcrumb' },
  // Where a payment from a phone comes back to (WeChat Pay H5's redirect_url, Alipay's return_url).
  payResult: { path: '/pay/result', title: '支付结果', visitor: false, layout: 'breadcrumb' },
  error403: { path: '/error/403', title: '403', visitor: true, layout: 'bare' },
  error404: { path: '/error/404', title: '404', visitor: true, layout: 'bare' },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof Pages;

/** Route names used for navigation (SPEC §2). */
export const RouteName = { referralBonus: 'referralBonus', member: 'member' } as const;

/**
 * The occupation page of any catalogue occupation. With a record id the fit is judged against that
 * record (the report's own links); without one, against the viewer's latest result (the chat's links).
 */
export function occupationPagePath(code: string, recordId?: string | null): string {
  const query = `code=${encodeURIComponent(code)}${recordId ? `&recordId=${encodeURIComponent(recordId)}` : ''}`;
  return `${Pages.occupation.path}?${query}`;
}

export function pageTitle(title: string): string {
  return `${title}${PAGE_TITLE_SEPARATOR}${SITE_SLOGAN}`;
}

/** Service-market config ids and their breadcrumb labels (SPEC §2). */
export const MarketConfigLabels: Readonly<Record<number, string>> = {
  5: '考公考编',
  6: '实习直推',
  7: '留学申请',
  8: '语言培训',
  10: '考研培训',
  11: '论文辅导',
  12: '竞赛辅导',
  13: '求职陪跑',
  14: '职业规划',
};
