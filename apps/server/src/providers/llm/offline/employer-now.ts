import type { KnowledgeBase } from './knowledge.js';
import { optionsWeighed } from './decision-options.js';
import { HOLDS_POST, INSTITUTION, STATE_FIRM, STATE_KIND } from './state-kind.js';
import { readTarget } from './triggers.js';
import type { Reading } from './understand.js';

/*
 * The asker's situation read from where they work now, not from the phrases their ask happens to use:
 * - someone inside a state employer (公务员, 体制内, 事业编, 国企, 银行, a teacher 在编) who speaks of leaving it is
 *   weighing leaving the state sector (`leave-system`), though they never say 裸辞 or 转行: '体制内干了八年要不要辞职
 *   出来', '公务员辞职去企业靠谱吗', '在银行柜台干了6年，想出来去私企';
 * - someone employed at a startup (在创业公司上班) is no founder: the startup is their employer, weighed as one
 *   (`bigtech-vs-startup`), not the choice of starting a company (`startup-vs-job`);
 * - someone at a small company or startup asking how to do a step of the search towards a bigger one ('小公司干了三年
 *   啥都干，简历怎么写才能跳到大公司') asks that step: the employers are where they stand and where they aim, no choice
 *   between the two;
 * - someone with no employer, at home full-time for years and asking to come back ('全职在家五年了，35岁，还能回职场
 *   吗'), is returning to work (`mom-return-to-work`), whatever age they add: not the worry about 35.
 */

/** A state employer, as people name the one they work for: the words for the sector, or the unit by its kind. */
const STATE = `体制内|公务员|公务猿|机关|事业编|事业单位|编制|在编|编内|国企|央企|国有企业|银行|教编|${STATE_KIND}`;
/** Holding it now: 在国企, 当公务员, 体制内干了八年, 国企待了五年, 银行柜台干了6年, 老师在编. */
const INSIDE = new RegExp(
  `(?:在|当|做|是|进了|考上了?)(?:个|一名|名)?(?:${STATE})|(?:${STATE})\\p{Script=Han}{0,4}?(?:干了|待了|呆了|工作了|上班|工作|上了|熬了|[一二三四五六七八九十两几\\d]+年)|(?:老师|教师)在编|有编制|${HOLDS_POST.source}|(?:辞|辞掉|辞去|放弃)(?:了)?(?:${STATE})|(?:${STATE})(?:辞职|想辞|要辞)`,
  'u',
);
/** Leaving it: 辞职, 出来, 离开, 跳去私企, 去企业, 下海. */
const LEAVING =
  /辞职|辞掉|辞去|辞编|离职|出来|出去|离开|跳(?:槽)?(?:到|去)?(?:私企|民企|外企|企业|公司|互联网)|去(?:私企|民企|外企|企业|公司|互联网|大厂)|下海|走人|不干了|不想干了/u;
/** An exam the leaving is for ('在国企上班，要不要辞职考公务员'): preparing for it is the matter (quit-to-prepare.ts). */
const EXAM_AHEAD = /考公|考研|考编|备考|二战|上岸|公务员|事业编|选调|国考|省考|考教资|读研/u;
/** A change of line named: that is the decision (career change), with the state job as its starting point. */
const CHANGES_LINE = /转行|换(?:个)?行业|跨行|转(?:做|去做|当)/u;
/** Decisions a state leaver's situation stands in for: quitting as such, hopping, a change read from 公务员 alone,
 * a graduate's choice of sector, a graduate's 考编 and age worries. */
const STANDS_IN = new Set([
  'quit-without-offer',
  'job-hop-timing',
  'career-change-30',
  'career-change-carry',
  'civil-service-soe-private',
  'teacher-bianzhi',
  'crisis-35',
  'leave-system',
]);
/** Where they came from, for the case: a state company or institution, or the civil service. */
const COMPANY_SIDE = new RegExp(
  `国企|央企|国有企业|银行|事业单位|事业编|在编|编制|教编|老师|教师|${STATE_FIRM}|${INSTITUTION}`,
  'u',
);
const TO_PRIVATE = /私企|民企|外企|企业|公司|互联网|大厂/u;

/** The text with the state employer the asker holds ('我是公务员', '在事业编干了六年') taken out: no exam to sit. */
export function withoutStateHeld(text: string): string {
  return text.replace(new RegExp(INSIDE.source, 'gu'), '，');
}

/** Whether the asker is inside a state employer and speaks of leaving it. */
export function leavingState(question: string): boolean {
  return INSIDE.test(question) && LEAVING.test(question) && !EXAM_AHEAD.test(withoutStateHeld(question));
}

function stateLeaver(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (id === undefined ? reading.topic !== undefined : !STANDS_IN.has(id)) return reading;
  if (!leavingState(question)) return reading;
  if (id?.startsWith('career-change') && CHANGES_LINE.test(question)) return reading;
  const decision = kb.planner.decisionById.get('leave-system');
  if (!decision) return reading;
  if (id === 'leave-system') return reading;
  const caseId = COMPANY_SIDE.test(question) ? 'soe-to-private' : TO_PRIVATE.test(question) ? 'to-private' : undefined;
  const found = decision.cases?.find((c) => c.id === caseId);
  return { ...reading, decision, case: found, topic: undefined, options: optionsWeighed(decision, question) };
}

