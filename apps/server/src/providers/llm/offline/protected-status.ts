import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';

/*
 * Pushed to resign while pregnant, after maternity leave or while ill ('怀孕了，公司要我主动离职', '产假回来公司暗示
 * 我离职'): the law that bars dismissal in that state (《劳动合同法》第四十二条: 孕期、产期、哺乳期 and 医疗期) is what
 * a counsellor names first, so that state's own topic answers, not the general topic of being pushed out.
 */
const PUSHED_OUT = 'forced-resign';
const PROTECTED = new Set(['pregnancy-rights', 'maternity-return', 'sick-leave-dismissal']);

export function withProtectedStatus(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.topic?.id !== PUSHED_OUT) return reading;
  const lower = question.toLowerCase();
  const found = kb.planner.triggers
    .filter((t) => t.target.kind === 'topic' && PROTECTED.has(t.target.topic.id) && lower.includes(t.key))
    .sort((a, b) => b.key.length - a.key.length)[0];
  return found?.target.kind === 'topic' ? { ...reading, topic: found.target.topic } : reading;
}
