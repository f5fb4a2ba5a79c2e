import { pointedItem } from './dialogue.js';
import { metaAsked } from './follow-meta.js';
import { roadBeside } from './follow-path.js';
import { closedOptions, slotChanged, type SlotChange } from './follow-slot.js';
import type { KnowledgeBase } from './knowledge.js';
import { namedJobs, namedMajors } from './named.js';
import { hasSubject, readAlone, type Reading, type UnderstandInput } from './understand.js';

/*
 * Where a follow-up that changes one thing of the previous question ('那如果在成都呢', '要是考不上怎么办') is read in
 * its conversation (thread.ts): which question it changes, and the reading of that question asked again with it.
 */

/** Whether a question names a job or major of its own (as thread.ts reads it). */
function namesOwn(kb: KnowledgeBase, question: string): boolean {
  const jobs = namedJobs(kb, question);
  return Boolean(jobs.roles.length || jobs.occupations.length || namedMajors(kb, question).length);
}

/**
 * The one thing a follow-up changes of the question before, when it points at no listed item and names no job or
 * major of its own ('第二个在成都好找吗' is about that item; '那当老师呢' asks about another job), and the question
 * before has a subject to carry.
 */
export function slotOf(kb: KnowledgeBase, input: UnderstandInput, question: string, before: string): SlotChange | null {
  // '我做不到怎么办', '说人话': about the previous answer itself (follow-meta.ts), not a condition added to it.
  const meta = metaAsked(question);
  if (pointedItem(question) !== null || (meta && meta !== 'timing')) return null;
  const slot = slotChanged(question, before);
  // '我已经35了，还来得及吗', '我是二本，来得及吗': the age or the schooling is what changed; whether it is too late
  // is asked of the previous question with it, which the stage template (follow-meta.ts) does not answer.
  if (meta && (!slot || slot.kind === 'place' || slot.kind === 'condition')) return null;
  // '深圳还是广州' is a subject of its own, whatever entry its words reach: two places weighed, a third put beside.
  if (!slot || !((slot.beside?.length ?? 0) >= 2 || hasSubject(readAlone(kb, before, input.profile)))) return null;
  // A stage or age said with the job held ('要是我已经工作3年了呢，做的是销售') is background; a place or condition
  // beside a job of its own ('那如果去成都当老师呢') changes more than one thing, and is read on its own.
  return (slot.kind === 'place' || slot.kind === 'condition') && namesOwn(kb, question) ? null : slot;
}

/**
 * The question the conversation last asked, with the changes its follow-ups made: after '在杭州做电商运营怎么样' and
 * '那如果在成都呢', a third turn changes the question about 成都, not the one about 杭州.
 */
export function askedLast(kb: KnowledgeBase, input: UnderstandInput): string | undefined {
  let current: string | undefined;
  for (const q of input.previousQuestions) {
    const slot = current ? slotOf(kb, input, q, current) : null;
    // '研究生呢' after '要不要考公' asked 考公还是考研 (follow-path.ts): a third turn ('两个都考呢') is about both.
    const beside = current && !slot ? roadBeside(q, current) : null;
    if (slot) current = slot.restated;
    else if (beside) current = beside;
    else if (!current || hasSubject(readAlone(kb, q, input.profile))) current = q;
  }
  return current;
}

/** The previous question asked again with the slot: its reading, with the follow-up it continues. */
export function slotReading(
  kb: KnowledgeBase,
  input: UnderstandInput,
  slot: SlotChange,
  { items, previous, previousQuestion }: { items: string[]; previous: Reading; previousQuestion: string },
): Reading {
  const again = readAlone(kb, slot.restated, input.profile);
  // '要是考不上怎么办' after '我想考公': the decision's other roads, weighed as the question now is.
  const options = previous.decision?.options ?? [];
  const closed = slot.kind === 'condition' ? closedOptions(options, slot.to, previousQuestion) : [];
  const open = options.filter((o) => !closed.includes(o.name));
  // '家里不同意呢' after '想辞职读研值不值得', '考研没考上呢' after 考研还是就业: the condition's own entry (父母不同意,
  // 调剂还是二战) answers what changed; the entry before would only say again what the asker has.
  const itself = slot.kind === 'condition' ? readAlone(kb, slot.to, input.profile) : null;
  const found = itself && (itself.decision ?? itself.topic);
  const ownEntry =
    itself && found && found !== (previous.decision ?? previous.topic)
      ? { decision: itself.decision, case: itself.case, topic: itself.topic, options: itself.options }
      : null;
  const turned = !ownEntry && closed.length && open.length && again.decision === previous.decision;
  return {
    ...again,
    ...ownEntry,
    ...(turned ? { options: open, case: undefined } : {}),
    // Asked again as the roads left ('不考研，就业'): the question before named the closed road as a choice.
    restated: turned ? `${slot.to}，${open.map((o) => o.name).join('还是')}` : slot.restated,
    followUp: {
      items,
      pointed: null,
      previous,
      ownSubject: true,
      slot: turned ? { ...slot, ruledOut: closed } : ownEntry ? { ...slot, ownEntry: true } : slot,
    },
  };
}
