import { readChoice } from './choice-read.js';
import { pointedItems } from './dialogue.js';

/*
 * A follow-up that points at one of several things by its place ('后面那个', '中间那个', '第二个', '前者/后者'). When
 * the asker's own previous question listed the things ('产品经理、数据分析、运营这三个哪个适合我'), the place counts in
 * that list, not in whatever headings the answer happened to show; the question is then asked again with the thing's
 * name in place of the pointer ('后面那个具体做什么' → '运营具体做什么').
 */

const ORDINAL: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const NTH = '(?<!倒数\\s*)第\\s*([一二两三四五六1-6])\\s*(?:个|项|种|类|家|条路|条)?';
const LAST = '(?:最后|后面|后边|最后面|最末)(?:那|这)?(?:一)?(?:个|项|种|条|类|家)';
const FIRST = '(?:前面|前边|最前面|开头)(?:那|这)?(?:一)?(?:个|项|种|条|类|家)';
const MIDDLE = '中间(?:那|这)?(?:一)?(?:个|项|种|条|类|家)';
/** 前者 and 后者 only say 'the first' and 'the last' of two; '前者' is never the name of a job. */
const FORMER = '前者';
const LATTER = '后者';
/**
 * The pointer as said, with who said the list: '你说的第二条' points at what the answer said, not at the options the
 * asker named.
 */
const POINTER = new RegExp(
  `((?:你|刚才|刚刚|上面|前面)(?:说|提|讲|列)(?:的|到的|过的))?(?:${NTH}|(${LAST})|(${FIRST})|(${MIDDLE})|(${FORMER})|(${LATTER}))`,
  'u',
);

export interface Pointer {
  /** The words that point ('后面那个', '前者'), to put the thing's name in their place. */
  said: string;
  /** 1-based from the start, negative from the end, 0 for the middle. */
  place: number;
  /** The pointer says the list was the answer's ('你说的第二条'). */
  ofAnswer: boolean;
}

/** Where a question points by place, or null when it names no place. */
export function pointerIn(question: string): Pointer | null {
  const m = POINTER.exec(question);
  if (!m) return null;
  const [said, by, nth, last, first, middle, former, latter] = m;
  const place = nth ? (ORDINAL[nth] ?? Number(nth)) : last || latter ? -1 : first || former ? 1 : middle ? 0 : null;
  return place === null
    ? null
    : { said: said.slice(by?.length ?? 0), place, ofAnswer: Boolean(by) || /条(?!路)/u.test(said) };
}

/** The thing at a place of a list; the middle of an even list has none. */
export function atPlace(list: readonly string[], place: number): string | null {
  if (place === 0) return list.length % 2 === 1 && list.length >= 3 ? list[(list.length - 1) / 2]! : null;
  return (place < 0 ? list.at(place) : list[place - 1]) ?? null;
}

/** Words that gather what was listed before the asking ('这三个', '这几个', '之间'), or the asking itself. */
const GATHER = /(?:这|那)(?:两|三|四|五|几)(?:个|种|条|家|份)|之间|当中|中间|里面|哪个|哪一个|哪种|哪条|选哪|怎么选/u;
const LEAD = /^(?:我|我们|现在|目前|在|纠结|犹豫|考虑|想在|想|打算|准备|有|比较)+/u;
const fits = (s: string) => Array.from(s).length >= 2 && Array.from(s).length <= 10;

/**
 * The things a question lists to choose among, in its order: 'A、B、C这三个哪个…' or 'A、B和C选哪个', else the two of
 * a choice ('考研和考公我该选哪个', '去大厂还是去国企'). Empty when it lists fewer than two.
 */
export function optionsListed(question: string): string[] {
  const text = question.replace(/\s+/gu, '');
  const clauses = text.split(/[？?！!。；;，,]/u);
  for (const [i, clause] of clauses.entries()) {
    if (!clause.includes('、')) continue;
    // Listed to choose among: the asking follows in the clause or opens the next ('A、B、C，哪个好'); '我学过
    // Python、SQL、Excel，能找什么工作' lists what the asker has, nothing to choose.
    const at = clause.search(GATHER);
    if (at <= 0 && !GATHER.test((clauses[i + 1] ?? '').slice(0, 4))) continue;
    const head = (at > 0 ? clause.slice(0, at) : clause).replace(LEAD, '');
    const names = head.split(/、|和|跟|与|或者|还是|或/u).map((s) => s.replace(/(?:这|那)?(?:些|几个)?$/u, '').trim());
    if (names.length >= 3 && names.every(fits)) return names;
  }
  const two = readChoice(text);
  // '考研选学硕还是专硕': what is weighed follows 选; what comes before it frames the choice.
  const chosen = (o: string) => /选(\p{Script=Han}{2,})$/u.exec(o)?.[1] ?? o;
  return two ? two.options.map(chosen) : [];
}

/**
 * The question asked again about the thing of the previous question's own list that it points at ('后者要准备多久'
 * after '考研和考公我该选哪个' → '考公要准备多久'), with that thing; null when it points at nothing, the pointer says the
 * answer's list, or the previous question listed no choice.
 */
export function atOwnOption(question: string, previousQuestion: string): { asked: string; option: string } | null {
  const pointer = pointerIn(question);
  // '第一个和第三个哪个好' weighs two places, which follow-choice reads.
  if (!pointer || pointer.ofAnswer || pointedItems(question).length > 1) return null;
  const option = atPlace(optionsListed(previousQuestion), pointer.place);
  if (!option) return null;
  const asked = question.replace(pointer.said, option).replace(/^(?:那|那么)\s*/u, '');
  return { asked, option };
}

/**
 * Words for the one thing the previous answer recommended ('你推荐的那个', '刚才那个岗位'): not a place in a list, the
 * answer's own pick.
 */
const PICKED =
  /(?:你|刚才|刚刚)(?:推荐|建议|选|倾向)的(?:那个|这个)?(?:岗位|职业|工作|方向|城市|专业|选项)?|刚才(?:说的)?那个(?:岗位|职业|工作|方向|城市|专业|选项)/u;

/** The option an answer recommended ('**我更建议你选老家（回老家）**' → 老家), or null. */
export function pickedIn(answer: string): string | null {
  const picked = /\*\*(?:在.+?和.+?之间，)?我更建议你选(.+?)\*\*/u.exec(answer)?.[1];
  return picked ? picked.replace(/[（(].*$/u, '').trim() || null : null;
}

/** '你推荐的那个要学多久' after an answer that picked 数据分析: asked again about 数据分析, with it. */
export function atPicked(question: string, previousAnswer: string): { asked: string; option: string } | null {
  const said = PICKED.exec(question)?.[0];
  const option = said ? pickedIn(previousAnswer) : null;
  return said && option ? { asked: question.replace(said, option), option } : null;
}

/** A follow-up that is only another place ('那第三个呢', '那如果是第3个呢', '后面那个呢'). */
const ONLY_PLACE = /^(?:那|那么)?(?:如果|要是|假如)?(?:是|换成|换作)?(.+?)(?:呢|怎么样|如何)?[？?。！!]*$/u;

/**
 * '第一个工资多少' then '那如果是第3个呢': the turn before asked again with the other place, against the list it
 * pointed into. Null unless this question says nothing but a place and the turn before pointed by place too.
 */
export function placeAgain(question: string, previousQuestion: string): string | null {
  const inner = ONLY_PLACE.exec(question.trim())?.[1] ?? '';
  const now = pointerIn(inner);
  const before = pointerIn(previousQuestion);
  if (!now || now.said !== inner || !before) return null;
  return previousQuestion.replace(before.said, now.said);
}
