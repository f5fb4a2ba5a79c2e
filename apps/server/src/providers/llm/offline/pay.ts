import type { Part } from './parts.js';
import { internPayPart, isInternPay } from './intern-pay.js';
import { placesIn } from './places.js';
import { FUND_RATES, grossFromNet, takeHome } from './take-home.js';
import { lookUpLine, movedLine, placeLine, yuan } from './pay-places.js';
import { figureWords, scheduleOf } from './schedules.js';
import { monthsOfFigures } from './pay-months.js';

/**
 * A pay figure in a question ('在二线城市月薪8000算高吗', '税前12k到手多少', '上海18k*15和杭州20k*13'): a counsellor
 * first turns it into what reaches the asker's account, then says how to judge it where it is paid. The take-home is
 * computed from the national rules (个人缴的社保约 10.5%: 养老 8%、医疗 2%、失业约 0.5%; 公积金 5%–12%; 个税按综合所得
 * 年度税率表, 每年基本减除 6 万元) with the salary as the contribution base; what varies by city (缴费基数上下限,
 * 失业保险比例, 公积金比例) is said as the estimate's limits. Every line carries the asker's own figure or city, so two
 * questions about different figures never share a line.
 */

export interface PayFigure {
  /** Yuan. */
  amount: number;
  /** A month's pay or a year's (年薪, 总包, 年入). */
  per: 'month' | 'year';
  /** Already after tax (到手, 税后, 实发): nothing to deduct. */
  net: boolean;
  /** Months paid a year when said ('18k*15', '15k，13薪'). */
  months?: number;
  /** Where the figure starts in the question. */
  at: number;
  /** Said of someone else ('朋友月薪13k'): told for comparison, not the asker's own pay. */
  others: boolean;
  /** The figure as the asker wrote it. */
  said: string;
}

const DIGIT: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** '二十' 20, '十五' 15, '三' 3, '12' 12, '1.5' 1.5. */
function numberOf(s: string): number {
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  const ten = s.indexOf('十');
  if (ten < 0) return DIGIT[s] ?? NaN;
  const tens = ten === 0 ? 1 : (DIGIT[s.slice(0, ten)] ?? NaN);
  const ones = s.slice(ten + 1) ? (DIGIT[s.slice(ten + 1)] ?? NaN) : 0;
  return tens * 10 + ones;
}

const CN = '[一二两三四五六七八九十]';
/**
 * '15k', '1.2w', '1w5', '2万', '一万五', '两万', '八千', '三千五', '12000', '3000多'. A numeral after the unit is its
 * tail ('一万五') only when no measure word follows it: '15K一个月' is fifteen thousand a month, not 15,100; nor
 * months ('18k15薪', '13k十三薪' are 18k and 13k, paid fifteen and thirteen months).
 */
const AMOUNT = new RegExp(
  `(\\d+(?:\\.\\d+)?|${CN}{1,3})\\s*([kK千wW万])(\\d(?![\\d薪])|${CN}(?![十百千万个月年天周块元次份薪]|${CN}薪))?|(?<![\\d.])(\\d{4,6})(?![\\d.%]|\\s*(?:年|届|级|名|人|分|块|米|次|个|所|家|号|条))`,
  'gu',
);
/** Said of a year's pay, just before the figure. */
const YEARLY = /年薪|总包|年包|年入|年收入|一年|税前年|年终|年底/;
/** Said of pay already taxed, just before the figure. */
const NET = /到手|税后|实发|拿到手/;
/** A difference or change ('高3000', '少了快两千', '涨了2k'), not a salary. */
const DIFFERENCE = /(?:高|低|多|少|差|涨|加|降|扣|贵|便宜)了?(?:快|近|约|大概|将近)?$/;
/** Money held or owed, not earned ('存款大概5万', '房贷每月8000', '违约金5000'), just before the figure. */
const NOT_PAY = /存款|积蓄|存了|攒了|存着|欠了?|负债|贷款|房贷|车贷|月供|首付|网贷|花呗|学费|违约金|赔了?|押金/;
/** Pay words: a bare number counts as a salary only in a question about pay. */
const PAY_WORDS =
  /工资|月薪|年薪|薪资|薪水|收入|到手|税前|税后|月入|年入|底薪|待遇|开价|总包|offer|给我开|开了|一个月|每个月|每月/i;

