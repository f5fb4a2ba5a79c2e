import { withRetrieved } from './retrieve.js';
import { ChatText } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import { occupationPart, publicSectorPart, type Part } from './parts.js';
import { whoFitsPart } from './fit.js';
import { leadWithNamedFit } from './named-fit.js';
import { leadWithJobFit } from './job-fit.js';
import { moveOverQuitting } from './move-apart.js';
import { answerElsewhere } from './card-elsewhere.js';
import { familyBesidePart } from './family-beside.js';
import { readEnglish } from './english.js';
import { readSlips } from './typos.js';
import { readSlang } from './slang.js';
import { movesPart, originRole } from './moves.js';
import { CARRY, carryPart, isOriginCard, readChange } from './change.js';
import { clarifyQuestion, durationLines, provisionalPart } from './provisional.js';
import { redirectText } from './scope.js';
import { againstPosition, mayOffer, situationParts } from './situation.js';
import { circumstancePart } from './circumstances.js';
import { placeSexPart } from './sex-said.js';
import { bridge, sectionsOf, slotNote, subjectLead, threadNote } from './framing.js';
import { names, questionSubjects } from './subject.js';
import { type Reading } from './understand.js';
import { understand } from './thread.js';
import { itemSaying, newSubject } from './dialogue.js';
import { rankPart } from './follow-rank.js';
import { withoutPart } from './without.js';
import { familyWishPart } from './wishes.js';
import { secondAskPart } from './second-ask.js';
import { ownChoiceOnly } from './own-choice.js';
import { DOUBTED_PATH, familyDoubtPart } from './family-doubt.js';
import { takePosition } from './positions.js';
import { leadWithResultJob } from './result-job.js';
import { moreParts, NEIGHBOURS } from './more.js';
import { answerBody } from './body.js';
import { PAY_REFERENCE, payLead } from './pay.js';
import { premisePart } from './result-premise.js';
import { saidAgainstResult } from './result-said.js';
import { resultVerdict } from './result-verdict.js';
import { comparePart } from './compare.js';
import { ASKS_HOW_LONG, asksForTime, durationPart } from './duration.js';
import { withTopicConditionsMet } from './triggers.js';
import { CARE_AGAIN, resultAgain } from './followup.js';
import { strainAsk, strainPart, strainSaid } from './strain.js';
import { nothingFor, slotLead, slotParts, speaksTo } from './follow-slot.js';
import { levelPart } from './follow-level.js';
import { factReplyLead } from './follow-fact.js';
import { ageChanged } from './follow-age.js';
import { followUpSections, quoted } from './compose-follow.js';

export interface ComposeInput {
  question: string;
  previousQuestions: readonly string[];
  /** The conversation's last answer ('' when this is the first question). */
  previousAnswer?: string;
  /** Every earlier answer, oldest first: a follow-up may point at an item listed two answers back. */
  earlierAnswers?: readonly string[];
  profile: ChatProfile;
}

export interface Composed {
  thinking: string;
  text: string;
  reading: Reading;
  /** Whether the planner's content had something for the question (a model answering it leans on that). */
  grounded: boolean;
}

/** Fewer Chinese characters than this, and what a changed slot found is no answer (a card's heading, a label). */
const SLOT_EMPTY = 40;
const hanLength = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

/**
 * '测试开发是什么' after an answer that said it inside one of its items: the answer says where it came from, so the
 * asker sees it is the same conversation. Empty when the answer already names that item.
 */
function wordOfBefore(subject: string | undefined, previousAnswer: string, text: string): string {
  const item = subject && previousAnswer ? itemSaying(previousAnswer, subject) : null;
  return item && !text.includes(item) ? `你问的“${subject}”，是上一轮说到“${item}”时提到的，这里单独展开：` : '';
}

/**
 * Asking for the asker's own material, in words of what the conversation is on: the same sentence closing answers
 * to unrelated questions would read as boilerplate.
 */
const askForOwn = (about: string | undefined, lead: string) =>
  `${lead}把你的具体情况告诉我${about ? `，尤其是和“${about}”有关的` : ''}（专业或工作、目标岗位，或者直接贴一段你写的内容），我按它说得更具体。`;

/** A subject that describes the asker ('性格比较急躁'): a provisional answer about a job or path would not fit it. */
const ABOUT_SELF = /性格|脾气|情绪|心态|身体|长相|身高|体重|成绩|绩点|家庭|父母|自己/;

/**
 * The offline answer: the question read into intent and slots (understand.ts), then composed from the
 * planner content for exactly that, with the asker's result where it matters. Nothing here is canned per
 * question; a line the previous answer already said is not said again.
 */
export function composeAnswer(kb: KnowledgeBase, asked: ComposeInput): Composed {
  const read = composeRead(kb, asked, false);
  // Nothing in the content found by the question's phrases, names or thread: the entry its words are nearest, when
  // near enough, answers instead of the request to say more.
  if (read.grounded || read.reading.scope !== 'career') return read;
  const near = composeRead(kb, asked, true);
  return near.grounded ? near : read;
}

