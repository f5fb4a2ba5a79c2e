import type { ChatProfile } from '../../src/providers/llm/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import type { KnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/** A question asked after `before`, with the answer the planner gave to `before` (`first`) beside its own. */
export function askAfter(kb: KnowledgeBase, before: string, question: string, profile: ChatProfile = noProfile) {
  const first = composeAnswer(kb, { question: before, previousQuestions: [], previousAnswer: '', profile });
  const next = composeAnswer(kb, { question, previousQuestions: [before], previousAnswer: first.text, profile });
  return { first: first.text, ...next };
}
