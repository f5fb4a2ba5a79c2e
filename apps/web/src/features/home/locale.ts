export const homeText = {
  greetingVisitor: '你好，我是你的 AI 职业规划师',
  greetingUser: (nickname: string) => `${nickname}，你好！我是你的 AI 职业规划师`,
  intro:
    '无论你是正在选择方向的大学生，还是想换条赛道的职场人，我都可以陪你梳理兴趣与优势、了解职业与行业，一步步规划升学、求职与职业发展。',
  entriesTitle: '从这里开始',
  entries: {
    surveyTest: {
      title: 'AI职业测评',
      description: '基于霍兰德职业兴趣理论，从六个维度认识自己的兴趣类型，找到与你匹配的职业方向。',
      cta: '了解测评',
    },
    market: {
      title: '服务广场',
      description: '考公考编、实习直推、留学申请、考研培训、求职陪跑等专业服务，按需选择。',
      cta: '去逛逛',
    },
  },
} as const;
