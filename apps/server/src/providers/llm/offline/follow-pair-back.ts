import type { ChatProfile } from '../llm.provider.js';
import { subjectName } from './follow-entry.js';
import type { KnowledgeBase } from './knowledge.js';
import { hasSubject, readAlone } from './understand.js';

/*
 * '它和项目经理有什么区别？' after '产品经理要会哪些技能？': the pronoun stands for the subject said before, so the question
 * is about that subject beside the other one. Read later as the question a third turn leans on, it names both, the
 * earlier one first, rather than only the job it adds.
 */

/** A pronoun opening the question and joined to another thing ('它和…', '这个跟…比'). */
const POINTS_BACK = /^(?:那|那么)?(?:它|这个|那个)(?=和|跟|与|比)/u;

/** The question with its opening pronoun put as the subject an earlier question named, or null. */
export function pairPointedBack(
  kb: KnowledgeBase,
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
): string | null {
  const text = question.trim();
  if (!POINTS_BACK.test(text)) return null;
  for (const q of [...earlier].reverse()) {
    const reading = readAlone(kb, q, profile);
    // A job the earlier question names as written ('数据科学家是做什么的') before the major its words also name.
    const job = [...reading.roles.map((r) => r.name), ...reading.occupations.map((o) => o.titleZh)].find((n) =>
      q.includes(n),
    );
    const name = job ?? (hasSubject(reading) ? subjectName(reading) : null);
    if (name) return text.replace(POINTS_BACK, name);
  }
  return null;
}
