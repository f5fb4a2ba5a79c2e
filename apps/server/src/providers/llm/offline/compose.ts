import { ChatText } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Hit, QueryTerm } from './bm25.js';
import type { Intent, KnowledgeBase, Occupation, Service } from './knowledge.js';
import {
  guideBlock,
  NEXT_STEPS,
  occupationBlock,
  occupationsForProfile,
  profileBlock,
  servicesBlock,
  surveyTags,
} from './sections.js';
import { tokenize } from './tokenize.js';

/** Checked in order: the first pattern that matches names the question's intent. */
const INTENT_PATTERNS: ReadonlyArray<[Intent, RegExp]> = [
  ['postgrad', /考研|读研|研究生|保研|考公|考编|公务员|事业单位|选调|留学|出国|读博|深造|体制内/],
  ['resume', /简历|面试|笔试|求职|找工作|校招|秋招|春招|offer|入职|网申|群面/i],
  ['major', /专业|报考|志愿|学什么|选科/],
  ['test', /测评|兴趣类型|霍兰德|holland|riasec|性格|我的类型|适合什么|适合做/i],
  ['service', /服务|辅导|培训|陪跑|课程|会员|内推|直推|论文|竞赛|雅思|托福/],
  ['occupation', /职业|岗位|工作内容|做什么|前景|工程师|行业|就业方向|干什么|薪资|待遇/],
];

const INTENT_LABEL: Record<Intent, string> = {
  occupation: '职业了解',
  major: '专业选择',
  resume: '简历与面试',
  postgrad: '升学与就业选择',
  service: '服务咨询',
  test: '兴趣与测评',
  general: '职业规划综合咨询',
};

/** When nothing in the question names a guide, each intent has a default one. */
const DEFAULT_GUIDE: Partial<Record<Intent, string>> = {
  resume: 'resume',
  postgrad: 'postgrad-vs-job',
  major: 'major-choice',
  general: 'career-planning',
};

export interface ComposeInput {
  question: string;
  previousQuestions: readonly string[];
  profile: ChatProfile;
}

function detectIntent(question: string, occupationHits: readonly Hit[]): Intent {
  for (const [intent, pattern] of INTENT_PATTERNS) if (pattern.test(question)) return intent;
  return occupationHits.length ? 'occupation' : 'general';
}

const FOLLOW_UP = /^(那|那么|它|这个|这|还有|如果|然后|所以|另外)/;

/** The question's terms; a follow-up ("那要学什么专业？") borrows the previous question's terms at lower weight. */
function queryOf(input: ComposeInput): QueryTerm[] {
  const own = [...new Set(tokenize(input.question))].map((term) => ({ term, weight: 1 }));
  const previous = input.previousQuestions.at(-1);
  if (!previous || (own.length > 0 && !FOLLOW_UP.test(input.question.trim()))) return own;
  const seen = new Set(own.map((t) => t.term));
  const borrowed = [...new Set(tokenize(previous))].filter((t) => !seen.has(t)).map((term) => ({ term, weight: 0.4 }));
  return [...own, ...borrowed];
}

/** Hits within half of the best score, so one strong match does not drag in weak ones. */
function strongHits(hits: Hit[], min: number): Hit[] {
  const best = hits[0]?.score ?? 0;
  return best < min ? [] : hits.filter((h) => h.score >= best * 0.5);
}

function servicesFor(kb: KnowledgeBase, query: QueryTerm[], profile: ChatProfile, intent: Intent): Service[] {
  const ids = strongHits(kb.indexes.service.search(query, 2), 0.5).map((h) => h.id);
  const tags = surveyTags(profile).join(',');
  for (const { keyword, serviceId } of kb.tagServices) if (tags.includes(keyword)) ids.push(String(serviceId));
  if (intent === 'resume') ids.push('13');
  if (intent === 'general' || intent === 'test') ids.push('14');
  return [...new Set(ids)].slice(0, 3).map((id) => kb.services.get(id)!);
}

