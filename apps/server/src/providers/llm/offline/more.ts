import type { KnowledgeBase } from './knowledge.js';
import { bullets, type Part } from './parts.js';
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
