import { substantialLines } from './dialogue.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';
import { verdictWhy } from './follow-why-verdict.js';
import { decisionReasons } from './follow-why-decision.js';
import type { Decision } from './content/schema.js';

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
  // The item pointed at ('后面那个'), not the first two the answer listed: the answer is about that one.
  const pointed = reading.followUp?.pointed;
  if (pointed) return text.includes(pointed) ? '' : `你问的是上一轮说到的“${pointed}”，接着说它：`;
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

/**
 * Whether a line repeats eight or more consecutive characters of the question, or the whole of a question shorter
 * than that ('举个例子', '具体点'): a heading that says only what was asked says nothing.
 */
export function copies(line: string, question: string): boolean {
  const q = Array.from(question.replace(/\s+/g, ' ').trim());
  const bare = q.join('').replace(/[。？?！!，,\s]+$/u, '');
  if (q.length < 8) return Array.from(bare).length >= 3 && line.includes(bare);
  for (let i = 0; i + 8 <= q.length; i++) if (line.includes(q.slice(i, i + 8).join(''))) return true;
  return false;
}

const ASKS_WHY =
  /^(?:那|可)?(?:为什么|为啥|凭什么|怎么说|理由|依据)|为什么(?:这么说|这样说|推荐|选|建议|是它|适合)|依据是什么|理由是什么/u;

/**
 * '为什么这么说' after a position: what it was, what it rested on, and what would make the other option the better
 * one, said anew rather than repeated. Null when the question does not ask why or no position was taken.
 */
export function whyLines(question: string, previousAnswer: string, decision?: Decision): string[] | null {
  if (!ASKS_WHY.test(question)) return null;
  const taken = /\*\*(?:在(.+?)和(.+?)之间，)?我更建议你选(.+?)\*\*。([^\n]*)/u.exec(previousAnswer);
  const leaning = /\*\*我的倾向\*\*：([^\n]+)/u.exec(previousAnswer);
  // A yes-or-no about the asker's interests ('比较契合'): how the overlap was counted, before any list's why.
  if (!taken && !leaning) return verdictWhy(previousAnswer) ?? listedWhy(previousAnswer);
  if (!taken)
    return [
      `上一轮的倾向是：${leaning![1]}`,
      ...decisionReasons(decision, undefined, undefined, leaning![1]!),
      '这是多数人在这种情况下的常见选择；你的情况如果不同，告诉我哪里不一样，我按你的情况重新权衡。',
    ];
  const [, a, b, picked, because] = taken;
  const other = a && b ? (picked === a ? b : a) : '';
  const basis = /按你的测评/.test(because ?? '')
    ? '这个判断看的是你的测评：两份工作常见的兴趣代码和你的兴趣代码重合多少。'
    : /你提到了|结合你的兴趣代码|按你说的情况/.test(because ?? '')
      ? '这个判断用到了你说过的情况和你的测评。'
      : '你还没说太多自己的情况，所以这是按最常见的情形给的判断。';
  // The codes it compared, when it compared codes: the reason itself.
  const codes = previousAnswer.split('\n').filter((l) => /^- [^*].+常见的兴趣代码是 [RIASEC]+/u.test(l));
  return [
    `上一轮我倾向${picked}，依据是：${(because ?? '').replace(/^你没有说特别的限制，/, '')}`,
    basis,
    ...codes,
    ...decisionReasons(decision, picked, other || undefined, because ?? ''),
    other
      ? `如果${other}那边给的东西（比如收入、稳定、离家近或你更喜欢的工作内容）对你是眼下最要紧的，结论就该反过来；告诉我你最在意哪一点，我按它重新比一次。`
      : '告诉我你最在意哪一点，我按它重新比一次。',
  ];
}

/**
 * '为什么推荐这些' after a list: what each item was chosen by, as the list said it (the interest code it shares with
 * the asker), or the headings it was drawn from; and how to have it ranked by what matters to them.
 */
