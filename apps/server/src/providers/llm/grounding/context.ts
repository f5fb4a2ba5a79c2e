import { occupationPagePath, Pages } from '@lucina/contracts';
import type { LlmRequest, LlmTurn } from '../llm.provider.js';
import type { KnowledgeBase, Occupation } from '../offline/knowledge.js';
import { retrieve, type Retrieval } from '../offline/retrieve.js';
import { refusalText, typeNames } from '../offline/sections.js';

/** One occupation as the model sees it: id, names, what it is, and its page in the product. */
export function occupationFact(kb: KnowledgeBase, o: Occupation) {
  const zone = kb.jobZones.get(o.jobZone);
  return {
    id: `occ:${o.code}`,
    title: o.titleZh,
    summary: o.summaryZh,
    interestCode: o.hollandCode,
    interestTypes: typeNames(kb, o.hollandCode),
    majors: o.majors,
    preparation: zone ? `${zone.nameZh}。${zone.educationZh}` : undefined,
    page: occupationPagePath(o.code),
  };
}

const INSTRUCTIONS = [
  '下面是站内资料，每条有 id。回答时优先依据这些资料；资料里没有的内容要说明是一般性建议。',
  '提到资料中的职业时，请用 markdown 链接指向该条的 page，例如 [职业名](page)。',
  '只推荐资料中列出的站内服务（服务广场），不要编造其他产品或服务。',
  '薪资、录取率、报录比、分数线等数字：资料没有给出时不要写具体数字，可以告诉用户去哪里查（如招聘网站、院校和招考公告）。',
  '需要更多职业资料或用户本人的测评结果时，可以调用提供的工具。',
].join('\n');

function contextLines(kb: KnowledgeBase, r: Retrieval): string[] {
  const lines: string[] = [];
  for (const role of r.roles) {
    const near = role.codes.map((c) => kb.occupations.get(c)!.titleZh).join('、');
    lines.push(
      `[role:${role.id}] ${role.name}：${role.summary} 核心技能：${role.skills.join('；')}。发展路径：${role.path} 入行准备：${role.entry} 相近职业：${near}`,
    );
  }
  const occupations = new Map(r.occupations.map((o) => [o.code, o]));
  for (const role of r.roles) for (const c of role.codes.slice(0, 2)) occupations.set(c, kb.occupations.get(c)!);
  for (const o of occupations.values()) lines.push(`[occ:${o.code}] ${JSON.stringify(occupationFact(kb, o))}`);
  for (const g of r.matchedGuides) lines.push(`[guide:${g.id}] ${g.title}：${g.points.join(' ')}`);
  // Services only beside something the question found: a bare greeting gets no sales pitch.
  if (lines.length)
    for (const s of r.services)
      lines.push(`[service:${s.id}] 「${s.label}」（${Pages.market.title}）：${s.description}`);
  return lines;
}

/** What the model gets before it is asked: the retrieval (same index as the offline assistant), or a refusal. */
export function groundRequest(kb: KnowledgeBase, request: LlmRequest) {
  const r = retrieve(kb, request);
  if (r.refusal) return { retrieval: r, refusal: refusalText(r.refusal), messages: request.messages };
  const lines = contextLines(kb, r);
  if (!lines.length) return { retrieval: r, refusal: null, messages: request.messages };
  const context: LlmTurn = { role: 'system', content: `${INSTRUCTIONS}\n\n${lines.join('\n')}` };
  // After the planner's own system prompt, before the conversation.
  const [first, ...rest] = request.messages;
  const messages = first?.role === 'system' ? [first, context, ...rest] : [context, ...request.messages];
  return { retrieval: r, refusal: null, messages };
}

/** The thinking line that says what was looked up before the model was asked ('' when nothing was found). */
export function groundingNote(r: Retrieval): string {
  const found = [
    ...r.roles.map((x) => x.name),
    ...r.occupations.map((o) => o.titleZh),
    ...r.matchedGuides.map((g) => `「${g.title}」`),
  ];
  return found.length ? `检索站内资料：${found.join('、')}\n` : '';
}
