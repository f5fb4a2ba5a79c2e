import type { Part } from './parts.js';
import { CITY_INDUSTRY, placesPart } from './places.js';
import { ageChanged } from './follow-age.js';
import { stageChanged } from './follow-stage.js';

/*
 * A follow-up that keeps the previous question and changes or adds one thing ('那如果在成都呢', '35了呢',
 * '要是我已经工作3年了呢', '如果不考研呢'): the previous question asked again with that slot, so the answer is the
 * previous subject seen from the new place, age, stage or condition. The slot is kept so the answer can say what
 * changed first; what the previous answer said is left out by the usual rule against repeating it.
 */

export type SlotKind = 'place' | 'age' | 'stage' | 'condition' | 'background';

export interface SlotChange {
  kind: SlotKind;
  /** The value the previous question had, when it had one ('杭州' for '成都'). */
  from?: string | undefined;
  to: string;
  /** The previous question with the slot put in ('在成都做电商运营怎么样？'). */
  restated: string;
  /** The places the previous question already weighed, when the new one is added beside them. */
  beside?: string[] | undefined;
  /** The condition has an entry of its own ('家里不同意' → 父母不同意我的选择), which answers it. */
  ownEntry?: boolean | undefined;
  /** Options of the previous decision the condition rules out ('要是考不上' after choosing 考公). */
  ruledOut?: string[] | undefined;
}

const CITIES = Object.keys(CITY_INDUSTRY).join('|');
/** Places as people name them: a city, or a kind of place ('回老家', '三四线', '小县城', '省会'). */
const PLACE = new RegExp(
  `${CITIES}|小县城|县城|老家|家乡|小城市|三四线(?:城市)?|三线城市|四线城市|十八线(?:城市)?|省会|二线城市|一线城市|北上广深|新一线(?:城市)?|(?:[二三四]线)`,
  'gu',
);
/**
 * The stages a question can move to; the longer phrase before the one it holds. A degree is a stage when said of
 * the asker ('如果我是研究生呢', '硕士学历呢'), not as a road ('那读研究生呢' weighs an option).
 */
const STAGE =
  /(?:已经)?(?:工作|上班|毕业|干)了?\s*(?:\d{1,2}|[一二两三四五六七八九十])\s*年(?:了)?|已经工作了?|大[一二三四](?![点些般样下])|研[一二三](?![究般点些])|博[一二三](?![点些般])|高[一二三](?![学点些般])|专科(?:生)?|大专(?:生)?|专升本|应届(?:生)?|在职|(?<=是|成|作为)(?:研究生|硕士(?:生)?|博士(?:生)?|本科(?:生)?)|(?:研究生|硕士|博士|本科)(?:学历|毕业)/u;
/**
 * The asker's schooling said as a fact of theirs ('我本科是普通二本', '我是文科生', '不是法学专业', '我不是师范生'):
 * after '法考怎么准备' or '国考来得及吗' it changes that advice (who may sit the exam, what to make up), so it is that
 * question asked again with the fact, not a question about 二本 or 文科 alone.
 */
const BACKGROUND =
  /(?:普通|一般的?)?(?:一本|二本|三本|双非|民办本科|独立学院)|(?:是|学)(?:的是)?(?:文科|理科)(?:生|出身|的)?|(?:文科|理科)(?:生|出身)|非(?:法学|师范|科班|计算机|本专业|相关专业)(?:专业|生|出身)?|不是(?:学)?(?:法学|师范|计算机|科班|相关|本|这个)(?:专业|生|出身|类)?|(?:数学|英语)(?:很|特别|比较|非常)?(?:差|不好|烂)|跨专业/u;
const AGE = /(?<![\d.])([1-6]\d)\s*(?:岁|周岁)|(?<![\d.])([2-6]\d)\s*了/u;

/** Words a follow-up wraps a slot in ('那如果…呢', '要是…的话', '换成…'), not part of the slot. */
const OPENING =
  /^(?:那么?|可是|但是?|不过|然后|对了[，,\s]*)?\s*(?:如果|要是|假如|假设|万一|换成|换到|换做|若是?)?\s*(?:是|在|去|回)?/u;
const CLOSING = /\s*(?:的话)?\s*(?:呢|怎么办|咋办|会怎样|怎么样|行吗|可以吗)?\s*[？?。！!，,\s]*$/u;
/** A question framed as the previous one with something changed: it opens or closes like one. */
const FRAMED =
  /^(?:那么?|可是|但是?|不过)?\s*(?:如果|要是|假如|假设|万一|换成|换到)|(?:的话|呢|怎么办|咋办)\s*[？?。！!]*\s*$|^(?:那|那么)\S{1,12}[？?]?$/u;
/** A condition only counts when it says a circumstance: a 'not', a failing, the family, a sex, money, hours. */
const CIRCUMSTANCE =
  /不|没|考不上|失败|落榜|家里|家人|父母|爸妈|经济|条件|加班|双休|结婚|孩子|身体|内向|外向|看重|在意|在乎|安稳|稳定/u;
