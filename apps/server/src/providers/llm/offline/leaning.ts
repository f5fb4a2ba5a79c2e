import type { Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { statedInterests } from './result.js';

/*
 * A direction asked by what the asker likes or dislikes about people ('我讨厌写代码，想做跟人打交道的工作'), with no
 * phrase of the content found: the topic of jobs with people or the introvert's, by which way the liking is said.
 * Read from the polarity of each thing said (statedInterests), so '讨厌 X，想 Y' is about Y; the words' nearness to
 * an entry would find the introvert's topic for both, as both say 打交道.
 */

/** Asks for jobs or a direction ('有什么方向', '适合做啥'), or says the kind wanted ('想做跟人打交道的工作'). */
const ASKS_JOBS =
  /什么方向|哪些|什么工作|啥工作|做啥|干啥|做什么|干什么|推荐|有什么|哪类|哪种|适合|想(?:做|找|干)[^，。,；;]{1,10}(?:工作|职业|岗位|行业)/u;

const PEOPLE = 'pref-people';
const INTROVERT = 'pref-introvert';

/** The people or introvert topic for a question that says which it wants; undefined when it says neither. */
export function leaningTopic(kb: KnowledgeBase, question: string): Topic | undefined {
  if (!ASKS_JOBS.test(question)) return undefined;
  const { like, dislike } = statedInterests(question);
  // Working with people disliked beside another liking ('不爱说话，喜欢修东西') is answered by that liking.
  const id = like.includes('S') ? PEOPLE : dislike.includes('S') && !like.length ? INTROVERT : undefined;
  return id ? kb.planner.topics.find((t) => t.id === id) : undefined;
}
