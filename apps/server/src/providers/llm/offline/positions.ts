import type { ChatProfile } from '../llm.provider.js';
import { choicePart, kindLines, kindsDiffer, readChoice, type Choice } from './choice.js';
import type { ComposeInput } from './compose.js';
import { itemAt, pointedItems } from './dialogue.js';
import { internChoice } from './intern-choice.js';
import { itemsChoice } from './items-choice.js';
import { pairByCriterion } from './follow-rank.js';
import { fitChoice } from './job-choice.js';
import { traitChoice } from './trait-choice.js';
import { limitChoice } from './limit-choice.js';
import { oneCardChoice } from './one-card-choice.js';
import { topicLeanPart } from './topic-lean.js';
import { topicStancePart } from './topic-stance.js';
import { amongOffers } from './offer-among.js';
import { packageOrBase, packageOrBaseSaid } from './package-base.js';
import { monthsWeigh } from './months-weigh.js';
import { fearChoice } from './fear-choice.js';
import { signOrWait } from './sign-or-wait.js';
import { EXAM, quitToPreparePart } from './quit-to-prepare.js';
import { examNamed } from './exam-facts.js';
import { majorChoice, outletChoice, placeByMajor, sectorByMajor } from './major-choice.js';
import { CITY_INDUSTRY } from './places.js';
import type { Major } from './content/schema.js';
import { namedMajors, studiedMajors } from './named.js';
import { readStage } from './stage.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Body } from './result-body.js';
import { surveyTags } from './sections.js';
import type { Reading } from './understand.js';
import { fieldCode } from './tie-choice.js';

/*
 * The position an answer takes when the asker weighs things that no decision's options cover: two options in their
 * own words, two items of the previous answer, or one among all it listed. One position per answer: it replaces a
 * case's written lean.
 */

/** What the asker stated about themselves (profile facts and survey tags), as one text to weigh options by. */
export const statedContext = (profile: ChatProfile) => [...(profile.facts ?? []), ...surveyTags(profile)].join('，');

/** '第一个和第二个哪个好': two items of the previous answer weighed against each other. */
function itemsWeighed(reading: Reading, question: string): Choice | null {
  const items = reading.followUp?.items ?? [];
  const [a, b] = pointedItems(question).map((n) => itemAt(items, n));
  return a && b && a !== b ? { options: [a, b] } : null;
}

/**
 * The asker's own major, as they say it ('我学材料的') or their profile does, never one the options name: in
 * '新能源和半导体，我学材料的' the options are sectors, not the asker's major.
 */
function studied(kb: KnowledgeBase, input: ComposeInput, choice: Choice): Major | undefined {
  // A 高中生's '我想学计算机' is a major wished for, not one studied.
  if (readStage(input.question, input.profile)?.level === 'high') return undefined;
  const said = /(?:我是|我学|学|读)(?:的是)?([^，。,？?]{2,10}?)(?:专业|的|[，。,？?]|$)/u.exec(input.question)?.[1];
  const fact = input.profile.facts?.find((f) => f.startsWith('专业：'))?.slice(3);
  const own = [said, fact].flatMap((t) => (t ? namedMajors(kb, t).slice(0, 1) : []))[0];
  if (own) return own;
  const first = studiedMajors(kb, input.question)[0];
  // An option that is that major's name ('新能源' for 新能源科学与工程) makes it an option, not the asker's own.
  const isOption = (m: Major) =>
    choice.options.some((o) => o.includes(m.name) || [...m.aliases].includes(o.replace(/(?:行业|方向|领域)$/u, '')));
  return first && !isOption(first) ? first : undefined;
}

/** An option without the ending both options share ('字节日常实习', '中厂暑期实习' → 字节日常, 中厂暑期). */
function withoutShared(o: string, c: Choice): string {
  const [x, y] = c.options.map((v) => Array.from(v));
  let n = 0;
  while (n < x!.length && n < y!.length && x!.at(-1 - n) === y!.at(-1 - n)) n++;
  const rest = Array.from(o).slice(0, Array.from(o).length - n);
  return rest.length >= 2 ? rest.join('') : o;
}

