import type { ComposeInput } from './compose.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';
import type { Body } from './result-body.js';
import { occupationPart, type Part } from './parts.js';
import { whoFitsPart } from './fit.js';
import { clarifyQuestion, durationLines, provisionalPart } from './provisional.js';
import { sectionsOf } from './framing.js';
import { questionSubjects } from './subject.js';
import { moreParts, NEIGHBOURS } from './more.js';
import { ASKS_HOW_LONG, asksForTime, durationPart } from './duration.js';
import { strainAsk, strainSaid } from './strain.js';
import { nothingFor, slotParts, speaksTo, type SlotChange } from './follow-slot.js';
import { levelPart } from './follow-level.js';
import { ageChanged } from './follow-age.js';
import { backgroundChanged } from './follow-background.js';
import { stageChanged } from './follow-stage.js';
import { followUpSections, quoted } from './compose-follow.js';

/** Fewer Chinese characters than this, and what a changed slot found is no answer (a card's heading, a label). */
const SLOT_EMPTY = 40;
const hanLength = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

/**
 * Asking for the asker's own material, in words of what the conversation is on: the same sentence closing answers
 * to unrelated questions would read as boilerplate.
 */
export const askForOwn = (about: string | undefined, lead: string) =>
  `${lead}把你的具体情况告诉我${about ? `，尤其是和“${about}”有关的` : ''}（专业或工作、目标岗位，或者直接贴一段你写的内容），我按它说得更具体。`;

/** A subject that describes the asker ('性格比较急躁'): a provisional answer about a job or path would not fit it. */
const ABOUT_SELF = /性格|脾气|情绪|心态|身体|长相|身高|体重|成绩|绩点|家庭|父母|自己/;

export interface Sectioned {
  /** The answer's sections, in order, each a block of markdown. */
  sections: string[];
  /** The question's subjects in the asker's words (a follow-up's are those of the question it follows). */
  subjects: string[];
  subject: string | undefined;
  slot: SlotChange | undefined;
  /** Whether the content had something for the question (not a reply that it has nothing). */
  answered: boolean;
  strain: ReturnType<typeof strainSaid>;
  why: boolean;
  meta: boolean;
  /** A changed slot the content says nothing about: what is shown is the reply that it has nothing. */
  unspoken: boolean;
}

/**
 * The parts made into sections, without what the previous answer already said; a follow-up about the previous answer
 * itself answered from it (compose-follow.ts); and, where nothing fits, a short reply that says so and asks one
 * question rather than a neighbouring topic's block.
 */
