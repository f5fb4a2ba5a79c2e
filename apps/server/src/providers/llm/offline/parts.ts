import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Major } from './content/schema.js';
import { ASKS_OUTLETS, SWITCH_FROM_MAJOR } from './ask-words.js';
import type { KnowledgeBase, Occupation, Role } from './knowledge.js';
import { joinZh, readResult, resultSentence, shapeOf, sharedStrong, type ResultReading } from './result.js';
import { FLAT_MEANING } from './result-shape.js';
import { occupationLink, typeNames } from './sections.js';
import type { Aspect } from './aspects.js';
import { rulesOutStateSector, withoutAvoided } from './ruled-out.js';
import type { Reading } from './understand.js';

/** A piece of an answer: an optional subheading, its lines, and what it was drawn from (for the reasoning). */
export interface Part {
  heading?: string;
  lines: string[];
  from: string;
}

export const bullets = (items: readonly string[]) => items.map((s) => `- ${s}`);
export const numbered = (items: readonly string[]) => items.map((s, i) => `${i + 1}. ${s}`);

export { withoutAvoided } from './ruled-out.js';

/** The two-character runs of a text, punctuation and spaces left out. */
function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  const chars = Array.from(text.replace(/[\s，。？！,.?!、]/g, ''));
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * The question without the words that only say what kind of question it is: those that chose the decision or topic
 * (its title and triggers). What is left is the asker's own situation, which is what should pick the lines shown;
 * otherwise every question of a kind would get the same ones.
 */
export function situationOf(question: string, kindWords: readonly string[]): string {
  const kind = bigrams(kindWords.join('，'));
  const chars = Array.from(question);
  return chars
    .map((ch, i) => (kind.has(ch + (chars[i + 1] ?? '')) || kind.has((chars[i - 1] ?? '') + ch) ? '，' : ch))
    .join('');
}

/** Characters of the question's own words (two-character runs) that a sentence shares: how relevant it is. */
export function relevance(sentence: string, question: string): number {
  const q = bigrams(question);
  const s = Array.from(sentence);
  let n = 0;
  for (let i = 0; i + 1 < s.length; i++) if (q.has(s[i]! + s[i + 1]!)) n++;
  return n;
}

/** A run with a particle or a measure word in it ('的行', '一个', '是私'): shared by chance, it says nothing. */
const LOOSE = /[的了是个一和与在有也都就把被着过吗呢吧啊]/u;

/**
 * Like `relevance`, counting only runs of content words: whether the asker said something a sentence speaks to
 * ('一个是国企的行政岗' shares '的行' with '…国企集中的行业', which says nothing of the asker).
 */
export function contentRelevance(sentence: string, question: string, besides: readonly string[] = []): number {
  const q = bigrams(question);
  // Runs of the words `besides` (the options' own names: '这个专业' says nothing about 转专业's condition).
  const named = bigrams(besides.join('，'));
  const s = Array.from(sentence);
  let n = 0;
  for (let i = 0; i + 1 < s.length; i++) {
    const run = s[i]! + s[i + 1]!;
    if (q.has(run) && !LOOSE.test(run) && !named.has(run)) n++;
  }
  return n;
}

