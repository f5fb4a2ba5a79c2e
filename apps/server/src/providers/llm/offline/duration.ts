import type { Decision, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { namedMajors } from './named.js';
import { relevance, type Part } from './parts.js';

/*
 * '要准备多久', '大概需要多长时间': what the content says about time for the subject in hand, gathered from every
 * entry (a topic's points, a decision's cases, an option's first steps), rather than the entry the words of the
 * question happen to reach, which may say nothing about time.
 */

/** Months counted in pay ('年终奖一般几个月', '赔几个月工资'): an amount of money, not a span of time. */
const MONTHS_OF_PAY =
  /(?:年终奖?|奖金|[十\d]+薪|工资|月薪|补偿|赔偿|违约金|赔)[^，。？?！!]{0,6}几个月|几个月(?:的)?(?:工资|月薪|年终|奖金|补偿|赔偿)/u;

/** Whether the question asks how long something takes ('要准备多久', '要几个月'), not how many months of pay. */
export function asksForTime(question: string): boolean {
  return (
    /多久|多长时间|要学多长|准备多长|[读学念上]几年/u.test(question) ||
    (/几个月/u.test(question) && !MONTHS_OF_PAY.test(question))
  );
}

// '需要读几年' asks how long a degree takes, as '要几年' does.
export const ASKS_HOW_LONG =
  /多久|多长时间|要学多长|准备多长|花多少时间|要几个月|要几年|考几年|[读学念上]几年|几年能|多少年/u;

/** The words of asking, which every question about time shares: not what it is about. */
const ASKING = /要?准备|需要|大概|一般|多久|多长时间|几个月|几年|怎么|如何|什么|哪些|能不能|可以|那|呢|吗|要/gu;

/** A length of time (not a date): '3–6 个月', '半年', '一两年左右', '两周'; '10 月中旬' is a date. */
const SPAN = new RegExp(
  [
    '[\\d一二两三四五六七八九十几]+\\s*(?:[–~-]\\s*[\\d一二两三四五六七八九十]+\\s*)?个月',
    '(?<![上下])半年',
    '[\\d一二两三四五六七八九十几]+\\s*(?:[–~-]\\s*[\\d一二两三四五六七八九十]+\\s*)?(?:年|周)(?:左右|以上|以内|时间|起)',
    // '3–5 年考完', '5 年有效': years in figures, not a calendar year ('2024年') or a grade ('3年级').
    '(?<!\\d)\\d{1,2}\\s*(?:[–~-]\\s*\\d{1,2}\\s*)?年(?!级|薪|终|龄|份|底|初|中|前|后)',
    '[一二两三四五六七八九十几]+\\s*周',
  ].join('|'),
  'u',
);

/** A degree's length as majors' entries write it: '本科五年', '学制多为五年', '五年制', '“5+3”'. */
const DEGREE_SPAN = /(?:本科|学制)[^，。]{0,3}[一二三四五六七八]年|[一二三四五六七八]年制|\d\+\d/u;

interface Said {
  text: string;
  from: string;
}

type Entry = { kind: 'topic'; topic: Topic } | { kind: 'decision'; decision: Decision };

function spansOf(entry: Entry): Said[] {
  const texts =
    entry.kind === 'topic'
      ? [...entry.topic.points, ...(entry.topic.pitfalls ?? [])]
      : [
          ...entry.decision.considerations,
          ...entry.decision.steps,
          ...entry.decision.cases.flatMap((c) => [...c.advice, c.lean]),
          ...(entry.decision.options ?? []).flatMap((o) => [...(o.start ?? []), ...o.costs]),
        ];
  const from = entry.kind === 'topic' ? `求职专题「${entry.topic.name}」` : `决策资料「${entry.decision.title}」`;
  return texts.filter((t): t is string => Boolean(t && SPAN.test(t))).map((text) => ({ text, from }));
}

/**
 * What the content says about how long the subject takes: from the entries the subject's words reach (and the one
 * the answer is about), the sentences that say a length of time, nearest first; null when none says one.
 */
export function durationPart(
  kb: KnowledgeBase,
  subject: string,
  label: string,
  about: { topic?: Topic | undefined; decision?: Decision | undefined },
): Part | null {
  const text = subject.toLowerCase();
  const entries = new Map<string, Entry>();
  if (about.topic) entries.set(about.topic.id, { kind: 'topic', topic: about.topic });
  if (about.decision) entries.set(about.decision.id, { kind: 'decision', decision: about.decision });
  for (const t of kb.planner.triggers) {
    if (!text.includes(t.key)) continue;
    const target = t.target;
    if (target.kind === 'topic') entries.set(target.topic.id, { kind: 'topic', topic: target.topic });
    else entries.set(target.decision.id, { kind: 'decision', decision: target.decision });
  }
  const plain = subject.replace(ASKING, '，');
  // The entries the subject reaches count first; a sentence elsewhere only when it shares more of the subject's words.
  // The answer's own entry counts whatever its words; another entry a word reached ('留学' in '留学回来留服认证要多久')
  // only for a sentence that shares a word with the subject, not for its time to prepare for something else.
  const own = new Set([about.topic?.id, about.decision?.id].filter(Boolean));
  const reached = [...entries.entries()]
    .flatMap(([id, e]) => spansOf(e).map((s) => ({ ...s, own: own.has(id) })))
    .map((s) => ({ text: s.text, from: s.from, own: s.own, r: relevance(s.text, plain) }))
    .filter((s) => s.own || s.r > 0)
    .map(({ text, from, r }) => ({ text, from, r: r + 2 }));
  // '学临床医学…那需要读几年': a degree's own length, as the major's entry states it (本科五年, “5+3”).
  const degree = namedMajors(kb, subject).flatMap((m) =>
    [m.summary, m.further, ...m.realities]
      .filter((t) => DEGREE_SPAN.test(t))
      .map((t) => ({ text: t, from: `专业资料「${m.name}」`, r: 6 })),
  );
  const elsewhere = [
    ...kb.planner.topics.map((topic): Entry => ({ kind: 'topic', topic })),
    ...kb.planner.decisions.map((decision): Entry => ({ kind: 'decision', decision })),
  ]
    .flatMap(spansOf)
    .map((s) => ({ ...s, r: relevance(s.text, plain) }))
    .filter((s) => s.r >= 3);
  // A sentence that opens on what is asked about ('考研：…', '注册会计师（CPA）：…') is the answer itself.
  const lower = subject.toLowerCase();
  const opensOn = (t: string) =>
    (/^([^：]{2,14})：/u.exec(t)?.[1] ?? '')
      .toLowerCase()
      .replace(/要多久|多久/gu, '')
      .split(/[（）()、和与]/u)
      .some((w) => {
        const chars = Array.from(w);
        if (chars.length < 2) return false;
        if (chars.length <= 4) return lower.includes(w);
        // '转数据分析': any four characters of it in the question ('数据分析').
        return chars.slice(0, -3).some((_, i) => lower.includes(chars.slice(i, i + 4).join('')));
      });
  const ranked = [...degree, ...reached, ...elsewhere]
    .map((s) => ({ ...s, r: s.r + (opensOn(s.text) ? 4 : 0) }))
    .sort((a, b) => b.r - a.r);
  const picked = [...new Map(ranked.map((s) => [s.text, s])).values()].slice(0, 3);
  if (!picked.length) return null;
  return {
    heading: label ? `### ${label}大概要多久` : '### 大概要多久',
    lines: picked.map((s) => `- ${s.text}`),
    from: picked[0]!.from,
  };
}
