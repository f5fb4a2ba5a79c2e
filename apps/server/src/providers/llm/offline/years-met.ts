/*
 * '工作六年了，读MBA值不值' beside the condition '你工作三到五年以上，想转向管理岗位': the years the asker has worked
 * meet a condition written in years, though no word pair of the two is shared. A condition's span of years met is
 * added to the asker's situation in the condition's own words, so the option it belongs to is weighed as theirs.
 */

const DIGITS: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  半: 0.5,
};

/** '6', '六', '十二', '两' as a number; NaN when none. */
export function numberOf(s: string): number {
  if (/^\d+(?:\.\d+)?$/u.test(s)) return Number(s);
  if (s === '十') return 10;
  const m = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/u.exec(s);
  if (m) return (m[1] ? DIGITS[m[1]]! : 1) * 10 + (m[2] ? DIGITS[m[2]]! : 0);
  return DIGITS[s] ?? NaN;
}

const N = '(\\d+(?:\\.\\d+)?|[一二两三四五六七八九十半]{1,3})';
/** Years of work said: '工作六年了', '工作了3年', '上班两年', '毕业五年', the profile's '工作年限：6年'. */
const WORKED = new RegExp(`(?:工作|上班|参加工作|毕业|工龄|工作年限[：:])(?:了|已经|快|有)?${N}(?:多)?年`, 'u');

/** The years the asker says they have worked, or null. */
export function yearsWorked(text: string): number | null {
  const m = WORKED.exec(text.replace(/\s+/gu, ''));
  const n = m ? numberOf(m[1]!) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A condition's span of years: '工作三到五年以上' (at least 3), '刚工作一两年' (at most 2), '两年以内'. */
const SPAN = new RegExp(
  `(?:工作)?${N}(?:[到至\\-~]${N})?年(以上|以内|内)|刚工作(\\d|[一二两三四五六七八九])(\\d|[一二两三四五六七八九])?年`,
  'u',
);

/** The span of a condition the years meet, in the condition's words; null when it has none or they miss it. */
export function yearsMetIn(condition: string, years: number): string | null {
  const m = SPAN.exec(condition);
  if (!m) return null;
  if (m[4] !== undefined) {
    // '刚工作一两年': up to the larger of the two.
    const most = numberOf(m[5] ?? m[4]);
    return years <= most ? m[0] : null;
  }
  const low = numberOf(m[1]!);
  const high = m[2] ? numberOf(m[2]) : low;
  const kind = m[3]!;
  // A span 'about' some years ('在基层工作两年左右') is a commitment asked for, not the years behind the asker.
  const met = kind === '以上' ? years >= low : years <= high;
  return met ? m[0] : null;
}

/** The situation with the spans of years the asker's years meet among these conditions. */
export function withYearsMet(situation: string, said: string, conditions: readonly string[]): string {
  const years = yearsWorked(said);
  if (years === null) return situation;
  const met = conditions.map((c) => yearsMetIn(c, years)).filter((x): x is string => Boolean(x));
  return met.length ? `${situation}，${met.join('，')}` : situation;
}
