import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';
import type { Body } from './result-body.js';
import type { SlotChange } from './follow-slot.js';
import { sectionsOf, whyLines } from './framing.js';
import { otherOptions } from './follow-other.js';
import { whyNotLines } from './follow-why.js';
import { whyThisLines } from './follow-why-this.js';
import { whyTheseLines } from './follow-why-these.js';
import { isThin, NEIGHBOURS, widerPart } from './more.js';
import { pointExplained, positionAgain } from './followup.js';
import { aspectAgainPart, OWN_SIDES } from './aspect-again.js';
import { metaAnswer, metaAsked } from './follow-meta.js';
import { itemSide, itemSidePart, outletKeys } from './follow-item-aspect.js';
import { pointedItems } from './dialogue.js';
import { eachItemPart } from './follow-each-item.js';
import { rentPart } from './follow-rent.js';
import { directionsPart } from './follow-directions.js';

/** A phrase of the reasoning said in the answer: “…”, as 「…」 in an answer names one of the square's services. */
export const quoted = (phrase: string) => phrase.replace(/「/gu, '“').replace(/」/gu, '”');

interface Asked {
  /** The question as the asker wrote it (read for slips), before a follow-up was restated as a whole question. */
  asked: string;
  input: {
    question: string;
    previousQuestions: readonly string[];
    previousAnswer?: string;
    earlierAnswers?: readonly string[];
    profile: ChatProfile;
  };
  subject: string | undefined;
  slot: SlotChange | undefined;
  asksHowLong: boolean;
}

/**
 * A follow-up about the previous answer itself, in place of more of the topic (composeAnswer's `sections`, which it
 * changes in place): why it said what it said or left out, one of its points explained, a request about it (说人话,
 * 举个例子), options it did not list, its position said again, a step further when it was all said, and a side of
 * its job no part was about. What was found is returned for the answer's framing.
 */
