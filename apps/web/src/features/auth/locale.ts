export const authText = {
  login: '登录',
  logoutConfirmTitle: '退出登录？',
  logoutConfirmContent: '确定要退出登录吗？',
  logoutOk: '退出',
  logoutCancel: '取消',
} as const;
