import { doing, gistOf, isAction, labelOf, mainPoints, type Point } from './follow-outline.js';
import type { Reading } from './understand.js';

/*
 * '具体怎么做', '具体每天怎么安排', '怎么落实': the previous answer said what to do; the follow-up asks how, in what
 * order and when. Answered as a plan built from its own action points (in its order), each with a time slot and
 * what counts as done, rather than more of the topic or a neighbouring one.
 */

/** Asking how to carry out what was said: steps, a schedule, a daily rhythm. */
export const ASKS_PLAN =
  /具体到每(?:个|一)?(?:月|周|天|星期)|(?:时间|备考|学习)(?:安排|规划|计划)(?:表)?(?:能|可以|要)?(?:再)?具体|具体(?:要|该|应该)?(?:怎么|如何|咋)(?:做|办|弄|搞|操作|落实|执行|准备|安排|开始)|(?:每天|每周|每日|平时|时间)(?:要|该|应该)?(?:怎么|如何|咋)(?:安排|分配|规划)|怎么(?:落实|执行|落地)|具体(?:的)?(?:步骤|计划|安排|做法|方案)|(?:排|做|列|给我)(?:一?个|份)?(?:计划|时间表|规划表)/u;

/**
 * '展开说说', '能详细讲讲吗', '说得详细点' said alone (a point named, '展开说说项目经历那块', is explained: followup.ts): the first
 * steps of what was said, in more detail and in order, which the plan gives; more of a neighbouring topic does not.
 * '再具体一点' keeps going on with what the entry has not shown yet (compose-follow.ts).
 */
export const ASKS_DETAIL =
  /^(?:那|那你)?(?:能|可以|能不能|可不可以|请|麻烦)?(?:你)?(?:再)?(?:(?:展开|详细|具体|细)(?:一点|点|些|一些)?(?:说说|讲讲|说一下|讲一下|聊聊|说|讲|谈谈)(?:看)?|(?:说|讲)(?:得)?(?:再)?(?:详细|具体|细)(?:一)?(?:点|些))(?:吗|呢|吧|嘛|呗)?[？?。！!～~\s]*$/u;

/** Asking about the rhythm of days or weeks, not only the order. */
const ASKS_RHYTHM = /每天|每周|每日|平时|时间/u;

/** Slots of the plan, in weeks from now: the first steps short, later ones longer; by month when asked by month. */
const SLOTS = ['第 1–2 周', '第 3–4 周', '第 2 个月', '第 3 个月'];
const MONTHS = ['第 1 个月', '第 2 个月', '第 3 个月', '第 4 个月'];

/** What finishing a step leaves in hand, by what the step does (its leading verb, not words further on). */
function doneWhen(p: Point): string {
  const g = Array.from(doing(p.gist).replace(/^(?:先|再|每周|每天|然后)/u, ''))
    .slice(0, 4)
    .join('');
  // '准备好简历', '建立投递表格': what was readied or set up, before a later verb of the clause is read.
  if (/^准备/u.test(g)) return '准备好、能拿给别人看的材料';
  if (/^建立/u.test(g)) return '建好并已经用起来的东西（表格、清单或习惯）';
  if (/列|写|整理|总结|记/u.test(g)) return '写下来的清单或文档';
  if (/投|报名|申请|网申|报/u.test(g)) return '投出去的记录和收到的回复';
  if (/问|联系|打听|请教|聊/u.test(g)) return '问到的人和记下的要点';
  if (/学|练|刷|考|复习/u.test(g)) return '做完的一套练习和对照答案的错题';
  if (/做|作品|项目|实习|兼职|试/u.test(g)) return '一个做完、能拿给别人看的结果';
  if (/查|看|搜|翻|了解/u.test(g)) return '查到的信息整理成的一页笔记';
  if (/定|选|决定/u.test(g)) return '一个写下来的决定和它的理由';
  if (/留|给另|保底|备/u.test(g)) return '一条想好了怎么走的退路';
  return '一个能说清楚的结论';
}

/**
 * The steps to plan: the previous answer's points, then the steps the entry the conversation is on writes, for an
 * answer that weighed or described without saying what to do.
 */
export function planPoints(reading: Reading, points: readonly Point[]): Point[] {
  const written = [...(reading.case?.advice ?? []), ...(reading.decision?.steps ?? [])].map((x) => ({
    name: gistOf(x),
    gist: gistOf(x),
    step: true,
    labelled: false,
    pitfall: false,
  }));
  const said = new Set(points.map((p) => p.gist));
  return [...points, ...written.filter((p) => !said.has(p.gist))];
}

/**
 * The plan as sections: its action points in order, a time slot each, and what counts as done; with the daily
 * rhythm when the question asks about days or weeks. Empty when the previous answer holds fewer than two things to do.
 */
export function planLines(about: string, points: readonly Point[], question: string, actionsOnly = false): string[] {
  // Things to do, in the answer's order; one fact it stated makes a second step only when it holds a single one.
  const actions = mainPoints(points.filter(isAction), SLOTS.length);
  const facts = points.filter((p) => !p.pitfall && !actions.includes(p));
  const steps = actions.length >= 2 ? actions : [...actions, ...mainPoints(facts, 1)];
  if (actions.length < (actionsOnly ? 2 : 1) || steps.length < 2) return [];
  const slots = /每(?:个|一)?月|按月/u.test(question) ? MONTHS : SLOTS;
  const rows = steps.map(
    (p, i) => `- **${slots[i]}**：${p.labelled ? `${labelOf(p)}——` : ''}${p.gist}；做完的标志是手里有${doneWhen(p)}。`,
  );
  const rhythm = ASKS_RHYTHM.test(question)
    ? [
        `每天怎么排：为${about}每天固定一段整块时间（在读的话 1–2 小时，上班的话下班后 1 小时），只做当周那一步；每周留半天补落下的和复盘。`,
        `一周结束时对照上面的“做完的标志”看一次：做到了就进下一步，没做到就把这一步拆小，再给一周。`,
      ]
    : [];
  return [
    `把要做的${steps.length}件事排成一个能照着做的${about}计划，按先后来，一次只推一件：`,
    rows.join('\n'),
    ...rhythm,
    `不用等每一步都做到最好再往下走：${labelOf(steps[0]!)}有了初步结果就可以开始下一步。照着做一两周后，告诉我卡在哪一步、手里有什么结果，我按它调整${about}的下一段安排。`,
  ];
}