/** Employed at a startup: 在创业公司上班, 初创公司的员工, 进了一家创业公司. */
const STARTUP_EMPLOYEE =
  /(?:在|进了?|入职了?|待在)(?:一家|家|个)?(?:小)?(?:创业公司|初创公司|初创企业|创业团队)|(?:创业公司|初创公司|初创企业)(?:上班|工作|打工|的员工|员工|干了|待了|呆了)|我是(?:创业公司|初创公司)/u;
/** Founding one after all: 想自己创业, 出来创业, 自己开公司, 当老板. */
const FOUNDING = /(?:想|要|打算|准备|出来|辞职|自己|去)创业|开(?:个|一家|家)?公司|当老板|合伙/u;

function startupEmployee(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.decision?.id !== 'startup-vs-job') return reading;
  if (!STARTUP_EMPLOYEE.test(question) || FOUNDING.test(question.replace(STARTUP_EMPLOYEE, '，'))) return reading;
  const decision = kb.planner.decisionById.get('bigtech-vs-startup');
  if (!decision) return reading;
  return { ...reading, decision, case: undefined, options: optionsWeighed(decision, question) };
}

/** A step of the search asked how to do: 简历怎么写, 面试怎么准备, 作品集怎么做. */
const HOW_STEP =
  /(?:简历|面试|自我介绍|作品集|求职信|项目经历|工作经历)\p{Script=Han}{0,3}?(?:怎么|如何|咋)(?:写|准备|做|讲|改|包装|描述)/u;
const STEP_STANDS_IN = new Set(['bigtech-vs-startup']);
/** A choice asked before the step ('要不要跳槽？跳的话简历怎么写'): the step is a second ask (second-ask.ts). */
const CHOICE_BEFORE = /要不要|该不该|还是|值不值/u;

function stepAsked(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (!id || !STEP_STANDS_IN.has(id)) return reading;
  const step = HOW_STEP.exec(question);
  if (!step || CHOICE_BEFORE.test(question.slice(0, step.index))) return reading;
  const clause = question.split(/[，,。；;！!？?]/u).find((c) => c.includes(step[0])) ?? step[0];
  const read = readTarget(kb, clause);
  if (!read.topic || read.decision) return reading;
  return { ...reading, decision: undefined, case: undefined, topic: read.topic, options: [] };
}

/** At home full-time now: 全职在家, 家庭主妇, 在家带娃三年. */
const AT_HOME =
  /全职在家|在家全职|家庭主妇|全职主妇|全职主夫|在家(?:带娃|带孩子|照顾孩子|待了|呆了)|做了?(?:\d+|[一二两三四五六七八九十])年(?:的)?全职(?:妈妈|太太|主妇)?/u;
/** Asking to come back: 回职场, 重新上班, 出来工作, 还能找到工作吗. */
const COMING_BACK =
  /回(?:到|归)?职场|重(?:新|回)(?:上班|工作|找工作|出来|就业)|出来(?:上班|工作|找工作)|还能(?:找到)?(?:工作|上班)|找(?:个|份)?工作|上班/u;
/** Readings the situation stands in for: a worry about age, quitting, finding a direction, a change read from age. */
const AT_HOME_STANDS_IN = new Set([
  'crisis-35',
  'quit-without-offer',
  'find-direction',
  'gap-year',
  'career-change-30',
  'job-hop-timing',
  'midlife-reemployment',
]);

function homeReturn(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (id === undefined ? reading.topic !== undefined : !AT_HOME_STANDS_IN.has(id)) return reading;
  if (!AT_HOME.test(question) || !COMING_BACK.test(question)) return reading;
  const topic = kb.planner.topics.find((t) => t.id === 'mom-return-to-work');
  if (!topic) return reading;
  return { ...reading, decision: undefined, case: undefined, topic, options: [] };
}

/**
 * '工作五年了想辞职' then '我是在国企': the employer said in a follow-up makes the thread's leaving a state leaver's,
 * read from the whole thread; the follow-up is kept, so the answer still says only what the fact changes.
 */
function stateSaidAfter(kb: KnowledgeBase, reading: Reading, question: string, before: readonly string[]): Reading {
  if (!INSIDE.test(question) || !before.length) return reading;
  const thread = [...before, question].join('，');
  const read = stateLeaver(kb, { ...reading, followUp: null }, thread);
  return read.decision?.id === 'leave-system' ? { ...read, followUp: reading.followUp, restated: thread } : reading;
}

export function readEmployerNow(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  before: readonly string[] = [],
): Reading {
  if (reading.followUp) return stateSaidAfter(kb, reading, question, before);
  const employed = startupEmployee(kb, stateLeaver(kb, reading, question), question);
  return homeReturn(kb, stepAsked(kb, employed, question), question);
}
