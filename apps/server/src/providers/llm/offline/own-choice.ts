import { readChoice, termsForOptions } from './choice.js';
import { optionsNamed } from './decision-options.js';
import { readInContentWords } from './paraphrase.js';
import type { Reading } from './understand.js';

/**
 * A choice the decision's options cannot express ('北京还是成都' fits 选城市's options; '做博主还是考研' weighs
 * something else): the decision still frames it, the position is taken on the asker's own two options.
 */
export function ownChoiceOnly(reading: Reading, question: string): Reading {
  // '要是考不上怎么办': the roads left are set by the follow-up; the restated question still names the closed one.
  if (reading.options.length < 2 || reading.followUp?.slot?.ruledOut) return reading;
  const own = readChoice(question);
  if (own && !termsForOptions(reading.options, own.options) && !optionsInOtherWords(reading, question))
    return neighbour(reading, own.options, question)
      ? { ...reading, decision: undefined, case: undefined, options: [] }
      : { ...reading, options: [] };
  // A case that weighs two other things ('辞职考研还是在职考研' within 考研还是就业), asked without naming the
  // decision's own options ('想辞职全职考研，值不值得'): the road is chosen, the case's lean is the position.
  const within = reading.case && readChoice(reading.case.title);
  const namesBoth = [question, readInContentWords(question)].some((q) => optionsNamed(reading.decision, q).length >= 2);
  return within && !namesBoth && !termsForOptions(reading.options, within.options)
    ? { ...reading, options: [] }
    : reading;
}

/**
 * A neighbouring decision, found only by words inside one of the asker's own options ('小公司实习还是跟老师做项目'
 * finds 大厂还是创业公司 by 小公司): it weighs that option against another road than the one the asker names, so
 * it does not frame the answer either.
 */
function neighbour(reading: Reading, options: readonly [string, string], question: string): boolean {
  const lower = question.toLowerCase();
  const said = [...(reading.decision?.triggers ?? []), ...(reading.case?.triggers ?? [])]
    .map((t) => ({ at: lower.indexOf(t), end: lower.indexOf(t) + t.length }))
    .filter((t) => t.at >= 0);
  // Where each option is said, and how many of the phrases found overlap it ('去小公司' overlaps '小公司实习').
  const within = (o: string) => {
    const at = lower.indexOf(o.toLowerCase());
    return at < 0 ? -1 : said.filter((t) => t.at < at + o.length && at < t.end).length;
  };
  const [a, b] = options.map(within) as [number, number];
  return said.length > 0 && Math.min(a, b) === 0 && Math.max(a, b) === said.length;
}

/**
 * The asker's two options are the decision's, said in other words: '直接上班还是再读个PhD' is 工作还是读博 once its
 * roads are read as the content's words (paraphrase.ts).
 */
function optionsInOtherWords(reading: Reading, question: string): boolean {
  const read = readInContentWords(question);
  const own = read !== question && readChoice(read);
  return Boolean(own && termsForOptions(reading.options, own.options));
}
