import { type RiasecType } from '@lucina/contracts';
import { ASKS_SIDES, sidesLines } from './background-sides.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase, Occupation, Role } from './knowledge.js';
import { conditionLines, conditionSaid } from './condition-fit.js';
import { bullets, type Part } from './parts.js';
import type { Body } from './result-body.js';
import type { Reading } from './understand.js';

/*
 * '游戏策划适合文科生吗', '我性格急躁，适合做销售吗', '学历史的能做产品经理吗': a job the asker names, asked through
 * their own background or trait. The job leads, read through what the asker said of themselves: what in the job
 * the background or trait helps with, where it strains, what to show to get in, and a position on the fit asked.
 */

/** A yes-or-no about the asker fitting or being able to do something. */
// '只能当老师吗' fears one road only (ONLY_LEADS_TO, ask-words.ts); it does not ask whether the asker can take it.
export const FIT_ASK =
  /适合(?:做|当|去|干|学)?[^，。？?！!]{0,12}[吗么嘛]|适不适合|合不合适|合适吗|(?<!只)能(?:做|当|干|去做|去当|转|进|胜任)[^，。？?！!]{0,12}[吗么嘛]|能不能(?:做|当|干|转)|还能(?:做|当)|可行吗|可行不|靠谱(?:吗|不)|现实吗|有优势吗|吃亏吗|优势(?:和|与|跟|、|及)?(?:劣势|短板|不足|缺点)|优劣势?|优缺点|(?:有|是)(?:什么|哪些|啥)优势|优势在哪|(?:我的|会有|有什么|有哪些)短板|短板(?:是|在|会)|做得来|吃得消|会不会(?:很|太)?(?:痛苦|累|吃力|吃亏|辛苦)|行不行/u;

/** What the work of each interest type mostly asks of the people doing it. */
const DEMAND: Record<RiasecType, string> = {
  R: '动手、在现场解决实际问题',
  I: '钻研问题、分析数据',
  A: '创作和表达、拿出自己的方案',
  S: '耐心地和人打交道、帮助别人',
  E: '说服别人、扛指标、推动事情往前走',
  C: '按规范细致地核对和整理',
};

export interface Trait {
  /** The trait as the answer names it. */
  name: string;
  words: RegExp;
  /** Types of work the trait helps in, and types it tends to strain. */
  helps: RiasecType[];
  strains: RiasecType[];
  good: string;
  manage: string;
}

/** Traits people name of themselves, by family: each reading covers the everyday words for it. */
export const TRAITS: Trait[] = [
  {
    name: '急性子',
    words: /急躁|急性子|性子急|性格急|脾气(?:比较|很|有点|太)?(?:不好|大|差|暴|急)|没(?:什么)?耐心|暴躁|易怒/u,
    helps: ['E', 'R'],
    strains: ['C', 'S'],
    good: '推进事情快、不拖延、敢催结果',
    manage: '遇到对方磨叽或出错时先停一下再回应，核对类的活给自己留复查的时间',
  },
  {
    name: '内向',
    words: /内向|社恐|i人|I人|不爱说话|不太爱说话|话少|不善言辞|不善(?:于)?交际|不爱社交|怕和人打交道/u,
    helps: ['I', 'C', 'A', 'R'],
    strains: ['E', 'S'],
    good: '坐得住、想得深、书面表达和一对一沟通扎实',
    manage: '把要当面说的话提前写好要点，用准备换临场，社交量大的日子后给自己留恢复的时间',
  },
  {
    name: '外向',
    words: /外向|e人|E人|话多|爱说话|自来熟|爱交朋友|喜欢和人打交道/u,
    helps: ['E', 'S'],
    strains: ['C', 'I'],
    good: '开口不怯场、容易和陌生人建立关系',
    manage: '长时间独自钻研或核对时把任务拆小，每完成一段就检查一遍',
  },
  {
    name: '完美主义',
    words: /完美主义|强迫症|抠细节|爱较真|较真|追求完美|眼里容不得/u,
    helps: ['C', 'I', 'A'],
    strains: ['E'],
    good: '对质量和细节要求高，交出去的东西少出错',
    manage: '每件事先定好“够好”的标准和截止时间，到点先交一版再改，别在不影响结果的细节上耗太久',
  },
  {
    name: '坐不住',
    words: /坐不住|好动|闲不住|静不下心|静不下来|耐不住寂寞|不喜欢坐办公室/u,
    helps: ['E', 'R', 'S'],
    strains: ['C', 'I'],
    good: '愿意跑动、见人、换场景，精力足',
    manage: '找外出、见客户或项目轮换多的岗位，案头工作集中在精力最好的时段一次做完',
  },
  {
    name: '强势',
    words: /强势|好胜|要强|控制欲|争强好胜|说一不二/u,
    helps: ['E'],
    strains: ['S'],
    good: '敢拍板、敢争取、能扛压力推进',
    manage: '对同事和客户多问一句对方的想法再下结论，服务和协作场合先听后说',
  },
  {
    name: '敏感、容易共情',
    words: /敏感|共情|玻璃心|情绪化|想得多|想太多|心软|容易受影响/u,
    helps: ['S', 'A'],
    strains: ['E'],
    good: '能读懂别人的情绪和需要，做事体贴',
    manage: '给自己划好工作和私人情绪的边界，定期找人倾诉或做督导，别把别人的情绪全背回家',
  },
];

