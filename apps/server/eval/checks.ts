import { MarketConfigLabels, Pages } from '@lucina/contracts';
import { MARKET_CONTENT } from '../src/modules/market/market.content.js';

/** What a good answer to one evaluation question must show; every field is optional. */
export interface Expectations {
  /** Each group must be met by at least one of its synonyms. */
  mentions?: string[][];
  /** Characters of the answer, inclusive. */
  length?: [number, number];
  /** An off-topic request: the answer declines politely and points back to career planning. */
  refuse?: boolean;
}

export interface CheckContext {
  question: string;
  hollandCode: string | null;
}

export interface CheckFailure {
  check: string;
  detail: string;
}

const DEFAULT_LENGTH: [number, number] = [150, 4000];
const REFUSAL_LENGTH: [number, number] = [40, 600];
/** Share of CJK among the letters of the answer (markdown, digits and punctuation left out). */
export const MIN_CJK_SHARE = 0.75;

/** Names the product really offers: market labels and titles, and its own pages. */
export const LISTED_SERVICES: ReadonlySet<string> = new Set([
  ...Object.values(MarketConfigLabels),
  ...Object.values(MARKET_CONTENT).map((c) => c.title),
  ...Object.values(Pages).map((p) => p.title),
  'AI 职业测评',
  '测评',
  '会员',
  '职业兴趣测评',
]);

/** Promises no listed service makes, and services the market does not sell. */
const INVENTED_SERVICE =
  /保过|包过|保录|包录取|保上岸|包上岸|保offer|包offer|代写|代考|代投|内部名额|付费实习|简历代写|背景提升项目|保研名额/i;

/** A figure about pay or admission stated as fact: 月薪 8000, 年薪 20 万, 15k, 录取率 5% … */
const FIGURE =
  /(月薪|年薪|起薪|薪资|薪水|工资|收入|待遇|报录比|录取率|分数线|复试线|通过率)[^。\n；;]{0,10}\d|\d+(\.\d+)?\s*(k|K|w|W)\b|\d+(\.\d+)?\s*(万|千)\s*(元)?\s*(\/|每)?\s*(月|年)/;
const SOURCE = /来源|据.{0,12}(统计|公布|发布|数据)|公告显示|官方公布/;

const cjkShare = (text: string) => {
  const plain = text.replace(/\]\([^)]*\)/g, ']').replace(/`[^`]*`/g, '');
  const cjk = plain.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = plain.match(/[A-Za-z]/g)?.length ?? 0;
  return cjk / Math.max(1, cjk + latin);
};

/** Service names the answer puts forward: bold items of a services section and 「quoted」 names. */
export function namedServices(answer: string): string[] {
  const names: string[] = [];
  let inServices = false;
  for (const line of answer.split('\n')) {
    if (/^#{1,6}\s/.test(line)) inServices = /服务\s*$|(了解|推荐|相关|站内)的?服务/.test(line);
    else if (inServices) {
      const bold = /^\s*[-*]\s+\*\*([^*]+)\*\*/.exec(line);
      if (bold) names.push(bold[1]!.trim());
    }
  }
  for (const m of answer.matchAll(/「([^」]{2,16})」/g)) names.push(m[1]!.trim());
  return names;
}

const isListed = (name: string) =>
  LISTED_SERVICES.has(name) || [...LISTED_SERVICES].some((s) => name.includes(s) && s.length >= 4);

const ECHO_CHARS = 8;

/** The answer without any run of the question's own words: repeating the question mentions nothing. */
export function withoutEcho(answer: string, question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  let out = answer;
  for (let i = 0; i + ECHO_CHARS <= chars.length; i++)
    out = out.split(chars.slice(i, i + ECHO_CHARS).join('')).join(' ');
  return out;
}

/** Every expectation the answer misses; an empty list means it passes. */
export function checkAnswer(answer: string, expect: Expectations, ctx: CheckContext): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const fail = (check: string, detail: string) => failures.push({ check, detail });
  const own = withoutEcho(answer, ctx.question).toLowerCase();
  for (const group of expect.mentions ?? []) {
    if (!group.some((word) => own.includes(word.toLowerCase()))) fail('mentions', `未提到：${group.join(' / ')}`);
  }
  if (expect.refuse) {
    if (!/抱歉|不好意思|无法|不能/.test(answer) || !/职业|求职|规划/.test(answer))
      fail('refuse', '没有礼貌地拒绝并引回职业规划');
  } else if (ctx.hollandCode && !answer.includes(ctx.hollandCode)) {
    fail('holland', `没有用到提问者的兴趣代码 ${ctx.hollandCode}`);
  }
  const unlisted = namedServices(answer).filter((n) => !isListed(n));
  if (unlisted.length) fail('services', `提到服务广场没有的服务：${unlisted.join('、')}`);
  const invented = INVENTED_SERVICE.exec(answer);
  if (invented) fail('services', `承诺或推荐了不存在的服务：${invented[0]}`);
  const figure = FIGURE.exec(answer);
  if (figure && !SOURCE.test(answer)) fail('figures', `没有来源的数字：${figure[0]}`);
  const share = cjkShare(answer);
  if (share < MIN_CJK_SHARE) fail('chinese', `中文占比 ${(share * 100).toFixed(0)}%`);
  const [min, max] = expect.length ?? (expect.refuse ? REFUSAL_LENGTH : DEFAULT_LENGTH);
  const length = Array.from(answer).length;
  if (length < min || length > max) fail('length', `长度 ${length}，应在 ${min}–${max}`);
  return failures;
}