/** Someone else whose pay a question may tell beside the asker's own. */
const OTHERS =
  /朋友|同学|室友|舍友|同事|别人|人家|学长|学姐|师兄|师姐|表哥|表姐|堂哥|堂姐|我哥|我姐|我弟|我妹|邻居|亲戚/u;

/** The clause of `text` around `at`, between the punctuation either side. */
function clauseAt(text: string, at: number): string {
  const start = Math.max(...[...'，,。；;！!？?'].map((p) => text.lastIndexOf(p, at))) + 1;
  const ends = [...'，,。；;！!？?'].map((p) => text.indexOf(p, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/** The pay figures a question states, in order (at most three). */
export function payFigures(question: string): PayFigure[] {
  const out: PayFigure[] = [];
  const pay = PAY_WORDS.test(question);
  for (const m of question.matchAll(AMOUNT)) {
    const at = m.index;
    const before = question.slice(Math.max(0, at - 6), at);
    if (DIFFERENCE.test(before) || NOT_PAY.test(before)) continue;
    let amount: number;
    if (m[4]) {
      if (!pay) continue;
      amount = Number(m[4]);
    } else {
      const base = numberOf(m[1]!);
      const unit = /[kK千]/.test(m[2]!) ? 1000 : 10000;
      const tail = m[3] ? numberOf(m[3]) : 0;
      amount = base * unit + tail * (unit / 10);
    }
    if (!Number.isFinite(amount) || amount < 1000 || amount > 5_000_000) continue;
    const after = question.slice(at + m[0].length, at + m[0].length + 8);
    const yearly = YEARLY.test(before) || /^\s*(?:元)?\s*(?:\/|每|一)\s*年/.test(after) || amount >= 100000;
    out.push({
      amount,
      per: yearly ? 'year' : 'month',
      net: NET.test(before),
      at,
      said: m[0],
      others: OTHERS.test(clauseAt(question, at)),
    });
    if (out.length >= 3) break;
  }
  // Each figure's months from its own words ('18k 15薪，22k 13薪'), not the first said for all (pay-months.ts).
  const months = monthsOfFigures(
    question,
    out.map((f) => ({ at: f.at, end: f.at + f.said.length })),
  );
  return out.map((f, i) => (months[i] ? { ...f, months: months[i] } : f));
}

/** What the question asks of the figure: what is left of it, what it buys, how it ranks, which is better. */
const ASKS_OF_FIGURE =
  /到手|实发|实际(?:能)?拿|能拿多少|拿多少|交完|剩多少|剩几|还剩|税前|税后|扣完|扣掉|扣除|五险一金|个税|交多少税|存|攒|够不够|够花|够用|够生活|活下|活得|买房|还是|选哪|怎么选|咋选|哪个|纠结|要不要|该不该|值不值|值得|划算|怎么想|怎么看|差距|最低|基数|少交|少缴|觉得穷/;
/** Asked whether the figure is high or low for its place: then where such levels are published, and the national average. */
const ASKS_LEVEL =
  /高吗|低吗|高不高|低不低|算高|算低|太低|太少|才|只有|水平|正常|咋样|怎么样|如何|行情|合理|多不多|少不少|算多|算少|多吗|少吗|平均|高收入|差距|不平衡|中等|中上|中下|偏低|偏高/;
/** Asked what pre-tax pay a take-home figure needs. */
const ASKS_GROSS = /税前(?:得|要|应该|至少|需要|大概|是)?(?:要|得)?(?:多少|几)|倒推|反推|开多少|谈多少/;
/** Asked what is left at the end of the month. */
const ASKS_SAVING = /存|攒|够不够|够花|够用|够生活|活下|活得/;
/** Two figures weighed against each other, rather than two parts of one offer ('总包30w，月薪18k'). */
const WEIGHS = /还是|和|跟|与|比|选|哪个|纠结|要不要|该不该|去不去|vs/i;
/** Two earners of one household ('老婆6k我8k'): their pay is added, not weighed. */
const COUPLE = /老婆|老公|对象|女朋友|男朋友|媳妇|爱人|两个人|两口子|夫妻/;

/** 268000 → '26.8万'. */
const wan = (n: number) => `${(Math.round(n / 1000) / 10).toString()}万`;
/** The figure as a counsellor says it back: '月薪 8,000 元', '年收入 12万元', '到手 6,000 元/月'. */
export function saidAs(f: PayFigure): string {
  if (f.per === 'year') return `年收入 ${wan(f.amount)}元`;
  return f.net ? `到手 ${yuan(f.amount)} 元/月` : `月薪 ${yuan(f.amount)} 元`;
}
const range = (a: number, b: number, f = yuan) => {
  const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
  return f(lo) === f(hi) ? f(lo) : `${f(lo)}–${f(hi)}`;
};

/** The national averages a figure is set against: 国家统计局, 2023 年 (published May 2024). */
const NATIONAL_2023 = { private: 68340, nonPrivate: 120698 };

/** Two figures each with its schedule ('8k双休，12k大小周'): the pay per day and per hour worked. */
function scheduleLine(question: string, figures: PayFigure[]): string | null {
  const month = figures.filter((f) => f.per === 'month').slice(0, 2);
  if (month.length < 2) return null;
  const words = figureWords(question, month);
  const read = month.map((f, i) => ({ f, s: scheduleOf(words[i]!) }));
  if (read.some((r) => !r.s)) return null;
  const said = read.map(({ f, s }) => {
    const day = f.amount / s!.days;
    return `${f.said}${s!.name}（每月约 ${Math.round(s!.days * 10) / 10} 天${s!.hours > 8 ? `、每天约 ${s!.hours} 小时` : ''}）折合每天约 ${yuan(day)} 元、每小时约 ${yuan(day / s!.hours)} 元`;
  });
  return `- **按上班时间折算**：${said.join('；')}。月计薪天数 21.75 天来源：原劳动和社会保障部《关于职工全年月平均工作时间和工资折算问题的通知》；多上的休息日按劳动法应补休或付不低于 200% 的加班费，实际给不给、算不算进月薪，要在 offer 上问清。`;
}

/**
 * The reading of the pay figures the question states: take-home, the year's total when months are said, the two
 * figures side by side when two are weighed, what is left after rent when asked what can be saved, and how to judge
 * the figure where it is paid. Null when the question states no figure or asks nothing of it.
 */
export function payPart(asked: string, earlier?: string): Part | null {
  // A follow-up without a figure ('那成都呢？') reads the figure of the question before it, in the place it names.
  const own = payFigures(asked);
  const question = own.length || !earlier ? asked : `${earlier}，${asked}`;
  const stated = own.length ? own : payFigures(question);
  // '朋友月薪13k到手才一万出头，我税前18K到手多少': the asker's own figure is the one to work out; another's is
  // worked out too only when the two are weighed ('我同学在上海12k，我在成都8k，哪个存得多').
  const mine = stated.filter((f) => !f.others);
  const figures = mine.length && !WEIGHS.test(question) ? mine : stated;
  if (!figures.length) return null;
  const { cities, small } = placesIn(own.length || !placesIn(asked).cities.length ? question : asked);
  const places = [...cities, ...small.filter((s) => s !== '省会' || !cities.length)];
  const level = ASKS_LEVEL.test(question);
  if (!ASKS_OF_FIGURE.test(question) && !level && !places.length) return null;
  // '实习工资只有2000': paid without social insurance, and weighed by the pay after 转正 (intern-pay.ts).
  if (figures.length === 1 && isInternPay(question)) return internPayPart(figures[0]!);
  const lines: string[] = [];
  // A housing fund rate the asker names ('按12%交公积金') replaces the lawful range.
  const rateSaid = /公积金[^，。,]{0,6}?(\d{1,2})\s*%|(\d{1,2})\s*%\s*(?:的|交|缴|缴纳)?公积金/.exec(question);
  const rate = rateSaid ? Number(rateSaid[1] ?? rateSaid[2]) / 100 : NaN;
  const [lo, hi] = rate >= FUND_RATES[0] && rate <= FUND_RATES[1] ? [rate, rate] : FUND_RATES;
  const fundSaid = lo === hi ? `${Math.round(lo * 100)}%` : '5%–12%';
  const nets: Array<{ f: PayFigure; net: number; year: number }> = [];
  for (const f of figures.slice(0, 2)) {
    const months = f.months ?? 12;
    const monthly = f.per === 'year' ? f.amount / months : f.amount;
    if (f.net) {
      nets.push({ f, net: monthly, year: monthly * months });
      // '税后1w税前要多少': the pre-tax pay that leaves this much, by the same rules run backwards.
      if (ASKS_GROSS.test(question) && f.per === 'month')
        lines.push(
          `- **到手 ${yuan(monthly)} 元/月倒推税前**：按个人社保约 10.5%、公积金 ${fundSaid} 和个税综合所得税率表倒算，税前月薪约需 ${range(grossFromNet(monthly, lo), grossFromNet(monthly, hi))} 元；谈薪时按税前报这个数，并问清缴费基数是否按实际工资。`,
        );
      continue;
    }
    const a = takeHome(monthly, lo, months);
    const b = takeHome(monthly, hi, months);
    const said = f.per === 'year' ? `${saidAs(f)}（每月约 ${yuan(monthly)} 元）` : `税前 ${yuan(monthly)} 元/月`;
    lines.push(
      `- **${said}到手约多少**：个人缴的社保约 10.5%（养老 8%、医疗 2%、失业约 0.5%）加公积金 ${fundSaid}，每月合计约 ${range(a.contributions, b.contributions)} 元；个税按全年平均每月约 ${range(a.tax, b.tax)} 元；到手约 ${range(b.net, a.net)} 元。单位还会按同样比例再缴约 ${range(a.employerFund, b.employerFund)} 元进你的公积金账户，这也是你的钱。`,
    );
    if (months !== 12 || f.per === 'year')
      lines.push(
        `- **${saidAs(f)}按一年算**：${f.months ? `一年发 ${months} 个月，` : ''}税前约 ${wan(a.year.gross)}元，扣掉社保公积金和个税后约 ${range(b.year.net, a.year.net, wan)}元；${f.per === 'year' ? '年薪、总包里如果含浮动年终奖或股票，要先拆出固定部分，每月实发会比这里低。' : '多出的月数是否写进合同、发放前离职拿不拿得到，要在 offer 上确认。'}`,
      );
    nets.push({ f, net: (a.net + b.net) / 2, year: (a.year.net + b.year.net) / 2 });
    if (monthly > 25000)
      lines.push(
        `- **税前 ${yuan(monthly)} 元这一档要注意**：社保和公积金的缴费基数有上限（一般是当地上年度社平工资的 3 倍），工资高过上限的部分不再扣，实际扣得会比这里少、个税相应多一些。`,
      );
  }
  // Two figures weighed ('上海12000还是长沙8000'): what is left of each, and what decides the difference.
  const [year, month] = [nets.find((n) => n.f.per === 'year'), nets.find((n) => n.f.per === 'month' && !n.f.net)];
  const couple = COUPLE.test(question);
  const weighed = nets.length === 2 && !couple && WEIGHS.test(question);
  // One offer said two ways ('总包30w，月薪18k'): what the total holds beyond twelve months' pay.
  if (nets.length === 2 && !weighed && year && month && year.f.amount > month.f.amount * 12) {
    const rest = year.f.amount - month.f.amount * 12;
    lines.push(
      `- **${year.f.said}里月薪之外的部分**：${month.f.said}×12 是 ${wan(month.f.amount * 12)}元，剩下约 ${wan(rest)}元（约 ${Math.round((rest / month.f.amount) * 10) / 10} 个月的月薪）来自年终奖、第 13 个月起的固定月薪、股票期权、签字费或补贴；逐项问清哪些写进合同、哪些按绩效浮动、股票分几年归属。`,
    );
  }
  if (couple && nets.length === 2 && nets.every((n) => n.f.per === 'month')) {
    const [x, y] = nets as [(typeof nets)[0], (typeof nets)[0]];
    lines.push(
      `- **${x.f.said}加${y.f.said}，两人合起来**：每月到手合计约 ${yuan(x.net + y.net)} 元，两人的公积金账户每月合计还进账约 ${yuan((x.f.amount + y.f.amount) * 2 * 0.085)} 元（按双方各 8.5% 的中间比例）；买房时两人的公积金可以一起申请贷款，首付和月供先按合计到手收入算能承受多少。`,
    );
  }
  if (weighed) {
    const [x, y] = nets as [(typeof nets)[0], (typeof nets)[0]];
    const yearly = x.f.months || y.f.months || x.f.per === 'year' || y.f.per === 'year';
    const diff = yearly
      ? `一年到手相差约 ${wan(Math.abs(x.year - y.year))}元`
      : `每月到手相差约 ${yuan(Math.abs(x.net - y.net))} 元`;
    const rentNote = places.length >= 2 ? `${places.slice(0, 2).join('和')}的房租差` : '两边的房租和通勤差';
    lines.push(
      `- **${x.f.said}和${y.f.said}放在一起比**：按公积金取中间比例估，${diff}；再减去${rentNote}（在租房平台查离公司通勤一小时内的合租或整租价），剩下的才是真正多存下的钱。公积金比例高、缴费基数足额的一边，账户里每年还多一笔。`,
    );
  }
  const first = nets[0]!;
  // What is left at the end of the month: rent and everything else, each at the usual third.
  if (ASKS_SAVING.test(question) && nets.length === 1)
    lines.push(
      `- **到手约 ${yuan(first.net)} 元每月能存多少**：粗算时房租占三分之一、吃饭通勤和日常开销再占三分之一，每月能存约 ${yuan(first.net / 3)} 元；合租、住公司附近或用公积金付房租能多存，先记一个月账，用你自己的真实数替换。`,
    );
  // Set against the national averages: a month's figure over the year.
  if (level && !/县城|老家|家乡/.test(places.join(''))) {
    // Pay said after tax is set against the averages (which are pre-tax) as the pre-tax pay it comes from.
    const monthly = first.f.net ? grossFromNet(first.f.amount, 0.085) : first.f.amount;
    const gross = first.f.per === 'year' ? first.f.amount : monthly * (first.f.months ?? 12);
    const pos = (avg: number) => (gross >= avg * 1.05 ? '高于' : gross <= avg * 0.95 ? '低于' : '接近');
    const [p1, p2] = [pos(NATIONAL_2023.private), pos(NATIONAL_2023.nonPrivate)];
    const where = p1 === p2 ? `都${p1}这两个数` : `${p1}前者、${p2}后者`;
    const year =
      first.f.per === 'year'
        ? saidAs(first.f)
        : first.f.net
          ? `${saidAs(first.f)}，倒推税前约每月 ${yuan(monthly)} 元、一年约 ${wan(gross)}元`
          : `${saidAs(first.f)}，一年税前约 ${wan(gross)}元`;
    lines.push(
      `- **和全国平均比**：${year}；据国家统计局公布，2023 年全国城镇私营单位就业人员年平均工资为 68,340 元、非私营单位为 120,698 元，你这个数${where}。平均数会被少数高收入拉高，中位数一般低于平均数，北京、上海等地的平均工资又明显高于全国，所以还要和本地同岗位比。`,
    );
  }
  const schedule = scheduleLine(question, figures);
  if (schedule) lines.push(schedule);
  // '那成都呢？' after a figure asked about in 杭州: the figure moved there, set against the place asked before.
  const before = earlier ? placesIn(earlier).cities.find((c) => !places.includes(c)) : undefined;
  for (const p of places.slice(0, 2)) {
    const n = nets.find((x) => x.f.at >= question.indexOf(p)) ?? first;
    lines.push(before ? movedLine(p, before, n.net) : placeLine(p, n.net));
  }
  if (level) lines.push(lookUpLine(places, figures.length === 1 ? saidAs(figures[0]!) : '这两个数'));
  // The base is a month's pay: a year's figure is said as its month.
  const said = figures
    .slice(0, 2)
    .map((f) => (f.per === 'year' ? `每月约 ${yuan(f.amount / (f.months ?? 12))} 元` : saidAs(f)))
    .join('、');
  if (/最低|基数|少交|少缴/.test(question) && nets.length)
    lines.push(
      `- **按最低基数缴的话**：社保公积金按当地最低基数而不是${said}算，每月扣得少、到手多一点，但养老、医疗账户和公积金（单位那份也一样）都按低基数进账，将来的养老金和公积金贷款额度都跟着少；按实际工资足额缴是单位的义务，可以要求补缴或向当地社保、公积金管理中心投诉。`,
    );
  if (figures.some((f) => !f.net))
    lines.push(
      `- **这笔账的前提**：按${said}全额作缴费基数、未算专项附加扣除估算（来源：《个人所得税法》综合所得税率表和社保、公积金缴费比例），各城市的缴费基数上下限、失业保险比例和公积金比例不同，有的公司按最低基数缴（扣得少、到手多，但账户里的钱也少），租房等专项附加扣除还能让个税更少，准数以工资条为准。`,
    );
  return { heading: '### 按你说的数算一笔账', lines, from: '薪资与到手收入估算' };
}

/** The topic that answers 'how much does it pay' with sourced reference figures and how to look the pay up. */
export const PAY_REFERENCE = 'salary-expectation';
/** Topics that answer 'how much does it pay' with reference figures and how to look it up. */
const PAY_TOPICS = new Set([PAY_REFERENCE, 'pay-by-stage']);

/**
 * '深圳做硬件工程师应届生一般给多少': the pay of one job or major, where the content holds national reference figures
 * rather than a table by job and city. The answer opens by naming what was asked and saying so, so the figures
 * below are read as reference lines, not as that job's pay.
 */
export function payLead(
  subjects: readonly string[],
  question: string,
  topicId: string | undefined,
  composed = false,
): string | null {
  if (!topicId || !PAY_TOPICS.has(topicId)) return null;
  const cities = placesIn(question).cities;
  // The pay itself ('工资') and a clause about a city ('成都生活压力小点') are not what the pay is of.
  const what = subjects.filter((s) => !/工资|薪|收入|待遇|生活|压力/u.test(s) && !cities.some((c) => s.includes(c)));
  if (!what.length) return null;
  const where = cities.length ? `在${cities.join('和')}` : '';
  const fresh = /应届|毕业|起薪|刚工作|第一年|校招/u.test(question) ? '应届' : '';
  const place = cities.length ? cities.join('、') : '你所在城市';
  // A card saying what the pay is made of answers first; the figures are then a reference, not the answer.
  if (composed)
    return `关于${what.join('和')}${where}的${fresh}薪资：先说它由哪几块构成、随什么变，再给一条有出处的参考线和查到${place}准数的办法（站内没有逐个岗位、逐个城市的薪资表）。`;
  return `关于${what.join('和')}${where}的${fresh}薪资：站内没有逐个岗位、逐个城市的薪资表，下面先给有出处的全国参考线，再说怎么查到${place}的准数。`;
}
