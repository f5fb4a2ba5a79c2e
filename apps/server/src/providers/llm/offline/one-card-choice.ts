import type { Choice } from './choice-read.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import { cardOf, limitsSaid } from './limit-choice.js';
import type { Part } from './parts.js';

/*
 * '芯片验证和设计哪个好', '软考和PMP先考哪个', '律所和公司法务怎么选': two options that one job card holds. Weighing the
 * two cards against each other finds no difference, so the answer reads the card's clauses that name one option and
 * not the other (验证岗位最多 against 设计…要求更高; 律所…头几年收入分化大 against 企业法务…稳定但上限较低) and leans by
 * the limit the asker said, else by which door is open to a newcomer, saying what would turn it. Where the card
 * tells them apart on nothing, it says so and names what decides it.
 */

/** Clauses split at commas outside brackets: '验证（用 UVM 搭环境、写测试，找出设计错误）' stays one. */
function commaClauses(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '（' || ch === '(') depth++;
    if (ch === '）' || ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === '，' || ch === ',')) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  return [...out, cur].map((c) => c.trim()).filter((c) => c.length >= 4);
}

/** What a reader finds on the card, sentence by sentence; a sentence naming both is read clause by clause. */
function statements(role: Role): string[] {
  const text = [role.summary, ...(role.daily ?? []), role.pay ?? '', role.entry, role.path, ...(role.intern ?? [])];
  return text
    .flatMap((t) => t.split(/[。；;]/u))
    .map((s) => s.trim().replace(/^[^：]{0,6}：/u, ''))
    .filter(Boolean);
}

/** The words that name an option on the card: itself, and its part that the other option does not share. */
function keys(option: string, other: string): string[] {
  const chars = Array.from(option);
  const rest = chars.filter((c, i) => other[i] !== c || i >= Array.from(other).length).join('');
  const tail = chars.slice(-2).join('');
  // '公司法务' is named '企业法务' on the card: its last two characters name it.
  return [
    ...new Set([option, tail, Array.from(rest).length >= 2 ? rest : ''].filter((k) => Array.from(k).length >= 2)),
  ];
}

/** The one card both options sit on, or undefined. */
export function sharedCard(kb: KnowledgeBase, choice: Choice): Role | undefined {
  const [x, y] = choice.options;
  const role = cardOf(kb, x) ?? cardOf(kb, y);
  if (!role) return undefined;
  const names = `${role.name}${role.aliases.join('、')}`;
  // '芯片验证和设计': the bare second option read with the first's field ('芯片设计').
  const field = Array.from(x).slice(0, -2).join('');
  const on = (o: string) =>
    cardOf(kb, o) === role || names.includes(o) || (field && cardOf(kb, `${field}${o}`) === role);
  return on(x) && on(y) ? role : undefined;
}

/** The card's clauses naming this option and not the other. */
function clausesOf(role: Role, option: string, other: string): string[] {
  const [mine, theirs] = [keys(option, other), keys(other, option)];
  const names = (s: string, ks: string[]) => ks.some((k) => s.includes(k));
  return [
    ...new Set(
      statements(role).flatMap((s) => {
        if (!names(s, mine)) return [];
        if (!names(s, theirs)) return [s];
        return commaClauses(s).filter((c) => names(c, mine) && !names(c, theirs));
      }),
    ),
  ];
}

/** A door open to a newcomer, and one that asks more first. */
const OPEN = /岗位最多|本科也有机会|不设.{0,6}门槛|门槛较低|岗位多|机会多|稳定/u;
const NARROW = /要求硕士|多要求硕士|要求更高|项目经验|分化大|门槛高|上限较低/u;

/** The clause of a sentence that says it ('不设学历和资历门槛' out of the whole 软考 sentence). */
function piece(s: string, re: RegExp): string {
  const clause = commaClauses(s).find((c) => re.test(c)) ?? s;
  if (Array.from(clause).length <= 40) return clause;
  // A long clause (one in brackets): the stretch around the words that matched, between its own commas.
  const at = clause.search(re);
  const start = Math.max(...['，', '、', '（', '：'].map((d) => clause.lastIndexOf(d, at))) + 1;
  const ends = ['，', '）', '；'].map((d) => clause.indexOf(d, at)).filter((i) => i >= 0);
  return clause.slice(start, ends.length ? Math.min(...ends) : undefined);
}

