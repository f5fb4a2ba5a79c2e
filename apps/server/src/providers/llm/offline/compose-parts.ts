import type { ComposeInput } from './compose.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';
import type { Body } from './result-body.js';
import type { Part } from './parts.js';
import { publicSectorPart } from './parts.js';
import { leadWithNamedFit } from './named-fit.js';
import { leadWithJobFit } from './job-fit.js';
import { answerElsewhere } from './card-elsewhere.js';
import { familyBesidePart } from './family-beside.js';
import { movesPart, namedBeforeLeaving, originRole } from './moves.js';
import { leadWithAgeMoves } from './age-moves.js';
import { CARRY, carryPart, isOriginCard, readChange } from './change.js';
import { situationParts } from './situation.js';
import { ROUTE_SOURCE } from './routes.js';
import { circumstancePart } from './circumstances.js';
import { placeSexPart } from './sex-said.js';
import { newSubject } from './dialogue.js';
import { rankCriterion, rankPart } from './follow-rank.js';
import { withoutPart } from './without.js';
import { familyWishPart } from './wishes.js';
import { secondAskPart } from './second-ask.js';
import { statedStepPart } from './stated-step.js';
import { DOUBTED_PATH, familyDoubtPart } from './family-doubt.js';
import { takePosition } from './positions.js';
import { leadWithResultJob } from './result-job.js';
import { answerBody } from './body.js';
import { premisePart } from './result-premise.js';
import { saidAgainstResult } from './result-said.js';
import { resultVerdict } from './result-verdict.js';
import { comparePart } from './compare.js';
import { pairPointedBack } from './follow-pair-back.js';
import { jobCitiesPart } from './job-cities.js';
import { leadWithCert } from './cert-asked.js';
import { leadWithCertFact } from './cert-fact-asked.js';
import { leadWithJobAspect } from './job-aspect.js';
import { leadWithSameKind } from './same-kind.js';
import { leadWithOutlook } from './outlook.js';
import { leadWithBroadMajor } from './broad-major.js';
import { leadWithWorth } from './worth-asked.js';
import { leadWithMajorIndustry } from './major-industry.js';
import { leadWithOverqualified } from './overqualified.js';
import { placeStatusPart } from './status-said.js';

export interface Assembled {
  b: Body;
  /** A yes-or-no on the asker's result ('SEC适合当老师吗'): it answers in its first sentence. */
  verdict: Part | null;
  /** A correction of what the asker said their result is. */
  premise: Part | null;
  /** Whether a position was taken between the options the question weighs. */
  weighed: boolean;
}

/**
 * The parts of an answer, in the order the question asks for them: the entry that answers (body.ts), then what the
 * question adds around it (the asker's result, a comparison, a list sorted by a condition, a move out of a job, the
 * family's wish, the place, the age, a second ask). `read` is the question as written; `input` may be a follow-up
 * restated as a whole question.
 */
