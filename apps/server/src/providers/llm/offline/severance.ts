import type { Part } from './parts.js';

/*
 * '公司裁员说给N+1，我干了2年7个月': a counsellor works the asker's own N out before explaining the rules, by
 * 《劳动合同法》第四十七条: a month's pay per full year, a year for six months or more left over, half a month for less.
 */

const ASKS = /n\+1|n\+2|2n|经济补偿|补偿金|赔偿|裁员|被裁|辞退|协商解除|被优化/iu;
const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** '2', '两', '十一', '十': a count written in digits or in words up to 99. */
function count(s: string | undefined): number {
  if (!s) return 0;
  if (/^\d+$/u.test(s)) return Number(s);
  const [tens, ones] = s.split('十');
  if (ones === undefined) return DIGITS[s] ?? 0;
  return (tens ? (DIGITS[tens] ?? 0) : 1) * 10 + (ones ? (DIGITS[ones] ?? 0) : 0);
}

const NUM = '(\\d{1,2}|[一二两三四五六七八九十]{1,3})';
/** How long the asker has worked there: '干了2年7个月', '工作了三年半', '入职八个月', '在公司待了5年'. */
const TENURE = new RegExp(
  `(?:干了|工作了|做了|入职|在职|待了|呆了|工龄|司龄|上了)(?:快|将近|差不多|大概|刚满|满)?(?:${NUM}年(半|零?${NUM}个?月)?|${NUM}个?月)`,
  'u',
);

/** Months of pay N comes to for a tenure: full years, plus one for six months or more left, a half for less. */
export function severanceMonths(years: number, months: number): number {
  const rest = months % 12;
  const full = years + Math.floor(months / 12);
  return full + (rest >= 6 ? 1 : rest > 0 ? 0.5 : 0);
}

export function severancePart(question: string): Part | null {
  if (!ASKS.test(question)) return null;
  const m = TENURE.exec(question);
  if (!m) return null;
  const years = count(m[1]);
  const months = m[2] === '半' ? 6 : m[3] ? count(m[3]) : count(m[4]);
  if (!years && !months) return null;
  const n = severanceMonths(years, months);
  const said = [years ? `${years} 年` : '', months ? `${months} 个月` : ''].filter(Boolean).join(' ');
  const rest = months % 12;
  const how = [
    years ? `满 ${years} 年按 ${years} 个月` : '',
    rest >= 6
      ? `${years ? '剩下的 ' : ''}${rest} 个月满六个月，按一年算 1 个月`
      : rest > 0
        ? `${years ? '剩下的 ' : ''}${rest} 个月不满六个月，算半个月`
        : '',
  ]
    .filter(Boolean)
    .join('，');
  return {
    heading: '### 按你说的工作年限算 N',
    lines: [
      `- **在这家公司干了 ${said}**（按在这家公司的年限算，属于该给经济补偿的情形时）：${how}，N 就是 ${n} 个月工资；给 N+1 就是 ${n + 1} 个月，违法解除的 2N 是 ${n * 2} 个月（《劳动合同法》第四十七条、第八十七条）。`,
      '- “月工资”是离职前十二个月的平均应发工资，奖金、津贴、补贴都算在内，不只是基本工资；高于当地上年度职工月平均工资三倍的，按三倍算、年限最多算十二年。',
      '- 工作年限从入职那天算到劳动合同解除那天；中间因公司安排换过关联公司签约的，以前的年限一般要合并计算（《劳动合同法实施条例》第十条）。',
    ],
    from: '你说的工作年限',
  };
}
