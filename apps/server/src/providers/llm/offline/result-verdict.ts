import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Occupation } from './knowledge.js';
import type { Part } from './parts.js';
import { answeredApart } from './result-about.js';
import { joinZh, readResult } from './result.js';
import type { Reading } from './understand.js';

/*
 * A yes-or-no about the asker's interests answered in its first sentence: whether a job, a major or a road fits the
 * result ('SEC适合当老师吗'), and what one type's score says ('现实型最低说明什么'). The rest of the answer (the
 * result, the job's card, matches) follows it.
 */

/** The letters the verdict weighs: the measured result first, else a code or a type the question states. */
interface Letters {
  /** Strongest first. */
  top: RiasecType[];
  whose: string;
}

function lettersOf(reading: Reading, profile: ChatProfile): Letters | null {
  if (profile.riasec) {
    const r = readResult(profile.riasec);
    return { top: r.strong.slice(0, 3), whose: `你的兴趣代码 ${r.code}` };
  }
  if (reading.code) return { top: [...reading.code] as RiasecType[], whose: `你说的兴趣代码 ${reading.code}` };
  if (reading.typesNamed.length)
    return { top: reading.typesNamed, whose: `你的${joinZh(reading.typesNamed.map((t) => RiasecNames[t]))}兴趣` };
  return null;
}

const ASKS_FIT = /适合|匹配|合适|对口|搭吗|搭不搭|契合|有优势|能做好|干得好/u;
/** Roads read as the kind of activity they are made of. */
const ROADS: Array<[RegExp, string, string]> = [
  [/创业|自己做生意|开公司|开店/u, '创业', 'EC'],
  [/科研|搞研究|做研究|读博/u, '做科研', 'IR'],
  // Work on a shop floor (操作、调试、维修设备) is led by doing things with one's hands, then by procedure.
  [/工厂|车间|产线|技术员|技术工人|蓝领/u, '工厂技术岗', 'RCI'],
  // Civil-service work is led by procedure and files, then by serving the public and organising.
  [/考公|公务员|考编|体制内|事业单位|选调/u, '考公、进体制内', 'CSE'],
];

interface Target {
  name: string;
  code: string;
}

/**
 * A wish set against the result ('测评说我适合会计，但我想当老师', '为什么推荐我当机械工程师，我其实想做设计'): the
 * words after it name what the asker wants, which is the job to weigh against their letters, not the one suggested.
 */
const WISH =
  /(?:但|可|可是|但是|不过|其实|却|反而)(?:是)?我?(?:其实|自己|本人|更|还是|真正|一直)?(?:想|喜欢|更想|想要|希望|梦想)(?:去|要)?(?:做|当|干|成为|学|从事|进)?/u;

export function wishedText(question: string): string | null {
  const m = WISH.exec(question);
  return m ? question.slice(m.index + m[0].length) : null;
}

type Named = Pick<Reading, 'roles' | 'occupations' | 'majors'>;

/** Which of a reading's jobs and majors the asker's wish names, by any of their names of two characters or more. */
export function namedInWish(wish: string, r: Named): Named {
  const said = (names: readonly string[]) => names.some((n) => n.length >= 2 && wish.includes(n));
  return {
    roles: r.roles.filter((x) => said([x.name.replace(/（.*?）/u, ''), ...x.aliases])),
    occupations: r.occupations.filter((o) => said([o.titleZh])),
    majors: r.majors.filter((m) => said([m.name, ...m.aliases])),
  };
}

/** The job, major or road named in the asker's wish, among those the question names. */
function wishedTarget(kb: KnowledgeBase, reading: Reading, wish: string): Target | null {
  const named = namedInWish(wish, reading);
  const role = named.roles[0];
  const roleJob = role && kb.occupations.get(role.codes[0]!);
  if (role && roleJob) return { name: role.name.replace(/（.*?）/u, ''), code: roleJob.hollandCode };
  const job = named.occupations[0];
  if (job) return { name: job.titleZh, code: job.hollandCode };
  const major = named.majors[0];
  return major ? { name: `${major.name}专业`, code: major.riasec } : null;
}

