import { ChatText, occupationPagePath } from '@lucina/contracts';
import type { LlmRequest, LlmTurn } from '../llm.provider.js';
import { composeAnswer, type Composed } from '../offline/compose.js';
import { answersOf } from '../offline/dialogue.js';
import type { KnowledgeBase, Occupation } from '../offline/knowledge.js';
import { redirectText } from '../offline/scope.js';
import { typeNames } from '../offline/sections.js';

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
  '下面先说明这个问题被理解成什么，再给出为它整理的站内资料。请只回答用户问的这一点，资料里与问题无关的部分不要用。',
  '追问里的“第一个”“它”“刚才说的”指上一轮回答列出的条目；追问要接着上一轮说，不要重复上一轮已经说过的内容。',
  '用户在几个选项之间犹豫时，要明确给出倾向，并结合已知的用户情况说明理由。',
  '说到用户的测评结果时，只把得分最高的前三个类型说成突出，不要把低分类型说成优势。',
  '提到资料中的职业时，请用 markdown 链接指向该条的 page，例如 [职业名](page)。',
  '付费服务最多推荐一个，只在资料里列出了且切合问题时才提；不要编造其他产品或服务。',
  '薪资、录取率、报录比、分数线等数字：资料没有给出来源时不要写具体数字。不要用问题原文作标题，不要逐字复述用户资料。',
  '需要更多职业资料或用户本人的测评结果时，可以调用提供的工具。',
].join('\n');

/** The composed answer's body as reference material: the offline notice and service pitch left out. */
function material(composed: Composed): string {
  return composed.text
    .replace(ChatText.offlineNotice, '')
    .replace(
      /\n## 可以了解的服务[\s\S]*$/,
      (services) => `\n可推荐的服务（最多一个）：${services.replace(/^\n## 可以了解的服务\n- /, '')}`,
    )
    .trim();
}

function occupationsOf(kb: KnowledgeBase, composed: Composed): Occupation[] {
  const r = composed.reading;
  const codes = new Set([...r.roles.flatMap((x) => x.codes.slice(0, 2)), ...r.occupations.map((o) => o.code)]);
  for (const m of composed.text.matchAll(/occupation\?code=([\d.-]+)/g)) codes.add(m[1]!);
  return [...codes]
    .slice(0, 6)
    .map((c) => kb.occupations.get(c))
    .filter((o): o is Occupation => !!o);
}

/**
 * What the model gets before it is asked: the question read as the offline planner reads it (intent, slots,
 * the thread) and the material composed for that reading; or, for a request outside career planning, the
 * redirect the planner gives instead of asking the model.
 */
export function groundRequest(kb: KnowledgeBase, request: LlmRequest) {
  const composed = composeAnswer(kb, { ...request, ...answersOf(request.messages) });
  const r = composed.reading;
  if (r.scope !== 'career')
    return { composed, refusal: redirectText(request.question, r.scope), messages: request.messages };
  // Nothing in the planner's content fits: the model answers on its own (with its tools), not told to ask back.
  if (!composed.grounded) return { composed, refusal: null, messages: request.messages };
  const facts = occupationsOf(kb, composed).map((o) => `[occ:${o.code}] ${JSON.stringify(occupationFact(kb, o))}`);
  const content = [
    INSTRUCTIONS,
    `【对问题的理解】\n${composed.thinking}`,
    `【为这个问题整理的站内资料】\n${material(composed)}`,
    facts.length ? `【相关职业】\n${facts.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const context: LlmTurn = { role: 'system', content };
  // After the planner's own system prompt, before the conversation.
  const [first, ...rest] = request.messages;
  const messages = first?.role === 'system' ? [first, context, ...rest] : [context, ...request.messages];
  return { composed, refusal: null, messages };
}

/**
 * The reasoning shown before the model answers: how the question was read, in plain words. Nothing when the
 * planner's content had nothing for it: the model answers on its own then, and "I will ask you for more" would
 * say the opposite of what follows.
 */
export function groundingNote(composed: Composed): string {
  return composed.grounded && composed.thinking ? `${composed.thinking}\n` : '';
}
