export const marketText = {
  title: '服务广场',
  subtitle: '从升学到求职，按你的目标挑选专业服务。点击类别可查看服务详情。',
  viewDetail: '查看详情',
  backToMarket: '返回服务广场',
  detailPurpose: (label: string) => `「${label}」服务由专业老师提供，帮助你更高效地达成目标。`,
  unknownServicePurpose: '这里展示服务广场中某项服务的详细介绍。请从服务广场选择一个服务类别。',
  detailAvailability: '服务介绍、服务流程与咨询方式开放后会显示在这里',
  /** One line per market config id (SPEC §2 ids 5–14). */
  descriptions: {
    5: '公务员、事业编与国企招考的备考规划与辅导',
    6: '优质企业实习岗位内推，为简历增加分量',
    7: '选校定位、文书写作与申请全流程指导',
    8: '雅思、托福等语言考试的备考提升',
    10: '择校择专业与初复试全程备考规划',
    11: '选题、结构与学术写作规范指导',
    12: '学科竞赛与创新创业比赛备赛指导',
    13: '从简历、面试到拿到录用的全程陪伴',
    14: '一对一梳理职业方向与成长路径',
  } as Readonly<Record<number, string>>,
} as const;