/** The job, major or road the question asks about, with its usual code. */
function targetOf(kb: KnowledgeBase, reading: Reading, question: string): Target | null {
  // '适合读会计吗''想转到心理学': studying it is asked, so the major answers, not the job that shares its name.
  const studied = reading.majors[0];
  const before = studied ? question.split(studied.name.slice(0, 2))[0]! : '';
  if (studied && /(?:读|报|转到?|选)(?:个|这个)?$|适合学$/u.test(before))
    return { name: `${studied.name}专业`, code: studied.riasec };
  const role = reading.roles[0];
  const roleJob = role && kb.occupations.get(role.codes[0]!);
  if (role && roleJob) return { name: role.name.replace(/（.*?）/u, ''), code: roleJob.hollandCode };
  const job: Occupation | undefined = reading.occupations[0];
  if (job) return { name: job.titleZh, code: job.hollandCode };
  const major = reading.majors[0];
  if (major) return { name: `${major.name}专业`, code: major.riasec };
  const road = ROADS.find(([re]) => re.test(question));
  return road ? { name: road[1], code: road[2] } : null;
}

const typeNames = (letters: readonly string[]) => joinZh(letters.map((l) => RiasecNames[l as RiasecType]));
const doing = (kb: KnowledgeBase, l: string, n = 3) =>
  (kb.types.get(l as RiasecType)?.keywordsZh ?? []).slice(0, n).join('、');

function fitVerdict(kb: KnowledgeBase, letters: Letters, target: Target, atOdds: boolean): Part {
  const code = [...target.code] as RiasecType[];
  // Shared letters in the asker's order: what they like most is what the job gives them first.
  const shared = letters.top.filter((l) => code.includes(l));
  const missing = code.filter((l) => !letters.top.includes(l));
  const degree =
    letters.top.includes(code[0]!) && shared.length >= Math.min(2, code.length)
      ? '比较契合'
      : shared.length
        ? '有一部分契合'
        : '不太契合';
  const gap = /[A-Z]$/u.test(letters.whose) ? ' ' : '';
  const lines = [`**就兴趣而言，${target.name}和${letters.whose}${gap}${degree}。**`];
  const said = [`${target.name}常见的兴趣代码是 ${target.code}（${typeNames(code)}）`];
  if (shared.length) said.push(`你们共有${typeNames(shared)}：里面${doing(kb, shared[0]!)}的部分，正是你愿意做的`);
  if (missing.length)
    said.push(`${typeNames(missing)}不在你的前三，${target.name}里${doing(kb, missing[0]!)}的那部分可能要多花力气适应`);
  lines.push(`${said.join('；')}。`);
  if (atOdds)
    lines.push(
      `测评和想做的不一样很常见：测评问的是你平时愿意做哪些活动，对一个职业的向往常来自它的名气、收入或某个片段，两者都值得认真对待。`,
    );
  if (degree === '不太契合')
    lines.push(
      `不契合不等于不能做：同一行里分工很多，可以找更贴近你前三（${typeNames(letters.top)}）的那一块，或者先把它当跳板。`,
    );
  lines.push(
    `兴趣只说明愿不愿意做，能不能做好还要看能力和机会：先用一段${target.name}相关的实习、兼职、课程项目或从业者访谈试一试，做完觉得有劲还是累，比测评更说明问题。`,
  );
  return { lines, from: '你的测评得分' };
}

const ASKS_MEANING = /说明|意味|代表|什么意思|怎么理解|怎么看|是不是|好不好|正常吗|有什么用|怎么办|影响|为什么|为啥/u;
/** Doubting the result by one's skill ('测评说我是艺术型，可是我画画很烂'): interest is not skill. */
const DOUBTS_SKILL = /很烂|很差|不好|不会|不擅长|没天赋|一般般|不行|水平低|做不好/u;
const LOW = /最低|很低|偏低|低|倒数|垫底|不高|最少|几乎没有/u;
const HIGH = /最高|很高|偏高|高|第一|突出|最多/u;
/** Asked as a judgement of themselves ('是不是说明我很无聊'). */
const JUDGED =
  /(?:说明|代表|意味着)?我?(?:很|比较|太|是不是)?(?:无聊|没用|不行|奇怪|平庸|死板|没出息|不合群|笨|有问题|不正常)|是缺点|是坏事|不好吗/u;

/** Jobs led by one letter: the hand-written roles first (the familiar ones), then the catalogue's. */
export function familiarJobs(kb: KnowledgeBase, letter: RiasecType, n: number): string[] {
  const roles = kb.roles.filter((r) => roleLetter(kb, r.codes) === letter).map((r) => r.name.replace(/（.*?）/u, ''));
  const more = ledBy(kb, letter, n).filter((name) => !roles.some((r) => r.includes(name)));
  return [...roles, ...more].slice(0, n);
}

