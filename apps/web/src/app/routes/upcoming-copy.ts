import type { PageName } from '@lucina/contracts';

/**
 * Copy for pages whose feature has not shipped yet: what the page is for and what will appear.
 * A feature removes its entry when it replaces the page.
 */
export interface UpcomingCopy {
  purpose: string;
  availability: string;
}

export const upcomingCopy = {
  systemMessage: {
    purpose: '这里汇总平台发给你的系统通知，例如会员到期提醒、权益变动和活动消息，未读消息会在导航中以数字提示。',
    availability: '消息列表开放后，你收到的通知会按时间显示在这里',
  },
  systemMessageDetail: {
    purpose: '从消息中心打开一条通知后，这里会显示它的完整内容与发送时间。',
    availability: '消息列表开放后即可从消息中心查看详情',
  },
  member: {
    purpose:
      '会员中心用于查看会员等级、到期时间与全部权益：不限次数的 AI 对话、完整的职业信息，以及付费服务的专属折扣。',
    availability: '会员方案与在线开通开放后会显示在这里',
  },
  referralBonus: {
    purpose: '邀请好友注册 Lucina，每成功邀请 1 位好友，你将获得 3 次 AI 对话次数。',
    availability: '邀请记录与奖励明细开放后会显示在这里',
  },
  myCoupons: {
    purpose: '你领取的优惠券会集中存放在这里，开通或升级会员时可以直接抵扣。',
    availability: '优惠券功能开放后，可用与已使用的优惠券会显示在这里',
  },
  helpFeedback: {
    purpose: '常见问题里没有找到答案，或者有任何建议？都可以按分类提交给我们，我们会认真阅读每一条反馈。',
    availability: '反馈表单开放后即可在这里提交',
  },
  surveyTest: {
    purpose:
      'AI 职业测评基于霍兰德职业兴趣理论（RIASEC），从现实型、研究型、艺术型、社会型、企业型、常规型六个维度分析你的兴趣倾向，并推荐与之匹配的职业方向。',
    availability: '测评题目开放后即可在这里开始作答',
  },
  surveyResult: {
    purpose: '完成 AI 职业测评后，这里会展示你的兴趣类型、各维度得分与分析，以及推荐的职业方向。',
    availability: '测评开放后，你的测评报告会显示在这里',
  },
  occupation: {
    purpose: '职业卡片介绍一个职业的工作内容、所需能力、发展路径与就业前景，帮助你判断它是否适合自己。',
    availability: '职业库开放后，可从测评报告中打开职业卡片',
  },
  course: {
    purpose: '根据你的测评结果，这里会推荐有助于进入目标职业的课程与学习资源。',
    availability: '课程推荐开放后会显示在这里',
  },
  login: {
    purpose: '登录后可以保存对话记录、查看测评报告、管理会员与优惠券。支持微信扫码登录，以及手机号或邮箱验证码登录。',
    availability: '登录窗口开放后即可在这里完成登录',
  },
} as const satisfies Partial<Record<PageName, UpcomingCopy>>;

export const routeText = {
  backHome: '返回首页',
  goMessageCenter: '返回消息中心',
  goSurveyTest: '了解 AI 职业测评',
  readAgreement: '阅读用户协议',
  faqTitle: '常见问题',
  feedbackTitle: '意见反馈',
  currentLevel: '当前等级',
  inviteCode: '我的邀请码',
  riasecTypes: ['现实型 R', '研究型 I', '艺术型 A', '社会型 S', '企业型 E', '常规型 C'],
} as const;