/**
 * The offline answer: retrieval over occupations, RIASEC types, guides and market services, then a
 * markdown answer shaped by the question's intent. `thinking` says what was found, as a model's reasoning would.
 */
export function composeAnswer(kb: KnowledgeBase, input: ComposeInput): { thinking: string; text: string } {
  const query = queryOf(input);
  const occupationHits = strongHits(kb.indexes.occupation.search(query, 5), 1);
  const intent = detectIntent(input.question, occupationHits);
  const guideHit = strongHits(kb.indexes.guide.search(query, 1), 1)[0];
  const guideId = guideHit && kb.guides.get(guideHit.id)?.intent === intent ? guideHit.id : DEFAULT_GUIDE[intent];
  const guide = guideId ? kb.guides.get(guideId) : undefined;
  const typeHit = intent === 'test' ? strongHits(kb.indexes.type.search(query, 1), 1)[0] : undefined;
  const services = servicesFor(kb, query, input.profile, intent);
  const { riasec } = input.profile;

  let occupations: Occupation[] = occupationHits.map((h) => kb.occupations.get(h.id)!);
  // Advice questions list occupations only when the question names one (e.g. "软件开发工程师的简历").
  if (intent === 'resume' || intent === 'postgrad' || intent === 'service') {
    occupations = occupations
      .filter((o, i) => occupationHits[i]!.matched.some((t) => o.titleZh.includes(t)))
      .slice(0, 2);
  }
  let occupationsTitle = '与你的问题最相关的职业';
  if (!occupations.length && riasec && (intent === 'test' || intent === 'major' || intent === 'general')) {
    occupations = occupationsForProfile(kb, riasec.order, 4);
    occupationsTitle = `与你的兴趣代码 ${riasec.hollandCode} 契合的职业`;
  }

  const sections: string[] = [ChatText.offlineNotice, `## ${INTENT_LABEL[intent]}：${headline(input.question)}`];
  if (typeHit) {
    const t = kb.types.get(typeHit.id as never)!;
    sections.push(`### ${t.letter}（${t.nameZh}）\n${t.summaryZh}\n\n${t.interpretationZh}`);
  }
  if (intent === 'test' && !riasec) {
    sections.push('你还没有完成职业兴趣测评。完成「AI职业测评」后，我可以结合你的兴趣类型推荐更合适的职业和专业。');
  }
  if (occupations.length) {
    const blocks = occupations.map((o, i) => occupationBlock(kb, o, i + 1, input.profile));
    sections.push(`${occupationsTitle}：`, ...blocks);
  } else if (intent === 'occupation' || intent === 'general') {
    sections.push(
      '站内职业资料中没有找到与问题直接对应的条目。可以换个说法，例如具体的岗位名称（如“数据分析师”“小学教师”）。',
    );
  }
  if (intent === 'major' && occupations.length) {
    const majors = [...new Set(occupations.flatMap((o) => o.majors))].slice(0, 8);
    if (majors.length) sections.push(`### 可以重点考虑的专业\n${majors.map((m) => `- ${m}`).join('\n')}`);
  }
  if (guide) sections.push(guideBlock(guide));
  const profile = profileBlock(kb, input.profile);
  if (profile) sections.push(profile);
  sections.push(['## 下一步建议', ...NEXT_STEPS[intent]!.map((s, i) => `${i + 1}. ${s}`)].join('\n'));
  const servicesText = servicesBlock(services);
  if (servicesText) sections.push(servicesText);

  const found = [
    occupations.length ? `职业资料 ${occupations.map((o) => o.titleZh).join('、')}` : '',
    typeHit ? `兴趣类型 ${typeHit.id}` : '',
    guide ? `指南「${guide.title}」` : '',
    services.length ? `服务 ${services.map((s) => s.label).join('、')}` : '',
  ].filter(Boolean);
  const thinking = [
    `关键词：${query.map((t) => t.term).join('、') || '（无）'}`,
    `问题类型：${INTENT_LABEL[intent]}`,
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
