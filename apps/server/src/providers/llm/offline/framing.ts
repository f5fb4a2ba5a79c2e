import type { Reading } from './understand.js';

/*
 * The words around an answer's parts: the opening line, the bridge from the previous answer, the reasoning's notes on
 * the thread and the slots, and the checks that keep a line from repeating the question or an earlier answer.
 */

/** What the reasoning says about the thread and the slots it used. */
export function threadNote(reading: Reading): string {
  const f = reading.followUp;
  if (!f) return '';
  if (f.pointed) return `这是接着上一轮的追问，你指的是上一轮列出的「${f.pointed}」。`;
  return '这是接着上一轮的追问，我沿用了上一轮的话题，只补充新的内容。';
}

export function slotNote(reading: Reading): string {
  const s = reading.slots;
  const said = [
    s.stage,
    s.age ? `${s.age} 岁` : '',
    s.cities.length ? `城市（${s.cities.join('、')}）` : '',
    s.grades ? `成绩（${s.grades}）` : '',
    s.tried ? `已经做过的（${s.tried}）` : '',
    s.avoid.length ? `不考虑${s.avoid.join('、')}` : '',
  ].filter(Boolean);
  return said.length ? `也考虑了你提到的：${said.join('，')}。` : '';
}

/** The thread: the previous answer's items this answer continues from, in one short line. */
export function bridge(reading: Reading, text: string): string {
  const items = reading.followUp?.items ?? [];
  if (!items.length || items.some((i) => text.includes(i))) return '';
  return `接着上一轮说的${items.slice(0, 2).join('、')}，再补充这一点：`;
}

/** An opening line naming the subjects; the wording varies with the question so no line repeats across answers. */
export function subjectLead(subjects: readonly string[], question: string): string {
  const s = subjects.join('和');
  const leads = [
    `先说${s}：结合你的情况，下面是我会重点看的几件事。`,
    `说到${s}，我按你说的情况拆开来讲。`,
    `关于${s}，下面几点和你的问题最相关。`,
  ];
  let h = 0;
  for (const c of question) h = (h * 31 + c.codePointAt(0)!) % 997;
  return leads[h % leads.length]!;
}

export const plainOf = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.、)]\s*)+/, '')
    .replace(/[*_`~]/g, '')
    .trim();

/** Whether a line repeats eight or more consecutive characters of the question. */
export function copies(line: string, question: string): boolean {
  const q = Array.from(question.replace(/\s+/g, ' ').trim());
  for (let i = 0; i + 8 <= q.length; i++) if (line.includes(q.slice(i, i + 8).join(''))) return true;
  return false;
}