/** A role's leading interest: the type that leads its occupations' codes together. */
function roleLetter(kb: KnowledgeBase, codes: readonly string[]): RiasecType {
  const jobs = codes.flatMap((c) => kb.occupations.get(c) ?? []);
  // A letter counts 3, 2 or 1 by its place in each occupation's code.
  const total = (t: RiasecType) =>
    jobs.reduce(
      (sum, o) => sum + Math.max(0, 3 - Math.max(0, o.hollandCode.indexOf(t))) * Number(o.hollandCode.includes(t)),
      0,
    );
  return RIASEC_TYPES.reduce((best, t) => (total(t) > total(best) ? t : best));
}

/** Jobs led by one letter, those most majors lead to first. */
function ledBy(kb: KnowledgeBase, letter: RiasecType, n: number): string[] {
  return [...kb.occupations.values()]
    .filter((o) => o.hollandCode.startsWith(letter))
    .sort(
      (a, b) =>
        (kb.planner.majorsByOccupation.get(b.code)?.length ?? 0) -
        (kb.planner.majorsByOccupation.get(a.code)?.length ?? 0),
    )
    .slice(0, n)
    .map((o) => o.titleZh);
}

function meaningVerdict(kb: KnowledgeBase, t: RiasecType, question: string, profile: ChatProfile): Part | null {
  const text = kb.types.get(t);
  if (!text) return null;
  const r = profile.riasec ? readResult(profile.riasec) : null;
  // The scores decide whether it is low or high; the question's word only when there are none.
  const low = r ? !r.strong.includes(t) : LOW.test(question) && !HIGH.test(question.replace(LOW, ''));
  const lines: string[] = [];
  const name = RiasecNames[t];
  if (JUDGED.test(question)) lines.push('**不是。**测评量的是你愿意做哪类事，不给人打分，也不评价性格好坏。');
  else if (DOUBTS_SKILL.test(question))
    lines.push(
      `**测评量的是兴趣，不是水平。**${name}说的是你愿意做${doing(kb, t, 4)}这类事，不说明你已经做得好；技能可以练，兴趣决定你练下去时累不累。`,
    );
  if (r) {
    const rank = r.order.indexOf(t) + 1;
    lines.push(`按你的测评记录，${name}是 ${r.score(t)}%，在六种里排第 ${rank}。`);
  }
  if (low) {
    lines.push(
      `${name}得分低，说明${doing(kb, t, 4)}这类事不太吸引你。这说的是兴趣，不是能力：需要时你照样能做，只是以它为主的工作（如${joinZh(familiarJobs(kb, t, 3))}）天天做，容易觉得消耗。`,
      `选方向时把它当一个提醒：岗位描述里${doing(kb, t, 2)}占大头的，先用实习试一试再决定；工作里偶尔用到它没有关系。`,
    );
    if (r)
      lines.push(`和它相对，你得分最高的是${typeNames(r.strong.slice(0, 3))}，方向先从这几种兴趣用得上的工作里找。`);
  } else {
    const strengths = text.strengthsZh.slice(0, 2).join('，');
    lines.push(
      `${name}排在前面，说明${text.summaryZh}`,
      `这在${text.workEnvZh.replace(/^适合/u, '').replace(/。$/u, '')}里是实打实的长处：${strengths}。`,
    );
  }
  return { heading: `### ${name}${low ? '得分低' : '得分高'}说明什么`, lines, from: '你的测评得分' };
}

/** '我的代码是什么意思''为啥是这个结果': how the code is made from the scores, in the asker's own letters. */
const ASKS_CODE =
  /(?:代码|结果|类型|字母).{0,8}(?:什么意思|啥意思|怎么理解|怎么看|怎么来的|怎么算|为什么|为啥|代表什么|代表啥|是啥|说明什么|什么含义|哪个最重要|哪个重要|先看哪个|看哪个|重要吗|有用吗|要看吗)|(?:为什么|为啥|怎么)[^，。？?]{0,6}(?:测出|是这个|这样的结果|是[RIASEC]{3})/u;

/** Within this many points two letters are read as level: their order is chance, not a difference. */
const LEVEL_POINTS = 5;

/** Which letter weighs most: the first, unless the first two are all but level. */
function orderLine(first: number, second: number, letters: readonly RiasecType[]): string {
  const [a, b] = [RiasecNames[letters[0]!], RiasecNames[letters[1]!]];
  return first - second < LEVEL_POINTS
    ? `顺序上：${a}和${b}只差 ${first - second} 分，可以看成并列，挑方向时两者同样重要。`
    : `顺序上：第一个字母最重要，${a}比${b}高 ${first - second} 分，方向先看${a}用得上的工作，再看能不能带上后两种。`;
}

