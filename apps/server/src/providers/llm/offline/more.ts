import type { KnowledgeBase } from './knowledge.js';
import { bullets, contentRelevance, mostRelevant, outletKept, relevance, type Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '能再具体一点吗', '还有吗', '举个例子': a follow-up on a subject whose answer the previous turn already gave. What
 * the entry holds beyond what was shown (its other cases, every consideration and step, the first steps of each
 * option, a topic's remaining points and its example) comes next; the caller leaves out what was said.
 */

/** The heading of the neighbouring topics: all that is left once a topic is said in full. */
export const NEIGHBOURS = '### 同一块还可以聊';

const ASKS_EXAMPLE = /举个?例子|举例|比如说?|例如|示范|范例|模板/;

export function moreParts(kb: KnowledgeBase, reading: Reading, question: string): Part[] {
  const parts: Part[] = [];
  const d = reading.decision;
  if (d) {
    const from = `决策资料「${d.title}」`;
    const cases = d.cases.filter((c) => c !== reading.case).slice(0, 4);
    if (cases.length)
      parts.push({ heading: '### 分几种常见情况', lines: cases.map((c) => `- **${c.title}**：${c.advice[0]}`), from });
    parts.push({ heading: '### 还要权衡的', lines: bullets(d.considerations), from });
    for (const o of (d.options ?? []).slice(0, 2))
      if (o.start?.length)
        parts.push({
          heading: `### 选${o.name}的话，先做这几件事`,
          lines: o.start.map((x, i) => `${i + 1}. ${x}`),
          from,
        });
    parts.push({ heading: '### 具体步骤', lines: d.steps.map((x, i) => `${i + 1}. ${x}`), from });
  }
  const t = reading.topic;
  if (t) {
    const from = `求职专题「${t.name}」`;
    // Asked for an example where the topic has none: one from a topic of the same part of the search that has.
    const example = t.example
      ? t
      : ASKS_EXAMPLE.test(question)
        ? kb.planner.topics.find((x) => x.area === t.area && x.example)
        : undefined;
    if (example?.example && ASKS_EXAMPLE.test(question))
      parts.push({
        heading: example === t ? '### 举个例子' : `### 举个例子（${example.name}）`,
        lines: example.example.split('\n'),
        from: `求职专题「${example.name}」`,
      });
    parts.push({ heading: `### ${t.name}：还有几点`, lines: bullets(t.points), from });
    if (t.pitfalls?.length) parts.push({ heading: '### 常见误区', lines: bullets(t.pitfalls), from });
    // The neighbouring topics of the same part of the search, to go deeper into one.
    const siblings = kb.planner.topics.filter((x) => x.area === t.area && x !== t).slice(0, 6);
    if (siblings.length)
      parts.push({
        heading: NEIGHBOURS,
        lines: [`${siblings.map((x) => `“${x.name}”`).join('、')}：和${t.name}挨着，想深入哪一个，直接告诉我。`],
        from,
      });
  }
  return parts;
}

/** Han characters of a text: how much an answer says, leaving out markup and links. */
const hanLength = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

/** A follow-up answer saying less than this (in Han characters) is widened by one neighbouring entry. */
export const THIN = 150;

/** Words that only ask ('要不要把缺点也说了'): a neighbour sharing them with the conversation is no nearer for it. */
const ASKING_WORDS = /要不要|该不该|能不能|可不可以|是不是|怎么办|怎么样|怎么|什么|如果|还是|一下/gu;

/** Two-character runs a neighbour's name must share with the conversation: none, and it is a neighbour in file only. */
const WIDER_MIN = 1;

/** A run held by more names of the area than this ('考试', '面试', '资格') says nothing of which neighbour is meant. */
const RARE = 2;

const runsOf = (text: string) => {
  const chars = Array.from(text.replace(/[^\p{Script=Han}A-Za-z0-9]/gu, '，'));
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++)
    if (chars[i] !== '，' && chars[i + 1] !== '，') out.add(chars[i]! + chars[i + 1]!);
  return out;
};

/**
 * The neighbouring topic a '还有吗' goes on to, among those whose name touches the conversation or the entry's name
 * at all: the one whose name shares runs rare among the area's names with the asker's own words first ('软考是什么'
 * reaches '软考、PMP、CFA 值不值得考'), then with what the previous answer said beyond the topic's name ('练一分钟
 * 自我介绍' reaches '自我介绍'), then the one touching most. Runs many names hold ('执业医师资格考试' and
 * '法律职业资格考试' share 资格考试; '面试' is in most names of its area) reach every neighbour alike and, counted
 * as before, picked 执业医师 after 法考 and 结构化面试（考公） after a company interview.
 */
function nearestTopic(
  kb: KnowledgeBase,
  t: KnowledgeBase['planner']['topics'][number],
  words: { asker: string; answer: string; touches: (name: string) => number; fresh: (name: string) => boolean },
) {
  const area = kb.planner.topics.filter((x) => x.area === t.area);
  const held = new Map<string, number>();
  for (const x of area) for (const run of runsOf(x.name)) held.set(run, (held.get(run) ?? 0) + 1);
  const score = (name: string, text: string) => {
    const said = runsOf(text);
    let n = 0;
    for (const run of runsOf(name)) if (said.has(run) && (held.get(run) ?? 0) <= RARE) n++;
    return n;
  };
  // The answer's own headings name the topic ('### 法律职业资格考试（法考）：要点'): its name says nothing further.
  const answer = words.answer.split(t.name).join('，');
  return area
    .filter((x) => x !== t && words.fresh(x.name))
    .map((x) => ({ x, touch: words.touches(x.name), asker: score(x.name, words.asker), answer: score(x.name, answer) }))
    .filter((x) => x.touch >= WIDER_MIN)
    .sort((a, b) => b.asker - a.asker || b.answer - a.answer || b.touch - a.touch)[0]?.x;
}

export function isThin(sections: readonly string[]): boolean {
  return hanLength(sections.filter((s) => !s.startsWith(NEIGHBOURS)).join('\n')) < THIN;
}

/**
 * '还有吗', '具体怎么做' once the entry is said in full: one level further along the same thread, the related
 * decision or the neighbouring topic of the same part of the search that the question's words (and the entry's)
 * reach most, or a major's outlets the previous answer did not list. Named as such in its heading.
 */
export function widerPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
  previousQuestion = '',
): Part | null {
  // What the conversation is about, in the asker's words and the entry's name: a neighbour's name must touch it.
  const about = (name: string) => `${question}${previousQuestion}${name}`;
  const fresh = (name: string) => !previousAnswer.includes(name);
  const d = reading.decision;
  if (d) {
    const related = (d.related ?? [])
      .map((id) => kb.planner.decisionById.get(id))
      .filter((x): x is NonNullable<typeof x> => Boolean(x) && fresh(x!.title))
      .map((x) => ({ x, r: relevance(x.title, about(d.title)) }))
      .filter((x) => x.r >= WIDER_MIN)
      .sort((a, b) => b.r - a.r)[0]?.x;
    if (related)
      return {
        heading: `### 顺着往下想：${related.title}`,
        lines: [related.framing, ...bullets(related.considerations.slice(0, 2)), ...bullets(related.steps.slice(0, 2))],
        from: `决策资料「${related.title}」`,
      };
  }
  const t = reading.topic;
  if (t) {
    const near = nearestTopic(kb, t, {
      asker: `${question}，${previousQuestion}`.replace(ASKING_WORDS, '，'),
      answer: previousAnswer,
      touches: (name) => contentRelevance(name, about(t.name).replace(ASKING_WORDS, '，')),
      fresh,
    });
    if (near)
      return {
        heading: `### 和${t.name}紧挨着的一步：${near.name}`,
        // Its points that bear on the follow-up ('自我介绍里要不要提缺点' reaches 缺点 for the line on 自我介绍).
        lines: bullets(mostRelevant(near.points, question, 4)),
        from: `求职专题「${near.name}」`,
      };
  }
  const m = reading.majors[0];
  if (m && !d && !t) {
    // Not a place the asker ruled out ('除了医院'), nor of a family they ruled out ('不考虑体制内' drops 选调).
    const outlets = m.outlets.filter((o) => fresh(o.name) && outletKept(kb, o, reading.slots.avoid, m));
    if (outlets.length)
      return {
        heading: `### ${m.name}还能去的地方`,
        lines: outlets.slice(0, 4).map((o) => `- **${o.name}**：${o.detail}`),
        from: `专业资料「${m.name}」`,
      };
  }
  return null;
}