function composeRead(kb: KnowledgeBase, asked: ComposeInput, nearest: boolean): Composed {
  // '找intern', 'resume怎么写', '考妍', '土木是不是凉了': English career words, keyboard slips and slang read as the
  // words the content uses.
  const readAs = (q: string) => readEnglish(readSlang(readSlips(q)));
  const read = { ...asked, question: readAs(asked.question), previousQuestions: asked.previousQuestions.map(readAs) };
  const reached = withTopicConditionsMet(
    understand(kb, { ...read, previousAnswer: read.previousAnswer ?? '' }),
    [read.question, ...read.previousQuestions].join('，'),
  );
  const retrieved = nearest ? withRetrieved(kb, reached, read.question) : reached;
  // '想辞职和朋友一起创业': the move named, not quitting with nothing lined up.
  const understood = moveOverQuitting(kb, retrieved, read.question);
  // '那成都呢？' is answered as the previous question asked about 成都.
  const input = understood.restated ? { ...read, question: understood.restated } : read;
  const reading = ownChoiceOnly(understood, input.question);
  if (reading.scope !== 'career')
    return {
      reading,
      thinking:
        reading.scope === 'social'
          ? '这是一句问候或致谢，我简短回应，并说说我能帮上忙的地方。'
          : '这不是职业规划方面的问题，我简短说明后，告诉你我能帮上忙的地方。',
      text: `${ChatText.offlineNotice}\n\n${redirectText(input.question, reading.scope)}`,
      grounded: false,
    };
  const b = answerBody(kb, reading, input);
  // 'SEC适合当老师吗', '现实型最低说明什么': the yes-or-no first, then what the body says around it.
  const verdict = resultVerdict(kb, reading, input.question, input.profile);
  if (verdict) b.parts.unshift(verdict);
  // '我的测评里艺术型最高' when it is the lowest: the record first, so nothing below rests on the wrong premise.
  const premise = premisePart(input.question, input.profile);
  if (premise) b.parts.unshift(premise);
  // '我讨厌和人打交道，测评也这么说吗': what the asker says of themselves against where that type stands.
  const said = !premise && saidAgainstResult(input.question, input.profile);
  if (said) b.parts.unshift(said);
  // Two jobs set side by side: what differs, before each one's card.
  const compared = comparePart(kb, reading, input.question, input.profile);
  if (compared) b.parts.unshift(compared);
  // '有没有不用上夜班的？': the list just given, sorted by the condition, before anything else.
  const free = reading.followUp && withoutPart(input.question, reading.followUp.items, input.previousAnswer ?? '');
  if (free) {
    b.parts.unshift(free);
    b.readAs = `上一轮说的方向里，哪些符合你的条件`;
  }
  // '哪个更适合内向的人' after a list: the list weighed by that, with a lean, before what the criterion says in general.
  // Asked in the asker's own words: a which-question reads as its own subject (适合内向的工作), not as a follow-up.
  const ranked =
    !free && read.previousAnswer && !newSubject(read.question) && !reading.followUp?.slot
      ? rankPart(read.question, read.previousAnswer)
      : null;
  if (ranked) {
    b.parts.unshift(ranked);
    b.readAs = `上一轮说的方向里，哪个${ranked.heading!.replace(/^### 按“(.+?)”.*$/u, '更适合“$1”')}`;
  }
  // Someone leaving a job hears where people in it usually go, rather than a description of the job they know.
  const origin = originRole(kb, input.question, input.profile);
  const moves = origin && movesPart(origin, reading.slots.avoid);
  // Someone who names where they want to go ('幼师想转行做HR') hears about that, not every usual move.
  const target = reading.roles.some((r) => r.id !== origin?.id);
  // '做了三年销售想转去做运营': what carries over from 销售 to 运营 first, then how people get into 运营.
  const change = readChange(kb, input.question, input.profile);
  // The origin's own case answering ('幼师转行做什么好'), or a target named: not every usual move of the job.
  const ownCase = reading.decision?.id === CARRY || (!!change?.origin && reading.case?.id === change.origin.carry);
  // Nor when the question weighs a major or job against the asker's result ('这个结果适合读会计吗，想转专业').
  if (origin && moves && !target && !change?.target && !ownCase && !verdict) {
    b.parts = b.parts.filter((p) => p.from !== `职业卡片「${origin.name}」`);
    b.parts.unshift(moves);
    if (!b.readAs || b.readAs.startsWith('了解')) b.readAs = `从${origin.name}转行，能去哪些方向`;
  }
  const carry = change && carryPart(kb, change, reading.slots.avoid, reading.case, reading.decision);
  // Nor is the job left described ('幼师转行做什么好' is no question about 中小学教师).
  b.parts = b.parts.filter((p) => !isOriginCard(kb, p.from, change));
  if (change && carry) {
    b.parts.unshift(carry);
    if (change.target && reading.case === change.case)
      b.readAs = `${carry.heading!.replace(/^#+\s*/, '').split('：')[0]}：带得过去的经验和入门路线`;
  }
  const weighed = takePosition(kb, b, reading, input);
  // '我是C型，现在做销售很不开心，要不要换': the result held against the job done now, not the timing of a move.
  const heldAgainstJob = !weighed && !verdict && leadWithResultJob(kb, b, input.question, input.profile);
  // '学历史的能做产品经理吗', '我性格急躁，适合做销售吗': the job named, read through what the asker said of themselves.
  // '二本能进投行吗', '女生学土木好找工作吗': what the job asks, against the school, major, age or sex the asker states.
  if (!verdict && !heldAgainstJob && !leadWithJobFit(kb, b, reading, input.question, input.profile))
    leadWithNamedFit(kb, b, reading, input.question, input.previousQuestions.join('，'));
  // '建筑设计院的结构工程师': another field's job under a card's alias is answered from that field, not the card.
  answerElsewhere(kb, b, reading, input.question);
  // '家里觉得学画画没出路，我该坚持吗': the asker's own road named first, the family's words as their worry.
  const doubted = reading.case?.id === DOUBTED_PATH ? familyDoubtPart(input.question) : null;
  if (doubted) b.parts.unshift(doubted);
  // '家里让我学医但我喜欢画画': how to weigh the family's wish, unless the entry answering is already about that.
  const wish = b.parts.some((p) => /家人|父母|家里/u.test(`${p.heading ?? ''}${p.from}`))
    ? null
    : familyWishPart(input.question);
  if (wish) b.parts.splice(Math.min(1, b.parts.length), 0, wish);
  // '家里希望我回老家，我在考编和去杭州之间犹豫': the family's wish as one of the reasons in the asker's own choice.
  const beside =
    wish || doubted || b.parts.some((p) => /家人意见/u.test(p.from)) ? null : familyBesidePart(input.question, b);
  if (beside) b.parts.splice(Math.min(1, b.parts.length), 0, beside);
  const publicSector = publicSectorPart(reading, input.question);
  if (publicSector) b.parts.unshift(publicSector);
  // The entry route, the place named and a worry about age, after the answer's opening part.
  // Not the entry route of the job the asker leaves ('小学老师想转行做HR' is no question about 教师资格证).
  const situated = change?.said ? input.question.replace(new RegExp(change.said, 'giu'), '，') : input.question;
  b.parts.splice(Math.min(1, b.parts.length), 0, ...situationParts(situated, input.previousQuestions, reading));
  // '考研还是工作？如果工作，去哪个城市好': the second ask, briefly, after the first's answer.
  const second = secondAskPart(kb, input.question, reading);
  if (second) b.parts.push(second);
  // A second circumstance the asker states ('有个处分' beside 考研政审), right after the entry that answers.
  const other = circumstancePart(kb, input.question, reading);
  if (other) b.parts.splice(Math.min(1, b.parts.length), 0, other);
  // '女生读机械好就业吗', '男生学护理有前途吗': the asker's sex is what is asked, before the major's outlets.
  placeSexPart(b.parts, input.question, reading);
  // A follow-up's subject is the one its conversation started from ('它难考吗' after asking about CPA).
  // Walking back past questions that only point ('它和数据科学家有什么不同') to the one that named it.
  const started = [...input.previousQuestions].reverse().find((q) => questionSubjects(q).length);
  const subjects =
    reading.followUp && !reading.followUp.ownSubject && started
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
  const unspoken =
    slot !== undefined &&
    ((slot.kind === 'condition' && !slot.ruledOut && !slot.ownEntry && !speaksTo(slot.to, sections.join('\n'))) ||
      hanLength(sections.join('\n')) < SLOT_EMPTY);
  // Another age: what the years change comes first, whatever else the entry adds.
  const aged = slot && !unspoken && sections.length ? ageChanged(slot) : null;
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
  const payOpen =
    answered && !verdict && !premise && !condition && !meta && !unspoken
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
  if (condition && answered)
    sections.unshift(
      `把“${condition.replace(/^我/u, '你')}”这一点加进来，再看一遍上一轮的${reading.followUp?.previous?.decision?.options?.length ? '选择' : '问题'}：`,
    );
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
  const service = b.service !== undefined ? kb.services.get(String(b.service)) : undefined;
  const offered =
    service &&
    !distress &&
    !strain &&
    !(input.previousAnswer ?? '').includes(`**${service.label}**`) &&
    mayOffer(service, input.question, reading) &&
    !againstPosition(service, b.picked, reading);
  const text = [
    ChatText.offlineNotice,
    lead,
    text0,
    offered ? `## 可以了解的服务\n- **${service.label}**：${service.description}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const sources = [...new Set(b.parts.map((p) => p.from))];
  const thinking = [
    b.readAs ? `我把这个问题理解为：${b.readAs}。` : '这个问题在站内资料里找不到直接对应的内容，我请你补充一点情况。',
    threadNote(reading),
    slotNote(reading),
    sources.length ? `回答依据${sources.slice(0, 4).join('、')}。` : '',
    b.position
      ? `${reading.options.length >= 2 || weighed ? '你在几个选项间犹豫，' : ''}我给出倾向：${b.position}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { reading, thinking, text, grounded: Boolean(b.readAs) };
}
