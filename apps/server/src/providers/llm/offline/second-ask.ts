import type { KnowledgeBase } from './knowledge.js';
import { bullets, mostRelevant, type Part } from './parts.js';
import { targetForStage } from './stage.js';
import { readTarget } from './triggers.js';
import { twoAsks } from './clause-role.js';
import { namedInCatalogue } from './topic-part.js';
import type { Reading } from './understand.js';

/*
 * A question with a second ask on the first's outcome ('考研还是工作？如果工作，去哪个城市好', '要不要跳槽？跳的话简历
 * 怎么写', '要不要考研，考的话数学从哪开始'): the first ask chooses the entry (understand.ts), the second is still
 * answered, briefly, from its own entry.
 */

/** At most this many lines: the second ask is answered briefly, after the first. */
const BRIEF = 3;

/**
 * The second ask answered from its own entry, when that is another entry than the one answering the first. Null
 * when there is none or the first's entry already covers it ('读的话选学硕还是专硕' within 考研还是就业).
 */
export function secondAskPart(kb: KnowledgeBase, question: string, reading: Reading): Part | null {
  if (reading.followUp) return null;
  const asks = twoAsks(question);
  if (!asks) return null;
  const asked = asks.second;
  // Read for the asker's stage: '大专要不要专升本？升的话选什么专业' is no 高考 choice of a major.
  const none = { direction: false, named: false, letters: false };
  const read = (text: string) => targetForStage(kb, readTarget(kb, text), reading.slots.level, question, none);
  const own = read(asked);
  // Said with nothing of its own to find an entry by ('考的话英语从哪开始复习'), it is read with the outcome it
  // supposes (考研英语).
  const target = own.topic || own.decision ? own : read(`${asks.outcome}${asked}`);
  const entry = target.topic ?? target.decision;
  if (!entry || entry === reading.topic || entry === reading.decision) return null;
  // '考的话要准备多久' asks of what the first ask named (考教资, the entry 教师资格证): the lines are chosen for both,
  // and of a catalogue ('考研：…', '教师资格证：…') the one it names.
  const relevantTo = `${asks.outcome}${reading.topic?.name ?? reading.decision?.title ?? ''}${asked}`;
  const lines = target.topic
    ? mostRelevant(namedInCatalogue(target.topic.points, relevantTo), relevantTo, BRIEF)
    : target.case
      ? mostRelevant(target.case.advice, relevantTo, BRIEF)
      : [target.decision!.framing, ...mostRelevant(target.decision!.considerations, relevantTo, BRIEF - 1)];
  const name = target.topic?.name ?? target.case?.title ?? target.decision!.title;
  // A long ask would be copied whole into the heading: the entry's name says what it is about instead.
  const label = Array.from(asked).length < 8 ? asked.replace(/[？?]$/u, '') : name;
  return {
    heading: `### 再说你的第二个问题：${label}`,
    lines: bullets(lines),
    from: target.topic ? `求职专题「${name}」` : `决策资料「${name}」`,
  };
}