const quote = (s: string) => `“${Array.from(s).length > 56 ? `${Array.from(s).slice(0, 54).join('')}…` : s}”`;

/** Two options one card holds, weighed by the clauses that tell them apart. */
export function oneCardChoice(
  kb: KnowledgeBase,
  choice: Choice,
  context: string,
): { part: Part; position: string } | null {
  // '软考和PMP先考哪个' reads its second option as 'PMP先考' (as exam-order.ts finds): the order word is no part of it.
  const [x, y] = choice.options.map((o) => o.replace(/(?<=..)(?:先考|先准备|先报|先学|先拿|先)$/u, '')) as [
    string,
    string,
  ];
  const role = sharedCard(kb, { options: [x, y] });
  if (!role) return null;
  const sides = [clausesOf(role, x, y), clausesOf(role, y, x)];
  if (!sides[0]!.length && !sides[1]!.length) return null;
  const own = [x, y].reduce((text, o) => text.split(o).join('，'), context);
  const limit = limitsSaid(own)[0];
  const count = (cs: string[], re: RegExp) => cs.filter((c) => re.test(c)).length;
  // Where the asker's limit bites more is the side to avoid; else the side a newcomer can enter by.
  const score = (cs: string[]) =>
    limit
      ? count(cs, limit.bites) * -2 + (limit.eases ? count(cs, limit.eases) : 0)
      : count(cs, OPEN) - count(cs, NARROW);
  const [sx, sy] = sides.map(score) as [number, number];
  const seen = (i: number) =>
    sides[i]!.length ? sides[i]!.slice(0, 2).map(quote).join('、') : '（职业资料里没有单独写到它）';
  const lines = [`- ${x}：职业资料写的是${seen(0)}。`, `- ${y}：职业资料写的是${seen(1)}。`];
  // Nothing on the card tells them apart for this asker: no lean from here (the generic weighing says what to compare).
  if (sx === sy) return null;
  const [pick, other] = sx > sy ? [0, 1] : [1, 0];
  const [a, b] = [[x, y][pick]!, [x, y][other]!];
  const bite = (i: number) => (limit ? sides[i]!.find((c) => limit.bites.test(c)) : undefined);
  const ease = (i: number) => (limit?.eases ? sides[i]!.find((c) => limit.eases!.test(c)) : undefined);
  const open = sides[pick]!.find((c) => OPEN.test(c));
  const narrow = sides[other]!.find((c) => NARROW.test(c));
  const why = limit
    ? `你说“${limit.said}”，${b}这边${bite(other) ? `写着${quote(piece(bite(other)!, limit.bites))}` : '没有写到类似的保障'}，${a}这边写的是${quote(ease(pick) ? piece(ease(pick)!, limit.eases!) : (sides[pick]![0] ?? ''))}`
    : `同一张职业卡片里，${a}这边写着${quote(open ? piece(open, OPEN) : sides[pick]![0]!)}，${b}这边${narrow ? `写着${quote(piece(narrow, NARROW))}` : '没有写到这样的门槛'}：刚入行从${a}进门更现实`;
  const turn = limit
    ? `如果${limit.unless}，${b}也值得认真考虑。`
    : `如果你已经够得上${b}那边的要求（学历、项目或经验），或更看重${b}的那一面，就选${b}；${role.path.includes(`${a}和${b}`) || /互转|能转/u.test(role.path) ? '两者之间以后也能互转，先进门不是定终身。' : '先进门的一边做两三年，再看要不要换。'}`;
  return {
    part: {
      lines: [`**在${a}和${b}之间，我更建议你选${a}**。${why}。`, ...lines, `- 什么时候改选${b}：${turn}`],
      from: `职业卡片「${role.name}」里两者的区别`,
    },
    position: `${a}：${why}。`,
  };
}
