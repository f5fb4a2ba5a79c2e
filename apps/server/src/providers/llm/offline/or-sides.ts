import { IF_STILL } from './choice-read.js';

/*
 * The two sides of an 'X还是Y' said in short verbs ('留还是走', '是等年终奖拿了再走还是直接走', '跳还是不跳'). readChoice
 * (choice-read.ts) wants options of two characters or more once their verbs are taken off, so these come back
 * empty there; they are still the asker's own words for a decision's options (留 for 再等等, 直接走 for 现在跳), and
 * a position said in them answers what was asked. Read only for naming a decision's options, never as two options
 * of their own.
 */

/** Words around a side that are not part of it: the asking before, the particles after. */
const BEFORE = /^(?:我|那|那我|是|就|到底|究竟|应该|该|要)+/u;
const AFTER = /(?:呢|吗|啊|呀|好|比较好|更好|合适)+$/u;

/** The two sides of the last 还是 that weighs two short ones, as the asker said them; null when there is none. */
export function orSides(question: string): [string, string] | null {
  for (const clause of question
    .replace(/\s+/gu, '')
    .split(/[？?！!。；;]/u)
    .reverse()) {
    const m = /(?:^|[，,：:])([^，,：:]{1,12}?)还是([^，,：:]{1,12})/u.exec(clause);
    if (!m) continue;
    const a = m[1]!.replace(BEFORE, '');
    const b = m[2]!.replace(AFTER, '');
    // '还是想', '还是不知道': 还是 saying 'still', not 'or'. '读还是不读' is whether to take the one road: the decision's
    // own names say it better than a bare verb.
    // '如果他还是不给呢': after an 'if', 还是 says 'still' too (IF_STILL, choice-read.ts).
    if (!a || !b || a === b || b === `不${a}` || /^(?:想|觉得|不知道|没|很|挺)/u.test(b) || IF_STILL.test(a)) continue;
    return [a, b];
  }
  return null;
}
