// Validation and server refusal texts come from `LoginText` in the contracts; this holds the UI copy only.
export const authText = {
  login: '登录',
  logoutConfirmTitle: '退出登录？',
  logoutConfirmContent: '确定要退出登录吗？',
  logoutOk: '退出',
  logoutCancel: '取消',

  // SPEC §2 dialog 9 keeps the product's English greeting as the title.
  loginTitle: '你好，很高兴认识你',
  loginSubtitle: '欢迎来到 Lucina AI 职业规划师',
  tabWechat: '微信登录',
  tabPhone: '手机登录',
  loginSuccess: '登录成功',

  usernamePlaceholder: '请输入手机号或邮箱',
  usernameLabel: '手机号或邮箱',
  phonePlaceholder: '请输入手机号',
  phoneLabel: '手机号',
  captchaPlaceholder: '请输入图形验证码',
  captchaLabel: '图形验证码',
  captchaImageAlt: '图形验证码，点击刷新',
  captchaLoading: '加载中',
  captchaReload: '点击重试',
  captchaPassed: '图形验证码已通过，登录时无需再次填写',
  otpPlaceholder: '请输入验证码',
  otpLabel: '验证码',
  sendCode: '获取验证码',
  resendIn: (seconds: number) => `${seconds}s后重发`,

  agreementPrefix: '我已阅读并同意',
  agreementLink: '《用户协议》',
  useEmailKeyboard: '用邮箱登录',
  usePhoneKeyboard: '用手机号登录',
  // The site has one agreement (no separate privacy policy page), so the hint names that one.
  agreementHint: '请先阅读并同意《用户协议》',

  wechatHint: '请使用微信扫一扫登录',
  // A phone browser cannot scan its own screen: the code is for another device, the phone tab is for this one.
  wechatHintPhone: '请用另一台设备上的微信扫码，本机可用手机号登录',
  wechatOneTap: '微信一键登录',
  wechatOneTapHint: '将打开微信授权页，点「允许」后自动回到这里',
  wechatMpSigningIn: '正在用微信登录…',
  wechatFrameTitle: '微信扫码登录',
  wechatLoadFailed: '二维码加载失败',
  wechatRetry: '重新加载',

  // SPEC §2 dialog 10: the spec's English title stays visible, with the Chinese line under it.
  bindTitle: 'Just one step! Please bind your phone',
  bindSubtitle: '只差一步！请绑定手机号',
  bindSubmit: '绑定并登录',

  pageTitle: '登录 Lucina',
} as const;
