import { COST, GAIN } from './choice.js';
import { traitsOf, weigh } from './choice-weigh.js';
import { cityTier, yuan } from './pay-places.js';
import type { Part } from './parts.js';
import { CITY_INDUSTRY } from './places.js';
import { pricedThree, type PricedOption } from './priced-options.js';

/**
 * Three offers, each with its pay ('华为西安18k、腾讯深圳22k、银行成都10k，求分析'): weighed two at a time as any two
 * options are (what each brings against what the asker says matters), the one left standing is the position; each
 * is set out with its year's pay, the tier of its city and what it brings and costs.
 */

const wan = (n: number) => `${Math.round(n / 1000) / 10}万`;

/** The city an option names ('腾讯深圳' → 深圳), if it names one the places data knows. */
const cityOf = (name: string) => Object.keys(CITY_INDUSTRY).find((c) => name.includes(c));

function line(o: PricedOption): string {
  const city = cityOf(o.name);
  const ts = traitsOf(o.name).slice(0, 2);
  const months = o.pay.months ?? 12;
  return [
    `- ${o.name}：按 ${months} 个月算，一年税前约 ${wan(o.year)}元`,
    city ? `；${city}算常说的${cityTier(city)}城市，房租和日常开销按这一档估` : '',
    o.hour ? `；折合每小时约 ${yuan(o.hour)} 元` : '',
    ts.length ? `；换来${ts.map((t) => GAIN[t]).join('，')}，代价是${ts.map((t) => COST[t]).join('，')}` : '',
    '。',
  ].join('');
}

/** The position among three priced offers, with each set out; null unless the question names three. */
export function amongOffers(question: string, context: string): { part: Part; position: string } | null {
  const options = pricedThree(question);
  if (!options) return null;
  // Two at a time, as a counsellor narrows three down: the better of the first two against the third.
  // Two of one kind with nothing said for either ('华为西安' and '腾讯深圳', both big platforms) go by the year's pay.
  const duel = (x: PricedOption, y: PricedOption) => {
    const w = weigh({ options: [x.name, y.name] }, context);
    const alike = !w.cues.length && !w.clause && w.traits[0].join() === w.traits[1].join();
    const winner = alike ? (x.year >= y.year ? x : y) : w.pick === 0 ? x : y;
    return { winner, cues: w.cues };
  };
  const first = duel(options[0]!, options[1]!);
  const final = duel(first.winner, options[2]!);
  const best = final.winner;
  const cues = [...new Set([...first.cues, ...final.cues])];
  const why = cues.length
    ? `你提到了“${cues.join('”“')}”，${best.name}最对得上你在意的东西`
    : traitsOf(best.name).includes('growth')
      ? `你没有说特别的限制，刚工作的几年，能多学东西、多留选择的那份更值钱，${best.name}在这点上更占优`
      : `你没有说特别的限制，先按常见的情形说：${best.name}在收入和稳定之间更平衡`;
  const others = options.filter((o) => o !== best).map((o) => o.name);
  const lines = [
    `**在${options.map((o) => o.name).join('、')}之间，我更建议你选${best.name}**。${why}。`,
    ...options.map(line),
    `- 什么时候改选${others.join('或')}：家里需要你就近、你更看重稳定和不加班，或者${best.name}的具体岗位其实学不到东西时，就换过来。`,
    `- 三份放在一起，先按一年能确定拿到手的钱（写进合同的月数、公积金比例）排一次，再按加班强度、城市房租和离家远近各打 1–5 分，总分差最大的那一项往往就是答案。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `${best.name}：${why}。` };
}