/** A broad background said without naming a major ('文科生'), and what it brings to any job. */
export const STREAMS: Array<{ name: string; words: RegExp; brings: string; fits: RiasecType[] }> = [
  { name: '文科', words: /文科/u, brings: '读写表达、梳理材料和理解人的能力', fits: ['A', 'S', 'E'] },
  { name: '理科', words: /理科/u, brings: '数理基础和严密的逻辑推理', fits: ['I', 'R', 'C'] },
  { name: '工科', words: /工科/u, brings: '工程思维和动手做项目的经验', fits: ['R', 'I', 'C'] },
];

const OPEN_ENTRY = /专业不限|专业要求(?:相对)?宽|不限专业|跨专业(?:也|入门)/u;

export interface Named {
  name: string;
  aliases: string[];
  code: string;
  majors: string[];
  entry?: string | undefined;
  skills: string[];
  from: string;
}

/** A short follow-up asking whether a job will do ('那程序员可以吗'), read with what the asker said before. */
const FOLLOW_FIT = /可以吗|行吗|行不行|能做吗|怎么样|合适吗|适合吗/u;

/** Where in the question a job is last named: '做了三年销售，内向的人适合做HR吗' asks about the later one. */
const lastAt = (question: string, names: readonly string[]) =>
  Math.max(...names.map((n) => question.toLowerCase().lastIndexOf(n.toLowerCase())));

function namedJob(kb: KnowledgeBase, reading: Reading, question: string): Named | null {
  const role: Role | undefined = [...reading.roles].sort(
    (a, b) => lastAt(question, [b.name, ...b.aliases]) - lastAt(question, [a.name, ...a.aliases]),
  )[0];
  if (role) {
    const near = role.codes.map((c) => kb.occupations.get(c)).filter((o): o is Occupation => !!o);
    return {
      name: role.name,
      aliases: role.aliases,
      code: near[0]?.hollandCode ?? '',
      majors: near.flatMap((o) => o.majors),
      entry: role.entry,
      skills: role.skills,
      from: `职业卡片「${role.name}」`,
    };
  }
  const o = reading.occupations[0];
  if (!o) return null;
  const majors = kb.planner.majorsByOccupation.get(o.code)?.map((m) => m.name) ?? o.majors;
  return { name: o.titleZh, aliases: [], code: o.hollandCode, majors, skills: [], from: `职业资料「${o.titleZh}」` };
}

const letters = (code: string) => [...code].filter((l): l is RiasecType => l in DEMAND).slice(0, 2);

export function traitLines(job: Named, trait: Trait): { lines: string[]; position: string } {
  // The job's leading type decides; the second one is the side that helps or strains less.
  const [first, second] = letters(job.code);
  const side = (l: RiasecType | undefined) =>
    !l ? null : trait.helps.includes(l) ? 'helps' : trait.strains.includes(l) ? 'strains' : null;
  const lead = side(first) ? first : side(second) ? second : undefined;
  const other = lead === first ? second : first;
  const also = other && side(other) && side(other) !== side(lead) ? other : undefined;
  let position: string;
  if (lead && side(lead) === 'helps')
    position = `${trait.name}的人做${job.name}是对得上的：它主要靠${DEMAND[lead]}，你${trait.good}的一面正好用得上${also ? `；要留意的是它也要${DEMAND[also]}` : ''}。`;
  else if (lead)
    position = `${trait.name}的人能做${job.name}，但它离不开${DEMAND[lead]}，这正是${trait.name}容易吃力的地方${also ? `（它要${DEMAND[also]}的一面倒用得上你）` : ''}：先用实习或兼职试一段，能把这一面管住再定。`;
  else
    position = `${trait.name}不是${job.name}的门槛：它主要靠${first ? DEMAND[first] : '专业能力'}，和性格关系不大，欠缺的能力可以练。`;
  const helped = [first, second].find((l) => l && side(l) === 'helps');
  const lines = [
    `**我的看法**：${position}`,
    `${trait.name}带来的长处：${trait.good}${helped ? `，在${job.name}要${DEMAND[helped]}的时候最用得上` : ''}。`,
    `做${job.name}要管住的一面：${trait.manage}。`,
  ];
  if (job.entry) lines.push(`想证明自己做得来：${job.entry}`);
  return { lines, position };
}

function backgroundLines(
  job: Named,
  background: { name: string; brings: string; fits: boolean },
): { lines: string[]; position: string } {
  const open = job.entry ? OPEN_ENTRY.test(job.entry) : false;
  const need = job.skills.slice(0, 2).join('、');
  const position = background.fits
    ? `${background.name}背景做${job.name}是顺的：这一行本来就常收你这样的背景，照它的入行要求一步步准备就行。`
    : open
      ? `能做：${job.name}不看专业出身，看的是能力和作品，${background.name}背景不吃亏，${need ? `要补的是${need}` : '要补的是岗位的基本功'}。`
      : `能做但要补课：${job.name}更常招对口专业，${need ? `它看重的${need}` : '它的基本功'}要自己补，再用实习或作品证明。`;
  const lines = [`**我的看法**：${position}`];
  // Only someone crossing over has to turn what they bring into the job's terms.
  if (!background.fits)
    lines.push(`你带过去的是${background.brings}：面试时把它讲成${job.name}用得上的长处，是跨背景的人最有力的一点。`);
  if (job.entry) lines.push(`拿得出手的证明：${job.entry}`);
  return { lines, position };
}

