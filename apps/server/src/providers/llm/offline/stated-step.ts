import type { KnowledgeBase } from './knowledge.js';
import { bullets, mostRelevant, type Part } from './parts.js';
import { ASKING } from './clause-role.js';
import { readTarget } from './triggers.js';
import type { Reading } from './understand.js';

/*
 * A step of the search the asker says they took, before asking about what came of it ('简历上写了精通Python，面试官问得
 * 很深我答不上来怎么办'): the ask chooses the entry (被问到不会的问题), and the step said has an entry of its own (技能栏
 * 怎么写) with something to say about it. A counsellor speaks to both: the ask first, then briefly the step.
 */

/** At most this many points of the step's entry: what bears on what the asker did, not the whole entry. */
const BRIEF = 2;

/**
 * The points of the entry a stated clause reaches, when it is a topic of the search other than the one answering.
 * Null for a follow-up, for an answer that is not a topic's, and for a circumstance (circumstances.ts speaks to those).
 */
export function statedStepPart(kb: KnowledgeBase, question: string, reading: Reading): Part | null {
  if (reading.followUp || !reading.topic || reading.topic.circumstance) return null;
  const clauses = question.split(/[，,。；;！!？?\n]+/u).filter((c) => c.trim());
  if (clauses.length < 2) return null;
  for (const clause of clauses.slice(0, -1)) {
    if (ASKING.test(clause)) continue;
    const topic = readTarget(kb, clause).topic;
    if (!topic || topic === reading.topic || topic.circumstance) continue;
    const lines = mostRelevant(topic.points, clause, BRIEF);
    if (!lines.length) continue;
    return { heading: `### 再说你提到的：${topic.name}`, lines: bullets(lines), from: `求职专题「${topic.name}」` };
  }
  return null;
}
