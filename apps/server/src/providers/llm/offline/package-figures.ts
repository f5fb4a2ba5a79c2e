/*
 * Two offers each said with its year's package and its month's fixed pay ('一个年包30w但固定工资只有15k，一个固定工资
 * 20k年包26w'): when the one with the larger package has the smaller fixed pay, the two differ the way package-base.ts
 * weighs (the package's extra is bonus, the fixed pay is sure), the same as when it is said in words.
 */

/** Where a second offer begins: '另一个', '一家', 'B', '乙', or a new clause after a semicolon. */
const OFFER_START = /[，,；;。](?=另一?[个家份]|一[个家份]|[BbＢ乙]|后者)|[；;]/u;
const YEAR = /(?:年包|总包|年薪)(?:是|有|只有|才|大概|约)?(\d+(?:\.\d+)?)\s*([wW万])/u;
const MONTH =
  /(?:固定工资|固定月薪|月薪|[Bb]ase|底薪|基本工资)(?:是|有|只有|才|大概|约)?(\d+(?:\.\d+)?)\s*([kK千wW万])/u;

const yuan = (m: RegExpExecArray) => Number(m[1]) * (/[kK千]/u.test(m[2]!) ? 1000 : 10000);

/** Whether the question sets a higher package with lower fixed pay against the reverse. */
export function packageAgainstBase(question: string): boolean {
  const text = question.replace(/\s+/gu, '');
  const offers = text
    .split(OFFER_START)
    .map((s) => ({ year: YEAR.exec(s), month: MONTH.exec(s) }))
    .filter((o) => o.year && o.month)
    .map((o) => ({ year: yuan(o.year!), month: yuan(o.month!) }));
  if (offers.length !== 2) return false;
  const [a, b] = offers as [{ year: number; month: number }, { year: number; month: number }];
  return (a.year - b.year) * (a.month - b.month) < 0;
}
