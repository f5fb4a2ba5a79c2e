import { itemSaying, listedItems, pointedItem } from './dialogue.js';
import type { KnowledgeBase } from './knowledge.js';
import { namesOwn } from './thread-words.js';
import type { ThreadInput } from './thread.js';

/*
 * A conversation's focus after a turn that pointed at an item: '心理学能干啥' → '第一个工资高吗' → '它需要读研吗'.
 * The third turn's '它' is the item the second pointed at, in the answer that listed it, not the salary topic the
 * second answer was about. It is read as the pointing turn asked again with this question's words.
 */

/** How a question points at an item of an answer: '第一个', '第2条', '后面那个'. */
const POINTER =
  /(?:倒数\s*)?第\s*[一二两三四五六1-6]\s*(?:个|项|条|种|类|份|家|条路)?|(?:最后|后面|后边|后一|下面|前面|前边|前一|上面)(?:那|这)?(?:一)?(?:个|项|种|条|类)/u;
/** Words that stand for the thing last talked about. */
const PRONOUN =
  /它|这个(?:职业|工作|岗位|方向|行业)?|那个(?:职业|工作|岗位|方向|行业)?|这(?:份工作|一行|行|条路)|那(?:份工作|一行|行|条路)/u;

/**
 * The question asked again against the answer that listed the item the previous turn pointed at, or null when the
 * previous turn pointed at nothing, this one points or names a job or major itself, or that answer is not known.
 * `sideOnly`: the question asks about a side of a job and names nothing ('要什么学历'), so it is about the item too.
 */
export function focusAgain(kb: KnowledgeBase, input: ThreadInput, sideOnly: boolean): ThreadInput | null {
  const answers = input.earlierAnswers ?? [];
  const last = input.previousQuestions.at(-1);
  const listing = answers.at(-2);
  if (!last || !listing || pointedItem(input.question) !== null) return null;
  const pointer = POINTER.exec(last)?.[0];
  if (!pointer || namesOwn(kb, input.question)) return null;
  const text = input.question.trim();
  const asked = PRONOUN.test(text)
    ? text.replace(PRONOUN, pointer)
    : sideOnly
      ? `${pointer}${text.replace(/^(?:那|那么)\s*/u, '')}`
      : null;
  if (!asked) return null;
  return {
    ...input,
    question: asked,
    previousQuestions: input.previousQuestions.slice(0, -1),
    previousAnswer: listing,
    earlierAnswers: answers.slice(0, -1),
  };
}

/** '你说的财务BP是干啥的', '刚才提到的共享中心具体指什么': a phrase of the previous answer, asked about. */
const SAID_PHRASE =
  /(?:你|刚才|刚刚|上面|前面|之前)(?:说|提|讲)(?:的|到的|过的)\s*([^，,。？?！!\s]{2,12}?)\s*(?:是|指|具体|到底|啥|什么|怎么|呢|吗)/u;

/**
 * Whether the phrase is itself the name of a job or major ('测试开发' has its own card), not a word of one ('财务BP'
 * holds 财务 but is a part of finance work the answer spoke of).
 */
function namesWhole(kb: KnowledgeBase, phrase: string): boolean {
  const size = Array.from(phrase.toLowerCase()).length;
  const keys = [...kb.names, ...kb.planner.majorNames].map((n) => n.key);
  return keys.some((k) => phrase.toLowerCase().includes(k) && Array.from(k).length >= size - 1);
}

/**
 * The item of the previous answer under which the phrase the question asks about was said ('财务 BP' inside
 * 业务财务与经营分析), when the phrase is no item, job or major of its own: that item is what the question is about.
 */
export function itemOfPhrase(kb: KnowledgeBase, question: string, previousAnswer: string): string | null {
  const phrase = SAID_PHRASE.exec(question)?.[1];
  if (!phrase || namesWhole(kb, phrase)) return null;
  // Said with or without a space between Chinese and Latin letters ('财务BP', '财务 BP').
  const spaced = previousAnswer.replace(/(?<=\p{Script=Han})\s+(?=[A-Za-z])|(?<=[A-Za-z])\s+(?=\p{Script=Han})/gu, '');
  return listedItems(spaced).find((item) => item.includes(phrase)) ?? itemSaying(spaced, phrase);
}
