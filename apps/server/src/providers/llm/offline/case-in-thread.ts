import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';

/*
 * A follow-up whose own words name a case that needs its subject said (`onlyWith`), the subject said only earlier in
 * the conversation ('32岁了想考公' then '那如果边上班边备考呢'): that case answers, not the entry of the turn before
 * (how long each exam takes) with its lines already said. Read on the question as written, so a phrase with its own
 * subject ('边上班边备考CPA') never needs the thread.
 */
export function withCaseOfThread(kb: KnowledgeBase, reading: Reading, question: string, earlier: string): Reading {
  if (!reading.followUp || reading.case) return reading;
  const lower = question.toLowerCase();
  const said = earlier.toLowerCase();
  const found = kb.planner.triggers.find(
    (t) =>
      t.target.kind === 'case' &&
      !!t.target.case.onlyWith &&
      lower.includes(t.key) &&
      !t.target.case.onlyWith.some((w) => lower.includes(w.toLowerCase())) &&
      t.target.case.onlyWith.some((w) => said.includes(w.toLowerCase())),
  );
  if (found?.target.kind !== 'case') return reading;
  const { decision, case: chosen } = found.target;
  // Options weighed belong to the entry they were read for.
  const options = reading.decision === decision ? reading.options : [];
  return { ...reading, decision, case: chosen, topic: undefined, options };
}