export function composeSections(
  kb: KnowledgeBase,
  reading: Reading,
  b: Body,
  input: ComposeInput,
  read: ComposeInput,
): Sectioned {
  // A follow-up's subject is the one its conversation started from ('它难考吗' after asking about CPA).
  // Walking back past questions that only point ('它和数据科学家有什么不同') to the one that named it.
  const started = [...input.previousQuestions].reverse().find((q) => questionSubjects(q).length);
  // An item pointed at ('第一个专业具体学什么') is the subject itself: the bridge names it, and the question it was
  // listed under ('我的测评结果适合学什么专业') is not what this answer is about.
  const pointed = reading.followUp?.pointed;
  const subjects = pointed
    ? [pointed]
    : reading.followUp && !reading.followUp.ownSubject && started
      ? questionSubjects(started).slice(0, 1)
      : questionSubjects(input.question);
  const subject = subjects[0];
  // '要准备多久': what the content says about time for this subject, wherever it is written, first.
  if (ASKS_HOW_LONG.test(input.question)) {
    // A short follow-up ('一般要考几年？') is about what the question before it named.
    // Not once restated with what it pointed at ('后者要准备多久' → '考公要准备多久'): the question before named others.
    const leans = !reading.restated && (reading.followUp || Array.from(input.question).length <= 12);
    const about = [...(leans ? input.previousQuestions.slice(-1) : []), input.question].join('，');
    // A subject that only points back ('刚才说的那些') names nothing to put in the heading.
    const label = subject && !/说的|那些|这些|刚才|上面/u.test(subject) ? subject : '';
    const took = durationPart(kb, about, label, reading);
    if (took) {
      // Said once: the entry the answer is drawn from may hold the same sentences.
      const said = new Set(took.lines.map((l) => l.replace(/^- /u, '')));
      for (const p of b.parts) p.lines = p.lines.filter((l) => !said.has(l.replace(/^- /u, '')));
      b.parts = [took, ...b.parts.filter((p) => p.lines.length)];
    }
  }
  // '那如果在成都呢': what the changed slot itself brings (the place weighed against the one before), first.
  const slot = reading.followUp?.slot;
  // A place added beside those weighed: the part about the places is the one with it (follow-slot.ts), not the two.
  if (slot?.beside?.length) b.parts = b.parts.filter((p) => p.heading !== '### 关于你说的地方');
  if (slot) b.parts.unshift(...slotParts(slot, b.parts));
  // '如果我是专科呢' after a job's answer: the asker's schooling against the job's usual one, first.
  const level = levelPart(kb, reading, input.question);
  if (level) b.parts.unshift(level);
  const sections = sectionsOf(b.parts, input.previousAnswer ?? '', input.question);
  // '能再具体一点吗' on a subject the previous turn covered: what the entry holds beyond what was shown.
  if (!sections.length && reading.followUp) {
    const more = moreParts(kb, reading, input.question);
    sections.push(...sectionsOf(more, input.previousAnswer ?? '', input.question));
    if (sections.length) b.parts.push(...more);
    // Only the neighbouring topics left: the entry itself is said in full, and the asker's own material is what
    // would let the next answer go further.
    if (sections.length === 1 && sections[0]!.startsWith(NEIGHBOURS)) {
      sections.unshift(`关于${quoted(b.readAs) || subject || '这一点'}，站内资料里能说的，上一轮已经都说了。`);
      sections.push(askForOwn(quoted(b.readAs) || subject, '也可以'));
    }
  }
  // '第一个具体每天做什么' about a job the list already summed up: who suits it and the rest of its card, rather than
  // the one line left once the summary is not said again.
  const pointedJob = reading.followUp?.pointed ? (reading.occupations[0] ?? null) : null;
  const itsCard = pointedJob && sections.find((x) => x.includes(`[${pointedJob.titleZh}]`));
  if (pointedJob && (!itsCard || !/\*\*(?:做什么|日常工作)\*\*/u.test(itsCard))) {
    const fuller = [
      occupationPart(kb, pointedJob, { ...reading, aspect: null }, input.profile),
      whoFitsPart(kb, pointedJob.titleZh, pointedJob.hollandCode, `职业资料「${pointedJob.titleZh}」`),
    ].filter((p): p is Part => p !== null);
    const more = sectionsOf(fuller, input.previousAnswer ?? '', input.question);
    if (more.length) {
      b.parts = [...fuller, ...b.parts.filter((p) => p.from !== `职业资料「${pointedJob.titleZh}」`)];
      sections.splice(0, sections.length, ...sectionsOf(b.parts, input.previousAnswer ?? '', input.question));
    }
  }
  const answered = sections.length > 0;
  // '压力太大一直失眠': the person first (strain.ts), then what the content has on the matter.
  const strain = reading.followUp?.afterDistress ? null : strainSaid(input.question);
  const asksHowLong = asksForTime(input.question);
  const { why, meta } = followUpSections(kb, reading, b, sections, {
    asked: read.question,
    input,
    subject,
    slot,
    asksHowLong,
  });
  // The asker's level is what was asked: it goes before the job's usual schooling that a side of it may add.
  const levelHeading = level?.heading;
  const levelAt = levelHeading ? sections.findIndex((x) => x.startsWith(levelHeading)) : -1;
  if (levelAt > 0) sections.unshift(...sections.splice(levelAt, 1));
  // A condition the content has nothing on ('家里不同意呢' where no entry speaks of it): what is found is the previous
  // answer again, which the asker already has.
  // Nor is a card's heading alone an answer ('35了呢' once every line of the age and the job was said at 30).
  // A fact of schooling added ('我本科是普通二本'): the earlier question answered again with it (follow-background.ts).
  const schooling = slot ? backgroundChanged(slot) : null;
  const unspoken =
    slot !== undefined &&
    !schooling &&
    (((slot.kind === 'condition' || slot.kind === 'background') &&
      !slot.ruledOut &&
      !slot.ownEntry &&
      !speaksTo(slot.to, sections.join('\n'))) ||
      hanLength(sections.join('\n')) < SLOT_EMPTY);
  // Another age: what the years change comes first, whatever else the entry adds.
  const aged = slot && !unspoken && sections.length ? (ageChanged(slot) ?? stageChanged(slot) ?? schooling) : null;
  if (aged) sections.unshift(aged.join('\n'));
  if (slot && (!sections.length || unspoken)) {
    sections.splice(0, sections.length, ...nothingFor(slot, reading.followUp?.items ?? []));
  } else if (!sections.length && reading.followUp && asksHowLong) {
    // Answered below with how to size it.
  } else if (!sections.length && reading.followUp) {
    // A follow-up ('能再具体一点吗') whose subject the previous answer already covered: say so, and ask for what
    // would let the next answer be about them rather than pad it with generic advice.
    const about = quoted(b.readAs) || subject;
    sections.push(
      about ? `关于${about}，站内资料里能说的，上一轮已经都说了。` : '这一点站内资料里没有更多内容了。',
      askForOwn(about, ''),
    );
  } else if (!sections.length && strain) {
    // Strain said and nothing on the matter: the care below, and what weighs on them asked, not a provisional plan.
    sections.push(strainAsk(input.question));
  } else if (!sections.length && subject && !ABOUT_SELF.test(subject)) {
    // Nothing fitting in the content: a provisional answer about the question's own subject, then one question.
    const part = provisionalPart(input.question, subject);
    b.parts.push(part);
    sections.push(part.lines.join('\n'), clarifyQuestion(subject, reading.slots.stage, input.question));
  } else if (!sections.length) {
    // Said briefly, in short lines: the planner has nothing fitting and asks rather than answering a neighbour.
    sections.push(
      b.readAs
        ? `关于${quoted(b.readAs)}，资料里没有更多可补充的。`
        : '这个问题我暂时答不好，\n站内资料里没有对应内容。',
    );
    sections.push(b.clarify ?? '你最想弄清楚哪一点？\n说说你的专业或现状，\n我再具体回答。');
  }
  // Asked how long, answered with how long: when what the content gave says no span of time, how to size it.
  if (
    asksHowLong &&
    !/[个一二三四五六两\d]\s*个月|[一二两三\d]\s*周|\d\s*(?:个)?(?:小时|天|工作日)|\d\s*年(?!级|薪|终|龄|份|底|初|中|前|后)/u.test(
      sections.join('\n'),
    )
  )
    sections.push(durationLines(subject ?? (b.readAs || '这件事')).join('\n'));
  return { sections, subjects, subject, slot, answered, strain, why: Boolean(why), meta: Boolean(meta), unspoken };
}