/** The pick between two listed items that the asker's criterion decides, with when to turn it round. */
function criterionPick(p: { item: string; other: string; criterion: string }) {
  return {
    part: {
      lines: [
        `**按你说的“${p.criterion}”，我更建议你选${p.item}**：上一轮对它的描述在这一点上比${p.other}更占优。`,
        `- ${p.other}不是不能去，只是在“${p.criterion}”上要多打听：投递前看岗位描述，面试时直接问清楚。`,
        `- 如果你后来发现比“${p.criterion}”更在意的是别的（收入、成长、城市），告诉我，我按那一点重新比${p.item}和${p.other}。`,
      ],
      from: '上一轮回答列出的方向',
    },
    position: `${p.item}：按你说的“${p.criterion}”。`,
  };
}

/**
 * What the asker says of themselves decides: a trait (内向) by each job's daily demands, else a limit (不会写代码,
 * 不想出差) by what each job's card states, else two options on one card (芯片验证和设计) by the clauses that tell
 * them apart.
 */
const selfChoice = (kb: KnowledgeBase, c: Choice, context: string, profile: ChatProfile) =>
  traitChoice(kb, c, context, profile) ?? limitChoice(kb, c, context) ?? oneCardChoice(kb, c, context);

/** The line a part takes its position in. */
const POSITION_LINE = /^\*\*(?:在.+?和.+?之间，)?我更建议你选/u;

/** Asking which of several ('这几个里面哪个适合我', '哪个最好找工作'). */
// '那你觉得呢' right after a list asks the same: which of them the counsellor would take.
const AMONG =
  /哪个|哪一个|哪条|哪一条|哪种|哪一种|哪家|选哪|^(?:那|所以)?(?:你|您)(?:觉得|认为|怎么看|看|说)呢?[？?。！!\s]*$/u;

