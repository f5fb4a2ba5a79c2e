import type { KnowledgeBase } from './knowledge.js';
import { namesIn } from './named.js';

/*
 * '文科生也行吗' after '理科生考公务员有哪些岗位可以报', '如果是专科呢' after '本科学历做数据分析好找工作吗',
 * '那跨考金融呢' after '跨考计算机难度大吗': the previous question with one thing put in place of its counterpart,
 * the rest kept. Read alone, '文科生也行吗' is about 文科生 in general and loses the 考公 the conversation was on.
 */

/** Things a question names that stand in for each other: one of a kind put in place of another of the same kind. */
const KINDS: RegExp[] = [
  /文科生?|理科生?|工科生?|艺术生|体育生/gu,
  /男生|女生|男孩子?|女孩子?|男性|女性/gu,
  /中专|大专|专科|本科|硕士|研究生|博士/gu,
  /985|211|双一流|双非|一本|二本|三本/gu,
  /央企|国企|私企|民企|外企|事业单位|大厂|小公司|创业公司|外包/gu,
  /应届生?|往届生?/gu,
];

/** The follow-up's forms: 'X呢', '换成X呢', '如果是X的话', 'X也行吗', 'X可以吗'. */
const FORMS = [
  /^(?:那|那么)?\s*(?:换成|换做|如果是|要是|假如是|如果我是|要是我是|那如果是)?\s*([^，,。？?！!\s]{2,10}?)\s*(?:的话)?\s*呢\s*[？?]?$/u,
  /^(?:那|那么)?\s*(?:如果是|要是|如果我是|要是我是|我是)?\s*([^，,。？?！!\s]{2,10}?)\s*(?:也|还|就)\s*(?:行|可以|能|适合|一样|好)[^，,。]{0,6}[？?]?$/u,
];

const first = (re: RegExp, text: string) => new RegExp(re.source, 'u').exec(text)?.[0];

/**
 * Whether the follow-up changes only that one thing: what it says beside it is joining words or already in the
 * previous question ('那跨考金融呢' keeps 跨考). '女生当程序员呢' after '男生当幼师…' changes the job too.
 */
function onlyThat(thing: string, name: string, previousQuestion: string): boolean {
  const rest = thing
    .replace(name, '')
    .replace(/^(?:学|读|当|做|是|去|考|的)+|(?:的|学的|专业|的话)+$/gu, '')
    .trim();
  return Array.from(rest).length < 2 || previousQuestion.includes(rest);
}

/**
 * The previous question with the thing this follow-up names put in place of its counterpart, or null when the
 * follow-up is no such form or the previous question names nothing of the same kind.
 */
export function counterpartSwap(kb: KnowledgeBase, question: string, previousQuestion: string): string | null {
  const text = question.trim();
  const thing = FORMS.map((re) => re.exec(text)?.[1]).find(Boolean);
  if (!thing) return null;
  for (const kind of KINDS) {
    const now = first(kind, thing);
    if (!now) continue;
    if (!onlyThat(thing, now, previousQuestion)) return null;
    const before = [...previousQuestion.matchAll(kind)].map((m) => m[0]).find((b) => b !== now);
    return before && !previousQuestion.includes(now) ? previousQuestion.replace(before, now) : null;
  }
  // A major for a major ('那跨考金融呢'): its name in place of the previous question's first other major.
  type Named = (typeof kb.planner.majorNames)[number];
  const named = (t: string) => namesIn(t, kb.planner.majorNames, (n: Named) => n);
  const major = named(thing)[0];
  if (!major || !onlyThat(thing.toLowerCase(), major.key, previousQuestion)) return null;
  const before = named(previousQuestion)
    .filter((n) => n.major !== major.major)
    .sort((a, b) => previousQuestion.indexOf(a.key) - previousQuestion.indexOf(b.key))[0];
  return before ? previousQuestion.replace(before.key, major.major.name) : null;
}
