import { COMPARES } from './compare.js';
import { comparedJobs, declinedBefore, leansOnBefore, listedItems, newSubject, pointedItem } from './dialogue.js';
import type { KnowledgeBase } from './knowledge.js';
import { BARS_A_PATH } from './triggers.js';
import { metaAsked, type MetaAsk } from './follow-meta.js';
import { askerCase, ASKS_OF_ME } from './follow-me.js';
import { asksOther } from './follow-other.js';
import { whyNotAsked } from './follow-why.js';
import { choiceAgain } from './follow-choice.js';
import { focusAgain, itemOfPhrase } from './follow-focus.js';
import { itemNamed } from './follow-named-item.js';
import { atOwnOption, atPicked, atPlace, placeAgain } from './follow-position.js';
import { counterpartSwap } from './follow-swap.js';
import { roadBeside } from './follow-path.js';
import { prepareAsked } from './follow-prepare.js';
import { optionsNamed } from './decision-options.js';
import { withThreadMajor } from './thread-major.js';
import { pronounCertificate } from './follow-pronoun.js';
import { pairPointedBack } from './follow-pair-back.js';
import { cityPointed } from './follow-city.js';
import { nameGiven } from './follow-name-reply.js';
import { askedLast, slotOf, slotReading } from './follow-slot-read.js';
import { namedJobs, namedMajors, namesIn } from './named.js';
import { hasSubject, readAlone, type Reading, type UnderstandInput } from './understand.js';
import {
  areaTopic,
  askedAgainOf,
  ASKS_SAME_OF,
  certificateNamed,
  conditionAdded,
  definedOnly,
  namesOwn,
  OWN_CASE,
  POINTS_BACK,
  RULED_OUT_OPTION,
  samePlace,
  subjectNamed,
  TURNS_WITH_ASPECT,
  turnedWithAspect,
  withoutFiller,
} from './thread-words.js';

/** Requests that ask how to do something, which can name the thing: a plan, a first step. */
const ASKS_HOW_OF = new Set<MetaAsk>(['plan', 'first']);

/*
 * A question read in its conversation (understand.ts reads one on its own): what a follow-up points at, the
 * subject it carries over or turns to, and a question asked again about another thing ('那成都呢？').
 */

export interface ThreadInput extends UnderstandInput {
  /** Every earlier answer of the conversation, oldest first (the last is previousAnswer), when known. */
  earlierAnswers?: readonly string[] | undefined;
}

/**
 * Reads the question in its conversation: intent and slots from its own words, then, when it leans on the
 * previous turn ("那需要学什么专业？", "第一个具体做什么？"), the subject the previous question and answer gave.
 */
export function understand(kb: KnowledgeBase, input: ThreadInput): Reading {
  const own = withoutFiller(kb, input, readAlone(kb, input.question, input.profile));
  const previousQuestion = subjectQuestion(kb, input);
  if (own.scope !== 'career' || !previousQuestion || !input.previousAnswer) return own;
  // '对了，我想问下怎么办理居住证': a question that says it turns to something else is read on its own.
  if (newSubject(input.question)) return own;
  // After a decline the declined question is no subject to carry on; after distress the care is carried on first.
  const declined = declinedBefore(input.previousAnswer);
  if (declined === 'declined') return own;
  if (declined === 'distress') {
    // The subject the declined question also named ('找不到工作') is still answered, after the care.
    const carried = inThread(kb, input, own, previousQuestion);
    const followUp = carried.followUp ?? { items: [], pointed: null, previous: null, ownSubject: true };
    return { ...carried, followUp: { ...followUp, items: [], afterDistress: true } };
  }
  // '刚才说的城市，新人工资多少': the city the conversation named, put in the pointer's place and read as said.
  const placed = cityPointed(input.question, input.previousQuestions, input.previousAnswer);
  if (placed) {
    const reading = understand(kb, { ...input, question: placed });
    return { ...reading, restated: reading.restated ?? placed };
  }
  // A third turn still on the major two turns back ('学机械的…' → '那考研呢' → '读研以后去哪'): that major carried.
  return withThreadMajor(kb, input, inThread(kb, input, own, previousQuestion));
}

