import type { RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import { occupationPagePath, Pages } from '@lucina/contracts';
import type { Guide, KnowledgeBase, Occupation, Role, Service } from './knowledge.js';

/** Markdown building blocks of the offline answers. */

export function typeNames(kb: KnowledgeBase, code: string): string {
  return [...code].map((l) => `${l}（${kb.types.get(l as RiasecType)?.nameZh ?? l}）`).join('、');
}

/** An occupation's name, linked to its page (which anyone who may chat can open). */
export function occupationLink(o: Occupation): string {
  return `[${o.titleZh}](${occupationPagePath(o.code)})`;
}

export function roleBlock(kb: KnowledgeBase, role: Role, profile: ChatProfile): string {
  const near = role.codes.map((c) => kb.occupations.get(c)!);
  const lines = [
    `### ${role.name}`,
    `- **做什么**：${role.summary}`,
    `- **核心技能**：${role.skills.join('；')}`,
    `- **发展路径**：${role.path}`,
    `- **入行准备**：${role.entry}`,
    `- **职业资料中相近的职业**：${near.map((o) => occupationLink(o)).join('、')}`,
  ];
  const top = profile.riasec?.order.slice(0, 3) ?? [];
  const codes = new Set(near.flatMap((o) => [...o.hollandCode.slice(0, 2)]));
  const shared = top.filter((l) => codes.has(l));
  if (profile.riasec) {
    lines.push(
      shared.length
        ? `- **与你的契合点**：这类职业常见的兴趣类型与你的兴趣代码 ${profile.riasec.hollandCode} 同样包含 ${typeNames(kb, shared.join(''))}`
        : `- **与你的契合点**：这类职业常见的兴趣类型和你的兴趣代码 ${profile.riasec.hollandCode} 重合不多，可以先通过实习或项目确认自己是否喜欢`,
    );
  }
  return lines.join('\n');
}

export function occupationBlock(kb: KnowledgeBase, o: Occupation, rank: number, profile: ChatProfile): string {
  const zone = kb.jobZones.get(o.jobZone);
  const lines = [
    `### ${rank}. ${occupationLink(o)}`,
    `- **做什么**：${o.summaryZh}`,
    `- **兴趣类型**：${typeNames(kb, o.hollandCode)}`,
  ];
  if (o.majors.length) lines.push(`- **相关专业**：${o.majors.join('、')}`);
  if (zone) lines.push(`- **入行准备**：${zone.nameZh}。${zone.educationZh}`);
  const top = profile.riasec?.order.slice(0, 3) ?? [];
  const shared = [...o.hollandCode].filter((l) => top.includes(l as RiasecType));
  if (profile.riasec && shared.length) {
    lines.push(
      `- **与你的契合点**：和你的兴趣代码 ${profile.riasec.hollandCode} 同样包含 ${typeNames(kb, shared.join(''))}`,
    );
  }
  return lines.join('\n');
}

export function guideBlock(guide: Guide): string {
  return [`### ${guide.title}`, ...guide.points.map((p) => `- ${p}`)].join('\n');
}

export function servicesBlock(services: readonly Service[]): string {
  if (!services.length) return '';
  const lines = services.map((s) => `- **${s.label}**：${s.description}`);
  return ['## 可以了解的服务', ...lines, '', '以上服务可在「服务广场」查看详情。'].join('\n');
}

/** Tags chosen in the needs survey, split; "none yet" choices say nothing. */
export function surveyTags(profile: ChatProfile): string[] {
  return `${profile.workTag},${profile.layoutTag}`
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter((t) => t && !/暂无|暂时没有|没有/.test(t));
}

export const REFUSALS: Record<'off-topic' | 'privacy', string> = {
  'off-topic':
    '抱歉，这个问题超出了我能帮忙的范围。我是 Lucina 职业规划师，专注于职业方向、专业与升学选择、求职准备这些事。',
  privacy: '抱歉，我不能提供其他用户的任何信息：每位用户的测评结果和个人资料只有本人能看到。',
};

/** A polite no that keeps the asker in the product: what the planner can do, and where to start. */
export function refusalText(kind: 'off-topic' | 'privacy'): string {
  return [
    REFUSALS[kind],
    '你可以这样问我：',
    '- 我适合做什么样的工作？',
    '- 考研还是就业，我应该怎么选？',
    '- 想转行做产品经理，需要准备什么？',
    `也可以先做一次「${Pages.surveyTest.title}」，我会结合你的兴趣类型给出更贴合的职业建议。`,
  ].join('\n');
}

export function profileBlock(kb: KnowledgeBase, profile: ChatProfile): string {
  const lines: string[] = [];
  const r = profile.riasec;
  if (r) {
    const first = kb.types.get(r.order[0]!);
    lines.push(`- 你最近一次职业兴趣测评的代码是 **${r.hollandCode}**：${typeNames(kb, r.hollandCode)}。`);
    if (first) lines.push(`- ${first.nameZh}的特点：${first.summaryZh}`);
    if (first) lines.push(`- 适合的环境：${first.workEnvZh}`);
  }
  const tags = surveyTags(profile);
  if (tags.length) lines.push(`- 你在需求调研中关注：${tags.join('、')}。下面的建议也会优先照顾这些方面。`);
  // Profile-collection answers ('目前阶段：本科在读'), as the user gave them.
  if (profile.facts?.length) lines.push(`- 你填写的背景：${profile.facts.join('；')}。`);
  return lines.length ? ['## 结合你的情况', ...lines].join('\n') : '';
}

/** Occupations whose Holland code shares the user's strongest letters, best overlap first. */
export function occupationsForProfile(kb: KnowledgeBase, order: readonly RiasecType[], limit: number): Occupation[] {
  const top = order.slice(0, 3);
  const score = (o: Occupation) =>
    [...o.hollandCode].reduce((sum, letter, i) => {
      const rank = top.indexOf(letter as RiasecType);
      return rank < 0 ? sum : sum + (3 - rank) * (3 - i);
    }, 0);
  return [...kb.occupations.values()]
    .map((o) => ({ o, s: score(o) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.o.jobZone - b.o.jobZone || a.o.code.localeCompare(b.o.code))
    .slice(0, limit)
    .map((x) => x.o);
}

export const NEXT_STEPS: Record<string, string[]> = {
  occupation: [
    '挑一两个感兴趣的职业，找从业者聊聊真实的工作日常。',
    '对照“相关专业”和“入行准备”，看看自己还缺哪些课程、技能或证书。',
    '争取一段相关实习或项目经历，用实践检验是否真的喜欢。',
  ],
  major: [
    '先做一次 AI 职业测评，了解自己的兴趣类型。',
    '把感兴趣的职业列出来，反推它们常见的对口专业。',
    '查看目标专业的课程设置，确认自己愿意长期学习这些内容。',
  ],
  switch: [
    '把目标岗位的招聘要求和自己的经历逐条对照，列出可迁移的优势和要补的短板。',
    '找一两位已经转行成功的人聊聊，再用一个小项目或兼职验证自己的兴趣。',
    '给转行定一个时间表和检验节点，按阶段推进。',
  ],
  resume: ['按上面的要点改一版简历，再请有经验的人帮你看一遍。', '针对目标岗位做一次模拟面试，记录需要改进的地方。'],
  internship: [
    '确定一两个想尝试的岗位方向，整理一版针对它们的简历。',
    '每周固定时间查看招聘平台和学校就业网，同时请学长学姐帮忙内推。',
    '实习中记录自己做过的事和成果，为转正和之后的求职积累素材。',
  ],
  civil: [
    '查看最近一次招考公告和岗位表，确认自己能报哪些岗位。',
    '做一套真题摸底，再按薄弱模块制定复习计划。',
    '同时准备一份企业求职的备选方案。',
  ],
  postgrad: [
    '列出目标岗位的学历要求，判断读研是否必要。',
    '估算备考或申请需要的时间和成本，再和就业的机会成本对比。',
    '无论选哪条路，都准备一个保底方案。',
  ],
  service: ['在服务广场查看感兴趣服务的详情，或联系客服了解具体安排。'],
  test: [
    '在测评报告中查看完整的职业匹配结果，挑两三个感兴趣的职业深入了解。',
    '用实习、项目或和从业者聊天，验证测评给出的方向是否真的适合自己。',
  ],
  general: [
    '可以告诉我你的专业、年级和感兴趣的方向，我会给出更具体的建议。',
    '做一次 AI 职业测评，了解自己的兴趣类型。',
  ],
};