export function assembleParts(kb: KnowledgeBase, reading: Reading, input: ComposeInput, read: ComposeInput): Assembled {
  const b: Body = answerBody(kb, reading, input);
  // 'SEC适合当老师吗', '现实型最低说明什么': the yes-or-no first, then what the body says around it.
  const verdict = resultVerdict(kb, reading, input.question, input.profile);
  if (verdict) b.parts.unshift(verdict);
  // '我的测评里艺术型最高' when it is the lowest: the record first, so nothing below rests on the wrong premise.
  const premise = premisePart(input.question, input.profile);
  if (premise) b.parts.unshift(premise);
  // '我讨厌和人打交道，测评也这么说吗': what the asker says of themselves against where that type stands.
  const said = !premise && saidAgainstResult(input.question, input.profile, Boolean(reading.followUp));
  if (said) b.parts.unshift(said);
  // Two jobs set side by side: what differs, before each one's card.
  // '它和数据分析师有什么区别' after 数据科学家: the pronoun read as the job asked about before.
  const pairedBack = pairPointedBack(kb, input.question, input.previousQuestions, input.profile);
  const compared = comparePart(kb, reading, pairedBack ?? input.question, input.profile);
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
    !free &&
    read.previousAnswer &&
    !newSubject(read.question) &&
    (!reading.followUp?.slot || rankCriterion(read.question)?.overPlace)
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
  const before = namedBeforeLeaving(kb, input.question);
  const target = reading.roles.some((r) => r.id !== origin?.id && !before.includes(r));
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
  // '我是程序员，35岁以后怎么办': not leaving yet, but where people in that job go at that age answers the worry.
  else if (!change?.target && !verdict) leadWithAgeMoves(kb, b, input.question, input.profile, reading.slots.avoid);
  const carry = change && carryPart(kb, change, reading.slots.avoid, reading.case, reading.decision);
  // Nor is the job left described ('幼师转行做什么好' is no question about 中小学教师).
  b.parts = b.parts.filter((p) => !isOriginCard(kb, p.from, change));
  if (change && carry) {
    b.parts.unshift(carry);
    if (change.target && reading.case === change.case)
      b.readAs = `${carry.heading!.replace(/^#+\s*/, '').split('：')[0]}：带得过去的经验和入门路线`;
  }
  let weighed = takePosition(kb, b, reading, input);
  // '会计和审计哪个累', '产品经理和程序员哪个工资高': the two jobs weighed on the side asked, in place of a lean
  // that never mentions it.
  if (leadWithJobAspect(kb, b, reading, input.question, input.profile)) weighed = true;
  // '工行和建行哪个好进', '移动和联通选哪个': what differs between two employers of one kind, and what to compare
  // instead, in place of a lean by their names.
  else if (!reading.followUp && leadWithSameKind(b, input.question)) weighed = !!b.position;
  // '我是C型，现在做销售很不开心，要不要换': the result held against the job done now, not the timing of a move.
  const heldAgainstJob = !weighed && !verdict && leadWithResultJob(kb, b, input.question, input.profile);
  // '学历史的能做产品经理吗', '我性格急躁，适合做销售吗': the job named, read through what the asker said of themselves.
  // '二本能进投行吗', '女生学土木好找工作吗': what the job asks, against the school, major, age or sex the asker states.
  // '干了十年客服，被裁了，还能做什么': the job being left is no job to weigh the asker against; its moves answer.
  const leaving = originRole(kb, input.question, input.profile);
  const leavingOnly = !!leaving && reading.roles.every((r) => r.id === leaving.id);
  if (!verdict && !heldAgainstJob && !leavingOnly && !leadWithJobFit(kb, b, reading, input.question, input.profile))
    leadWithNamedFit(kb, b, reading, input.question, input.previousQuestions.join('，'));
  // '建筑设计院的结构工程师': another field's job under a card's alias is answered from that field, not the card.
  answerElsewhere(kb, b, reading, input.question);
  // '出纳要考初级会计吗': the certificate's yes or no for that job first, in place of which certificates to take.
  const cert = !reading.followUp && leadWithCert(b, input.question);
  // '证券从业好考吗', 'FRM考了能干嘛': one certificate's facts, the side asked first, in place of which to take.
  const certFact = !reading.followUp && !cert && leadWithCertFact(b, input.question);
  // '幼师以后还好找工作吗？出生人口一直在降', '土木是不是凉了': where the field is heading, before what the work is.
  if (!cert && !certFact) leadWithOutlook(b, reading, input.question);
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
  const situation = situationParts(situated, input.previousQuestions, reading);
  // A major set aside for a liking: the way into its own trade is not what was asked.
  const around = b.majorAside ? situation.filter((p) => p.from !== ROUTE_SOURCE) : situation;
  b.parts.splice(Math.min(1, b.parts.length), 0, ...around);
  // '做产品经理去哪些城市': where that kind of work concentrates, first; not when a listed outlet's cities answer.
  const jobCities = !reading.outlet && jobCitiesPart(input.question, reading);
  if (jobCities) {
    b.parts.unshift(jobCities);
    const heading = jobCities.heading!.replace(/^#+\s*/u, '');
    b.readAs = heading.includes('：') ? `${heading.split('：')[0]}适合去哪些城市` : heading;
  }
  // '考研还是工作？如果工作，去哪个城市好': the second ask, briefly, after the first's answer.
  const second = secondAskPart(kb, input.question, reading);
  if (second) b.parts.push(second);
  // '简历上写了精通Python，面试官问得很深怎么办': the step the asker took, briefly, after the ask's answer.
  const step = !second && statedStepPart(kb, input.question, reading);
  if (step) b.parts.push(step);
  // A second circumstance the asker states ('有个处分' beside 考研政审), right after the entry that answers.
  const other = circumstancePart(kb, input.question, reading);
  if (other) b.parts.splice(Math.min(1, b.parts.length), 0, other);
  // '电子商务什么都学什么都不精怎么办': which of the major's roads to go deep in, with a lean, first.
  const broad =
    !verdict &&
    !reading.followUp?.slot &&
    leadWithBroadMajor(kb, b, reading, input.question, input.previousQuestions, input.profile);
  // '研究生做的工作本科生也能做，屈才了': what the feeling is made of, when to stay or move, with a lean, alone.
  const wasted = !broad && !verdict && !reading.followUp?.slot && leadWithOverqualified(b, input.question);
  if (wasted) weighed = true;
  // '化学专业想去药企', '数学系去银行做什么': the major's roles in that industry and the asker's timeline, alone.
  const industry =
    !broad &&
    !wasted &&
    !verdict &&
    !reading.followUp?.slot &&
    leadWithMajorIndustry(kb, b, reading, input.question, input.previousQuestions, input.profile);
  // '研究生去中学当老师亏不亏', 'CPA值不值': the road weighed with a lean and what would turn it, first.
  if (
    !broad &&
    !wasted &&
    !industry &&
    !verdict &&
    leadWithWorth(b, input.question, input.previousQuestions, input.profile)
  )
    weighed = true;
  // '我是专升本的，考研会被歧视吗', '独立学院毕业的，能考公务员吗': what the status said means for the road asked.
  if (!broad && !wasted && !industry && !verdict) placeStatusPart(b, input.question);
  // '女生读机械好就业吗', '男生学护理有前途吗': the asker's sex is what is asked, before the major's outlets.
  placeSexPart(b.parts, input.question, reading);
  return { b, verdict, premise, weighed: weighed && !cert && !certFact };
}
