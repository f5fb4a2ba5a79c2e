import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/** The knowledge base the planner tests ask, built once per test file. */
export const kb = buildKnowledgeBase();

/** A conversation's answers, each question asked after the ones before it, as the chat asks them (no result). */
export function chain(...questions: string[]): string[] {
  const answers: string[] = [];
  for (const [i, question] of questions.entries())
    answers.push(
      composeAnswer(kb, {
        question,
        previousQuestions: questions.slice(0, i),
        previousAnswer: answers.at(-1) ?? '',
        earlierAnswers: [...answers],
        profile: noProfile,
      }).text,
    );
  return answers;
}