/**
 * A condition is said as a supposition ('如果…', '要是…', '…的话', '…呢') and asks nothing of its own: '那出国读研要多少钱'
 * asks a question, '如果不考研呢' changes one. The asker's sex is the side aspect-again.ts answers ('换成女生呢').
 */
const SUPPOSED = /^(?:那么?|可是|但是?|不过)?\s*(?:如果|要是|假如|假设|万一)|(?:的话|呢)\s*[？?。！!]*\s*$/u;
const ASKS_ITSELF = /多少|怎么|什么|哪|吗|几/u;

const MAX_ADDED = 16;
/** '文科生能学编程吗': a question of its own about the background, not a fact added to the previous one. */
const FRAMED_OWN = /能不能|能学|能考|能做|适合|怎么样|好不好/u;

const firstMatch = (re: RegExp, text: string) => {
  const flags = re.flags.replace('g', '');
  return new RegExp(re.source, flags).exec(text)?.[0];
};

/** The question stripped of the words wrapping its slot: what it adds, as a clause of the previous question. */
export function added(question: string): string {
  return question.trim().replace(OPENING, '').replace(CLOSING, '').trim();
}

/** The previous question as one sentence, for another clause to follow it. */
const bare = (q: string) => q.trim().replace(/[。？?！!\s]+$/u, '');

/**
 * Whether a question is a follow-up changing one thing of the previous question, and that question asked again
 * with it. Null when the question names no place, age, stage or circumstance, or asks something of its own at
 * length (a long question is read on its own).
 */
export function slotChanged(question: string, previousQuestion: string): SlotChange | null {
  const text = question.trim();
  const chars = Array.from(text).length;
  // A fact of the asker's schooling comes with its question ('我本科是普通二本，还有机会吗？') and is still one change.
  const limit = BACKGROUND.test(text) ? 20 : 14;
  if (chars > 28 || (!FRAMED.test(text.split(/[，,。？?！!]/u)[0]!) && chars > limit)) return null;
  const clause = added(text);
  // What is added is a slot and a few words; more than that is a question of its own ('在成都的话，需要会剪视频吗…').
  if (!clause || Array.from(clause).length > MAX_ADDED) return null;
  const place = firstMatch(PLACE, clause);
  if (place) {
    const before = firstMatch(PLACE, previousQuestion);
    if (before === place) return null;
    // '北京还是深圳' then '回老家呢': one more place weighed beside both, not one put in place of the first.
    const weighed = [...new Set(previousQuestion.match(PLACE) ?? [])];
    if (weighed.length >= 2)
      return { kind: 'place', to: place, restated: `${bare(previousQuestion)}，还是${clause}`, beside: weighed };
    const restated = before
      ? `${previousQuestion.replace(before, place)}${clause === place ? '' : `，${clause}`}`
      : `${bare(previousQuestion)}，${/^(?:我|在|去|回)/u.test(clause) ? '' : '在'}${clause}`;
    return { kind: 'place', from: before, to: place, restated };
  }
  const age = AGE.exec(clause);
  if (age) {
    const years = age[1] ?? age[2]!;
    const before = /(?<![\d.])([1-6]\d)\s*(?:岁|周岁)/u.exec(previousQuestion);
    const restated = before
      ? previousQuestion.replace(before[0], `${years}岁`)
      : `${bare(previousQuestion)}，我${years}岁了`;
    return { kind: 'age', from: before ? `${before[1]}岁` : undefined, to: `${years}岁`, restated };
  }
  const stage = STAGE.exec(clause)?.[0];
  if (stage) {
    const before = STAGE.exec(previousQuestion)?.[0];
    if (before === stage) return null;
    const base = before ? previousQuestion.replace(before, stage) : bare(previousQuestion);
    return { kind: 'stage', from: before, to: stage.replace(/^已经/u, ''), restated: `${bare(base)}，${clause}` };
  }
  const background = BACKGROUND.exec(clause)?.[0];
  // '我数学不好，上面哪个不太需要数学' asks something of its own; '…还有机会吗' asks the question before again.
  if (background && !FRAMED_OWN.test(clause) && !/多少|怎么|什么|哪|几/u.test(clause))
    return {
      kind: 'background',
      to: clause
        .replace(/[？?。！!，,\s]*(?:还有机会吗|有机会吗|行吗|可以吗|有影响吗|影响大吗)?[？?。！!\s]*$/u, '')
        .replace(/^还有机会吗[？?，,\s]*/u, ''),
      restated: `${bare(previousQuestion)}，${clause}`,
    };
  if (CIRCUMSTANCE.test(clause) && SUPPOSED.test(text) && !ASKS_ITSELF.test(clause))
    return { kind: 'condition', to: clause, restated: `${bare(previousQuestion)}，${clause}` };
  return null;
}

