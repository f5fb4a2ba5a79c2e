export const legalText = {
  updatedAt: (date: string) => `更新日期：${date}`,
  contents: '目录',
  relatedDocs: '相关协议',
  userAgreement: '用户服务协议',
  memberAgreement: '会员服务协议',
  about: {
    title: '关于 Lucina',
    intro: [
      'Lucina 是面向大学生与职场人的 AI 职业规划服务。你可以与 AI 职业规划师对话，梳理兴趣与优势；通过 AI 职业测评认识自己的职业兴趣类型；也可以在服务广场找到考公考编、实习直推、留学申请、考研培训、求职陪跑等专业服务。',
      'AI 生成的内容仅供参考，不构成对升学、求职或职业选择的承诺。重要决定请结合自身情况，并在需要时咨询专业老师。',
    ],
    sourcesTitle: '数据来源与致谢',
    sourcesIntro: '职业信息与职业兴趣测评使用了以下公开数据，在此致谢。',
    onetTitle: 'O*NET 职业信息数据库',
    onetZh:
      '本网站包含来自美国劳工部就业与培训管理局（USDOL/ETA）O*NET 29.3 数据库的信息，依据 CC BY 4.0 许可协议（https://creativecommons.org/licenses/by/4.0/）使用。O*NET® 是 USDOL/ETA 的商标。Lucina 对其中全部或部分信息进行了修改。USDOL/ETA 未批准、认可或测试这些修改。',
    onetEn:
      'This site includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license (https://creativecommons.org/licenses/by/4.0/). O*NET® is a trademark of USDOL/ETA. Lucina has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
    iipTitle: 'Interest Item Pool（IIP）RIASEC 题目',
    iipZh:
      'AI 职业测评使用了兴趣题库（Interest Item Pool）中属于公有领域的 RIASEC 标记题目，该题目集由 Armstrong、Allison 与 Rounds（2008）编制并验证。',
    iipEn:
      'The career interest test uses the public-domain RIASEC marker items of the Interest Item Pool: Armstrong, P. I., Allison, W., & Rounds, J. (2008). Development and initial validation of brief public domain RIASEC marker scales. Journal of Vocational Behavior, 73(2), 287–299.',
    licenseLink: '查看 CC BY 4.0 许可协议',
  },
} as const;

export const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';