export function followUpSections(kb: KnowledgeBase, reading: Reading, b: Body, sections: string[], ask: Asked) {
  const { input, subject, slot, asksHowLong } = ask;
  const read = { question: ask.asked };
  // '那边房租贵吗' after a job and a city: what living there costs, even when a line of the pay part touched it.
  // '那转什么方向比较好' after the job left: each direction with why it suits and a first step, not bare names.
  const own = reading.followUp
    ? (rentPart(reading, ask.asked, input.previousQuestions, input.previousAnswer ?? '') ??
      directionsPart(kb, ask.asked, input.previousQuestions, input.profile))
    : null;
  if (own) {
    b.parts = [own];
    b.position = null;
    sections.splice(0, sections.length, ...sectionsOf([own], '', input.question));
    // Answered in its own terms: no pay lead ('关于…的薪资') over it.
    return { why: null, explained: null, meta: sections.slice() };
  }
  // '为什么不推荐做测试': the thing not put forward, looked at on its own (before the why of what was put forward).
  // '为什么要学SQL': a thing the previous answer said to learn or do, and what it is for.
  const whyNot = input.previousAnswer
    ? (whyNotLines(kb, reading, read.question, input.previousAnswer) ??
      (reading.followUp
        ? (whyThisLines(kb, reading, read.question, input.previousAnswer) ??
          whyTheseLines(reading, read.question, input.previousAnswer, input.earlierAnswers))
        : null))
    : null;
  // '为什么这么说': the position the previous answer took, with what it rested on and what would turn it.
  const why =
    whyNot ??
    (reading.followUp
      ? whyLines(input.question, input.previousAnswer ?? '', (reading.followUp.previous ?? reading).decision)
      : null);
  // It asks about the position, so the answer is about the position, not more of the topic.
  if (why) sections.splice(0, sections.length, why.join('\n\n'));
  // '第三点什么意思': that point of the previous answer, explained.
  const explained = reading.followUp ? pointExplained(kb, reading, input.question, input.previousAnswer ?? '') : null;
  if (explained && !why) sections.splice(0, sections.length, explained);
  // '说人话', '能举个例子吗', '我做不到怎么办': a request about the previous answer, built from what it said.
  // '那面试具体怎么准备' after how to find an internship: a plan asked of a topic the question turns to, which that
  // topic's own points answer; a plan built from the internship answer's steps would not be about interviews.
  const f = reading.followUp;
  const turned =
    f?.ownSubject &&
    reading.topic &&
    f.previous &&
    reading.topic !== f.previous.topic &&
    !f.pointed &&
    ['plan', 'first'].includes(metaAsked(input.question) ?? '');
  const meta =
    reading.followUp && !why && !explained && !reading.followUp.afterDistress && !slot && !turned
      ? metaAnswer(kb, reading, input.question, input.previousAnswer ?? '', b.readAs)
      : null;
  if (meta) sections.splice(0, sections.length, ...meta);
  // '还有别的选择吗': options the previous answer did not list, in place of more about the ones it did.
  const other =
    reading.followUp && !why && !explained && !meta
      ? otherOptions(kb, reading, read.question, input.previousAnswer ?? '', input.profile)
      : null;
  if (other) sections.splice(0, sections.length, ...other);
  // '最后一个需要考什么证': that side of the one listed outlet pointed at, in place of the major's card or the general
  // entry on the side. Two pointed at ('第一个和第三个哪个轻松') are weighed instead (positions.ts).
  // '那第二个呢' after '第一个要求高吗' asks the same side: the question as restated says which.
  const sideAsked = reading.restated ?? ask.asked;
  const item =
    reading.followUp?.pointed && !why && !explained && !meta && !other && pointedItems(ask.asked).length <= 1
      ? itemSidePart(kb, reading, sideAsked, input.previousAnswer ?? '')
      : null;
  // '它们一般工资多少': that side of every listed outlet, item by item.
  const each =
    !item && !why && !explained && !meta && !other
      ? eachItemPart(reading, ask.asked, input.previousAnswer ?? '')
      : null;
  if (item || each) {
    // Pay keeps the sourced reference lines of the pay topic beside it; nothing else of the general entry stays.
    // So does a topic written for this outlet ('土木、建筑背景转 BIM' for BIM 与工程数字化).
    const keys = reading.outlet ? outletKeys(reading.outlet.outlet.name) : [];
    const payTopic = b.parts.filter(
      (p) =>
        (itemSide(sideAsked) === 'pay' && p.lines.some((l) => l.startsWith('【来源】'))) ||
        (p.from.startsWith('求职专题') && keys.some((k) => p.from.includes(k))),
    );
    const part = (item ?? each)!;
    b.parts = [part, ...payTopic];
    b.position = null;
    sections.splice(
      0,
      sections.length,
      ...sectionsOf([part], '', input.question),
      ...sectionsOf(payTopic, input.previousAnswer ?? '', input.question),
    );
    return { why, explained, meta };
  }
  // '那我到底选哪个': the position again, in other words, when its line was left out as said before.
  const again = reading.followUp && !why ? positionAgain(b.parts, sections.join('\n'), input.question) : null;
  if (again) sections.unshift(again);
  // A follow-up answered in a line or two ('还有吗' once the entry is said): one step further along its thread.
  const wider =
    reading.followUp &&
    !reading.followUp.afterDistress &&
    !again &&
    !explained &&
    !why &&
    !meta &&
    !other &&
    isThin(sections)
      ? widerPart(kb, reading, input.question, input.previousAnswer ?? '', input.previousQuestions.at(-1))
      : null;
  const widened = wider ? sectionsOf([wider], input.previousAnswer ?? '', input.question) : [];
  if (wider && widened.length) {
    b.parts.push(wider);
    // In place of 'all said' and the bare list of neighbours, which the step further now stands for.
    const said = sections.findIndex((x) => x.includes('上一轮已经都说了'));
    if (said >= 0)
      sections[said] = `关于${quoted(b.readAs) || subject || '这一点'}，上一轮已经把要点说完了，顺着它再往下走一步：`;
    const at = sections.findIndex((x) => x.startsWith(NEIGHBOURS));
    sections.splice(at >= 0 ? at : sections.length, 0, ...widened);
  }
  // '它需要什么学历' about a job whose card was said in full: the line that answers it, said as the answer.
  const onlyNeighbours = sections.every(
    (x) => x.startsWith(NEIGHBOURS) || /上一轮已经都说了|把你的具体情况告诉我/u.test(x),
  );
  // '那女生做这个合适吗': a side no part of the card is about comes first, before what else the card holds.
  // Two items pointed at ('第二个和第三个哪个轻松') are weighed against each other, not one side of the first.
  const restated =
    reading.followUp && !asksHowLong && !why && !explained && !meta && !other && pointedItems(ask.asked).length <= 1
      ? aspectAgainPart(kb, reading, input.question, onlyNeighbours ? undefined : OWN_SIDES)
      : null;
  if (restated) {
    b.parts.unshift(restated);
    const said = sectionsOf([restated], '', input.question);
    if (onlyNeighbours) sections.splice(0, sections.length, ...said);
    else sections.unshift(...said);
  }
  return { why, explained, meta };
}