/** The `count` sentences most relevant to the question, kept in their written order. */
export function mostRelevant(items: readonly string[], question: string, count: number): string[] {
  const ranked = items
    .map((s, i) => ({ s, i, r: relevance(s, question) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, count);
  return ranked.sort((a, b) => a.i - b.i).map((x) => x.s);
}

/** What each strong interest brings to a résumé, an interview or a choice. */
export const LETTER_STORY: Record<RiasecType, string> = {
  R: '亲手做成的实物、实验或项目',
  I: '分析数据、钻研难题的经历',
  A: '有创意的作品和表达',
  S: '帮助、组织和带动别人的经历',
  E: '带队、说服别人、推动事情落地的经历',
  C: '细致可靠、把流程理顺的经历',
};

/**
 * The asker's result stated correctly. With `use` (what the result is applied to: '找副业', '选读研方向') it is
 * stated for that use in one line, and what the leading type means in general is left to questions about the result
 * itself: the same description in every answer would crowd out what this question asked.
 */
export function resultPart(kb: KnowledgeBase, profile: ChatProfile, reading: Reading, use?: string): Part | null {
  if (!profile.riasec) return null;
  const r = readResult(profile.riasec);
  const first = r.order[0]!;
  if (use && !reading.typesNamed.length)
    return { heading: '### 你的测评结果', lines: [`${use}时先看你的结果：${resultSentence(r)}`], from: '你的测评得分' };
  const lines = [resultSentence(r)];
  for (const t of reading.typesNamed) {
    const text = kb.types.get(t);
    if (!text) continue;
    const place = r.strong.includes(t)
      ? `它在你的前三之中（${r.score(t)}%）`
      : `它不在你的前三之中（${r.score(t)}%），更像你可以借用的能力，而不是主要兴趣`;
    lines.push(`**${RiasecNames[t]}**：${text.summaryZh}${place}。`);
  }
  // Flat scores name no first interest worth describing: what such a result means is said instead.
  if (!reading.typesNamed.length && shapeOf(r) === 'flat') lines.push(FLAT_MEANING);
  else if (!reading.typesNamed.length) {
    const text = kb.types.get(first);
    if (text) lines.push(`排在第一的${RiasecNames[first]}意味着：${text.summaryZh}`);
    if (text) lines.push(`适合的环境：${text.workEnvZh}`);
  }
  return { heading: '### 你的测评结果', lines, from: '你的测评得分' };
}

export const firstSentence = (text: string) => /^[^。！？]*[。！？]?/.exec(text)?.[0] ?? text;

const ASPECT_LABEL: Record<Aspect, string> = {
  daily: '日常工作',
  skills: '技能要求',
  majors: '对口专业',
  path: '发展路径',
  entry: '怎么入行',
  certificates: '证书',
  fit: '适合的人',
  salary: '收入',
  further: '是否读研',
  public: '体制内机会',
  outlets: '出路',
  intern: '实习机会',
};
export const aspectLabel = (a: Aspect | null) => (a ? ASPECT_LABEL[a] : '');

/** Asked what the days are like, the card says so ('日常工作'); otherwise it says what the job is. */
const doesLabel = (a: Aspect | null) => (a === 'daily' ? '日常工作' : '做什么');

/** A role card narrowed to what was asked; with no aspect, what it is, the skills and how to get in. */
export function rolePart(kb: KnowledgeBase, role: Role, reading: Reading, profile: ChatProfile): Part {
  const near = role.codes.map((c) => kb.occupations.get(c)!).filter(Boolean);
  const a = reading.aspect;
  const lines: string[] = [];
  const majors = near.flatMap((o) => o.majors);
  // Seeking a first internship in the job: where it is found and what gets one in, then the skills to show.
  const intern = a === 'intern' ? role.intern : undefined;
  if (intern) lines.push(`**找实习**：${intern[0]}`, ...intern.slice(1));
  const card = intern ? 'skills' : a === 'intern' ? 'entry' : a;
  const show = (want: Aspect[]) => card === null || want.includes(card);
  // A second aspect asked ('累吗，以后能往哪里发展') is answered too, once: not the lines the first already gives.
  const also = (want: Aspect[]) => !show(want) && want.some((w) => reading.alsoAsked?.includes(w));
  if (show(['daily', 'fit', 'outlets', 'path', 'salary'])) lines.push(`**${doesLabel(a)}**：${role.summary}`);
  // Asked about the days ('招聘专员每天做什么'), the one-line summary says too little: the day is walked through.
  if (a === 'daily') lines.push(...(role.daily ?? []));
  if (show(['skills', 'entry', 'certificates', 'fit'])) lines.push(`**核心技能**：${role.skills.join('；')}`);
  if (show(['path', 'further', 'salary', 'public']) || also(['path'])) lines.push(`**发展路径**：${role.path}`);
  // '怎么进，待遇好吗' asks the way in beside the pay: the card's entry says both the exam and what it pays.
  if ((show(['entry', 'skills', 'certificates', 'majors', 'further', 'public']) || also(['entry'])) && !intern)
    lines.push(`**入行准备**：${role.entry}`);
  if (role.pay && (a === 'salary' || reading.alsoAsked?.includes('salary'))) lines.push(`**收入**：${role.pay}`);
  if (card === 'majors' || card === 'entry')
    lines.push(`**常见对口专业**：${[...new Set(majors)].slice(0, 8).join('、')}`);
  if (!lines.length) lines.push(`**做什么**：${role.summary}`);
  // The catalogue pages close the card's first line: a line of links alone would be the same in every answer.
  lines[0] = `${lines[0]}（职业资料：${near.map((o) => occupationLink(o)).join('、')}）`;
  const fit = fitLine(kb, profile, near[0]?.hollandCode);
  if (fit) lines.push(fit);
  return { heading: `### ${role.name}`, lines: bullets(lines), from: `职业卡片「${role.name}」` };
}

export function occupationPart(kb: KnowledgeBase, o: Occupation, reading: Reading, profile: ChatProfile): Part {
  const zone = kb.jobZones.get(o.jobZone);
  // A catalogue occupation has no internship lines of its own: what getting in takes answers for them.
  const a = reading.aspect === 'intern' ? 'entry' : reading.aspect;
  const lines = [`**${doesLabel(a)}**：${o.summaryZh}`];
  if (a !== 'daily') lines.push(`**兴趣类型**：${typeNames(kb, o.hollandCode)}`);
  const majors = kb.planner.majorsByOccupation.get(o.code)?.map((m) => m.name) ?? o.majors;
  if (majors.length && (a === null || a === 'majors' || a === 'entry' || a === 'skills'))
    lines.push(`**相关专业**：${majors.slice(0, 8).join('、')}`);
  if (zone && a !== 'daily') lines.push(`**入行准备**：${o.titleZh}属于${zone.nameZh}的职业，${zone.educationZh}`);
  const fit = fitLine(kb, profile, o.hollandCode);
  if (fit) lines.push(fit);
  return { heading: `### ${occupationLink(o)}`, lines: bullets(lines), from: `职业资料「${o.titleZh}」` };
}

/** How a job's interest code meets the asker's result: only the asker's strong letters are called shared. */
export function fitLine(kb: KnowledgeBase, profile: ChatProfile, code: string | undefined): string | null {
  if (!profile.riasec || !code) return null;
  const r = readResult(profile.riasec);
  const shared = sharedStrong(r, code.slice(0, 3));
  return shared.length
    ? `**和你的测评**：这类工作常见的兴趣代码是 ${code}，和你的 ${r.code} 共有${joinZh(shared.map((l) => RiasecNames[l]))}`
    : `**和你的测评**：这类工作常见的兴趣代码是 ${code}，和你的 ${r.code} 交集不多，先用实习或项目试一试再决定`;
}

/**
 * Whether a major's outlet stays after what the asker ruled out: its words, and the jobs it links to, since an outlet
 * ('外贸业务员与跟单') is of the family its job is ('批发与厂家销售代表') whether or not its own words say so.
 */
export function outletKept(
  kb: KnowledgeBase,
  o: Major['outlets'][number],
  avoid: readonly string[],
  m?: Major,
): boolean {
  const own = m ? avoid.filter((a) => ownJob(m, a)) : [];
  if (own.some((a) => o.name.split(/[与和、及]/u).some((part) => part.endsWith(a)))) return false;
  const jobs = (o.occupations ?? []).map((c) => kb.occupations.get(c)?.titleZh ?? '');
  const rest = avoid.filter((a) => !own.includes(a));
  return withoutAvoided([`${o.name}${o.detail}${jobs.join('、')}`], rest).length > 0;
}

/**
 * '学会计的除了做会计还能做什么': the job the major is named after ruled out, not every outlet whose words say the
 * major's name (会计师事务所审计, a detail's 会计专业友好). Only an outlet that is that job (企业财务会计) goes.
 */
const ownJob = (m: Major, word: string) =>
  [m.name, m.name.replace(/学$/u, ''), ...(m.aliases ?? [])].some((n) => n === word);

/** What a major studies asked: its subjects or courses, not which major ('学什么专业'). */
const COURSES_ASKED = /学(?:些)?(?:什么|哪些|啥)(?!专业)|课程|(?:哪些|什么)课/u;

/** A major narrowed to the question: outlets (linked), skills, further study, public sector, realities. */
export function majorPart(kb: KnowledgeBase, m: Major, reading: Reading, question: string): Part[] {
  const a = reading.aspect;
  const avoid = reading.slots.avoid;
  const parts: Part[] = [];
  const outlets = m.outlets.filter((o) => outletKept(kb, o, avoid, m));
  const outletLine = (o: Major['outlets'][number]) => {
    const links = (o.occupations ?? []).map((c) => kb.occupations.get(c)).filter((x): x is Occupation => !!x);
    return `**${o.name}**：${o.detail}${links.length ? `（职业资料：${links.slice(0, 2).map(occupationLink).join('、')}）` : ''}`;
  };
  // A question asks more than the one aspect read first ('好找工作吗，需要学什么技能'): where the major leads and
  // whether to study on are said whenever the question asks them too.
  const asksOutlets = ASKS_OUTLETS.test(question) && a !== 'public';
  const asksFurther = ASKS_FURTHER.test(question) && !negatedFurther(question);
  const wantsOutlets =
    a === null || a === 'outlets' || a === 'path' || a === 'daily' || a === 'salary' || a === 'fit' || asksOutlets;
  if (wantsOutlets)
    parts.push({
      heading: `### ${m.name}的主要出路`,
      lines: numbered(outlets.map(outletLine)),
      from: `专业资料「${m.name}」`,
    });
  if (a === 'skills' || a === 'entry' || a === null)
    parts.push({ heading: '### 用人单位看重的能力', lines: bullets(m.skills), from: `专业资料「${m.name}」` });
  // Where a major leads turns on whether to study on (a 天坑 major's research posts want a master's): said with the
  // outlets too, unless the asker ruled it out.
  const further = withoutAvoided([m.further], avoid);
  // How to get in ('想做电池，该怎么准备') turns on it too: whether the posts want a master's.
  const furtherAsked = a === 'further' || a === null || a === 'outlets' || a === 'path' || a === 'entry';
  if (further.length && (furtherAsked || asksFurther))
    parts.push({ heading: '### 读研与深造', lines: further, from: `专业资料「${m.name}」` });
  // Whether to study on weighs the jobs a bachelor's already reaches ('心理学一定要读研吗'): named in a line.
  if (a === 'further' && !wantsOutlets && outlets.length)
    parts.push({
      heading: '### 本科直接工作的话',
      lines: [
        `常见去向：${outlets
          .slice(0, 4)
          .map((o) => o.name)
          .join('、')}。`,
      ],
      from: `专业资料「${m.name}」`,
    });
  if (a === 'public' && m.publicSector)
    parts.push({ heading: '### 体制内的机会', lines: [m.publicSector], from: `专业资料「${m.name}」` });
  if (a === 'certificates' && m.certificates?.length)
    parts.push({ heading: '### 常见证书', lines: bullets(m.certificates), from: `专业资料「${m.name}」` });
  // '软件工程具体学什么', '有哪些课': of a major, what is studied is its courses, before what employers want.
  if (a === 'majors' || COURSES_ASKED.test(question))
    parts.unshift({ heading: `### ${m.name}学什么`, lines: [m.summary], from: `专业资料「${m.name}」` });
  const realities = withoutAvoided(mostRelevant(m.realities, question, 2), avoid);
  if (realities.length)
    parts.push({ heading: '### 需要知道的现实', lines: bullets(realities), from: `专业资料「${m.name}」` });
  if (m.switchTo?.length && /转|换|不想|除了/.test(question)) {
    const moves = {
      heading: '### 常见的转向',
      lines: [withoutAvoided(m.switchTo, avoid).join('、')].filter(Boolean),
      from: `专业资料「${m.name}」`,
    };
    // '物流管理转行做什么' asks for the moves first; the outlets after them are what the major still reaches.
    if (SWITCH_FROM_MAJOR.test(question)) parts.unshift(moves);
    else parts.push(moves);
  }
  return parts;
}

/** A question that also asks whether to study on ('是不是天坑，要不要读研'). */
const ASKS_FURTHER = /读研|考研|深造|读博|天坑|保研|硕士/u;
const negatedFurther = (question: string) =>
  /(?:不|别|没)(?:想|打算|准备|考虑)?(?:读研|考研|深造|读博)/u.test(question);

/**
 * '不读研还有出路吗', '法考没过还能找什么工作': a decision or topic frames the question, the asker's major's outlets
 * answer it. Null when the question does not ask where the major leads.
 */
export function ownOutletsPart(kb: KnowledgeBase, reading: Reading, question: string): Part | null {
  const m = reading.slots.ownMajor;
  return m && ASKS_OUTLETS.test(question) ? outletsPart(kb, m, reading.slots.avoid, question) : null;
}

/** The asker's major's outlets (linked where the catalogue has them), without what they ruled out. */
function outletsPart(kb: KnowledgeBase, m: Major, avoid: readonly string[], question: string): Part | null {
  const outlets = m.outlets.filter((o) => outletKept(kb, o, avoid, m));
  if (!outlets.length) return null;
  const ranked = mostRelevant(
    outlets.map((o) => `${o.name}：${o.detail}`),
    question,
    5,
  );
  const lines = outlets
    .filter((o) => ranked.includes(`${o.name}：${o.detail}`))
    .map((o) => {
      const links = (o.occupations ?? []).map((c) => kb.occupations.get(c)).filter((x): x is Occupation => !!x);
      return `**${o.name}**：${o.detail}${links.length ? `（职业资料：${occupationLink(links[0]!)}）` : ''}`;
    });
  return { heading: `### ${m.name}还能走的路`, lines: numbered(lines), from: `专业资料「${m.name}」` };
}

/** One line on how the asker's strongest interest plays into a résumé, an interview or a decision. */
export function interestTip(profile: ChatProfile, area: string): string | null {
  if (!profile.riasec) return null;
  const r: ResultReading = readResult(profile.riasec);
  const first = r.order[0]!;
  // Flat scores have no first interest to lean on.
  if (shapeOf(r) === 'flat')
    return `${area}时也看看兴趣：你的兴趣代码是 ${r.code}，但六种分数相差不大，兴趣拉不开差距，更要看你已有的经验和擅长的事。`;
  return `${area}时也看看兴趣：你的兴趣代码是 ${r.code}，排在第一的是${RiasecNames[first]}，可以多用上${LETTER_STORY[first]}。`;
}

const ASKS_PUBLIC =
  /(考公|公务员|考编|体制内|事业单位|选调)[^，,。；;]{0,8}(岗位|职位|报|哪些|什么|部门)|(能报|报哪|可以报)[^，,。；;]{0,8}(考公|公务员|编|岗位|职位)/u;

/** '那考公的话能报哪些岗位' with a major in view: the posts that major opens in the state sector. */
export function publicSectorPart(reading: Reading, question: string): Part | null {
  const before = reading.followUp?.previous;
  const m = reading.slots.ownMajor ?? reading.majors[0] ?? before?.slots.ownMajor ?? before?.majors[0];
  if (!m?.publicSector || !ASKS_PUBLIC.test(question)) return null;
  // '不想考公，机械还能做什么' asks for everything but this.
  if (rulesOutStateSector(reading.slots.avoid) || !withoutAvoided([m.publicSector], reading.slots.avoid).length)
    return null;
  return { heading: `### ${m.name}考公能报的方向`, lines: [m.publicSector], from: `专业资料「${m.name}」` };
}

/**
 * What the asker's own major says on the matter of a decision or topic ('哲学专业考研考什么方向', '食品专业考公'):
 * its further study or its state-sector posts, read from the entry's and the question's words (`about`).
 */
export function ownMajorPart(reading: Reading, about: string): Part | null {
  const m = reading.slots.ownMajor;
  if (!m) return null;
  const further = /研|博|留学|深造|学历/.test(about);
  // Its state-sector posts are of the family the asker ruled out ('不想考公'), whatever their words.
  const state = /考公|考编|体制|公务员|国企/.test(about) && !rulesOutStateSector(reading.slots.avoid);
  const line = state ? m.publicSector : further ? m.further : undefined;
  if (!line) return null;
  const lines = [`${m.name}：${line}`];
  // Weighing study against a job ('药学考研还是直接工作'): the job side's own certificates (执业药师) belong to it.
  if (further && /工作|就业/.test(about)) {
    const jobs = m.outlets.slice(0, 4).map((o) => o.name);
    lines.push(`直接工作的话，常见去向：${jobs.join('、')}。`);
    if (m.certificates?.length) lines.push(`对口的证书有${m.certificates.join('、')}。`);
  }
  return { heading: '### 就你的专业而言', lines, from: `专业资料「${m.name}」` };
}
