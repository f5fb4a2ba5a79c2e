/*
 * How many months a year each pay figure is paid. '18k*15' says it right after the figure; 'A公司base 18k 15薪，B公司
 * base 22k 13薪' and '月薪15k，年终奖4个月' say it in the words after each figure, up to the next one, so each offer
 * keeps its own months rather than the first one said for both. A year-end bonus said in months (年终奖4个月, 2个月
 * 年终) is that many months on top of twelve. Months said before every figure ('都是15薪，一个18k一个20k') are
 * every figure's.
 */

const CN: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const count = (s: string) =>
  /^\d+$/u.test(s) ? Number(s) : s.startsWith('十') ? 10 + (CN[s.slice(1)] ?? 0) : (CN[s] ?? NaN);

/** '15薪', '十三薪', '*15'. */
const PAID = /(?:^\s*[*×xX乘]\s*(\d{2}))|(\d{2}|十[二三四五六])\s*薪/u;
/** '年终奖4个月', '年终3个月', '2个月年终', '年终奖两个月'. */
const BONUS = /年终(?:奖)?(?:大概|一般|有|是|发)?(\d|[一二两三四五六])(?:个)?月|(\d|[一二两三四五六])个月(?:的)?年终/u;

const inRange = (n: number) => (n >= 12 && n <= 24 ? n : undefined);

/** The months paid a year for the figure whose own words (after it, up to the next figure) are `after`. */
export function monthsAfter(after: string): number | undefined {
  const paid = PAID.exec(after);
  if (paid) return inRange(count(paid[1] ?? paid[2]!));
  const bonus = BONUS.exec(after);
  if (bonus) return inRange(12 + count(bonus[1] ?? bonus[2]!));
  return undefined;
}

/** Months for each figure at `spans` (start and end in `text`): its own words first, else what was said before all. */
export function monthsOfFigures(
  text: string,
  spans: ReadonlyArray<{ at: number; end: number }>,
): Array<number | undefined> {
  // '一个18k一个20k，都是13薪': said of both, after the last.
  const both = /都(?:是|发)?\s*(\d{2}|十[二三四五六])\s*薪/u.exec(text);
  if (both) return spans.map(() => inRange(count(both[1]!)));
  const own = spans.map((s, i) => monthsAfter(text.slice(s.end, spans[i + 1]?.at ?? text.length)));
  if (own.some((m) => m !== undefined) || !spans.length) return own;
  const before = monthsAfter(text.slice(0, spans[0]!.at));
  return spans.map(() => before);
}
