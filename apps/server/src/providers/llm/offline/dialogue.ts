import type { LlmTurn } from '../llm.provider.js';

/** What the previous answer put forward, and which of it the new question points at. */

const plain = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.、)]\s*)+/, '')
    .replace(/[*_`~]/g, '')
    .trim();
/** An item's name: up to its first bracket, colon or comma ('数据分析师（入门）：…' → 数据分析师). */
const nameOf = (text: string) =>
  plain(text)
    // '什么情况下选外企': the option is the item.
    .replace(/^什么情况下选/, '')
    .replace(/[（(].*$/, '')
    .split(/[：:，,。]/)[0]!
    .trim();
/** Field labels inside a card, not things the answer listed. */
const LABEL =
  /^(做什么|日常工作|核心技能|发展路径|入行准备|找实习|兴趣类型|相关专业|工作内容|适合人群|优势|劣势|注意|提示|小结|总结)$/;
/** The planner's own section headings ('要权衡的几点', '接下来'): the answer's parts, not what it put forward. */
const SECTION =
  /^(要权衡的几点|接下来|常见误区|举个例子|需要知道的现实|读研与深造|用人单位看重的能力|常见的转向|入行要过的关|关于你说的地方|年龄这件事|你的测评结果|可以先了解的职业|相应的专业|可以考虑的专业|这些兴趣常去的职业|就你的专业而言|这条路要的能力)$/;
/** A heading that introduces the list of bold items under it ('…：通常是这几类', '可以走的几条路', '分几种常见情况'). */
const LIST_HEADING = /这几类|几条路|几种常见情况|分几种|有下面几|有这几/u;
const SERVICES_HEADING = /服务\s*$|(了解|推荐|相关|站内)的?服务/;

/**
 * The items of an answer in order, as a reader would count them: its numbered items when it has any,
 * else its subheadings, bold list items and links. Lines of a services section are not items.
 */
/** The two jobs an answer set side by side under compare.ts's heading ('### 产品经理和项目经理的区别'), or null. */
export function comparedJobs(answer: string): [string, string] | null {
  const compared = /^###\s+(.+?)和(.+)的区别$/mu.exec(answer);
  return compared ? [nameOf(compared[1]!), nameOf(compared[2]!)] : null;
}

export function listedItems(answer: string): string[] {
  // Two jobs set side by side: the two are what the answer put forward, not the aspects its bold labels name
  // (做的事, 看重的能力).
  const compared = comparedJobs(answer);
  if (compared) return compared;
  let inServices = false;
  const lines: string[] = [];
  for (const raw of answer.split('\n')) {
    if (/^#{1,6}\s/.test(raw)) inServices = SERVICES_HEADING.test(raw);
    else if (inServices) continue;
    lines.push(raw);
  }
  const keep = (names: string[]) => [
    ...new Set(
      names.filter(
        (n) => Array.from(n).length >= 2 && Array.from(n).length <= 16 && !LABEL.test(n) && !SECTION.test(n),
      ),
    ),
  ];
  const numbered = keep(
    lines.flatMap((l) => {
      const m = /^\s*(?:#{1,6}\s+)?\d+[.、)]\s*(.+)$/.exec(l);
      return m ? [nameOf(m[1]!)] : [];
    }),
  );
  if (numbered.length) return numbered;
  // The bold items under each heading: a heading over two or more of them names the group, not one of its items.
  const under = new Map<number, string[]>();
  let heading = -1;
  for (const [i, l] of lines.entries()) {
    if (/^#{1,6}\s/.test(l)) under.set((heading = i), []);
    const bold = /^\s*[-*+]\s+\*\*([^*]+)\*\*/.exec(l);
    if (bold && heading >= 0) under.get(heading)!.push(nameOf(bold[1]!));
  }
  // '稳定的工作：通常是这几类', '可以走的几条路': the list the answer put forward is that one, counted from its first
  // item, whatever came before or after it ('先说女生找工作这件事', '选之前核实一下').
  for (const [at, names] of under)
    if (LIST_HEADING.test(plain(lines[at]!)) && keep(names).length >= 2) return keep(names);
  return keep(
    lines.flatMap((l, i) => {
      const names: string[] = [];
      if (/^#{3,6}\s/.test(l) && keep(under.get(i) ?? []).length < 2) names.push(nameOf(l));
      const bold = /^\s*[-*+]\s+\*\*([^*]+)\*\*/.exec(l);
      if (bold) names.push(nameOf(bold[1]!));
      for (const m of l.matchAll(/\[([^\]]+)\]\([^)]*\)/g)) names.push(nameOf(m[1]!));
      return names;
    }),
  );
}

const ORDINALS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

/**
 * Which listed item a question points at: 1-based, negative from the end, 0 for the middle, or null.
 * "第一个"/"第2个"/"前面那个"/"前者" count from the start, "最后一个"/"后面那个"/"后者" from the end.
 */
export function pointedItem(question: string): number | null {
  // '倒数第二个' counts from the end.
  const fromEnd = /倒数\s*第?\s*([一二两三四五六1-6])\s*(?:个|项|条|种|类|份|家|条路)?/.exec(question);
  if (fromEnd) return -(ORDINALS[fromEnd[1]!] ?? Number(fromEnd[1]));
  const nth = /第\s*([一二两三四五六1-6])\s*(个|项|条|种|类|份|家|条路)?/.exec(question);
  if (nth) return ORDINALS[nth[1]!] ?? Number(nth[1]);
  if (/(最后|后面|后边|后一|下面)(那|这)?(一)?(个|项|种|条|类)/.test(question)) return -1;
  if (/(前面|前边|前一|上面)(那|这)?(一)?(个|项|种|条|类)/.test(question)) return 1;
  // 前者 and 后者 are the first and the last of two; 中间那个 the middle of three (0: placed once the list is known).
  if (/后者/.test(question)) return -1;
  if (/前者/.test(question)) return 1;
  if (/中间(那|这)?(一)?(个|项|种|条|类)/.test(question)) return 0;
  return null;
}

/**
 * Every item a question points at, in order, negative from the end ('第一个和第三个' → 1, 3; '前两个' → 1, 2;
 * '最后一个和第一个' → -1, 1; '倒数第二个' → -2).
 */
export function pointedItems(question: string): number[] {
  if (/前(两|2)(个|项|种|条|类)/.test(question)) return [1, 2];
  const places =
    /(倒数\s*)?第\s*([一二两三四五六1-6])\s*(?:个|项|条|种|类|份|家|条路)?|(?:最后|最末)(?:那|这)?(?:一)?(?:个|项|种|条|类)/gu;
  const found = [...question.matchAll(places)].map((m) => {
    if (!m[2]) return -1;
    const n = ORDINALS[m[2]] ?? Number(m[2]);
    return m[1] ? -n : n;
  });
  return [...new Set(found)];
}

/** The item at a place of a list (1-based, negative from the end), or undefined. */
export const itemAt = (items: readonly string[], place: number) => (place < 0 ? items.at(place) : items[place - 1]);

/** Words that lean on what was said before: the question has no subject of its own without the thread. */
const LEANS_ON_BEFORE =
  /^(那|那么|它|这个|这|还有|如果|然后|所以|另外|其他|其它|那如果|要是|具体)|它|刚才|刚刚|上面(说|提)|你说的|前面说|这个(职业|方向|专业|岗位|工作)|那个(职业|方向|专业|岗位)|这(两|几)个|这些|那些|(?:有没有|还有没有)更/;

export function leansOnBefore(question: string): boolean {
  return LEANS_ON_BEFORE.test(question.trim()) || pointedItem(question) !== null;
}

/** Words that open a question on another subject: it is read on its own, not as a follow-up. */
const NEW_SUBJECT =
  /^(?:对了|顺便问|顺便说|换个(?:问题|话题)|另外问|另一个问题|问个别的|说点别的|题外话|再问个别的|还有个别的问题|跟上面无关|和上面无关)/;

/**
 * '对了我是专科', '对了，我本科是二本': 对了 before a fact of the asker's own that asks nothing adds it to the thread
 * (follow-slot.ts), it opens no other subject.
 */
const FACT_OF_MINE = /^对了[，,、\s]*我(?![^，,。]*(?:吗|？|\?|怎么|什么|哪|多少|能不能|可不可以|想问|问一?下))/u;

export function newSubject(question: string): boolean {
  const q = question.trim();
  return NEW_SUBJECT.test(q) && !FACT_OF_MINE.test(q);
}

/**
 * Whether the previous answer was the safety gate's decline: 'distress' when it pointed to a hotline (the
 * follow-up keeps that care), 'declined' for any other decline (its question is no subject to carry on).
 */
export function declinedBefore(previousAnswer: string): 'distress' | 'declined' | null {
  const text = previousAnswer.trim();
  if (/心理援助热线|12356/.test(text) && text.length < 400) return 'distress';
  if (/^抱歉，/.test(text) && text.length < 300) return 'declined';
  return null;
}

/** The last answer of the conversation, as the request carries it. */
export function previousAnswer(messages: readonly LlmTurn[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === 'assistant') return messages[i]!.content;
  return '';
}

/**
 * The answers of the conversation as the composer reads them: the last, and every one so far, oldest first (a
 * follow-up may point at an item listed two answers back).
 */
export function answersOf(messages: readonly LlmTurn[]): { previousAnswer: string; earlierAnswers: string[] } {
  return {
    previousAnswer: previousAnswer(messages),
    earlierAnswers: messages.filter((m) => m.role === 'assistant').map((m) => m.content),
  };
}

/** Lines of a text long enough to count as saying something (the ones an answer must not repeat). */
export function substantialLines(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map(plain)
      .filter((l) => (l.match(/\p{Script=Han}/gu)?.length ?? 0) >= 12),
  );
}

/**
 * The listed item of an answer under which a word of it was said ('测试开发' inside the line on 互联网与软件公司研发):
 * a question about that word is about a part of that item. Null when no item's lines hold it.
 */
export function itemSaying(answer: string, word: string): string | null {
  if (Array.from(word).length < 2) return null;
  const items = listedItems(answer);
  const lines = answer.split('\n');
  const starts = items.map((item) => lines.findIndex((l) => l.includes(item)));
  for (let i = 0; i < items.length; i++) {
    if (starts[i]! < 0 || items[i]!.includes(word)) continue;
    // The last item runs to the next heading (or the end): its lines are under it, not only its own line.
    const heading = lines.findIndex((l, at) => at > starts[i]! && /^#{1,6}\s/u.test(l));
    const next = starts.slice(i + 1).find((s) => s > starts[i]!) ?? (heading > 0 ? heading : lines.length);
    const block = lines.slice(starts[i], Math.max(next, starts[i]! + 1)).join('\n');
    if (block.includes(word)) return items[i]!;
  }
  return null;
}