/** The major the question itself names as the asker's ('学历史的', '英语专业', '汉语言文学的'). */
function ownMajorNamed(reading: Reading, question: string, job: Named): Major | undefined {
  const m = reading.slots.ownMajor ?? reading.majors[0];
  if (!m) return undefined;
  // '能做翻译吗' names the job, not a major the asker studies.
  const jobNames = [job.name, ...job.aliases];
  const rest = jobNames.reduce((q, n) => q.split(n).join('，'), question);
  return [m.name, ...m.aliases].some((a) => a.length >= 2 && rest.includes(a)) ? m : undefined;
}

/** A major's name as job entries write it: '会计学' is named '会计', '汉语言文学' '中文'. */
const majorStem = (m: Major) => m.name.replace(/(?:学|专业)$/u, '');

/** The job is the major's own road: its entry names the major, or one of the major's outlets is the job. */
function ownRoad(job: Named, m: Major): boolean {
  const names = [job.name, ...job.aliases];
  if (job.entry) return job.entry.includes(majorStem(m));
  return job.majors.includes(m.name) || m.outlets.some((o) => names.some((n) => o.name.includes(n)));
}

/**
 * The fit part and its position, when the question asks whether the asker can do or suits a job it names, through
 * a trait or background the asker states; null otherwise.
 */
export function namedFitPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  earlier = '',
): { part: Part; position: string; job: Named } | null {
  // A condition said in an earlier turn ('我不能熬夜') still holds when a later one names a job ('那程序员可以吗').
  const carried = reading.followUp?.ownSubject && FOLLOW_FIT.test(question) ? conditionSaid(earlier) : undefined;
  if (!carried && (!FIT_ASK.test(question) || reading.followUp)) return null;
  const job = namedJob(kb, reading, question);
  if (!job) return null;
  const trait = TRAITS.find((t) => t.words.test(question));
  const major = ownMajorNamed(reading, question, job);
  const stream = STREAMS.find((s) => s.words.test(question));
  let read: { lines: string[]; position: string } | null = null;
  let said = '';
  // A condition of the body or of what the asker will take on ('不能熬夜', '色弱') is what they ask the job through.
  const condition = conditionSaid(question) ?? carried;
  if (condition) {
    read = conditionLines(job, condition);
    said = `你说的${condition.name}`;
  } else if (trait) {
    read = traitLines(job, trait);
    said = `你说的${trait.name}`;
  } else if (major) {
    read = backgroundLines(job, {
      name: major.name,
      brings: major.skills.slice(0, 2).join('、'),
      fits: ownRoad(job, major),
    });
    // Its strengths and gaps asked ('有什么优势和劣势'): said from the two skill lists, after the position, in place of
    // the general line on what the background brings.
    if (ASKS_SIDES.test(question) && job.skills.length)
      read.lines.splice(
        1,
        read.lines[1]?.startsWith('你带过去的是') ? 1 : 0,
        ...sidesLines(job.name, job.skills, major),
      );
    said = `${major.name}背景`;
  } else if (stream) {
    const fits = letters(job.code).some((l) => stream.fits.includes(l));
    read = backgroundLines(job, { name: `${stream.name}生`, brings: stream.brings, fits });
    said = `${stream.name}生`;
  }
  if (!read) return null;
  return {
    part: { heading: `### 从${said}看${job.name}`, lines: bullets(read.lines), from: job.from },
    position: read.position,
    job,
  };
}

/**
 * Leads the answer with the fit: drops a position taken for another question (a background's generic decision) and
 * the decision entries that do not name the job.
 */
export function leadWithNamedFit(
  kb: KnowledgeBase,
  b: Body,
  reading: Reading,
  question: string,
  earlier = '',
): boolean {
  const fit = namedFitPart(kb, reading, question, earlier);
  if (!fit) return false;
  const names = [fit.job.name, ...fit.job.aliases];
  const aboutJob = (p: Part) => names.some((n) => `${p.heading ?? ''}${p.from}`.includes(n));
  b.parts = b.parts.filter(
    (p) =>
      !p.lines.some((l) => /^\*\*(?:在.+?和.+?之间，)?我更建议你选|^\*\*我的倾向\*\*/u.test(l)) &&
      !(p.from.startsWith('决策资料') && !aboutJob(p)),
  );
  b.parts.unshift(fit.part);
  b.position = fit.position;
  b.picked = null;
  b.readAs = `${fit.job.name}适不适合${fit.part.heading!.replace(/^### 从(?:你说的)?(.+?)看.*$/u, '$1')}的你`;
  return true;
}
