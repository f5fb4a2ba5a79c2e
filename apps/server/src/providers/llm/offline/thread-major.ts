import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { newSubject } from './dialogue.js';
import { namedMajors } from './named.js';
import { readAlone, type Reading, type UnderstandInput } from './understand.js';

/*
 * The major a conversation is about, carried past the turn after it. '学机械的能做什么' → '那考研呢' → '读研以后能去
 * 哪些单位': the third question leans on the second, which alone names only 考研; the major is two turns back, and
 * a reading built from the question before alone loses it. The latest earlier question naming a major gives it,
 * unless a later one turned to another major or a job (then the thread is about that).
 */

/** The major the earlier questions left the conversation on, or undefined when a later one turned elsewhere. */
export function threadMajor(kb: KnowledgeBase, input: UnderstandInput): Major | undefined {
  for (const q of [...input.previousQuestions].reverse()) {
    const r = readAlone(kb, q, input.profile);
    const major = r.slots.ownMajor ?? r.majors[0];
    if (major) return major;
    // A job named since ('那产品经理呢') is the conversation's subject now; so is a question that says it turns.
    if (r.roles.length || r.occupations.length || newSubject(q)) return undefined;
  }
  return undefined;
}

/**
 * A follow-up read in its thread with no major, job or own major of its own: the thread's major as the asker's,
 * so the decision or topic it reached says what that major does on the matter (its further study, its posts). A
 * major the thread already carried beside an entry ('读研要几年' after a major's outlets and '那读研呢') is the
 * asker's too: the entry's answer is asked of it.
 */
export function withThreadMajor(kb: KnowledgeBase, input: UnderstandInput, reading: Reading): Reading {
  if (!reading.followUp || reading.slots.ownMajor) return reading;
  if (reading.roles.length || reading.occupations.length || reading.outlet || reading.move) return reading;
  // A major the question names itself is asked about, not the asker's.
  if (namedMajors(kb, input.question).length) return reading;
  const carried = reading.majors.length === 1 && (reading.topic || reading.decision) ? reading.majors[0] : undefined;
  const major =
    carried ?? (!reading.majors.length && input.previousQuestions.length >= 2 ? threadMajor(kb, input) : undefined);
  return major ? { ...reading, slots: { ...reading.slots, ownMajor: major } } : reading;
}
