import type { Case } from './content/load.js';
import type { Decision } from './content/schema.js';
import { CJK_SPACE, negatedBefore } from './said-no.js';
import { tokenize } from './tokenize.js';

/*
 * Which case of a decision a question is in when no phrase of the case is said whole: its words said in other words
 * or order, or more of its words shared than any other case's.
 */

/**
 * The case whose phrases share the most words with the question beyond the decision's own, when two or more and
 * no other case shares as many: '天天加班到十点，要不要跳槽' is the case of 天天加班想离职 within 跳槽时机, though no
 * phrase of it is said whole.
 */
export function caseBySharedWords(decision: Decision, question: string): Case | undefined {
  const lower = question.toLowerCase().replace(CJK_SPACE, '');
  // A question weighing options ('裸辞还是骑驴找马', '外企和大厂选哪个') is the decision itself, not a situation in it.
  if (/还是|选哪|哪个|哪一个|怎么选/u.test(lower)) return undefined;
  const own = new Set(decision.triggers.flatMap(tokenize));
  const found = (w: string) => {
    const at = lower.indexOf(w);
    return at >= 0 && !negatedBefore(lower, at);
  };
  const scored = decision.cases
    .map((c) => ({ c, n: new Set(c.triggers.flatMap(tokenize).filter((w) => !own.has(w) && found(w))).size }))
    .sort((a, b) => b.n - a.n);
  const [first, second] = scored;
  return first && first.n >= 2 && first.n > (second?.n ?? 0) ? first.c : undefined;
}

/**
 * A case of the decision whose phrase the question says in other words: every word of two or more characters of
 * one of its phrases is in the question ('二本学生想进互联网大厂' for 二本进大厂), none of them negated.
 */
export function caseByWords(decision: Decision, question: string): Case | undefined {
  const lower = question.toLowerCase().replace(CJK_SPACE, '');
  const asksWorth = WORTH.test(lower);
  // '工作后读博' in other words is '读博' and '工作', which '读博还是工作' also says: the options alone are the decision.
  const optionWords = new Set((decision.options ?? []).flatMap((o) => [o.name, ...o.aliases]));
  const sentences = [...lower.matchAll(/[^。？！?!；;]+/gu)].map((m) => ({ at: m.index, text: m[0] }));
  return decision.cases.find((c) =>
    c.triggers.some((t) => {
      // '后想' of '工作后想读博' is two function words, found in any '以后想…'.
      const words = tokenize(t).filter((w) => !FUNCTION_PAIR.test(w));
      return (
        words.length >= 2 &&
        !words.every((w) => optionWords.has(w)) &&
        // '考公没上岸' is not said by '考公上岸了': a phrase of failing or lacking needs the question to say so too.
        lower.includes(FALLING_SHORT.exec(t)?.[0] ?? '') &&
        // Within one sentence: '考公真的香吗？还是在公司多攒几年经验' is not '考公几年了'.
        sentences.some(({ at: from, text: sentence }) => {
          const places: number[] = [];
          const all = words.every((w) => {
            // '专升本值得吗' is asked as '专升本有必要吗': any word for worth stands for the others.
            if (WORTH.test(w)) return asksWorth;
            const at = sentence.indexOf(w);
            places.push(at);
            return at >= 0 && !negatedBefore(lower, from + at);
          });
          // A move from one place to another ('大厂想去小公司') is said in its order: '在小公司…想跳去大厂' is the
          // move the other way.
          return all && (!MOVE.test(t) || places.every((p, i) => i === 0 || p > places[i - 1]!));
        })
      );
    }),
  );
}

/** A phrase that moves from one thing to another. */
const MOVE = /\p{Script=Han}{2}.*(?:想去|去|到|转|跳)\p{Script=Han}{2}/u;

/** Two characters that carry no subject of their own. */
const FUNCTION_PAIR = /^[后想了的要会能把被在就也还再都是去来过着]{2}$/u;

/** The words of a phrase that say something failed or is missing ('没上' in 考公没上岸). */
const FALLING_SHORT = /[没不未]\p{Script=Han}|失败|落榜|失利/u;

/** Words that ask whether something is worth it. */
const WORTH = /值得|值不值|必要|有用|划算|含金量|有意义/;