/** The third letter: it adds to the first two rather than leading, and often tells apart jobs the first two share. */
const thirdLine = (kb: KnowledgeBase, t: RiasecType, score: number) =>
  `第三个字母${RiasecNames[t]}（${score}%）是补充：它不定方向，但在前两种都契合的工作里，能帮你挑出也用得上${doing(kb, t, 2)}的那些。`;

function codeMeaning(kb: KnowledgeBase, profile: ChatProfile): Part | null {
  if (!profile.riasec) return null;
  const r = readResult(profile.riasec);
  const letters = [...r.code].filter((l): l is RiasecType => RIASEC_TYPES.includes(l as RiasecType));
  if (letters.length < 2) return null;
  const spelled = letters.map((l) => `${l}＝${RiasecNames[l]}（${r.score(l)}%）`).join('，');
  const [first] = letters;
  return {
    heading: `### 你的兴趣代码 ${r.code} 是怎么来的`,
    lines: [
      `**${r.code} 是霍兰德职业兴趣理论（RIASEC）的三个字母：取你六种兴趣里得分最高的三种，按从高到低排。**${spelled}。`,
      `得分来自你在测评里对各类活动“愿不愿意做”的选择，不是能力分：排第一的${RiasecNames[first!]}，说明${doing(kb, first!, 3)}这类事最吸引你。`,
      // Equal scores everywhere have no lowest to name: '得分低的（）' would name nothing.
      `三个字母一起看：同时用得上这几种兴趣的工作最容易让你投入${r.weakest.length ? `；得分低的（${joinZh(r.weakest.map((t) => RiasecNames[t]))}）只说明这类事不太吸引你，不代表做不了` : ''}。`,
      orderLine(r.score(letters[0]!), r.score(letters[1]!), letters),
      ...(letters[2] ? [thirdLine(kb, letters[2], r.score(letters[2]))] : []),
    ],
    from: '你的测评得分',
  };
}

/** A wish at odds with the result, for a wish the catalogue has no code for: why that happens, how to weigh the two. */
const oddsPart = (letters: Letters): Part => ({
  heading: '### 测评和想做的不一样时',
  lines: [
    '- **这很常见**：测评问的是你平时愿意做哪些活动，对一个职业的向往常来自它的名气、收入或某个片段，两者都值得认真对待。',
    `- **拆开来看**：把想做的工作每天要做的事列出来，和${letters.whose}的前三（${typeNames(letters.top)}）对照，重合的部分就是你在这行里最容易投入的那一块。`,
    '- **用经历来判断**：找一段相关的实习、项目或从业者访谈，做完仍然想做，就按想做的走，测评当作提醒你哪部分要多适应。',
  ],
  from: '你的测评得分',
});

/** The verdict that opens an answer about the asker's interests, or null when the question asks none. */
export function resultVerdict(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  profile: ChatProfile,
): Part | null {
  if (!reading.aboutResult) return null;
  const letters = lettersOf(reading, profile);
  if (!letters) return null;
  // A wish against the result is about the wished job, when the question names it.
  const wish = wishedText(question);
  const wished = wish ? wishedTarget(kb, reading, wish) : null;
  const target =
    wished ??
    (ASKS_FIT.test(question) || /不一样|不符|对不上|不搭|冲突|矛盾/u.test(question)
      ? targetOf(kb, reading, question)
      : null);
  const atOdds = /不一样|不符|对不上|不搭(?!吗)|冲突|矛盾/u.test(question) || Boolean(wish);
  if (target && (wished || !wish)) return fitVerdict(kb, letters, target, atOdds);
  if (wish) return oddsPart(letters);
  // The order of the letters or a classmate's same code is answered whole by its own part (result-about.ts).
  if (ASKS_CODE.test(question) && !answeredApart(question)) {
    const meaning = codeMeaning(kb, profile);
    if (meaning) return meaning;
  }
  // At odds with a wish the catalogue has no code for ('我想当设计师'): why that happens and how to weigh the two.
  if (atOdds && /想(?:当|做|干|成为|去)/u.test(question) && !reading.majors.length) return oddsPart(letters);
  const [only] = reading.typesNamed;
  if (
    reading.typesNamed.length === 1 &&
    only &&
    ((ASKS_MEANING.test(question) && (LOW.test(question) || HIGH.test(question))) || DOUBTS_SKILL.test(question))
  )
    return meaningVerdict(kb, only, question, profile);
  return null;
}