/** What the answer says first: the previous question, the one thing changed, and what of the last answer it affects. */
export function slotLead(slot: SlotChange, items: readonly string[]): string {
  const listed = items.slice(0, 3).join('、');
  const what =
    slot.kind === 'condition' || slot.kind === 'background'
      ? `加上“${slot.to.replace(/^我/u, '你')}”这个条件${slot.ruledOut?.length ? `，${slot.ruledOut.join('、')}这条路先放一边` : ''}`
      : slot.beside
        ? `把${slot.to}也放进来，和${slot.beside.join('、')}一起比`
        : slot.from
          ? `把${slot.from}换成${slot.to}`
          : `放到${slot.to}来看`;
  return listed
    ? `${what}，上一轮说的${listed}还成立的部分不再重复，下面只说变化的地方：`
    : `${what}，上一轮说过的不再重复，下面只说变化的地方：`;
}

/**
 * What a changed place brings that the restated question's own entry may not: the two places weighed (industries,
 * rent, settling down), or the new one on its own. Nothing when the answer already has a part about the place.
 */
export function slotParts(slot: SlotChange, parts: readonly Part[]): Part[] {
  if (slot.kind !== 'place' || parts.some((p) => p.heading === '### 关于你说的地方')) return [];
  // '那如果是成都呢' after '深圳还是广州': the new place on its own, as the two were said in the answer before.
  const part = placesPart(slot.from && !slot.beside?.length ? `${slot.from}还是${slot.to}` : `去${slot.to}工作`);
  return part ? [part] : [];
}

/** A road closed: not taken ('如果不考研'), or tried and failed ('要是考不上', '没上岸'). */
const FAILED = /考不上|没考上|没上岸|上不了岸|落榜|失败|没过|不成功|没录取?/u;
const NOT_TAKEN = /(?:不|不想|不去|不打算|不选|放弃|别)\s*$/u;

/**
 * The options of a decision a condition closes: those it names after a 'not' ('如果不考研'), or, when it says the
 * road failed without naming one ('要是考不上'), the one option the question before had chosen.
 */
export function closedOptions(
  options: ReadonlyArray<{ name: string; aliases: readonly string[] }>,
  condition: string,
  before: string,
): string[] {
  const names = (o: { name: string; aliases: readonly string[] }) =>
    [o.name, ...o.aliases].filter((a) => a.length >= 2);
  const negated = options.filter((o) =>
    names(o).some((a) => {
      const at = condition.indexOf(a);
      return at >= 0 && (NOT_TAKEN.test(condition.slice(0, at)) || FAILED.test(condition.slice(at)));
    }),
  );
  if (negated.length) return negated.map((o) => o.name);
  if (!FAILED.test(condition) || options.some((o) => names(o).some((a) => condition.includes(a)))) return [];
  const chosen = options.filter((o) => names(o).some((a) => before.includes(a)));
  return chosen.length === 1 ? [chosen[0]!.name] : [];
}

/** Whether what the answer says newly speaks to the condition at all: a two-character run of its words in it. */
export function speaksTo(condition: string, text: string): boolean {
  const core = condition.replace(/^(?:我|你|如果|要是|家里|的话)+/u, '').replace(/[的了呢吗啊呀吧]/gu, '');
  const chars = Array.from(core);
  for (let i = 0; i + 2 <= chars.length; i++) if (text.includes(chars.slice(i, i + 2).join(''))) return true;
  return false;
}

/** What the asker is asked when nothing is written for the changed slot: the one thing that decides it for them. */
const ASK_BY_KIND: Record<SlotKind, string> = {
  place: '你更在意那里的岗位多少、工资，还是离家近、生活成本低',
  age: '你现在手上有哪些经验，每周能拿出多少时间准备',
  stage: '你现在已经做了哪些准备（实习、证书、项目），离最近的一个节点还有多久',
  background: '除了这一点，你现在手上有哪些能拿出来的东西（实习、证书、作品或项目），每周能拿出多少时间准备',
  condition: '这个情况对你影响最大的是哪一点，是能不能走这条路，还是走这条路要多付出的时间、钱或和家里的沟通',
};

/**
 * The short reply when the content has nothing for the slot: it says so, keeps to what the previous answer listed,
 * and asks the one question whose answer would let the next reply be about the asker.
 */
export function nothingFor(slot: SlotChange, items: readonly string[]): string[] {
  const listed = items.slice(0, 3).join('、');
  // Another age or stage: what it changes, which no entry writes for each age or stage.
  const aged = ageChanged(slot) ?? stageChanged(slot);
  if (aged) return [aged.join('\n'), `想请你补充一点：${ASK_BY_KIND[slot.kind]}？告诉我之后，我按你的情况具体分析。`];
  return [
    `加上“${slot.to.replace(/^我/u, '你')}”之后，站内资料里没有专门讲这种情况的内容，我不想拿上一轮的话换个说法再说一遍${listed ? `；上一轮说的${listed}，在这个情况下哪些还适用，要看你的具体处境` : ''}。`,
    `想请你补充一点：${ASK_BY_KIND[slot.kind]}？告诉我之后，我按你的情况具体分析。`,
  ];
}
