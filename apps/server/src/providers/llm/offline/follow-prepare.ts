import type { DecisionOption } from './content/load.js';
import type { Decision } from './content/schema.js';
import { optionsNamed } from './decision-options.js';
import { pickedIn } from './follow-position.js';
import type { KnowledgeBase } from './knowledge.js';
import { negatedBefore } from './said-no.js';

/*
 * '那我应该怎么准备', '好，要是决定考，先做哪一步' after a decision's answer: the asker has taken (or is leaning to) one
 * road and asks how to start down it. The road is the one the asker's own question named ('要不要辞职去考公务员'
 * names 考公), or, when it named two ('考研还是直接工作'), the one the answer leaned to; the follow-up is that road's
 * question asked again ('考公怎么准备'), answered with its first steps rather than the decision's points once more.
 */

/** Asking how to start or get ready, in the words people use for it. */
const PREPARE =
  /(?:怎么|怎样|如何|咋)(?:准备|备考|开始|入手|下手|起步|着手)|(?:先|第一步)(?:做|干)?(?:什么|啥|哪)|第一步|从哪(?:里|儿)?(?:开始|入手|下手|准备)|(?<!具体|平时|每天|日常)(?:该|要|应该|需要)(?:做|准备)(?:些)?(?:什么|啥|哪些)(?:准备)?/u;
/** A follow-up asking this is short: a longer question carries a subject of its own. */
const MAX_CHARS = 22;
/** Where the previous answer says the road it leans to. */
const LEANS = /(?:更建议你选|我更建议|建议你选|我的倾向|倾向于|我会选|更适合你的是|先选|首选)[^。\n；]*/gu;

export const asksToPrepare = (question: string) =>
  Array.from(question.trim()).length <= MAX_CHARS && PREPARE.test(question);

interface Road {
  decision: Decision;
  option: DecisionOption;
}

/** The longest of a road's names the text holds (0 when none): the more of the asker's words it takes, the nearer. */
function heldLength(option: DecisionOption, text: string): number {
  return Math.max(0, ...[option.name, ...option.aliases].filter((a) => a && text.includes(a)).map((a) => a.length));
}

/**
 * The roads with first steps written for them that the text names: of the decision the conversation is on when it
 * names any, else, over all decisions, those named by the longest words ('考公务员' is 考公's, not 辞职's).
 */
function roadsIn(kb: KnowledgeBase, text: string, on?: Decision): Road[] {
  const withStart = (d: Decision) =>
    optionsNamed(d, text)
      .filter((o) => o.start?.length)
      .map((option) => ({ decision: d, option, held: heldLength(option, text) }));
  const own = on ? withStart(on) : [];
  const all = own.length ? own : kb.planner.decisions.flatMap(withStart);
  const longest = Math.max(0, ...all.map((r) => r.held));
  const seen = new Set<string>();
  return all.filter((r) => (own.length || r.held === longest) && !seen.has(r.option.name) && seen.add(r.option.name));
}

/** Whether the text says no to a name where it names it ('不想考公'). */
function saidNoTo(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) if (negatedBefore(text, at)) return true;
  return false;
}

/**
 * The road a 'how do I prepare' follow-up is about: the one road the previous question named, else the road the
 * previous answer leaned to among those it named. Null when the question names a road of its own (it is read on
 * its own words) or no single road can be told.
 */
export function roadToPrepare(
  kb: KnowledgeBase,
  question: string,
  previous: { question: string; answer: string; decision?: Decision | undefined; onTopic?: boolean },
): Road | null {
  if (!asksToPrepare(question) || roadsIn(kb, question).length) return null;
  // A question read on a topic ('试用期被公司辞退了该怎么办') asked about that topic: a road of some other decision its
  // words happen to hold ('公司' is 企业's alias in 考教编还是去企业) is no road the asker took, and its first steps
  // would answer another conversation. Its own first step is the previous answer's (follow-meta.ts).
  if (previous.onTopic && !previous.decision) return null;
  // A road the asker said no to ('家里让我考公但我不想考公') is named, not taken: it is no road to prepare for.
  const saidNo = (r: Road) => [r.option.name, ...r.option.aliases].some((n) => n && saidNoTo(previous.question, n));
  const asked = roadsIn(kb, previous.question, previous.decision).filter((r) => !saidNo(r));
  const leaned = [...previous.answer.matchAll(LEANS)].flatMap((m) => roadsIn(kb, m[0], previous.decision));
  // Only one road can be meant: several roads of several decisions, each named by words as short, tell none.
  const one = (roads: Road[]) => (new Set(roads.map((r) => r.option.name)).size === 1 ? roads[0]! : null);
  return one(leaned.filter((l) => asked.some((a) => a.option.name === l.option.name))) ?? one(asked);
}

/**
 * The question a 'how do I prepare' follow-up asks, said whole: the road's question as the asker would ask it alone
 * ('考公怎么准备'), with the road when it is a decision's; else, when the previous answer picked one of two things
 * no decision lists as roads ('大厂实习' over '学校做科研'), how to get ready for the one picked.
 */
export function prepareAsked(
  kb: KnowledgeBase,
  question: string,
  previous: { question: string; answer: string; decision?: Decision | undefined; onTopic?: boolean },
): { asked: string; road: Road | null } | null {
  const road = roadToPrepare(kb, question, previous);
  if (road) return { asked: `${road.option.name}怎么准备`, road };
  const picked = asksToPrepare(question) && !roadsIn(kb, question).length ? pickedIn(previous.answer) : null;
  return picked ? { asked: `${picked}怎么准备`, road: null } : null;
}
