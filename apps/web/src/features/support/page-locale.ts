/** The /support page's texts, in a file of their own: the banner and dialogs every page loads do not carry them. */
export const supportPageText = {
  title: '联系客服',
  channels: [
    {
      key: 'feedback',
      title: '在线反馈',
      text: '登录后在「帮助与反馈」中写下你的问题，可附截图。顾问的回复会出现在「我的反馈」里，并通过消息中心提醒你。',
      action: '去反馈',
    },
    {
      key: 'consultant',
      title: '专属顾问',
      text: '在服务广场任一服务点击「咨询」，或在测评报告里点击「预约咨询」，扫码添加专属顾问，一对一了解服务内容、价格与报名流程。',
      action: '浏览服务',
    },
    {
      key: 'assistant',
      title: 'AI 职业规划师',
      text: '账号、测评、会员等常见问题，也可以直接在首页问 AI 职业规划师，随时得到解答。',
      action: '去提问',
    },
  ],
  giftTitle: '领取首购礼包',
  giftSteps: [
    '购买单次测评后，在「帮助与反馈」选择「会员与支付」类型提交反馈。',
    '在反馈内容中写明“领取首购礼包”，并留下你的微信号或手机号。',
    '老师会在 1 个工作日内联系你，发放礼包中的课程、题库与简历模板。',
  ],
  miniProgramTitle: '使用 Lucina 小程序',
  miniProgramSteps: [
    '在微信中打开「发现 › 小程序」，搜索“Lucina”。',
    '用注册时的手机号登录，对话记录、测评报告与会员权益与网页版同步。',
    '暂时搜索不到时，直接在微信里打开本网站，功能与小程序一致。',
  ],
  faqTitle: '常见问题',
  faqMore: '查看全部常见问题',
} as const;
