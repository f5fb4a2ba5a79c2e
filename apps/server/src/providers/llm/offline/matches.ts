import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { Major } from './content/schema.js';
import type { KnowledgeBase, Occupation } from './knowledge.js';
import { fitScore, joinZh } from './result.js';
import { occupationLink } from './sections.js';
import { bullets, firstSentence, numbered, relevance, withoutAvoided, type Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * The jobs and majors a set of interest letters leads to: ranked by fit, by the asker's schooling and by what they
 * said they like doing, listed with why each fits.
 */

/**
 * The job zone (O*NET's preparation level, 1–5) an asker's schooling leads to: a university student's matches are
 * jobs that ask for a degree, not 餐厅迎宾员 because its code fits as well; a 专科 student's, jobs a diploma opens.
 */
export function zoneFor(reading: Reading): number {
  const said = `${reading.slots.stage ?? ''}，${reading.slots.schooling ?? ''}`;
  if (/专科|高职|大专/.test(said)) return 3;
  if (/高中|中专|职高|初中/.test(said)) return 2;
  return 4;
}

const ZONE_WEIGHT = 2;
/** Offices one is elected to, not careers one prepares for: never put forward as a match. */
const NOT_A_CAREER = new Set(['11-1031.00']);

/** Occupations that fit a set of letters best, leaving out ones whose code leads with a disliked letter. */
export function occupationsFor(
  kb: KnowledgeBase,
  order: readonly RiasecType[],
  count: number,
  dislike: readonly RiasecType[] = [],
  /** Among equally fitting jobs, those nearest this preparation level first. */
  zone = 4,
): Occupation[] {
  const off = (o: Occupation) => Math.abs(o.jobZone - zone);
  return (
    [...kb.occupations.values()]
      .filter((o) => !dislike.includes(o.hollandCode[0] as RiasecType) && !NOT_A_CAREER.has(o.code))
      .map((o) => ({ o, fit: fitScore(order, o.hollandCode) }))
      .filter((x) => x.fit > 0)
      // Two levels of preparation away costs about as much as the second letter's place in the code.
      .map((x) => ({ ...x, s: x.fit - ZONE_WEIGHT * off(x.o) }))
      .sort((a, b) => b.s - a.s || off(a.o) - off(b.o) || a.o.code.localeCompare(b.o.code))
      .slice(0, count)
      .map((x) => x.o)
  );
}

export function majorsFor(kb: KnowledgeBase, order: readonly RiasecType[], count: number): Major[] {
  return kb.planner.majors
    .map((m) => ({ m, s: fitScore(order, m.riasec) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map((x) => x.m);
}

const COUNT_WORDS: Record<string, number> = {
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
};

/** How many the asker asked for ('推荐三个', '说 2 个'), when they said; 1–10. */
export function requestedCount(question: string): number | null {
  const m =
    /(?:推荐|列|列出|给我|说|举|找|挑|选)\s*(?:一下)?\s*([一二两三四五六七八九十]|\d{1,2})\s*(?:个|种|份|条)/u.exec(
      question,
    );
  if (!m) return null;
  const n = COUNT_WORDS[m[1]!] ?? Number(m[1]);
  return n >= 1 && n <= 10 ? n : null;
}

/** Asked to bring two things together ('艺术型最高但学计算机，怎么结合'). */
export const COMBINE = /结合起来|怎么结合|能结合|可以结合|结合吗|兼顾|融合|交叉|跨界|两者|两个都|又喜欢|又学/u;

/** Said to be at odds ('测评说我是艺术型，可我学的是会计'): the result and the major, to be brought together. */
export const AT_ODDS = /不搭|不符|不匹配|不对口|对不上|不一致|不一样|完全不同|(?:可|但|却)(?:是)?我(?:学|读|是学)/u;

/** Jobs whose code holds both the asker's first letter and their major's, ranked by fit to the two; null if few. */
function bridgingJobs(
  kb: KnowledgeBase,
  order: readonly RiasecType[],
  major: Major,
  dislike: readonly RiasecType[],
  zone: number,
): Occupation[] | null {
  const mine = order[0]!;
  const theirs = major.riasec[0] as RiasecType;
  if (!theirs || theirs === mine) return null;
  const both = [mine, theirs, ...order.filter((t) => t !== mine && t !== theirs)];
  // Among them, the ones whose work the major's own outlets and skills describe come first.
  const field = [major.name, ...major.outlets.map((x) => `${x.name}${x.detail}`), ...major.skills].join('，');
  const jobs = occupationsFor(kb, both, 400, dislike, zone)
    .filter((o) => {
      const top = o.hollandCode.slice(0, 3);
      // Near the asker's level of preparation: a 会计 student bridging to 艺术型 is not pointed at 裱糊工.
      return top.includes(mine) && top.includes(theirs) && Math.abs(o.jobZone - zone) <= 1;
    })
    .map((o, i) => ({ o, i, r: Math.min(relevance(`${o.titleZh}${o.summaryZh}`, field), 4) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map((x) => x.o);
  return jobs.length >= 3 ? jobs : null;
}

/** A numbered list of matches, each linked, with why it fits the letters. */
export function matchesPart(
  kb: KnowledgeBase,
  order: readonly RiasecType[],
  reading: Reading,
  why: string,
  /** The asker's words ('喜欢修东西、拆装设备'): among jobs that fit the letters, the ones doing what they said. */
  question = '',
  /** How many jobs to list: as many as the asker asked for, else five. */
  count = 5,
  /** Asked to bring an interest and their major together: jobs near the major first and only, if enough. */
  bridge = false,
  /**
   * Only jobs that do what the asker said, and none unless two do: a liking said in words is bridged by its letter,
   * and a letter alone (I for '编程') reaches jobs that share nothing else with it (特殊教育教师 for an English major).
   */
  onlySaid = false,
  /** Asked which major to study ('适合学什么专业'): the majors are the answer and lead, more of them, the jobs after. */
  majorAsked = false,
): Part[] {
  const zone = zoneFor(reading);
  // Likings said in words may rank a job that fits the letters less well but does what was said (数学 → 统计师).
  const fitting = occupationsFor(kb, order, question ? 150 : 40, reading.interests.dislike, zone).filter(
    // '不喜欢编程': a job whose work is programming is left out, whatever its title.
    (o) => withoutAvoided([`${o.titleZh}${o.summaryZh}`], reading.slots.avoid).length > 0,
  );
  // One shared pair of characters is usually a common word ('工作'); two or more say the job does what was said.
  const said = (o: Occupation) => {
    const r = relevance(`${o.titleZh}${o.summaryZh}`, question);
    return r >= 2 ? Math.min(r, 3) : 0;
  };
  // Among jobs equally fitting, those near the asker's own major come first ('机电一体化技术' → 机电设备维修).
  const major = reading.slots.ownMajor;
  const background = major ? [major.name, ...major.outlets.map((x) => x.name)].join('、') : '';
  const near = (o: Occupation) =>
    background && relevance(`${o.titleZh}${o.majors.join('')}`, background) >= 2 ? 1 : 0;
  // Asked to bring an interest and a major together ('艺术型最高但学计算机，怎么结合'), the jobs that need both:
  // the strongest interest's letter and the major's own leading letter in one code (A and I: UI 设计, 游戏策划).
  const pool = (bridge && major && bridgingJobs(kb, order, major, reading.interests.dislike, zone)) || fitting;
  const ranked = pool.map((o, i) => ({ o, i, r: said(o) + near(o), told: said(o) > 0 }));
  if (onlySaid && ranked.filter((x) => x.told).length < 2) return [];
  const occupations = ranked
    .filter((x) => !onlySaid || x.told)
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, count)
    .map((x) => x.o);
  if (!occupations.length) return [];
  const top = order.slice(0, 3);
  const parts: Part[] = [
    {
      heading: '### 可以先了解的职业',
      lines: numbered(
        occupations.map((o) => {
          const shared = [...o.hollandCode].filter((l) => top.includes(l as RiasecType));
          return `${occupationLink(o)}：${firstSentence(o.summaryZh)}（兴趣代码 ${o.hollandCode}，与${why}共有${joinZh(shared.map((l) => RiasecNames[l as RiasecType]))}）`;
        }),
      ),
      from: '职业资料按兴趣代码的匹配',
    },
  ];
  // Someone bringing their own major together with an interest is not asking which major to study.
  // Likings said in words rank the majors too: '数学好' puts 数学、统计 before 考古 among the I-led ones.
  const majors = bridge
    ? []
    : majorsFor(kb, order, 12)
        .filter((m) => withoutAvoided([`${m.name}${m.summary}`], reading.slots.avoid).length > 0)
        .map((m, i) => ({ m, i, r: question ? Math.min(relevance(`${m.name}${m.summary}`, question), 3) : 0 }))
        .sort((a, b) => b.r - a.r || a.i - b.i)
        .slice(0, majorAsked ? 6 : 4)
        .map((x) => x.m);
  if (!majors.length) return parts;
  const listed = majors.map((m) => `**${m.name}**（${m.riasec}）：${m.summary}`);
  if (!majorAsked) return [...parts, { heading: '### 相应的专业', lines: bullets(listed), from: '专业资料' }];
  // Numbered, so '第一个' in a follow-up is the first major; the jobs, fewer, as plain points after.
  const jobs = parts[0]!.lines.slice(0, 3).map((l) => l.replace(/^\d+\.\s*/u, '- '));
  return [
    { heading: '### 可以考虑的专业', lines: numbered(listed), from: '专业资料' },
    { ...parts[0]!, heading: '### 这些兴趣常去的职业', lines: jobs },
  ];
}

/** Asking which major to study, not which job. */
export const MAJOR_ASKED =
  /(?:学|读|报|选|填)(?:什么|啥|哪些|哪个|哪类)专业|(?:什么|哪些|哪类)专业(?:适合|比较好|好)|专业(?:推荐|怎么选)/u;

/** Torn between two interest types ('社会型和艺术型差不多，往哪边走'). */
const TORN = /哪边|哪个|哪一个|怎么选|差不多|兼顾|结合|二选一|都想/u;

/**
 * Two types named and weighed against each other: jobs whose code holds both, so the asker need not choose
 * (S and A: 美术老师, 心理咨询师, 社工). Null unless two types are named and the question weighs them, or `pair`
 * gives the two (level in the asker's scores).
 */
export function bothTypesPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  pair?: readonly [RiasecType, RiasecType],
): Part | null {
  const [a, b] = pair ?? reading.typesNamed;
  if (!pair && (reading.typesNamed.length !== 2 || !TORN.test(question))) return null;
  if (!a || !b) return null;
  const rest = RIASEC_TYPES.filter((t) => t !== a && t !== b);
  const jobs = occupationsFor(kb, [a, b, ...rest], 400, reading.interests.dislike, zoneFor(reading))
    .filter((o) => o.hollandCode.slice(0, 2).includes(a) && o.hollandCode.slice(0, 2).includes(b))
    .slice(0, 5);
  if (jobs.length < 2) return null;
  return {
    heading: `### ${RiasecNames[a]}和${RiasecNames[b]}可以兼顾的职业`,
    lines: [
      `两种兴趣分数接近时不必二选一：下面这些工作的兴趣代码前两位正是这两种。`,
      ...numbered(jobs.map((o) => `${occupationLink(o)}：${firstSentence(o.summaryZh)}（兴趣代码 ${o.hollandCode}）`)),
      `先挑其中两三个各找一段实习、项目或从业者聊一聊，做过之后哪边让你更投入，再往那边多走一步。`,
    ],
    from: '职业资料按兴趣代码的匹配',
  };
}
