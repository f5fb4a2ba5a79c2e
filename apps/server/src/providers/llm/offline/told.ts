import type { Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { readTarget } from './triggers.js';

/*
 * What the asker would answer when asked at an interview ('面试被问为什么离职，说实话被领导PUA能说吗') is the content of
 * their answer, not the matter the question is about: the words of the clause that says it (被领导PUA) reach the
 * topic of being treated badly at work, while the asker wants to know how to answer the interview's question. Only
 * where the interviewer's question is said (被问, 问我) and what is left reaches an interview or résumé topic (a gap
 * explained).
 */

/** Asked something at an interview: the question put to the asker. */
const ASKED = /被问|问我|问到|问起|面试官问|hr问/iu;

/** A clause asking whether a thing may be said ('能说吗', '可以直接说被裁了吗', '要不要告诉HR'). */
const TOLD =
  /[^，。,？?！!；;]*(?:能|可以|可不可以|能不能|该不该|要不要|敢不敢|敢)(?:直接|如实|照实|实话)?(?:说|讲|提|告诉)[^，。,？?！!；;]*/gu;

/** The interview topic the question reaches without the clause of what would be said, when it says one. */
export function topicBesideTold(kb: KnowledgeBase, question: string): Topic | undefined {
  if (!ASKED.test(question)) return undefined;
  const rest = question.replace(TOLD, '，');
  if (rest === question) return undefined;
  const topic = readTarget(kb, rest).topic;
  return topic && (topic.area === 'interview' || topic.area === 'resume') ? topic : undefined;
}
