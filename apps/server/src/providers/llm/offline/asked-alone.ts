import type { Decision, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { readTarget } from './triggers.js';

/*
 * '金融学专业毕业去向有哪些', '医药代表是干什么的': a question that names a major or a job and asks only what it is or
 * where it leads. A decision or topic found by the everyday words of the ask ('专业毕业') or by the name alone (a
 * case written for '医药代表' among a doctor's other roads) is a neighbour's: the major's outlets or the job's card
 * answer, not the neighbour's block. An entry whose phrase says more than the name ('女生学土木', '学医后悔') stays.
 */

/**
 * Where a major leads, in everyday words: '毕业去向', '出路', '能干啥', '就业方向', '好就业吗', '以后能做什么', '对口工作',
 * '转什么方向', '都去哪了', '其他路子'. Not '对口还是高薪' (weighing an offer), '不对口' (working outside the major) nor
 * '是干什么的' (what a thing is).
 */
export const WHERE_IT_LEADS =
  /(?:毕业)?去向|出路|路子|其他路|别的路|(?:什么|哪些|哪条)路|(?:毕业(?:后|了)?|以后|将来|出来)?(?:都|一般|能|可以|还能|会)(?:干|做|从事)(?:些)?(?:什么|啥|嘛|哪些)(?!的)(?:工作|岗位|行业)?|(?:毕业(?:后|了)?|以后|将来|出来)(?:干|做|从事)(?:些)?(?:什么|啥|嘛|哪些)(?!的)(?:工作|岗位|行业)?|干嘛|能干|找什么工作|什么工作|好就业|好找工作|就业(?:方向|前景|面|情况|率|怎么样|咋样|如何)|(?<!不)对口(?!还是|和|与|跟)(?:的)?(?:工作|岗位|职业|行业|单位)|(?:都|能|可以)?去哪(?:了|儿|里)?|(?:哪些|什么|其他|别的).{0,4}(?:岗位|工作|方向|行业)|转到哪|转去哪|能转|(?:哪个|什么)方向|往哪(?:走|发展|个方向)|前景/u;

/**
 * Where a major leads, asked either way: as above, or through a search that stalls ('找不到工作', '就业难'), which its
 * own entries weigh before the outlets are added.
 */
export const ASKS_OUTLETS = new RegExp(
  `${WHERE_IT_LEADS.source}|找不到工作|不好找工作|(?:越来越)?难找工作|工作难找|找工作(?:难|容易|好找)|(?:好不好|难不难)找|就业难|不好就业`,
  'u',
);

/**
 * What a job is like: '是干什么的', '日常工作', '每天做什么', '累不累', '前景', '门槛', '要求'. Not whether the asker
 * can or should take it ('销售能干吗', '管培生怎么样，值得去吗'), which its own entries weigh.
 */
export const ASKS_ABOUT_JOB =
  /(?:是|都)?(?:干|做)(?:什么|啥|嘛)的?|日常(?:工作)?(?:内容)?|工作内容|(?:每天|平时)(?:都|主要)?(?:在)?(?:做|干|忙)(?:些)?(?:什么|啥|嘛)?|累(?:不累|吗|嘛)|辛苦(?:吗|不辛苦)|前景|(?:发展)?(?:空间|前途)|门槛|(?:有)?(?:什么|哪些)?(?:要求|条件)|(?:高|大)(?:不高|吗|不大)/u;

const entryOf = (t: ReturnType<typeof readTarget>) => t.topic ?? t.decision;

/** Whether the entry is found only by the ask's words or by one of the names on its own. */
function foundByAskOrName(
  kb: KnowledgeBase,
  question: string,
  entry: Decision | Topic,
  names: ReadonlyArray<{ key: string }>,
  ask: RegExp,
): boolean {
  const lower = question.toLowerCase();
  const said = names.filter((n) => lower.includes(n.key));
  const unasked = lower.replace(new RegExp(ask.source, 'gu'), '，');
  if (!entryOf(readTarget(kb, unasked))) return true;
  // Nothing else the asker says reaches it, and a name alone does ('医药代表', '金融专业' for '金融学专业').
  const rest = said.reduce((text, n) => text.split(n.key).join('，'), unasked);
  const byName = (key: string) => [key, `${key}专业`].some((k) => entryOf(readTarget(kb, k)) === entry);
  return !entryOf(readTarget(kb, rest)) && said.some((n) => byName(n.key));
}

/**
 * 'outlets' when the question asks only where its named major leads, 'job' when it asks only what its named job is
 * like; null when it says more (its own case, a choice, a worry), which the entry its words reach answers.
 */
export function askedAlone(
  kb: KnowledgeBase,
  question: string,
  entry: Decision | Topic | undefined,
  named: { majors: number; jobs: number },
): 'outlets' | 'job' | null {
  if (named.majors && !named.jobs && WHERE_IT_LEADS.test(question))
    return !entry || foundByAskOrName(kb, question, entry, kb.planner.majorNames, WHERE_IT_LEADS) ? 'outlets' : null;
  if (named.jobs && !named.majors && ASKS_ABOUT_JOB.test(question))
    return !entry || foundByAskOrName(kb, question, entry, kb.names, ASKS_ABOUT_JOB) ? 'job' : null;
  return null;
}
