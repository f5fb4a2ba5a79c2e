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
} as const satisfies Partial<Record<PageName, UpcomingCopy>>;

export const routeText = {
  backHome: '返回首页',
  goMessageCenter: '返回消息中心',
  faqTitle: '常见问题',
  feedbackTitle: '意见反馈',
  currentLevel: '当前等级',
  inviteCode: '我的邀请码',
} as const;
