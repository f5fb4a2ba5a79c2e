import type { Decision, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { ASKS_ABOUT_JOB, ONLY_LEADS_TO, SWITCH_FROM_MAJOR, WHERE_IT_LEADS, WORKED_BEFORE } from './ask-words.js';
import { readTarget } from './triggers.js';

/*
 * '金融学专业毕业去向有哪些', '医药代表是干什么的': a question that names a major or a job and asks only what it is or
 * where it leads. A decision or topic found by the everyday words of the ask ('专业毕业') or by the name alone (a
 * case written for '医药代表' among a doctor's other roads) is a neighbour's: the major's outlets or the job's card
 * answer, not the neighbour's block. An entry whose phrase says more than the name ('女生学土木', '学医后悔') stays.
 */

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
  // '学前教育是不是只能当幼师': where else the major leads.
  if (named.majors && !named.jobs && ONLY_LEADS_TO.test(question))
    return !entry || foundByAskOrName(kb, question, entry, kb.planner.majorNames, ONLY_LEADS_TO) ? 'outlets' : null;
  // '物流管理转行做什么' of a student: where the major carries over to, not the 30-year-old's change of career.
  if (named.majors && !named.jobs && SWITCH_FROM_MAJOR.test(question) && !WORKED_BEFORE.test(question))
    return !entry || foundByAskOrName(kb, question, entry, kb.planner.majorNames, SWITCH_FROM_MAJOR) ? 'outlets' : null;
  if (named.jobs && !named.majors && ASKS_ABOUT_JOB.test(question))
    return !entry || foundByAskOrName(kb, question, entry, kb.names, ASKS_ABOUT_JOB) ? 'job' : null;
  return null;
}