/**
 * The question before, or, when it only leaned on the one before it ('需要什么能力' after '产品经理是做什么的'), the
 * latest question that named the subject: a third turn is still about what the first named.
 */
function subjectQuestion(kb: KnowledgeBase, input: UnderstandInput): string | undefined {
  const [last, earlier] = [input.previousQuestions.at(-1), input.previousQuestions.slice(0, -1)];
  // '研究生呢' after '要不要考公' asked 考公还是考研 (follow-path.ts): what a third turn ('两个都考呢') is about.
  const beside = last && earlier.length ? roadBeside(last, earlier.at(-1)!) : null;
  if (beside) return beside;
  // '它和项目经理有什么区别' leaned on the subject before it as well as naming another: both, the earlier first.
  const paired = last && pairPointedBack(kb, last, earlier, input.profile);
  if (!last || paired || hasSubject(readAlone(kb, last, input.profile))) return paired || last;
  return [...earlier].reverse().find((q) => hasSubject(readAlone(kb, q, input.profile))) ?? last;
}

function inThread(kb: KnowledgeBase, input: ThreadInput, own: Reading, previousQuestion: string): Reading {
  // '那我该选哪个' turns later: the two options weighed before, with all said since, asked again. '文科生也行吗' after
  // '理科生考公务员有哪些岗位可以报': that question with 文科生 in place of 理科生.
  const items = listedItems(input.previousAnswer);
  // '哪个工资高' after two jobs set side by side: those two, weighed on the side asked. Which suits the asker
  // ('哪个更适合我这种不太会写代码的') is read against the comparison by limit-choice.ts.
  const pair = comparedJobs(input.previousAnswer);
  const which = /^(?:那|那么)?(?:哪个|哪一个|谁)(?!.*适合)/u;
  const side = /工资|收入|薪资|薪水|赚钱|钱多|累|忙|加班|稳定|难|容易|前景|发展|出路|晋升|压力/u;
  if (pair && which.test(input.question.trim()) && side.test(input.question)) {
    const asked = `${pair[0]}和${pair[1]}${input.question.trim().replace(/^(?:那么|那)/u, '')}`;
    return {
      ...readAlone(kb, asked, input.profile),
      restated: asked,
      followUp: { items, pointed: null, previous: readAlone(kb, previousQuestion, input.profile), ownSubject: true },
    };
  }
  // '后面那个具体做什么' after '产品经理、数据分析、运营这三个哪个适合我': the thing the asker listed, asked about by name.
  // '你推荐的那个要学多久': the option the previous answer picked.
  const listed =
    atOwnOption(input.question, input.previousQuestions.at(-1) ?? '') ?? atPicked(input.question, input.previousAnswer);
  if (listed)
    return {
      ...readAlone(kb, listed.asked, input.profile),
      restated: listed.asked,
      followUp: {
        items,
        pointed: listed.option,
        previous: readAlone(kb, previousQuestion, input.profile),
        ownSubject: true,
      },
    };
  // '那我应该怎么准备' after a decision: the road the asker named or the answer leaned to, and how to start on it.
  const before = readAlone(kb, previousQuestion, input.profile);
  const prepare = prepareAsked(kb, input.question, {
    question: previousQuestion,
    answer: input.previousAnswer,
    decision: before.decision,
    onTopic: Boolean(before.topic),
  });
  const prepared = prepare && readAlone(kb, prepare.asked, input.profile);
  if (prepare && prepared && (prepare.road || hasSubject(prepared)))
    return {
      ...prepared,
      ...(prepare.road
        ? { decision: prepare.road.decision, case: undefined, topic: undefined, options: [prepare.road.option] }
        : {}),
      restated: prepare.asked,
      followUp: { items, pointed: null, previous: before, ownSubject: true },
    };
  const again =
    choiceAgain(input.question, input.previousQuestions, { items, ownEntry: hasSubject(own) }) ??
    counterpartSwap(kb, input.question, askedLast(kb, input) ?? previousQuestion) ??
    roadBeside(input.question, askedLast(kb, input) ?? previousQuestion);
  if (again)
    return {
      ...readAlone(kb, again, input.profile),
      restated: again,
      followUp: { items, pointed: null, previous: readAlone(kb, previousQuestion, input.profile), ownSubject: true },
    };
  // '会计' after the planner asked to say more: the question it asked that for, with the name given.
  const given = nameGiven(kb, input.question, {
    question: input.previousQuestions.at(-1),
    answer: input.previousAnswer,
  });
  if (given)
    return {
      ...readAlone(kb, given, input.profile),
      restated: given,
      followUp: { items, pointed: null, previous: before, ownSubject: true },
    };
  // '那它好考吗' after '第二个需要考什么证': the certificate just discussed, not the item or job before it.
  const certificate = pronounCertificate(kb, input.question, {
    question: input.previousQuestions.at(-1) ?? '',
    answer: input.previousAnswer,
  });
  if (certificate)
    return {
      ...readAlone(kb, certificate, input.profile),
      restated: certificate,
      followUp: { items, pointed: null, previous: before, ownSubject: true },
    };
  const short = Array.from(input.question.trim()).length <= 14;
  // A short question about an aspect of a job with no job of its own ('工资一般多少？') is about the one before.
  const aspectOnly = short && own.aspect !== null && !own.roles.length && !own.occupations.length && !own.majors.length;
  // '它需要读研吗' after '第一个工资高吗': the item that turn pointed at, in the answer that listed it.
  const focused = focusAgain(kb, input, aspectOnly);
  if (focused) return understand(kb, focused);
  // '那如果是第3个呢' after '第一个工资多少': that question again with the other place, against the same list.
  const answers = input.earlierAnswers ?? [];
  const otherPlace = answers.length >= 2 ? placeAgain(input.question, input.previousQuestions.at(-1) ?? '') : null;
  if (otherPlace) {
    const again = understand(kb, {
      ...input,
      question: otherPlace,
      previousQuestions: input.previousQuestions.slice(0, -1),
      previousAnswer: answers.at(-2)!,
      earlierAnswers: answers.slice(0, -1),
    });
    return { ...again, restated: again.restated ?? otherPlace };
  }
  // '在哪个城市比较好' after asking about a job: an entry its words reach, asked about that job.
  const jobless = !own.roles.length && !own.occupations.length && !own.majors.length;
  const entryOnly = jobless && Boolean(own.decision || own.topic);
  const ofJobBefore = () => {
    const p = readAlone(kb, previousQuestion, input.profile);
    return Boolean(p.roles.length || p.occupations.length);
  };
  // '二战的话成功率高吗' after '要不要二战': the same entry again is the same conversation, answered beyond what it said.
  const entry = own.case ?? own.decision ?? own.topic;
  const turns = ASKS_SAME_OF.test(input.question) || TURNS_WITH_ASPECT.test(input.question.trim());
  if (entry && !turns && !own.roles.length && !own.occupations.length && !own.majors.length) {
    const p = readAlone(kb, previousQuestion, input.profile);
    // The same decision through another of its cases ('差几分' then '二战成功率') is still the same conversation.
    if (entry === (p.case ?? p.decision ?? p.topic) || (short && own.decision && own.decision === p.decision))
      return {
        ...own,
        followUp: { items: listedItems(input.previousAnswer), pointed: null, previous: p, ownSubject: true },
      };
  }
  // '那如果在成都呢', '35了呢', '要是考不上怎么办': the previous question with one thing changed, whatever else its
  // words reach on their own.
  const slot = slotOf(kb, input, input.question, askedLast(kb, input) ?? previousQuestion);
  if (
    !slot &&
    // '还有别的选择吗': about the list just given, whatever its words reach alone.
    !asksOther(input.question, input.previousAnswer) &&
    // '为什么不建议考研': about what the previous answer put forward, not an entry on the words alone.
    !whyNotAsked(input.question) &&
    !leansOnBefore(input.question) &&
    // '我英语一般，更适合哪个' right after two options were weighed: a choice between those, whatever entry the
    // asker's own words reach ('英语' is no major asked about, '内向' no question of its own here).
    !choiceAgain(input.question, input.previousQuestions, { items }) &&
    // 'BIM那个怎么入门': a listed item named by a part of its name.
    !itemNamed(input.question, input.previousAnswer) &&
    // '说人话', '太长了，总结一下': about the previous answer, whatever words of their own they hold; but a plan or a
    // first step asked of a topic of its own ('调剂具体怎么操作' after 复试被刷) is about that topic, which the same
    // entry again (above) is not.
    !(metaAsked(input.question) && !(ASKS_HOW_OF.has(metaAsked(input.question)!) && own.topic)) &&
    (hasSubject(own) || !short) &&
    !ASKS_SAME_OF.test(input.question) &&
    !aspectOnly &&
    !(short && entryOnly && ofJobBefore())
  )
    return own;
  const previous = readAlone(kb, previousQuestion, input.profile);
  // '那考公呢，体检会不合格吗' after 乙肝携带者想进国企: the same circumstance asked about another path, which is still
  // about the circumstance; the path's own entry (考公还是私企) would answer how to prepare for it instead. Before
  // the path is read as the same question asked of it ('那当老师呢' would get the teacher's card).
  if (previous.topic?.circumstance && !own.topic && BARS_A_PATH.test(input.question))
    return {
      ...own,
      decision: undefined,
      case: undefined,
      topic: previous.topic,
      followUp: { items, pointed: null, previous, ownSubject: true },
    };
  const restated =
    certificateNamed(kb, input.question, `${previousQuestion}\n${input.previousAnswer}`) ??
    askedAgainOf(kb, input.question, previousQuestion) ??
    turnedWithAspect(kb, input);
  if (restated)
    return {
      ...readAlone(kb, restated, input.profile),
      restated,
      followUp: { items, pointed: null, previous, ownSubject: true, ...(slot ? { slot } : {}) },
    };
  // '如果我家里条件一般呢？' after weighing two roads: the same choice asked again with that said too.
  // '如果我是女生呢' after a major's outlets: the same question asked again with that said, too.
  // A condition that is itself an entry ('我是二本') still adds to a question about a major or a job.
  const names = previous.majors.length || previous.roles.length || previous.occupations.length;
  // '那我这种情况呢，…' points at the previous question itself, whatever entry its own facts reach.
  const ownCase = OWN_CASE.test(input.question.trim()) && previous.decision?.options?.length;
  // '那我呢': the asker's own case is what their profile says, added to the question before.
  const mine = ASKS_OF_ME.test(input.question.trim()) ? askerCase(input.profile) : null;
  const condition =
    mine ??
    ((previous.decision?.options?.length && !own.decision) || names || ownCase ? conditionAdded(input.question) : null);
  if (condition) {
    // The major as the asker named it, after the condition ('女生学机械'): where the content writes that pair.
    const major = namesIn(previousQuestion, kb.planner.majorNames, (n: { key: string }) => n.key)[0];
    // Only who the asker is ('我是女生'): a wish or a limit ('我不想加班') said before 学计算机 would read as its object.
    const who = !/[不没想要怕能]/u.test(condition);
    const pair = major && who ? `，${condition.replace(/^我(?:是|也是)?/u, '')}学${major}` : '';
    const again = `${previousQuestion.replace(/[。？?！!\s]+$/u, '')}？${condition}${pair}`;
    return {
      ...readAlone(kb, again, input.profile),
      restated: again,
      followUp: { items, pointed: null, previous, ownSubject: true, condition },
    };
  }
  if (slot) return slotReading(kb, input, slot, { items, previous, previousQuestion });
  const index = pointedItem(input.question);
  const pointed =
    index === null
      ? // '你说的财务BP是干啥的': the item it was said under.
        (itemOfPhrase(kb, input.question, input.previousAnswer) ?? itemNamed(input.question, input.previousAnswer))
      : atPlace(items, index);
  const followUp = { items, pointed, previous };
  if (pointed) {
    // The item pointed at is the subject: a job, a major or an option of the previous decision.
    const jobs = namedJobs(kb, pointed);
    const majorsBefore = [...previous.majors, ...(previous.slots.ownMajor ? [previous.slots.ownMajor] : [])];
    const outlet = majorsBefore
      .flatMap((major) => major.outlets.map((o) => ({ major, outlet: o })))
      // Listed by its name up to a bracket ('施工单位（中建、中铁、中交等）' is listed as 施工单位).
      .find((x) => x.outlet.name === pointed || x.outlet.name.replace(/[（(].*$/u, '').trim() === pointed);
    // '最后一个需要什么条件？' after the usual moves out of a job: that move, from the job the conversation is about.
    const fromJobs = [...previous.roles, ...kb.roles];
    const move =
      outlet || jobs.roles.length || jobs.occupations.length
        ? undefined
        : fromJobs
            .flatMap((role) => (role.moves ?? []).map((m) => ({ role, ...m })))
            .find((m) => samePlace(m.to, pointed));
    const majors = namedMajors(kb, pointed);
    // A listed move, outlet, job or major pointed at is the subject; the decision before only framed the list.
    const thing = Boolean(outlet || move || jobs.roles.length || jobs.occupations.length || majors.length);
    return {
      ...own,
      outlet,
      move,
      roles: jobs.roles,
      occupations: jobs.occupations,
      majors,
      decision: own.decision ?? (thing ? undefined : previous.decision),
      options: own.options.length ? own.options : optionsNamed(previous.decision, pointed),
      // An item of a topic's answer ('第一个' after the channels of a job search) is still that topic.
      topic: own.topic ?? (thing ? undefined : previous.topic),
      followUp,
    };
  }
  // '难不难考' after asking about CPA: the question with the previous subject's name put in front, when a phrase of
  // the content runs across the two (an entry written for exactly that aspect of the subject).
  const named = short ? subjectNamed(kb, input, previousQuestion, previous) : null;
  if (named) return { ...named.reading, restated: named.text, followUp: { ...followUp, ownSubject: true } };
  // '它适合什么性格的人', '这个职业以后的发展怎么样': the thing the conversation was about, whatever else the words
  // happen to reach ('发展' is in no job asked about here). A job or major the question names itself still wins.
  const pointsBack = POINTS_BACK.test(input.question) && !namesOwn(kb, input.question);
  // '它和市场营销有什么区别': the job the conversation is on, set beside the one this question names.
  if (POINTS_BACK.test(input.question) && COMPARES.test(input.question) && !own.decision && !own.topic) {
    const roles = [...previous.roles, ...own.roles.filter((r) => !previous.roles.includes(r))];
    const occupations = [...previous.occupations, ...own.occupations.filter((o) => !previous.occupations.includes(o))];
    if (roles.length + occupations.length >= 2)
      return { ...own, roles, occupations, followUp: { ...followUp, ownSubject: true } };
  }
  if (hasSubject(own) && !pointsBack) {
    // '工资一般多少？' after asking about 新媒体运营: the topic its words reach, about the job the conversation is on.
    const carried =
      short && jobless && (previous.roles.length || previous.occupations.length || previous.majors.length);
    return carried
      ? { ...own, roles: previous.roles, occupations: previous.occupations, majors: previous.majors, followUp }
      : { ...own, followUp: { ...followUp, ownSubject: true } };
  }
  // '那面试呢？' after a résumé question: the same conversation turned to another part of the job search.
  const turnedTo = !own.topic && !own.decision ? areaTopic(kb, input.question, previous.topic) : undefined;
  if (turnedTo) return { ...own, topic: turnedTo, followUp: { ...followUp, ownSubject: true } };
  // No subject of its own: the previous question's, with this question's aspect and slots.
  return {
    ...previous,
    aspect: own.aspect ?? null,
    case: own.case ?? undefined,
    // '更适合哪个': the options the previous question weighed.
    options: /哪个|哪一个|选哪/.test(input.question)
      ? previous.options
      : optionsNamed(previous.decision, input.question.replace(RULED_OUT_OPTION, '')),
    interests: own.interests.like.length ? own.interests : previous.interests,
    slots: { ...previous.slots, ...definedOnly(own.slots), avoid: [...previous.slots.avoid, ...own.slots.avoid] },
    // '那一个月能拿多少' after '在杭州做电商运营怎么样': an aspect of the job asked about, not of the decision its words
    // happened to touch before.
    ...(own.aspect && (previous.roles.length || previous.occupations.length)
      ? { decision: undefined, case: undefined, topic: undefined, options: [] }
      : {}),
    followUp,
  };
}
