import type { CheckFailure } from './checks.js';
import { answerLines, plainLine, significantLines } from './text.js';

/** More unrelated questions than this answered with one same line: the line is canned, not written for them. */
export const MAX_UNRELATED_SHARING = 2;

export interface RunAnswer {
  id: string;
  /** Questions on one topic may share lines; the topic is the declared group, else the theme. */
  topic: string;
  answer: string;
}

/**
 * Lines an answer shares word for word with answers to questions of other topics, over the whole run:
 * an answer whose line also answers more than `max` unrelated questions fails.
 */
export function sharedLineFailures(
  answers: readonly RunAnswer[],
  max = MAX_UNRELATED_SHARING,
): Map<string, CheckFailure[]> {
  const holders = new Map<string, RunAnswer[]>();
  for (const a of answers)
    for (const line of significantLines(a.answer)) {
      const list = holders.get(line) ?? [];
      list.push(a);
      holders.set(line, list);
    }
  const out = new Map<string, CheckFailure[]>();
  for (const a of answers) {
    const shared = significantLines(a.answer)
      .map((line) => ({
        line,
        others: new Set(
          holders
            .get(line)!
            .filter((b) => b.topic !== a.topic)
            .map((b) => b.id),
        ),
      }))
      .filter((s) => s.others.size > max);
    if (!shared.length) continue;
    const worst = shared.reduce((x, y) => (y.others.size > x.others.size ? y : x));
    const quote = Array.from(worst.line).slice(0, 24).join('');
    out.set(a.id, [
      {
        check: 'shared-lines',
        detail: `${shared.length} 行与多个无关问题的回答相同，如「${quote}…」出现在 ${worst.others.size} 个无关问题的回答里`,
      },
    ]);
  }
  return out;
}

/**
 * Field labels of a description block, and headings that name a part of the answer ('要权衡的几点', '接下来'),
 * not things the answer put forward: a follow-up that repeats such a heading has not picked up what
 * the previous answer listed.
 */
const LABEL =
  /^(做什么|核心技能|发展路径|入行准备|兴趣类型|相关专业|工作内容|适合人群|优势|劣势|注意|提示|小结|总结|要权衡的几点|接下来|常见误区|举个例子|需要知道的现实)$/;

const nameOf = (text: string) =>
  plainLine(text)
    // '什么情况下选国企' puts forward 国企.
    .replace(/^什么情况下选/, '')
    .replace(/[（(].*$/, '')
    .split(/[：:，,。]/)[0]!
    .trim();

/**
 * What an answer put forward, in order: its numbered items if it has any ("1. **数据分析师**", "### 2. 会计"),
 * else the names of its subheadings, bold list items and links.
 */
export function listedItems(answer: string, { withIntroducers = false } = {}): string[] {
  const lines = answerLines(answer).filter((l) => !l.inServices);
  const keep = (names: string[]) => [
    ...new Set(names.filter((n) => Array.from(n).length >= 2 && Array.from(n).length <= 16 && !LABEL.test(n))),
  ];
  const numbered = keep(
    lines
      .map((l) => /^\s*(?:#{1,6}\s+)?\d+[.、)]\s*(.+)$/.exec(l.raw)?.[1])
      .filter((t): t is string => Boolean(t))
      .map(nameOf),
  );
  if (numbered.length) return numbered;
  const inLine = (raw: string) => {
    const names: string[] = [];
    const bold = /^\s*[-*+]\s+\*\*([^*]+)\*\*/.exec(raw);
    if (bold) names.push(nameOf(bold[1]!));
    for (const m of raw.matchAll(/\[([^\]]+)\]\([^)]*\)/g)) names.push(nameOf(m[1]!));
    return names;
  };
  return keep(
    lines.flatMap((l, i) => {
      if (!/^#{3,6}\s/.test(l.raw)) return inLine(l.raw);
      // A heading that introduces items of its own ("### 主要出路" over "- **数据分析**") is no item when counting
      // them, or 第一个 would point at it; it is still something the answer named (withIntroducers).
      const next = lines[i + 1]?.raw ?? '';
      const introduces = keep(inLine(next)).length > 0 && !/\[[^\]]+\]\(/.test(l.raw);
      return [...(introduces && !withIntroducers ? [] : [nameOf(l.raw)]), ...inLine(l.raw)];
    }),
  );
}

/** Share of the follow-up's substantial lines that the previous answer already said; above this it repeats. */
export const MAX_REPEAT_SHARE = 0.3;

export interface FollowUpExpectations {
  /** The item of the previous answer the question points at: 1 for 第一个, -1 for the last one. */
  refers?: number | undefined;
}

/** A follow-up keeps the thread (names what the previous answer listed) and adds to it rather than repeating. */
export function followUpFailures(answer: string, previous: string, expect: FollowUpExpectations): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const items = listedItems(previous);
  const named = listedItems(previous, { withIntroducers: true });
  if (expect.refers !== undefined) {
    const item = expect.refers < 0 ? items.at(expect.refers) : items[expect.refers - 1];
    if (!item) failures.push({ check: 'thread', detail: `上一轮回答没有列出第 ${expect.refers} 项，无从指代` });
    else if (!answer.includes(item)) failures.push({ check: 'thread', detail: `没有接上所指的「${item}」` });
  } else if (named.length && !named.some((i) => answer.includes(i))) {
    failures.push({ check: 'thread', detail: `没有提到上一轮列出的任何一项（${named.slice(0, 4).join('、')}…）` });
  }
  const mine = significantLines(answer, { withServices: true });
  const before = new Set(significantLines(previous, { withServices: true }));
  const repeated = mine.filter((l) => before.has(l)).length;
  if (mine.length && repeated / mine.length > MAX_REPEAT_SHARE)
    failures.push({
      check: 'repeat',
      detail: `${repeated}/${mine.length} 行与上一轮回答相同（上限 ${MAX_REPEAT_SHARE * 100}%）`,
    });
  return failures;
}
