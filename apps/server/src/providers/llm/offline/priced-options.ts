import { payFigures, type PayFigure } from './pay.js';
import { BETWEEN, figureWords, scheduleOf } from './schedules.js';

/**
 * Options said with their pay, the way people weigh offers: '外企朝九晚六12k，私企996给18k', '字节offer 25k*15和国企
 * 12k*13', '事业编4.5k和私企销售8k加提成'. Each option is named by the words just before its figure; what it pays,
 * how many months a year and how long it works are read beside it, so the choice is weighed by what each is worth a
 * year and an hour rather than by its monthly figure alone.
 */

export interface PricedOption {
  name: string;
  pay: PayFigure;
  /** Pay a year before tax: months said ('*15', '14薪') or twelve. */
  year: number;
  /** Pay an hour worked, when the option's schedule is said ('996', '双休', '朝九晚六'). */
  hour?: number;
  /** The part of its pay that is not fixed, as the asker named it ('加提成', '绩效另算'). */
  variable?: string;
}

/** Pay said beside the figure that depends on results: only the base is sure. */
const VARIABLE = /提成|绩效|奖金|分红|浮动|业绩/u;

/** Words around an option's name that are its pay, its hours or what the asker says of it, not its name. */
const NOT_NAME =
  /(?:offer|Offer|OFFER|[Bb]ase|BASE|拿到了?(?:一个|一份)?|拿了(?:一个|一份)?|收到了?(?:一个|一份)?|月薪|年薪|年包|总包|税前|税后|到手|底薪|工资|给我?开?了?|开了?|给的?|能给|大概|差不多|只有|的|一个月|每月|\d+|[*×xX]|996|九九六|大小周|单休|双休|不加班|朝九晚[五六]|955|965|准点下班|按时下班|稳定|不稳定|加班多|加班|轻松|很累|累)/gu;
/** Words before the options that open the sentence ('我拿了', '手上有两个offer'), not a name. */
const OPENING = /^(?:我|现在|目前|手上|手里|拿了|拿到了?|收到了?|有|两个|三个|一个|一份|offer|Offer|在(?!职))+/u;
/** A time rather than an option: '之前8k现在12k' is a change, not a choice. */
const TIME = /^(?:现在|之前|以前|原来|目前|去年|今年|明年|转正|试用期|实习|刚开始|后来|涨到|降到)/u;
/** The question asks to weigh them. */
const WEIGHING =
  /还是|选哪|怎么选|咋选|哪个|哪一个|哪边|哪家|该选|纠结|犹豫|权衡|取舍|二选一|[两二三][个份家]offer|求建议|求分析|给点建议|去哪|选什么|值不值|怎么办|怎么看|(?:家里|家人|爸妈|父母|我妈|我爸)(?:都)?(?:让|要|想让|希望)我?(?:去|选)/u;

const nameOf = (words: string) => {
  const last = words.split(BETWEEN).filter((w) => w.replace(NOT_NAME, '').length > 0);
  return (last.at(-1) ?? '').replace(NOT_NAME, '').replace(OPENING, '');
};

/** What the option pays an hour, when its own words say its schedule. */
const hourly = (words: string, month: number) => {
  const s = scheduleOf(words);
  return s ? month / s.days / s.hours : undefined;
};

/** The options of a question that names each with its own pay and asks which to take, when there are `count`. */
function readPriced(question: string, count: number): PricedOption[] | null {
  const text = question.replace(/\s+/gu, '');
  if (!WEIGHING.test(text)) return null;
  const all = payFigures(text);
  const figures = all.filter((f) => !f.net && f.per === 'month');
  if (figures.length !== count || all.length !== count) return null;
  const names = figures.map((f, i) => {
    const prev = figures[i - 1];
    return nameOf(text.slice(prev ? prev.at + prev.said.length : 0, f.at));
  });
  if (names.some((n) => Array.from(n).length < 2 || Array.from(n).length > 10 || TIME.test(n))) return null;
  if (new Set(names).size < count) return null;
  const words = figureWords(text, figures);
  return figures.map((pay, i) => ({
    name: names[i]!,
    pay,
    year: pay.amount * (pay.months ?? 12),
    hour: hourly(words[i]!, pay.amount),
    variable: VARIABLE.exec(words[i]!.slice(words[i]!.indexOf(pay.said)))?.[0],
  }));
}

/**
 * The two options of a question that names each with its own pay and asks which to take. Null for one figure, for
 * three (read by `pricedThree`), and for figures of one thing over time.
 */
export function pricedOptions(question: string): [PricedOption, PricedOption] | null {
  return readPriced(question, 2) as [PricedOption, PricedOption] | null;
}

/** '华为西安18k、腾讯深圳22k、银行成都10k，求分析': three offers, each with its pay. */
export const pricedThree = (question: string) => readPriced(question, 3);

/**
 * The option that clearly pays more, by the hour when both schedules are said and by the year otherwise; `reversed`
 * when it is the one paying less a month, the bigger figure being bought with longer hours. Null when they are
 * within a tenth of each other.
 */
export function paysMore(options: readonly [PricedOption, PricedOption]): { at: 0 | 1; reversed: boolean } | null {
  const [a, b] = options;
  const byHour = a.hour !== undefined && b.hour !== undefined;
  const [x, y] = byHour ? [a.hour!, b.hour!] : [a.year, b.year];
  if (Math.max(x, y) < Math.min(x, y) * 1.1) return null;
  return { at: x > y ? 0 : 1, reversed: byHour && x > y !== a.pay.amount > b.pay.amount };
}

/** What to ask of an option whose pay is partly variable, in its own name; null when none is. */
export function variableLine(options: readonly [PricedOption, PricedOption]): string | null {
  const v = options.find((o) => o.variable);
  if (!v) return null;
  return `- ${v.name}那份收入里有${v.variable}：问清底薪是多少、${v.variable}按什么算、同岗位的人过去一年实际拿到多少，比较时只把底薪和写进合同的部分当确定收入，${v.variable}按保守的一半估，它不稳定，好的月份和差的月份可能差一倍。`;
}
