export const legalText = {
  updatedAt: (date: string) => `更新日期：${date}`,
  contents: '目录',
  relatedDocs: '相关协议',
  userAgreement: '用户服务协议',
  memberAgreement: '会员服务协议',
  aiService: '关于 AI 服务',
  aiServiceNote: '本服务使用的 AI 模型、AI 生成内容的标识与局限，见',
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

/** The public 「关于 AI 服务」 page (GB 45438-2025 labelling, TC260-003 transparency). */
export const aiServiceText = {
  title: '关于 AI 服务',
  intro: '这里说明 Lucina 用到的 AI：由哪个模型生成内容、它能做什么、有哪些局限，以及我们如何标识 AI 生成的内容。',
  modelTitle: '当前使用的模型',
  offlineModel: '离线助手',
  offlineNote:
    '当前由 Lucina 内置的离线助手回答：它根据职业规划知识库和你的测评结果组织回答，不调用外部大模型，你的对话不会发送给第三方模型服务。',
  modelName: '模型',
  modelProvider: '提供方',
  onlineNote:
    '你的提问和必要的上下文会发送给上述模型服务生成回答，我们与提供方约定了数据保护义务，详见用户服务协议第十条。',
  doesTitle: 'AI 能为你做什么',
  does: [
    'AI 职业规划师：回答选专业、考研、考公、求职、实习等问题，结合你的测评结果给出思路和行动建议。',
    'AI 职业测评报告解读：根据霍兰德职业兴趣测评（RIASEC）结果生成个性化解读，上传简历后会结合简历内容。',
  ],
  limitsTitle: '局限与注意事项',
  limits: [
    'AI 生成的内容可能不准确、不完整或已经过时，仅供参考，不构成对升学、求职或职业选择的承诺。',
    '招生、考试、招聘政策请以学校、主管部门和用人单位的官方发布为准。',
    'AI 不提供医疗、心理诊断、法律或投资建议；如果你正处在困难中，请及时联系身边信任的人或专业机构。',
    '请不要在对话中填写身份证号、银行卡号等敏感信息。',
  ],
  labelTitle: 'AI 生成内容的标识',
  labels: [
    '对话中 AI 的回答下方注明“回答由 AI 生成，仅供参考”，复制回答时也会带上“内容由 AI 生成”的标识。',
    '导出的测评报告 PDF 每一页都注明“本报告的解读内容由 AI 生成，仅供参考”，文件属性中也写入了 AI 生成标识、生成方和内容编号（隐式标识）。',
    '依照《人工智能生成合成内容标识办法》和 GB 45438-2025，转载或发布 AI 生成内容时请勿删除或篡改这些标识。',
  ],
  reportTitle: '举报与反馈',
  report:
    '发现 AI 生成的内容有误、违法或令你不适，可以对该回答点踩，或在“帮助与反馈”中选择分类提交，我们会及时处理并告知结果。',
  reportLink: '去反馈',
  filingTitle: '备案信息',
  noFiling: '备案信息将在取得后公示。',
  icp: 'ICP 备案号',
  psb: '公安备案号',
  genai: '生成式人工智能服务备案号',
} as const;

export const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';
