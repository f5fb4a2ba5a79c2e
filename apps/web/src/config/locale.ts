/** UI text of the app shell: header, navigation, loading and error screens. */
export const shellText = {
  brand: 'Lucina',
  brandTagline: 'AI 职业规划师',
  toggleSidebar: '展开或收起侧边栏',
  login: '登录',
  breadcrumb: '面包屑导航',
  nav: {
    home: '首页',
    market: '服务广场',
    surveyTest: 'AI职业测评',
    member: '会员中心',
    mainLabel: '主导航',
  },
  loading: '加载中…',
  updatingApp: '发现新版本，正在重新加载…',
  error: {
    title: '页面出了点问题',
    description: '页面加载失败，请重新加载试试。如果问题持续存在，请稍后再来。',
    chunkDescription: '页面资源已更新，请重新加载以获取最新版本。',
    retry: '重新加载',
    backHome: '返回首页',
  },
  statusPage: {
    backHome: '返回首页',
  },
} as const;
