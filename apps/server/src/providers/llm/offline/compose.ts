import { ChatText } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Intent, KnowledgeBase } from './knowledge.js';
import { retrieve, type Retrieval } from './retrieve.js';
import {
  guideBlock,
  NEXT_STEPS,
  occupationBlock,
  profileBlock,
  refusalText,
  roleBlock,
  servicesBlock,
  surveyTags,
} from './sections.js';

export const INTENT_LABEL: Record<Intent, string> = {
  occupation: '职业了解',
  switch: '转行与转型',
  major: '专业选择',
  resume: '简历与面试',
  internship: '实习',
  postgrad: '升学与就业选择',
  civil: '考公考编',
  service: '服务咨询',
  test: '兴趣与测评',
  general: '职业规划综合咨询',
};

export interface ComposeInput {
  question: string;
  previousQuestions: readonly string[];
  profile: ChatProfile;
}

function body(kb: KnowledgeBase, r: Retrieval, input: ComposeInput): string[] {
  const { riasec } = input.profile;
  const sections: string[] = [];
  if (r.type)
    sections.push(`### ${r.type.letter}（${r.type.nameZh}）\n${r.type.summaryZh}\n\n${r.type.interpretationZh}`);
  if (r.intent === 'test' && !riasec) {
    sections.push('你还没有完成职业兴趣测评。完成「AI职业测评」后，我可以结合你的兴趣类型推荐更合适的职业和专业。');
  }
  for (const role of r.roles) sections.push(roleBlock(kb, role, input.profile));
  if (r.occupations.length) {
    const title =
      r.occupationsFrom === 'profile'
        ? `与你的兴趣代码 ${riasec!.hollandCode} 契合的职业`
        : r.roles.length
          ? '职业资料中的相关职业'
          : '与你的问题最相关的职业';
    sections.push(`${title}：`, ...r.occupations.map((o, i) => occupationBlock(kb, o, i + 1, input.profile)));
  } else if (!r.roles.length && (r.intent === 'occupation' || r.intent === 'general') && !r.guides.length) {
    sections.push(
      '站内职业资料中没有找到与问题直接对应的条目。可以换个说法，例如具体的岗位名称（如“数据分析师”“小学教师”）。',
    );
  }
  if (r.intent === 'major' && r.occupations.length) {
    const majors = [...new Set(r.occupations.flatMap((o) => o.majors))].slice(0, 8);
    if (majors.length) sections.push(`### 可以重点考虑的专业\n${majors.map((m) => `- ${m}`).join('\n')}`);
  }
  for (const guide of r.guides) sections.push(guideBlock(guide));
  return sections;
}

/**
 * The offline answer: the shared retrieval over occupations, job names, RIASEC types, guides and market
 * services, written as markdown shaped by the question's intent. `thinking` says what was found.
 */
export function composeAnswer(kb: KnowledgeBase, input: ComposeInput): { thinking: string; text: string } {
  const r = retrieve(kb, input);
  const { riasec } = input.profile;
  if (r.refusal) {
    return {
      thinking: '这个请求不属于职业规划范围，礼貌说明并引导回职业话题。',
      text: `${ChatText.offlineNotice}\n\n${refusalText(r.refusal)}`,
    };
  }
  const sections = [
    ChatText.offlineNotice,
    `## ${INTENT_LABEL[r.intent]}：${headline(input.question)}`,
    ...body(kb, r, input),
  ];
  const profile = profileBlock(kb, input.profile);
  if (profile) sections.push(profile);
  sections.push(['## 下一步建议', ...NEXT_STEPS[r.intent]!.map((s, i) => `${i + 1}. ${s}`)].join('\n'));
  const servicesText = servicesBlock(r.services);
  if (servicesText) sections.push(servicesText);

  const found = [
    r.roles.length ? `岗位 ${r.roles.map((x) => x.name).join('、')}` : '',
    r.occupations.length ? `职业资料 ${r.occupations.map((o) => o.titleZh).join('、')}` : '',
    r.type ? `兴趣类型 ${r.type.letter}` : '',
    r.guides.length ? `指南${r.guides.map((g) => `「${g.title}」`).join('')}` : '',
    r.services.length ? `服务 ${r.services.map((s) => s.label).join('、')}` : '',
  ].filter(Boolean);
  const thinking = [
    `关键词：${r.query.map((t) => t.term).join('、') || '（无）'}`,
    `问题类型：${INTENT_LABEL[r.intent]}`,
    `检索到：${found.join('；') || '没有直接匹配的资料'}`,
    riasec ? `结合测评结果：${riasec.hollandCode}` : '',
    surveyTags(input.profile).length ? `结合需求标签：${surveyTags(input.profile).join('、')}` : '',
    input.profile.facts?.length ? `结合背景信息：${input.profile.facts.length} 项` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { thinking, text: sections.join('\n\n') };
}

function headline(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  return oneLine.length > 24 ? `${oneLine.slice(0, 24)}…` : oneLine;
}