/** Puts the position first in the body, when the question weighs things; true when it weighed two options. */
export function takePosition(kb: KnowledgeBase, b: Body, reading: Reading, input: ComposeInput): boolean {
  // '要不要辞职考公': preparing while employed or quitting to prepare, whichever entry the words reached (裸辞, 考研):
  // that entry's own position between its options, and when each of them fits, answer another question.
  const prepare = quitToPreparePart(input.question, `${input.question}，${statedContext(input.profile)}`);
  if (prepare) {
    // A decision about quitting (裸辞) says nothing of the exam: its cases and points ('骑驴找马') are dropped with
    // its position; one about the exam (考研, 考公) keeps its points.
    b.parts = b.parts.filter(
      (p) =>
        !p.lines.some((l) => /^\*\*(?:在.+?和.+?之间，)?我更建议你选|^\*\*我的倾向\*\*/u.test(l)) &&
        !(p.from.startsWith('决策资料') && p.heading?.startsWith('### 什么情况下选')) &&
        !(reading.decision && p.from === `决策资料「${reading.decision.title}」` && !EXAM.test(p.from)),
    );
    b.parts.unshift(prepare.part);
    b.position = prepare.position;
    b.picked = null;
    // An entry already about preparing ('要不要辞职全职备考考公') names it; one about quitting (裸辞) does not.
    if (!/备考|考公|考研|考编/u.test(b.readAs)) b.readAs = '在职备考还是辞职全职备考';
    return true;
  }
  // '想走又怕实习证明拿不到': a move weighed against what the asker fears it costs (fear-choice.ts).
  // '大厂还在等结果，要不要先签国企': sign the offer in hand as a floor or wait (sign-or-wait.ts).
  const fear = reading.followUp ? null : (fearChoice(input.question) ?? signOrWait(input.question));
  if (fear) {
    b.parts = b.parts.filter((p) => !p.lines.some((l) => POSITION_LINE.test(l) || l.startsWith('**我的倾向**')));
    b.parts.unshift(fear.part);
    b.position = fear.position;
    b.picked = null;
    return true;
  }
  // '第一个和第三个哪个好': two listed items, weighed by what the answer said of each against what the asker says of
  // themselves, else by how the two usually differ; never read as the majors or jobs their words happen to name.
  const pair = reading.followUp ? itemsWeighed(reading, input.question) : null;
  // A criterion the asker named ('哪个轻松点') has already weighed them from the list's lines (follow-rank.ts).
  const ranked = pair && b.parts.flatMap((p) => p.lines).find((l) => /^- \*\*我更倾向/u.test(l));
  if (pair && ranked) {
    b.position = ranked.replace(/^- \*\*我更倾向(.+?)\*\*.*$/u, '$1：按上一轮对它的描述。');
    return true;
  }
  if (pair) {
    const context = `${input.question}，${statedContext(input.profile)}`;
    const byCue = itemsChoice(kb, pair.options, input.previousAnswer ?? '', context, input.profile);
    const [x, y] = pair.options as [string, string];
    const byCriterion = pairByCriterion(input.question, input.previousAnswer ?? '', [x, y]);
    const { part, position } = byCriterion
      ? criterionPick(byCriterion)
      : byCue && !byCue.position.includes('上一轮排在最前')
        ? byCue
        : choicePart(pair, context, undefined, input.profile.riasec?.hollandCode);
    b.parts = b.parts.filter(
      (p) => !p.from.startsWith('决策资料') && !p.lines.some((l) => l.startsWith('**我的倾向**')),
    );
    b.parts.unshift(part);
    b.position = position;
    b.readAs ||= `在${pair.options.join('和')}之间做选择`;
    return true;
  }
  // A choice between options no decision entry names still gets a position, from the asker's own constraints
  // (agreeing with the entry's written lean, if the case has one).
  const earlier = input.previousQuestions.at(-1);
  // A topic that itself compares the two ('日常实习与暑期实习') answers the choice from its points.
  // Two interest types weighed ('研究型和现实型都很高，选哪个'), or two fields by them ('…一样高，工科还是理科'), are
  // answered from the result (result-uses.ts, tie-choice.ts); two roads weighed by someone who names their two types
  // ('研究型和艺术型都很高，读研还是做设计') are still that choice.
  // So does a topic whose points name both ('数三还是数一' under 跨专业考研与考试科目): which exam paper or rule
  // applies is a fact the points state, not a matter of taste to weigh.
  const topicText = reading.topic ? `${reading.topic.name}${reading.topic.points.join('')}` : '';
  // An option is named by its own last two characters, less what both share ('四大审计实习' and '小券商实习' both end
  // in 实习, which names neither).
  const named = (c: Choice) => (o: string) =>
    topicText.includes(o) || topicText.includes(Array.from(withoutShared(o, c)).slice(-2).join(''));
  // Unless the asker's own result, goals or major decide between the two ('金融行业和互联网哪个更适合我', a 金融学
  // student): the topic lists both, the asker's situation picks one.
  // Two exams or routes the planner knows ('三支一扶和西部计划选哪个') are put in order from what each is, even where
  // a topic lists both.
  const topicCompares = (c: Choice | null) =>
    (c && reading.topic && c.options.every(named(c)) && !ownTerms(c) && !byIntern(c) && !bothExams(c)) ||
    (reading.typesNamed.length === 2 &&
      !c?.options.some((o) => !/型|(?<![A-Za-z])[RIASEC](?![A-Za-z])/u.test(o) && !fieldCode(kb, o)))
      ? null
      : c;
  // Two internships are weighed by the asker's stage even where a topic lists both kinds ('日常实习和暑期实习先冲哪个').
  const bothExams = (c: Choice) => c.options.every((o) => examNamed(o));
  const byIntern = (c: Choice) => internChoice(c, `${input.question}，${statedContext(input.profile)}`);
  const ownTerms = (c: Choice) =>
    selfChoice(kb, c, `${input.question}，${statedContext(input.profile)}`, input.profile) ??
    fitChoice(kb, c, input.profile, input.question) ??
    majorChoice(kb, c, input.profile, input.question) ??
    (kindsDiffer(c)
      ? null
      : (placeByMajor(c, studied(kb, input, c), CITY_INDUSTRY, input.question) ??
        outletChoice(c, studied(kb, input, c), input.question) ??
        sectorByMajor(c, studied(kb, input, c))));
  // Two jobs or two majors the asker weighs, or two jobs weighed by what they say they are like, are answered on their own terms even when a decision's options also
  // fit the words ('SEC适合做销售还是HR' is no question about whether to take a sales offer).
  const own = reading.options.length >= 2 ? readChoice(input.question) : null;
  // So are two internships ('大厂日常实习和小公司能转正的实习'): 大厂还是小公司 is about a job, not this.
  const direct =
    own &&
    (selfChoice(kb, own, `${input.question}，${statedContext(input.profile)}`, input.profile) ??
      fitChoice(kb, own, input.profile, input.question) ??
      majorChoice(kb, own, input.profile, input.question) ??
      (own.options.every((o) => o.includes('实习')) ? byIntern(own) : null));
  // '第三个和第六个哪个好找工作': two places of the list weighed, whatever options the words reach on their own.
  const choice =
    reading.options.length >= 2 && !direct
      ? null
      : (topicCompares(readChoice(input.question)) ??
        (reading.followUp && earlier && /哪个|哪一个|选哪/.test(input.question)
          ? readChoice(earlier, { loose: true })
          : null) ??
        // The choice asked again with what was said since (thread.ts): its options, however it named them.
        (reading.followUp && reading.restated ? readChoice(reading.restated, { loose: true }) : null));
  // '这几个里面哪个适合我': a position among what the previous answer listed. Not once the question was restated as
  // a choice between two options ('考研还是考公……那我该选哪个'): the position is between those.
  const restatedChoice =
    reading.restated && (reading.options.length >= 2 || readChoice(reading.restated, { loose: true }));
  const listed =
    !choice && !restatedChoice && reading.followUp && AMONG.test(input.question)
      ? itemsChoice(
          kb,
          reading.followUp.items,
          input.previousAnswer ?? '',
          `${input.question}，${statedContext(input.profile)}`,
          input.profile,
        )
      : null;
  // A criterion the asker named ('哪个工资比较高') has already weighed the list from its lines (follow-rank.ts): its
  // lean is the position, rather than the first item when nothing the asker said of themselves decides it.
  const rankedLean = b.parts.flatMap((p) => p.lines).find((l) => /^- \*\*我更倾向/u.test(l));
  if (listed && rankedLean && listed.position.includes('上一轮排在最前')) {
    b.position = rankedLean.replace(/^- \*\*我更倾向(.+?)\*\*.*$/u, '$1：按上一轮对它的描述。');
    return true;
  }
  const among = listed;
  if (among) {
    b.parts = b.parts.filter((p) => !p.lines.some((l) => l.startsWith('**我的倾向**')));
    b.parts.unshift(among.part);
    b.position = among.position;
    b.readAs ||= '在上一轮说的几条路里挑一条';
  }
  // Three offers said with their pay: a position among them.
  const three =
    choice || among ? null : amongOffers(input.question, `${input.question}，${statedContext(input.profile)}`);
  if (three) {
    // A decision's options ('一线城市还是新一线') would take a second position on two of the three.
    b.parts = b.parts.filter(
      (p) => !p.from.startsWith('决策资料') && !p.lines.some((l) => l.startsWith('**我的倾向**')),
    );
    b.parts.unshift(three.part);
    b.position = three.position;
    b.readAs ||= '在三份 offer 之间做选择';
  }
  // Two offers paying different months a year ('18k 15薪，22k 13薪'): by the year with the extra months at half.
  const months = among || three ? null : monthsWeigh(input.question, choice);
  if (months) {
    b.parts = b.parts.filter((p) => !p.lines.some((l) => POSITION_LINE.test(l) || l.startsWith('**我的倾向**')));
    b.parts.unshift(months.part);
    b.position = months.position;
    b.picked = null;
    b.readAs ||= '在两份 offer 之间做选择';
    return true;
  }
  // Two offers said apart, one heavier in its package and one in its month's pay: the position between them.
  const pay =
    choice || among || three
      ? null
      : packageOrBaseSaid(input.question, `${input.question}，${statedContext(input.profile)}`);
  if (pay) {
    b.parts = b.parts.filter((p) => !p.lines.some((l) => POSITION_LINE.test(l) || l.startsWith('**我的倾向**')));
    b.parts.unshift(pay.part);
    b.position = pay.position;
    b.picked = null;
    return true;
  }
  // A topic that compares the two answers from its points, with the position its lean takes between them.
  const byTopic = !choice && !among && !three && reading.topic ? readChoice(input.question) : null;
  const topicLean = byTopic && reading.topic && topicLeanPart(byTopic, reading.topic);
  if (topicLean) {
    b.parts.unshift(topicLean.part);
    b.position = topicLean.position;
  }
  // A whether-question on a topic whose lean gives positions with their conditions: the one the asker's words meet.
  const stance =
    !topicLean && !choice && !among && !three && !b.position && reading.topic && !reading.decision
      ? topicStancePart(reading.topic, input.question)
      : null;
  if (stance) {
    b.parts.unshift(stance.part);
    b.position = stance.position;
  }
  if (choice) {
    const lean = reading.case?.lean;
    const context = `${input.question}，${statedContext(input.profile)}`;
    // What the asker says they are like ('我比较内向') weighed against what each job asks day to day comes first:
    // it is the asker's own answer to which suits them, and their interest result is said beside it.
    const byTrait = selfChoice(kb, choice, context, input.profile);
    const byFit = byTrait ?? fitChoice(kb, choice, input.profile, input.question);
    // Weighed by the asker's result between two jobs, the answer is that: a decision the words also touched
    // ('产品经理还是开发') would take a second position on another question.
    if (byFit && !byTrait) {
      b.parts = b.parts.filter((p) => !p.from.startsWith('决策资料') && p.from !== '你的测评得分');
      b.readAs = '';
    }
    // One position per answer: the one taken on the asker's own two options, not a case's written lean beside it,
    // nor a decision's position on options the asker's traits have already weighed.
    b.parts = b.parts.filter(
      (p) =>
        !p.lines.some((l) => l.startsWith('**我的倾向**')) && !(byTrait && p.lines.some((l) => POSITION_LINE.test(l))),
    );
    // Two majors weighed ('统计学和数学与应用数学选哪个'): by where each leads and where the asker wants to go.
    const byMajor = byFit ? null : majorChoice(kb, choice, input.profile, input.question);
    // Two cities for someone whose major is known: where that major's employers are.
    // Only between options of one kind: where they bring different things (稳定 against 成长), that is the answer.
    const byPlace =
      byFit || byMajor || kindsDiffer(choice) || bothExams(choice)
        ? null
        : (placeByMajor(choice, studied(kb, input, choice), CITY_INDUSTRY, input.question) ??
          outletChoice(choice, studied(kb, input, choice), input.question) ??
          sectorByMajor(choice, studied(kb, input, choice)));
    if (byMajor || byPlace) b.parts = b.parts.filter((p) => !p.from.startsWith('决策资料') || !reading.options.length);
    // Two offers differing in how their pay is made up (总包 against 月薪): the month's pay unless the bonus is assured.
    const { part, position } =
      packageOrBase(choice, context) ??
      byFit ??
      byMajor ??
      byPlace ??
      byIntern(choice) ??
      choicePart(choice, context, lean, input.profile.riasec?.hollandCode);
    // A position taken by the asker's major or result still says what each kind of employer is like (四大's busy
    // season, 医美's commissions): that is the cost of the side taken.
    const kinds = part.lines.some((l) => l.includes('通常是这样：')) ? [] : kindLines(choice.options);
    if (kinds.length) part.lines.splice(1, 0, ...kinds);
    b.parts.unshift(part);
    b.position = position;
    b.readAs ||= `在${choice.options.join('和')}之间做选择`;
  }
  return Boolean(choice);
}
