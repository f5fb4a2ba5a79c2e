import type { ChatProfile } from '../llm.provider.js';
import type { Case } from './content/load.js';
import type { Decision, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { negatedBefore } from './said-no.js';

/*
 * Where the asker stands: a 高中生 choosing subjects, a 大一 student, a 研一, a graduate this year, someone two years
 * into work. A counsellor answers '不想当护士' from a nursing student differently from a nurse of five years: the
 * student has a major to use and no job to leave. The question says it first; the profile stands in when it is silent.
 */

export type Level = 'high' | 'vocational' | 'undergrad' | 'master' | 'phd' | 'graduate' | 'working';

export interface Stage {
  level: Level;
  /** The year of study ('大二' → 2) or of work ('工作三年' → 3), when said. */
  year?: number | undefined;
}

const NUMBER: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const count = (s: string | undefined) => (s ? Number(s) || NUMBER[s] : undefined);
const N = '(\\d{1,2}|[一二两三四五六七八九十])';

/**
 * A year of college ('大一', '大三下'): not a size said before a word ('压力太大一直失眠', '大一点的公司', '大部分').
 */
export const collegeYears = (years = '一二三四五') =>
  `(?<![太很最更较好超挺这那多])大([${years}])(?![直点些样般定半部体多])`;

/** In the order they are tried: years of work outweigh '毕业', a 研一 is no 大一. */
const SAID: Array<[Level, RegExp]> = [
  [
    'working',
    new RegExp(
      `(?:工作|上班|毕业|入职|工龄)了?\\s*${N}\\s*年|(?:做|干|当)了\\s*${N}\\s*年|已经工作|在职|上班族|打工人|社招`,
      'u',
    ),
  ],
  ['phd', /博[一二三四五](?!\p{Script=Han}{0,1}[招])|博士在读|在读博士|博士生/u],
  [
    'master',
    /(?<!考)研([一二三])(?![究战刷]|年制|年就)|硕士在读|在读硕士|研究生在读|在读研究生|硕士生|研究生(?:读|学)的|读研期间/u,
  ],
  ['high', /高[一二三](?!学历)|高中生?|高考|中考|选科|志愿(?!者|服务)|准大学生|艺考/u],
  ['vocational', /专科|大专|高职|中专/u],
  [
    'undergrad',
    new RegExp(`${collegeYears()}|本科在读|本科生|大学生|在校生|(?:专业|学院)的?学生|新生|读大学|在读`, 'u'),
  ],
  ['graduate', /应届|刚毕业|快毕业|马上毕业|即将毕业|毕业生|毕业了|今年毕业|明年毕业|要毕业/u],
];

/** Saying one has had no job since graduating. */
const NO_JOB_YET = /(还|一直|都)?没(有)?(找到|找着|拿到)?(工作|offer)|待业|在家(躺|待|呆)|啃老|找不到工作/iu;

/** The profile's words for the same stages ('目前阶段：专科在读', '年级：大二'). */
const PROFILE: Array<[Level, RegExp]> = [
  ['working', /已工作|在职/u],
  ['phd', /博士/u],
  ['master', /硕士|研究生/u],
  ['vocational', /专科|高职/u],
  ['undergrad', /本科/u],
  ['graduate', /应届|毕业/u],
  ['high', /高中/u],
];

const factOf = (profile: ChatProfile, label: string) =>
  profile.facts?.find((f) => f.startsWith(`${label}：`))?.slice(label.length + 1);

export function readStage(question: string, profile: ChatProfile = NO_PROFILE): Stage | undefined {
  for (const [level, re] of SAID) {
    const m = re.exec(question);
    if (!m) continue;
    // '毕业一年了还没找到工作' counts years since graduating, not of work: a graduate still looking.
    if (level === 'working' && m[0].startsWith('毕业') && NO_JOB_YET.test(question)) return { level: 'graduate' };
    // '大二' (2), '工作三年' (3): the first number the phrase carries.
    return { level, year: count(m.slice(1).find(Boolean)) };
  }
  const said = factOf(profile, '目前阶段');
  const level = said && PROFILE.find(([, re]) => re.test(said))?.[0];
  if (!level) return undefined;
  const grade = factOf(profile, '年级') ?? factOf(profile, '工作年限') ?? '';
  return { level, year: count(/(\d{1,2}|[一二两三四五])/u.exec(grade)?.[1]) };
}

/** Still studying, or just out of school: no job of one's own to leave yet. */
export const isStudent = (s: Stage | undefined) => Boolean(s && s.level !== 'working');

/** Cases about leaving a job one holds ('护士想转行', '会计转其它岗位'), and the bare decisions they sit in. */
const LEAVING_DECISIONS = new Set(['career-change-30', 'career-change-carry']);
const leavesAJob = (d: Decision | undefined, c: Case | undefined) =>
  Boolean(d && LEAVING_DECISIONS.has(d.id) && (!c || /^(?:from-|carry-)|what-to-switch-to/u.test(c.id)));

/** Where each stage looks for a direction, when the question names nothing more particular. */
const DIRECTION_BY_STAGE: Partial<Record<Level, [string, string?]>> = {
  high: ['gaokao-major-choice'],
  vocational: ['vocational-job'],
  master: ['grad-research-or-intern', 'first-year-plan'],
};

/**
 * A student in the last year or just out ('大四', '研三', '快毕业', '应届生'): without a direction they need one to apply
 * for this season, from the major and what they have done, not a first-year's plan of trying things out.
 */
const isFinalYear = (s: Stage) =>
  s.level === 'graduate' ||
  (s.level === 'undergrad' && (s.year ?? 0) >= 4) ||
  (s.level === 'master' && (s.year ?? 0) >= 3);
const FINAL_YEAR: [string, string] = ['find-direction', 'senior-no-direction'];

/** A field said as a whole ('985文科', '我是文科生'): its own entry answers a question about where it leads. */
const FIELDS: Array<[RegExp, [string, string?]]> = [[/文科/u, ['liberal-arts-jobs', 'which-jobs']]];

type Target = { decision?: Decision; case?: Case | undefined; topic?: Topic };

function entry(kb: KnowledgeBase, [id, caseId]: [string, string?]): Target | null {
  const decision = kb.planner.decisionById.get(id);
  if (!decision) return null;
  return { decision, case: caseId ? decision.cases.find((c) => c.id === caseId) : undefined };
}

/**
 * The entry a question is answered from once the asker's stage is read:
 * - a student's '不想当护士' is about what their major leads to besides that job, not about changing careers at 30;
 * - a question looking for a direction that names no entry is answered from the one for the asker's field or stage
 *   (a 高三 student's from choosing a major, a 专科 student's from what 专科 leads to).
 */
export function targetForStage(
  kb: KnowledgeBase,
  found: Target,
  stage: Stage | undefined,
  question: string,
  { direction, named, letters }: { direction: boolean; named: boolean; letters: boolean },
): Target {
  let target = found;
  if ((isStudent(stage) || (!stage && studiedOnly(question))) && leavesAJob(target.decision, target.case))
    return entry(kb, ['major-mismatch-job', 'not-like-major']) ?? target;
  // '找工作找得快崩溃了': worn out by looking for work is no job to quit.
  if (target.decision?.id === 'quit-without-offer' && SEEKING_WORK.test(question) && !HOLDS_A_JOB.test(question))
    return {};
  const met = premisesMet(target, stage, question);
  // '考研择校，选学校还是选专业': the 高考's choice of a school or a major, made again for a master's, is the entry on
  // choosing where to sit 考研, not nothing.
  if (target.decision && !met.decision && !met.topic && MASTERS_CHOICE.test(question))
    return { topic: kb.planner.topics.find((t) => t.id === 'kaoyan-school-choice') };
  target = met;
  // A 专科 student weighing 考研 cannot sit it yet: the way there (专升本 first, or two years after graduating as
  // 同等学力) is what answers, before any weighing of 考研 against work.
  if (stage?.level === 'vocational' && STUDY_ON.test(question) && !DEGREE_ROAD.test(question)) {
    const topic = kb.planner.topics.find((t) => t.id === 'vocational-kaoyan');
    if (topic) return { topic };
  }
  // The general entry on finding a direction, for a stage that has its own ('高三了，不知道以后做什么').
  const general = target.decision?.id === 'find-direction' && !target.case;
  // With a result or interests said, the letters name jobs and majors (result-body.ts): the stage's entry would
  // answer less than they do.
  const byStage = !letters && stage ? (isFinalYear(stage) ? FINAL_YEAR : DIRECTION_BY_STAGE[stage.level]) : undefined;
  if (general && byStage) return entry(kb, byStage) ?? target;
  if (target.decision || target.topic || !direction) return target;
  const field = FIELDS.find(([re]) => re.test(question))?.[1];
  if (field) return entry(kb, field) ?? target;
  // A major or job named answers through its own outlets.
  if (named) return target;
  if (byStage) return entry(kb, byStage) ?? target;
  if (!letters && stage?.level === 'undergrad' && stage.year && stage.year <= 2)
    return entry(kb, ['freshman-plan', 'college-find-direction']) ?? target;
  return target;
}

/**
 * '我是学机械的，想转行' with no year, age or job said: the asker names only what they study, so the 转行 they ask
 * about is leaving their major, not a job held at 30. An age ('30岁') or a job ('在工厂上班') keeps it a career change.
 */
const STUDIED = /学(?![历费校生习])\p{Script=Han}{2,6}的(?!人|时候)/u;
const AGE_SAID = /\d{2}\s*岁|[二三四]十[一二三四五六七八九]?岁/u;
const studiedOnly = (question: string) =>
  STUDIED.test(question) && !AGE_SAID.test(question) && !HOLDS_A_JOB.test(question);

/** Looking for work, and signs of holding a job now. */
export const SEEKING_WORK = /找工作|求职|秋招|春招|投简历|海投|面试/u;
const HOLDS_A_JOB = /上班|在职|公司|单位|领导|同事|老板|工作了|入职|辞职|离职|裸辞/u;

/** Studying for a master's. */
const STUDY_ON = /考研|读研|研究生|硕士/u;
/** The roads a 专科 student takes towards a degree, asked about by name: their own entries answer. */
const DEGREE_ROAD = /专升本|自考|成考|成人高考|同等学力|非全/u;

const NO_PROFILE: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

/** Whether an entry written for one stage ('大一很迷茫', '大四才开始找工作') fits the asker's. */
function fits(title: string, stage: Stage | undefined): boolean {
  const written = readStage(title, NO_PROFILE);
  if (!written || !stage) return true;
  const senior = (s: Stage) =>
    s.level === 'graduate' ||
    (s.level === 'undergrad' && (s.year ?? 4) >= 4) ||
    (s.level === 'master' && (s.year ?? 0) >= 3);
  if (senior(written) && senior(stage)) return true;
  if (written.level !== stage.level) return false;
  // '大一大二怎么规划' is for years one and two; a 大四 is past it.
  return !written.year || !stage.year || Math.abs(written.year - stage.year) <= 1;
}

const OWN_MAJOR = /本专业|专业不对口|转专业|自己的专业/u;

/** Saying one studies a major already or is choosing one for a master's: a stage past the 高考 with no year said. */
const PAST_GAOKAO = new RegExp(
  `${STUDIED.source}|研究生|读研|考研|保研|本专业|(?:我|现在)的专业|(?:转|换)(?:个)?专业|大学(?:里|期间)`,
  'u',
);

/** A school or a major chosen for a master's. */
const MASTERS_CHOICE =
  /(?:考研|读研|研究生|硕士)[^。？?]{0,12}(?:选|择校|挑)|(?:选|择)[^。？?]{0,6}(?:考研|读研|研究生)/u;

/** A case about the family's wish ('父母让考公但我不想') needs the question to bring the family in. */
const FAMILY = /父母|爸妈|爸爸|妈妈|家里|家人|亲戚|我爸|我妈/u;

/**
 * The entry without what its premises contradict: a case written for another stage, or about a family the asker
 * never mentioned ('不想考公不想读研' is no case of parents pressing for 考公). Found only by that case's phrase, the
 * decision goes with it: '不想考公' alone does not ask about 考公.
 */
function premisesMet(target: Target, stage: Stage | undefined, question: string): Target {
  const { decision, case: c } = target;
  if (!decision) return target;
  if (!fits(decision.title, stage)) return {};
  // An entry for the 高考's choice ('填志愿选专业') is no answer to one who says they are past it ('我是学中文的，是不是
  // 选错专业了', '研究生选专业'), whatever year they are in.
  if (!stage && readStage(decision.title)?.level === 'high' && PAST_GAOKAO.test(question)) return {};
  // A 高中生 has no major of their own yet to dislike or leave.
  if (stage?.level === 'high' && OWN_MAJOR.test(`${decision.title}${c?.title ?? ''}`)) return {};
  if (c && !fits(c.title, stage)) return { decision };
  if (c && FAMILY.test(c.title) && !FAMILY.test(question)) {
    const lower = question.toLowerCase();
    const asked = decision.triggers.some((t) => {
      const at = lower.indexOf(t.toLowerCase());
      return at >= 0 && !negatedBefore(lower, at);
    });
    return asked ? { decision } : {};
  }
  return target;
}
