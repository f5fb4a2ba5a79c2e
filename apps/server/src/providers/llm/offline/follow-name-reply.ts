import type { KnowledgeBase } from './knowledge.js';
import { namedJobs, namedMajors } from './named.js';

/*
 * A reply that is only a name ('会计', '土木工程') after the planner asked the asker to say more (their major or
 * work): the answer to that request, so the question it was asked for is asked again with it. Read alone, '会计'
 * is the 会计 job's card; said after '我想问问就业的事', it is the asker's major and the question is its outlets.
 */

/** The planner's request to say more, as its answers word it (body.ts, the 'say more' endings). */
const ASKED_TO_SAY_MORE = /能再具体说说|把你的具体情况告诉我|比如你的专业或工作|告诉我你的专业/u;
/** A reply that asks something of its own is a question, not a name given. */
const ASKS = /[吗呢么？?]|怎么|什么|哪|几|多少|能不能|要不要|是不是/u;

/**
 * The question before the request, asked again with the name the reply gives ('会计' → '会计专业，我想问问就业的事'),
 * or null when the previous answer asked for nothing, or the reply is more than a name of a major or job.
 */
export function nameGiven(
  kb: KnowledgeBase,
  reply: string,
  before: { question: string | undefined; answer: string },
): string | null {
  if (!before.question || !ASKED_TO_SAY_MORE.test(before.answer)) return null;
  const said = reply.trim().replace(/[。！!，,\s]+$/u, '');
  if (!said || Array.from(said).length > 12 || ASKS.test(said)) return null;
  // '我是学法学的' gives 法学; '我是学前教育的' gives 学前教育: the first cut that names something.
  const cuts = [/^(?:我是学|我学的是|学的是|我学)/u, /^(?:我是|是)/u, /^$/u].map((re) =>
    said.replace(re, '').replace(/的$/u, ''),
  );
  const asked = before.question.trim().replace(/[。？?！!\s]+$/u, '');
  const major = cuts.find((c) => c && namedMajors(kb, c).length);
  // A major by that name is the asker's own: said as '…专业' so the major's outlets answer, not a job's card.
  if (major) return `${major.replace(/专业$/u, '')}专业，${asked}`;
  const name = cuts.at(-1)!;
  const jobs = namedJobs(kb, name);
  return jobs.roles.length || jobs.occupations.length ? `${name}，${asked}` : null;
}
