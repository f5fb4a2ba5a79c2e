import { plainOf } from './framing.js';

/*
 * The previous answer as a reader remembers it: its points, each a short name and the gist of what it said. A
 * follow-up about the answer itself ('太长了，总结一下', '我做不到怎么办') is built from these, so it names what was
 * said and says it anew (shorter, reordered) rather than repeating its lines.
 */

export interface Point {
  /** The point's name: a bold label, a subheading or the first words of its line. */
  name: string;
  /** What it said, cut to its first clause. */
  gist: string;
  /** The line was a numbered step (the answer's own order of doing things). */
  step: boolean;
  /** The name is the line's own label (a bold lead), not the heading it stood under. */
  labelled: boolean;
  /** A mistake to avoid (under '常见误区'), not a thing to do. */
  pitfall: boolean;
}

/** Headings of what not to do. */
const PITFALLS = /误区|别踩|不要做|注意事项/u;

/** Words of a line that asks to do something ('准备', '投', '列出'): a first step is one of these, not a fact. */
const DOES =
  /^(?:先|每|准备|把|去|找|投|写|列|查|定|选|报|学|做|问|联系|参加|用|按(?!《)|留|改|练|建立|记录|整理|关注)/u;

/**
 * A thing to do said after a short lead or a modal ('秋招前要准备好简历', '实习期间可以投秋招', '投递前要看清岗位要求'):
 * topics state most of their advice this way, and a plan built only from lines that open on a verb found none.
 */
const DOES_AFTER_LEAD =
  /^[^，,：:。]{0,10}?(?:要|需要|应该|应当|可以|得|先|尽早|提前)(?:先|好好|及时|主动)?(准备|投|写|列|查|定|选|报|学|做|问|联系|参加|用|留|改|练|关注|看清|确认|整理|建立|记录|规划|安排|找|约|谈|沟通|复盘)/u;

/** What a point asks to do, from its verb on ('秋招前要准备好简历' → '准备好简历'). */
export const doing = (gist: string) => {
  const m = DOES_AFTER_LEAD.exec(gist);
  return m && !DOES.test(gist) ? gist.slice(m[0].length - m.at(-1)!.length) : gist;
};

export const isAction = (p: Point) => !p.pitfall && (p.step || DOES.test(p.gist) || DOES_AFTER_LEAD.test(p.gist));

/** How a point is called when named: its label, or the start of what it said ('什么情况下选考研' → 选考研的情况). */
export function labelOf(p: Point): string {
  if (p.labelled) return p.name.replace(/^什么情况下(选.+)$/u, '$1的情况');
  const lead = Array.from(p.gist.split(/[：:，,、（(]/u)[0]!);
  return lead.length <= 16 ? lead.join('') : `${lead.slice(0, 15).join('')}…`;
}

/** Headings whose lines are not points of the answer: services offered, neighbouring topics to go on to. */
const NOT_POINTS = /服务\s*$|同一块还可以聊|可以了解的/u;
/** Lines that frame rather than say: the offline notice, a source note, asking the asker for more. */
const FRAMING = /^【|把你的具体情况告诉我|上一轮已经|站内资料里|我按它说得更具体/u;
/** Labels of a card's fields: the point's name is then the card's subject with the label. */
const FIELD = /^(做什么|日常工作|核心技能|发展路径|入行准备|找实习|兴趣类型|相关专业)$/u;

const hanCount = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

/** The first clause or two of a sentence, up to about 36 characters, without a trailing link list. */
export function gistOf(text: string): string {
  const clean = plainOf(text)
    .replace(/[①-⑩]/gu, '')
    .replace(/（职业资料：[^）]*）/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = clean.split(/[。；;！!？?]/u)[0]!.trim();
  const chars = Array.from(sentence);
  if (chars.length <= 36) return sentence;
  const cut = chars.slice(0, 36).join('');
  const at = Math.max(cut.lastIndexOf('，'), cut.lastIndexOf('、'), cut.lastIndexOf(','));
  return at >= 10 ? cut.slice(0, at) : `${cut}…`;
}

/** The answer's points in order; a heading with no bold or numbered lines counts as one point (its first line). */
export function pointsOfAnswer(answer: string): Point[] {
  const points: Point[] = [];
  let heading = '';
  let skip = false;
  let headingTaken = false;
  for (const raw of answer.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const h = /^#{1,6}\s+(.+)$/u.exec(line);
    if (h) {
      heading = plainOf(h[1]!).replace(/^\d+[.、]\s*/u, '');
      skip = NOT_POINTS.test(heading);
      headingTaken = false;
      continue;
    }
    if (skip || FRAMING.test(line) || hanCount(line) < 6) continue;
    const bold = /^(?:[-*+]|\d+[.、)])\s+\*\*([^*]+)\*\*[：:]?\s*(.*)$/u.exec(line);
    const numbered = /^\d+[.、)]\s+/u.test(line);
    if (bold) {
      const label = plainOf(bold[1]!).replace(/[：:]$/u, '');
      const name = FIELD.test(label) && heading ? `${heading}·${label}` : label;
      points.push({
        name,
        gist: gistOf(bold[2] || bold[1]!),
        step: numbered,
        labelled: true,
        pitfall: PITFALLS.test(heading),
      });
    } else if (numbered || /^[-*+]\s+/u.test(line)) {
      const gist = gistOf(line);
      points.push({ name: heading || gist, gist, step: numbered, labelled: false, pitfall: PITFALLS.test(heading) });
    } else if (heading && !headingTaken) {
      points.push({ name: heading, gist: gistOf(line), step: false, labelled: false, pitfall: PITFALLS.test(heading) });
    } else continue;
    headingTaken = true;
  }
  return points;
}

/**
 * Up to `count` points, one per heading first (an answer of four sections is remembered as four things), then the
 * rest in order.
 */
export function mainPoints(points: readonly Point[], count: number): Point[] {
  const seen = new Set<string>();
  const first: Point[] = [];
  const rest: Point[] = [];
  for (const p of points) {
    const group = p.name.split('·')[0]!;
    (seen.has(group) ? rest : first).push(p);
    seen.add(group);
  }
  return [...first, ...rest].slice(0, count);
}

/** The position the previous answer took ('我更建议你选X', '我的倾向'), as a short sentence, or null. */
export function positionOf(answer: string): string | null {
  const two = /\*\*(?:在.+?和.+?之间，)?我更建议你选(.+?)\*\*/u.exec(answer);
  if (two) return `我建议选${two[1]}`;
  const lean = /\*\*我的倾向\*\*：([^\n]+)/u.exec(answer);
  return lean ? gistOf(lean[1]!) : null;
}
