export const messagesText = {
  title: '消息中心',
  subtitle: '系统通知与平台公告',
  markAllRead: '全部已读',
  markAllDone: '已全部标记为已读',
  empty: '暂无消息',
  unread: '未读',
  back: '返回消息中心',
  notFound: '消息不存在或已被删除',
  openLink: '去查看',
  kinds: {
    welcome: '欢迎',
    payment: '支付',
    membershipExpiring: '会员',
    coupon: '优惠券',
    inviteReward: '邀请',
    announcement: '公告',
  } as Record<string, string>,
} as const;
