import type { RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Guide, KnowledgeBase, Occupation, Service } from './knowledge.js';

/** Markdown building blocks of the offline answers. */

export function typeNames(kb: KnowledgeBase, code: string): string {
  return [...code].map((l) => `${l}（${kb.types.get(l as RiasecType)?.nameZh ?? l}）`).join('、');
}

export function occupationBlock(kb: KnowledgeBase, o: Occupation, rank: number, profile: ChatProfile): string {
  const zone = kb.jobZones.get(o.jobZone);
  const lines = [
    `### ${rank}. ${o.titleZh}`,
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
  resume: ['按上面的要点改一版简历，再请有经验的人帮你看一遍。', '针对目标岗位做一次模拟面试，记录需要改进的地方。'],
  postgrad: [
    '列出目标岗位的学历要求，判断读研是否必要。',
    '估算备考或申请需要的时间和成本，再和就业的机会成本对比。',
    '无论选哪条路，都准备一个保底方案。',
  ],
  service: ['在服务广场查看感兴趣服务的详情，或联系客服了解具体安排。'],
  test: ['完成 AI 职业测评后，可以在测评报告中查看完整的职业匹配结果。'],
  general: [
    '可以告诉我你的专业、年级和感兴趣的方向，我会给出更具体的建议。',
    '做一次 AI 职业测评，了解自己的兴趣类型。',
  ],
};