function listedWhy(previousAnswer: string): string[] | null {
  const reasons = [
    ...previousAnswer.matchAll(/^\d+\. \[([^\]]+)\]\([^)]*\)：[^\n]*?（兴趣代码 ([RIASEC]+)，与(.+?)共有(.+?)）$/gmu),
  ];
  const ask = '如果你更看重收入、稳定、离家近或入门难度，告诉我是哪一个，我按它把这几个重新排一遍。';
  if (reasons.length)
    return [
      `上一轮的职业是按${reasons[0]![3]}挑的：每个职业在职业资料里有自己的兴趣代码，和你的前三重合得越多、越靠前，排得越前。`,
      reasons.map(([, name, code, , shared]) => `- **${name}**（${code}）：和你共有${shared}`).join('\n'),
      '兴趣代码只说明你愿不愿意做这类事，不看收入、城市和门槛；它是缩小范围的起点，不是结论。',
      ask,
    ];
  const reasoned = itemReasons(previousAnswer);
  if (reasoned.length >= 2)
    return [
      `上一轮列${reasoned
        .slice(0, 3)
        .map((r) => r.name)
        .join('、')}这几条，是因为它们是这类背景的人最常走、也走得通的路，各有实在的理由：`,
      reasoned.map((r) => `- **${r.name}**：因为${r.clause}。`).join('\n'),
      ask,
    ];
  const headings = [...previousAnswer.matchAll(/^### (.+)$/gmu)].map((m) => m[1]!).slice(0, 3);
  if (!headings.length) return null;
  return [
    // “…”, not 「…」: in an answer, corner brackets name the square's services.
    `上一轮说的这些来自站内资料的“${headings.join('”“')}”：是这类问题里最常见、多数人会遇到的几种，不是只为你一个人挑的。`,
    ask,
  ];
}

/** What in an item's description says why it is worth taking: demand, an edge, a way in, what it leads to. */
const REASON =
  /需求|招得多|招.{0,6}毕业生|岗位数量|缺口|优势|对口|稳定|增长|成长快|跳板|门槛不高|入门容易|分量|加分|看重|用得上/u;

/** The numbered items of a list ('1. **企业财务会计**：…'), each with the clause of its description giving a reason. */
function itemReasons(previousAnswer: string): Array<{ name: string; clause: string }> {
  return [...previousAnswer.matchAll(/^\d+\. \*\*([^*]+)\*\*：([^\n（]+)/gmu)]
    .map(([, name, detail]) => ({
      name: name!,
      clause: detail!
        .split(/[，；。]/u)
        // '但成长快' read alone: the reason without the turn that joined it to the clause before.
        .map((c) => c.trim().replace(/^(?:但是?|而且|并且|也|还|且)/u, ''))
        .find((c) => REASON.test(c)),
    }))
    .filter((r): r is { name: string; clause: string } => Boolean(r.clause))
    .slice(0, 5);
}

/**
 * A long line whose last 60% the previous answer already said: the same content under another lead (an
 * entry route opens with a lead that varies by question, so the follow-up's line differs only in its first words).
 */
function endsAsSaid(line: string, previous: string): boolean {
  const chars = Array.from(plainOf(line));
  // Most of the line, not a closing phrase shared by lines about different things ('…机会就多在哪边').
  const tail = Math.max(30, Math.ceil(chars.length * 0.6));
  return chars.length >= 40 && previous.includes(chars.slice(-tail).join(''));
}

/** The parts as the answer's sections: a follow-up adds to the previous answer, so what it already said is left out. */
export function sectionsOf(parts: readonly Part[], previousAnswer: string, question: string): string[] {
  const said = substantialLines(previousAnswer);
  const sections: string[] = [];
  for (const part of parts) {
    const kept = part.lines.filter((l) => !said.has(plainOf(l)) && !endsAsSaid(l, previousAnswer));
    // A numbered list with items left out counts from 1 again: '第一个' in the next question means its first.
    let n = 0;
    const lines = kept.map((l) => l.replace(/^(\d+)\. /, () => `${++n}. `));
    if (!lines.length) continue;
    // A heading that would copy the question's words is left out: the lines say it.
    const heading = part.heading && !copies(part.heading, question) ? part.heading : undefined;
    sections.push([heading, ...lines].filter(Boolean).join('\n'));
  }
  return sections;
}
