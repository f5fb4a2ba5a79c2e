import type { ComposeInput } from './compose.js';
import type { Reading } from './understand.js';
import type { Body } from './result-body.js';
import type { Part } from './parts.js';
import type { Sectioned } from './compose-sections.js';
import { bridge, subjectLead } from './framing.js';
import { names } from './subject.js';
import { itemSaying } from './dialogue.js';
import { PAY_REFERENCE, payLead } from './pay.js';
import { CARE_AGAIN, resultAgain } from './followup.js';
import { strainPart } from './strain.js';
import { slotLead } from './follow-slot.js';
import { stageSaid } from './follow-stage.js';
import { factReplyLead } from './follow-fact.js';
import { quoted } from './compose-follow.js';

/**
 * '测试开发是什么' after an answer that said it inside one of its items: the answer says where it came from, so the
 * asker sees it is the same conversation. Empty when the answer already names that item.
 */
function wordOfBefore(subject: string | undefined, previousAnswer: string, text: string): string {
  const item = subject && previousAnswer ? itemSaying(previousAnswer, subject) : null;
  return item && !text.includes(item) ? `你问的“${subject}”，是上一轮说到“${item}”时提到的，这里单独展开：` : '';
}

/**
 * The answer's openings and close around its sections: the subject named in the asker's words, what a changed
 * condition or slot is weighed against, care first when the asker is under strain, the asker's result tied to this
 * turn, and a lead that says which step of the previous answer this one carries on.
 */
export function frameSections(
  reading: Reading,
  b: Body,
  input: ComposeInput,
  s: Sectioned & { verdict: Part | null; premise: Part | null },
): { text0: string; lead: string; distress: boolean } {
  const { sections, subjects, subject, slot, answered, strain, why, meta, unspoken, verdict, premise } = s;
  // The answer names what was asked about in the asker's words, when what it drew on names it otherwise.
  // Not over a reply that says it has nothing: '先说X：下面是我会重点看的几件事' would promise what it lacks.
  // Nor over a verdict, which already answers the question in its first sentence, nor over a correction of the
  // asker's result ('先说测评里艺术型' would repeat what it corrects).
  const condition = reading.followUp?.condition;
  const unnamed =
    answered && !verdict && !premise && !condition && !meta && !unspoken && !strain
      ? subjects.filter((s) => !names(sections.join('\n'), s))
      : [];
  // A pay question about one job or city opens by naming it, even where a card further down names it too.
  // Only over an answer that carries the sourced reference line the lead promises ('医学生规培期间工资很低，要不要转行'
  // is answered from the training's entry, with no pay figures to introduce).
  const figures = /国家统计局|平均工资|就业报告|工资价位/u.test(sections.join('\n'));
  const payOpen =
    answered && !verdict && !premise && !condition && !meta && !unspoken && figures
      ? payLead(
          subjects,
          input.question,
          reading.topic?.id ?? (reading.aspect === 'salary' ? PAY_REFERENCE : undefined),
          reading.roles.some((r) => r.pay),
        )
      : null;
  if (payOpen) sections.unshift(payOpen);
  else if (unnamed.length) sections.unshift(subjectLead(unnamed, input.question));
  // '如果我家里条件一般呢': the same choice weighed again with that said, and the answer says so first.
  if (condition && answered) {
    // '如果我是大二呢': a stage said as the condition; what that stage changes comes first (follow-stage.ts).
    const staged = stageSaid(condition, input.previousQuestions.at(-1) ?? '');
    if (staged) sections.unshift(staged.join('\n'));
    sections.unshift(
      `把“${condition.replace(/^我/u, '你')}”这一点加进来，再看一遍上一轮的${reading.followUp?.previous?.decision?.options?.length ? '选择' : '问题'}：`,
    );
  }
  // '那如果在成都呢': the answer says first what changed and which of the last answer it is weighed against.
  if (slot && answered && !unspoken) sections.unshift(slotLead(slot, reading.followUp?.items ?? []));
  if (strain) {
    const care = strainPart(strain);
    b.parts.unshift(care);
    sections.unshift([care.heading, ...care.lines].join('\n'));
    if (!b.readAs) b.readAs = '压力大、睡不好时先照顾自己';
  }
  // After a turn declined for distress: the care first, then the rest.
  const distress = Boolean(reading.followUp?.afterDistress);
  if (distress) {
    // Not 'all said, tell me more about your work': after distress that line would read as turning away.
    const kept = sections.filter((x) => !/上一轮已经都说了|把你的具体情况告诉我|资料里没有/u.test(x));
    sections.splice(0, sections.length, CARE_AGAIN, ...kept);
  }
  // A follow-up of someone with a result still speaks to it, in words tied to this turn (not the line said before).
  const tied =
    reading.followUp && answered && !distress && !why
      ? resultAgain(input.profile, quoted(b.readAs) || subject || '这一轮说的事', sections.join('\n'))
      : null;
  if (tied) sections.push(tied);
  const text0 = sections.join('\n\n');
  // Only for a word the asker took from the answer, not the subject the conversation started from.
  const fromAnswer = !reading.followUp && subject && !input.previousQuestions.some((q) => q.includes(subject));
  // '我学的是电气' after steps for finding a direction: the step it carries on, named first (follow-fact.ts).
  const lead =
    bridge(reading, text0) ||
    factReplyLead(input.question, input.previousAnswer ?? '', reading, text0) ||
    (fromAnswer ? wordOfBefore(subject, input.previousAnswer ?? '', text0) : '');
  return { text0, lead, distress };
}
