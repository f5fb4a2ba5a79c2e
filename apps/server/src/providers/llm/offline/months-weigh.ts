import type { Choice } from './choice-read.js';
import type { Part } from './parts.js';
import { payFigures, type PayFigure } from './pay.js';
import { pricedOptions } from './priced-options.js';

/*
 * Two offers that pay different months a year ('A公司base 18k 15薪，B公司base 22k 13薪', '甲公司月薪15k，年终奖4个月；
 * 乙公司月薪18k，年终奖1个月'). A counsellor reckons each year from its own months, then again with the months beyond
 * twelve at half, because those are mostly year-end bonus that depends on appraisal and the company's year. The
 * higher month's pay wins unless the other still pays clearly more a year when its extra months are halved: the
 * month's pay is in the contract, 公积金 and 社保 are paid on it, and raises and the next offer are reckoned from it.
 */

/** The question asks which to take. */
const ASKS = /选哪|怎么选|咋选|哪个|哪家|哪一?份|还是|纠结|犹豫|划算|求建议|求分析|去哪/u;

/** 286000 → '28.6万'. */
const wan = (n: number) => `${(Math.round(n / 1000) / 10).toString()}万`;

interface Offer {
  name: string;
  f: PayFigure;
  months: number;
  /** The year with the months beyond twelve at half. */
  sure: number;
}

/** The two offers' names: as said before each figure, else by the figure and its months ('月薪2w（16薪）那份'). */
function names(question: string, figures: readonly PayFigure[]): [string, string] {
  const priced = pricedOptions(question);
  if (priced && priced[0].pay.amount === figures[0]!.amount && priced[1].pay.amount === figures[1]!.amount)
    return [priced[0].name, priced[1].name];
  const label = (f: PayFigure) => `月薪${f.said}（${f.months ?? 12}薪）那份`;
  return [label(figures[0]!), label(figures[1]!)];
}

/** The position between two offers paying different months a year; null when the question is not that. */
export function monthsWeigh(question: string, choice: Choice | null): { part: Part; position: string } | null {
  const text = question.replace(/\s+/gu, '');
  if (!ASKS.test(text) && !choice) return null;
  const figures = payFigures(text).filter((f) => !f.others);
  if (figures.length !== 2 || figures.some((f) => f.net || f.per !== 'month')) return null;
  const months = figures.map((f) => f.months ?? 12);
  if (months[0] === months[1]) return null;
  const [na, nb] = names(text, figures);
  const offers: Offer[] = figures.map((f, i) => ({
    name: [na, nb][i]!,
    f,
    months: months[i]!,
    sure: f.amount * 12 + (f.amount * (months[i]! - 12)) / 2,
  }));
  const [base, other] =
    offers[0]!.f.amount >= offers[1]!.f.amount ? [offers[0]!, offers[1]!] : [offers[1]!, offers[0]!];
  if (base.f.amount === other.f.amount) return null;
  // The other wins only if it still pays clearly more a year with its extra months at half.
  const pick = other.sure > base.sure * 1.05 ? other : base;
  const rest = pick === base ? other : base;
  const year = (o: Offer) => `${o.name} ${o.f.said}×${o.months} = ${wan(o.f.amount * o.months)}`;
  const halved = (o: Offer) => `${o.name}约 ${wan(o.sure)}`;
  const why =
    pick === base
      ? `月薪高的这份每月到手更多、写在合同里；${rest.name}一年多出的月数多是年终奖，要看考核和公司当年的效益，按一半算下来并不比它多。`
      : `${rest.name}月薪虽高，但${pick.name}多出的月数即使只按一半发，一年仍明显更多。`;
  const lines = [
    `**在${pick.name}和${rest.name}之间，我更建议你选${pick.name}**：${why}`,
    `- 按写明的月数算一年（税前）：${year(offers[0]!)}；${year(offers[1]!)}。`,
    `- 超过 12 个月的部分按一半发再算一遍：${halved(offers[0]!)}，${halved(offers[1]!)}。`,
    `- 公积金和社保按月薪（缴费基数）交，${base.f.said}比${other.f.said}每月的基数高 ${base.f.amount - other.f.amount} 元；以后调薪的比例、下一份工作谈薪也多以月薪为基数，这些都跟着${base.name}走。`,
    pick === base
      ? `- 什么情况下改选${rest.name}：它多出的月数写进合同或有保底，或者问过在职的人，去年确实足额发了。`
      : `- 签之前确认${pick.name}的月数写进了合同或录用通知；只是口头说“一般发几个月”的，按最低的月数再比一次。`,
  ];
  return {
    part: { lines, from: '薪资月数怎么比' },
    position: `${pick.name}：${pick === base ? '月薪高、写进合同，公积金和调薪都以它为基数；多出的月数多是不确定的年终奖。' : '多出的月数只按一半算，一年仍明显更多。'}`,
  };
}
