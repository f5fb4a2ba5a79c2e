import type { Topic } from './content/schema.js';
import { relevance, situationOf, type Part } from './parts.js';

/*
 * '实习没满三个月想提前走，要不要熬到三个月': a whether-question on a topic's matter, no two options named. A topic
 * whose lean is written as positions with their conditions ('多数情况下，更建议…；…时，更建议…') answers it with the
 * clause whose condition the asker's situation meets, else with its first, the common case. The asker's own words,
 * less the topic's, choose: '实习' names the topic and meets no condition.
 */

/** Asking whether, or torn between going on and stopping ('还要坚持到底吗'). */
const WHETHER =
  /要不要|该不该|值不值|值得吗|有必要吗|可以吗|行不行|好不好|还是|怎么选|纠结|犹豫|又怕|但怕|会有什么影响|有影响吗|影响大吗|还要[^，。？?]{0,6}[吗么]|坚持[^，。？?]{0,4}[吗么]/u;

/** A clause's condition: what comes before it takes its position. */
const condition = (clause: string) => clause.split(/我?更建议|我?建议/u)[0] ?? '';

/** At least this many word pairs of the asker's situation in a condition for it to be theirs. */
const MIN_MET = 2;

/**
 * The clause not taken. The common case's clause ('多数情况下，更建议…') has no condition of its own: said after the
 * asker's, it is what holds when theirs does not, not a 'when to turn round' with nothing to turn on.
 */
function otherLine(other: string): string {
  const said = other.replace(/[。]$/u, '');
  const common = /^多数情况下，?/u;
  return common.test(said) ? `- 不是这种情况时：${said.replace(common, '')}。` : `- 什么时候反过来：${said}。`;
}

/** The position a topic's lean takes for this asker, as a part; null when the question asks no whether. */
export function topicStancePart(topic: Topic, question: string): { part: Part; position: string } | null {
  if (!topic.lean || !WHETHER.test(question)) return null;
  const clauses = topic.lean.split(/[；;]/u).filter((c) => /建议/u.test(c));
  if (!clauses.length) return null;
  const situation = situationOf(question, [topic.name]);
  const ranked = clauses
    .map((c, i) => ({ c, i, met: relevance(condition(c), situation) }))
    .sort((a, b) => b.met - a.met || a.i - b.i);
  const met = ranked[0]!.met >= MIN_MET && ranked[0]!.met > (ranked[1]?.met ?? 0);
  const pick = met ? ranked[0]!.c : clauses[0]!;
  const other = clauses.find((c) => c !== pick);
  const said = pick.replace(/[。]$/u, '');
  return {
    part: {
      lines: [`**我的倾向**：${met ? '按你说的情况，' : ''}${said}。`, ...(other ? [otherLine(other)] : [])],
      from: `求职专题「${topic.name}」`,
    },
    position: said,
  };
}
