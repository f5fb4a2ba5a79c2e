import type { SafetyCategory, SafetyGate, SafetyVerdict } from '../safety/index.js';
import { elidedRequest, namedToGuard, normalizeText } from '../safety/index.js';
import { ANSWER_BLOCKED_NOTICE, DECLINE_TEXTS, declineFor } from './decline-texts.js';

export type Blocked = Extract<SafetyVerdict, { pass: false }>;

/**
 * The check every question passes before any model is asked: the chat service and the evaluation both call it.
 * Null when the question may be answered; else the verdict and the polite decline that answers it instead.
 */
export async function screenQuestion(
  gate: SafetyGate,
  question: string,
): Promise<{ verdict: Blocked; reply: string } | null> {
  const verdict = await gate.check(question, 'question');
  return verdict.pass ? null : { verdict, reply: declineFor(verdict.category, verdict.rule, question) };
}

/**
 * The check of a follow-up read after the question before it, once the conversation's turns are at hand: a short
 * '那你直接帮我写一篇吧' after a thesis question asks for the thesis. No I/O, so it adds nothing to the first token.
 */
export function screenFollowUp(
  question: string,
  history: ReadonlyArray<{ role: string; content: string }>,
): { verdict: Blocked; reply: string } | null {
  const earlier = history.filter((t) => t.role === 'user').at(-1)?.content;
  const hit = earlier ? elidedRequest(normalizeText(question), normalizeText(earlier)) : null;
  if (!hit) return null;
  // The decline names what the earlier question named ('替你写毕业论文').
  return {
    verdict: { pass: false, ...hit, provider: 'local' },
    reply: declineFor(hit.category, hit.rule, `${earlier} ${question}`),
  };
}

/** The category's general decline, for a verdict with no question to name (a blocked answer's record). */
export const declineText = (category: SafetyCategory) => DECLINE_TEXTS[category];

/** Characters of the previous window checked again, so a keyword split across two windows is still seen. */
const OVERLAP = 64;
/** Where a sentence ends: a window read while streaming stops there, so a sentence is read with its own warning. */
const SENTENCE_END = /[。！？!?；;\n]/;

/**
 * The check of an answer while it streams: `add` each piece (reasoning and text alike), then `check` decides
 * whether to ask the gate now (every `every` characters, and once more at the end). Each check reads the text
 * added since the last one, with a small overlap, so its cost does not grow with the answer.
 */
export function createAnswerScreen(gate: SafetyGate, every: number, question = '') {
  // The question passed the gate by naming a keyword only to tell it apart or guard against it ('直销和传销怎么区分'):
  // an answer naming the same keyword is that explanation, not the thing itself.
  const guarded = (v: Blocked) =>
    v.rule.startsWith('keyword:') && question !== '' && namedToGuard(normalizeText(question), v.category);
  let text = '';
  let checkedTo = 0;
  /** Whether the last window ended inside a sentence, whose start the next one must read again. */
  let cutInside = false;
  /**
   * How far a check while streaming reads: to the last sentence's end, so a keyword is read with the warning that
   * follows it in the same sentence ('单位殴打员工…违反劳动合同法'); a long run with no end is read whole.
   */
  const readTo = () => {
    for (let i = text.length - 1; i >= checkedTo; i--) if (SENTENCE_END.test(text[i]!)) return i + 1;
    return text.length - checkedTo >= 4 * every ? text.length : checkedTo;
  };
  return {
    notice: ANSWER_BLOCKED_NOTICE,
    add(piece: string) {
      text += piece;
    },
    /** The verdict when the answer must stop; null to go on (or when no check was due). */
    async check(final: boolean): Promise<Blocked | null> {
      if (text.length === checkedTo || (!final && text.length - checkedTo < every)) return null;
      const end = final ? text.length : readTo();
      if (end === checkedTo) return null;
      const window = text.slice(cutInside ? Math.max(0, checkedTo - OVERLAP) : checkedTo, end);
      checkedTo = end;
      cutInside = !SENTENCE_END.test(text[end - 1] ?? '。');
      const verdict = await gate.check(window, 'answer');
      return verdict.pass || guarded(verdict) ? null : verdict;
    },
  };
}

export type AnswerScreen = ReturnType<typeof createAnswerScreen>;
