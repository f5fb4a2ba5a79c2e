import { ChatText } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import {
  aspectLabel,
  bullets,
  interestTip,
  majorPart,
  occupationPart,
  ownOutletsPart,
  publicSectorPart,
  resultPart,
  rolePart,
  type Part,
} from './parts.js';
import { decisionParts, topicPart } from './decision-parts.js';
import { readChoice, termsForOptions } from './choice.js';
import { AT_ODDS, bothTypesPart } from './matches.js';
import { readEnglish } from './english.js';
import type { DecisionOption } from './content/load.js';
import { movesPart, originRole } from './moves.js';
import { clarifyQuestion, durationLines, provisionalPart } from './provisional.js';
import { redirectText } from './scope.js';
import { againstPosition, mayOffer, situationParts } from './situation.js';
import { bridge, sectionsOf, slotNote, subjectLead, threadNote, whyLines } from './framing.js';
import { names, questionSubjects } from './subject.js';
import { searchJobs, type Aspect, type Reading } from './understand.js';
import { understand } from './thread.js';
import { whoFitsPart } from './fit.js';
import { withoutPart } from './without.js';
import { statedContext, takePosition } from './positions.js';
import { moreParts, NEIGHBOURS } from './more.js';
import {
  directionLetters,
  FIND_DIRECTION,
  howToTryPart,
  letterMatches,
  resultBody,
  withoutDecision,
  type Body,
} from './result-body.js';

export interface ComposeInput {
  question: string;
  previousQuestions: readonly string[];
  /** The conversation's last answer ('' when this is the first question). */
  previousAnswer?: string;
  profile: ChatProfile;
}

export interface Composed {
  thinking: string;
  text: string;
  reading: Reading;
  /** Whether the planner's content had something for the question (a model answering it leans on that). */
  grounded: boolean;
}

const TOPIC_AREA_WORD: Record<string, string> = {
  resume: '写简历',
  interview: '面试',
  internship: '找实习',
  jobsearch: '求职',
  exam: '备考',
  workplace: '工作中',
  study: '学习',
};

/** The asker's own words for the decision's options being weighed, when the question names its two. */
function optionTerms(reading: Reading, question: string): Map<DecisionOption, string> | undefined {
  const own = reading.options.length >= 2 ? readChoice(question) : null;
  const placed = own && termsForOptions(reading.options, own.options);
  return placed ? new Map([...placed].map(([i, term]) => [reading.options[i]!, term])) : undefined;
}

/**
 * A choice the decision's options cannot express ('北京还是成都' fits 选城市's options; '做博主还是考研' weighs
 * something else): the decision still frames it, the position is taken on the asker's own two options.
 */
function ownChoiceOnly(reading: Reading, question: string): Reading {
  if (reading.options.length < 2) return reading;
  const own = readChoice(question);
  return own && !termsForOptions(reading.options, own.options) ? { ...reading, options: [] } : reading;
}

/** Jobs the question names beside a decision or topic ('转做产品经理'): what they ask for, briefly. */
function jobParts(kb: KnowledgeBase, reading: Reading, profile: ChatProfile): Part[] {
  const narrowed: Reading = { ...reading, aspect: reading.aspect ?? 'skills' };
  // '那我需要准备哪些技能？' after weighing two jobs: both of them, as neither was chosen yet.
  const count = reading.followUp && reading.options.length !== 1 ? 2 : 1;
  const roles = reading.roles.slice(0, count).map((r) => rolePart(kb, r, narrowed, profile));
  const occupations = reading.occupations
    .filter((o) => !reading.roles.some((r) => r.codes.includes(o.code)))
    .slice(0, count - roles.length)
    .map((o) => occupationPart(kb, o, narrowed, profile));
  return [...roles, ...occupations];
}

/** What a major's entry says better than a job card. */
const MAJOR_ASPECTS: readonly Aspect[] = ['further', 'public', 'certificates', 'majors'];

function body(kb: KnowledgeBase, reading: Reading, input: ComposeInput): Body {
  const { question, profile } = input;
  const stated = statedContext(profile);
  // A question about the asker's own result is answered from it first: a decision about using a test's
  // result ('做完测评不知道怎么用') would otherwise answer in general what their scores answer in particular.
  const aboutOwnResult = reading.aboutResult && profile.riasec;
  if (aboutOwnResult && reading.decision && /测评/.test(`${reading.case?.title ?? ''}${reading.decision.title}`)) {
    const answer = resultBody(kb, withoutDecision(reading), question, profile);
    // How to use a result ('做完测评然后呢') is said after the result it applies to.
    if (reading.case)
      answer.parts.push({
        heading: `### ${reading.case.title}`,
        lines: bullets(reading.case.advice),
        from: `决策资料「${reading.decision.title}」`,
      });
    return answer;
  }
  // '结合我的测评，考研选什么方向好': the directions come from the result, the decision only frames it.
  if (aboutOwnResult && /(选|读|考|学)什么(方向|专业)|哪个方向|哪些方向|什么方向好/.test(question))
    return resultBody(kb, withoutDecision(reading), question, profile);
  if (reading.decision) {
    const { parts, position, picked } = decisionParts(
      kb,
      reading,
      question,
      stated,
      profile,
      optionTerms(reading, question),
    );
    // Looking for a direction with interests stated or measured ('喜欢动手修东西'): the decision frames it, the
    // occupations that fit those interests answer it.
    const letters = reading.direction && !reading.options.length ? directionLetters(reading, profile) : null;
    // Likings said in words ('数学很好，不想当老师，能做什么') answer it even where the decision weighs options.
    if (letters && (!reading.decision.options?.length || reading.interests.like.length))
      parts.splice(parts.length - 1, 0, ...letterMatches(kb, reading, letters, question));
    const tip = interestTip(profile, `想${reading.decision.title}`);
    if (tip) parts.splice(position ? 1 : parts.length - 1, 0, { lines: [tip], from: '你的测评得分' });
    parts.splice(parts.length - 1, 0, ...jobParts(kb, reading, profile));
    const outlets = ownOutletsPart(kb, reading, question);
    if (outlets) parts.splice(parts.length - 1, 0, outlets);
    const own = aboutOwnResult ? resultPart(kb, profile, reading) : null;
    if (own) parts.unshift(own);
    const readAs = `${reading.decision.title}${reading.case ? `（${reading.case.title}）` : ''}`;
    return { parts, readAs, position, picked, service: reading.decision.services?.[0] };
  }
  if (reading.topic) {
    const parts = topicPart(reading.topic, question, reading.slots.avoid);
    // A question about the test from someone who took it ('我的分数都差不多'): their result first.
    const own = aboutOwnResult ? resultPart(kb, profile, reading) : null;
    if (own) parts.unshift(own);
    const both = bothTypesPart(kb, reading, question);
    if (both) parts.splice(own ? 1 : 0, 0, both);
    const outlets = ownOutletsPart(kb, reading, question);
    if (outlets) parts.unshift(outlets);
    const tip = interestTip(profile, TOPIC_AREA_WORD[reading.topic.area] ?? '准备');
    if (tip) parts.push({ lines: [tip], from: '你的测评得分' });
    parts.push(...jobParts(kb, reading, profile));
    return { parts, readAs: reading.topic.name, service: reading.topic.services?.[0] };
  }
  if (reading.move) {
    const { role, to, why } = reading.move;
    const parts: Part[] = [
      {
        heading: `### ${to}`,
        lines: [`从${role.name}转过去的人不少：${why}。`],
        from: `职业卡片「${role.name}」的常见转向`,
      },
    ];
    // What the catalogue has on jobs of that name: what they are and what getting in takes.
    for (const o of searchJobs(kb, to).slice(0, 2)) parts.push(occupationPart(kb, o, reading, profile));
    return { parts, readAs: `从${role.name}转向「${to}」` };
  }
  if (reading.outlet) {
    const { major, outlet } = reading.outlet;
    const parts: Part[] = [
      {
        heading: `### ${outlet.name}`,
        lines: [`${outlet.detail}这是${major.name}毕业生常走的一条路。`],
        from: `专业资料「${major.name}」`,
      },
    ];
    for (const code of (outlet.occupations ?? []).slice(0, 2)) {
      const o = kb.occupations.get(code);
      if (o) parts.push(occupationPart(kb, o, reading, profile));
    }
    parts.push({ heading: '### 这条路要的能力', lines: [major.skills.join('、')], from: `专业资料「${major.name}」` });
    return { parts, readAs: `${major.name}专业的出路「${outlet.name}」` };
  }
  const asksFit = /适合|匹配|合适|对口/.test(question);
  // '测评说我是艺术型，可我学的是会计': about the result against the major, not a description of 会计.
  const atOdds = AT_ODDS.test(question) && Boolean(reading.slots.ownMajor ?? reading.majors[0]);
  if (reading.aboutResult && (asksFit || atOdds || (!reading.roles.length && !reading.occupations.length)))
    return resultBody(kb, reading, question, profile);
  if (reading.roles.length || reading.occupations.length) {
    const parts: Part[] = [
      ...reading.roles.slice(0, 2).map((r) => rolePart(kb, r, reading, profile)),
      ...reading.occupations
        .filter((o) => !reading.roles.some((r) => r.codes.includes(o.code)))
        .slice(0, reading.roles.length ? 1 : 2)
        .map((o) => occupationPart(kb, o, reading, profile)),
    ];
    const names = [...reading.roles.map((r) => r.name), ...reading.occupations.map((o) => o.titleZh)].slice(0, 2);
    // Asked who suits it: read from the job's interest code, after what the job is.
    if (reading.aspect === 'fit') {
      const [role] = reading.roles;
      const o = role ? kb.occupations.get(role.codes[0]!) : reading.occupations[0];
      const who = o && whoFitsPart(kb, role?.name ?? o.titleZh, o.hollandCode, parts[0]!.from);
      if (who) parts.splice(1, 0, who);
    }
    // The major beside the job answers what the card does not: whether to study on, the state sector, certificates.
    const majorAspect = reading.aspect && MAJOR_ASPECTS.includes(reading.aspect) ? reading.aspect : 'skills';
    for (const m of reading.majors.slice(0, 1))
      parts.push(...majorPart(kb, m, { ...reading, aspect: majorAspect }, question));
    return { parts, readAs: `了解${names.join('和')}${reading.aspect ? `的${aspectLabel(reading.aspect)}` : ''}` };
  }
  if (reading.majors.length) {
    const parts = reading.majors.slice(0, 2).flatMap((m) => majorPart(kb, m, reading, question));
    const tip = profile.riasec ? interestTip(profile, '挑方向') : null;
    if (tip) parts.push({ lines: [tip], from: '你的测评得分' });
    return {
      parts,
      readAs: `${reading.majors.map((m) => m.name).join('和')}专业的${aspectLabel(reading.aspect) || '出路'}`,
    };
  }
  const letters = directionLetters(reading, profile);
  if (reading.direction && letters) {
    const parts = letterMatches(kb, reading, letters, question);
    const how = howToTryPart(kb, question, profile);
    if (how) parts.push(how);
    return { parts, readAs: '找适合自己的方向' };
  }
  // Looking for a direction with nothing to go on yet (no result, no interests said): how a direction is found,
  // then what would let the next answer name jobs.
  const finding = reading.direction ? kb.planner.decisionById.get(FIND_DIRECTION) : undefined;
  if (finding)
    return {
      parts: [
        { lines: [finding.framing], from: `决策资料「${finding.title}」` },
        { heading: '### 从这几处找线索', lines: bullets(finding.considerations), from: `决策资料「${finding.title}」` },
        {
          heading: '### 接下来',
          lines: finding.steps.map((x, i) => `${i + 1}. ${x}`),
          from: `决策资料「${finding.title}」`,
        },
        {
          lines: [
            '你平时最愿意做哪类事：动手做东西、分析问题、写写画画，还是和人打交道？告诉我，或者先做「AI职业测评」，我按你的兴趣说具体的职业。',
          ],
          from: `决策资料「${finding.title}」`,
        },
      ],
      readAs: finding.title,
    };
  return {
    parts: [],
    readAs: '',
    clarify: reading.direction
      ? [
          '想给你具体的方向，',
          '你平时最愿意做哪类事？',
          '- 动手做东西',
          '- 分析问题',
          '- 写写画画',
          '- 和人打交道',
          '也可以先做「AI职业测评」。',
        ].join('\n')
      : ['能再具体说说吗？', '比如你的专业或工作，', '在考虑哪几个选项。'].join('\n'),
  };
}

/** A subject that describes the asker ('性格比较急躁'): a provisional answer about a job or path would not fit it. */
const ABOUT_SELF = /性格|脾气|情绪|心态|身体|长相|身高|体重|成绩|绩点|家庭|父母|自己/;

/**
 * The offline answer: the question read into intent and slots (understand.ts), then composed from the
 * planner content for exactly that, with the asker's result where it matters. Nothing here is canned per
 * question; a line the previous answer already said is not said again.
 */
export function composeAnswer(kb: KnowledgeBase, asked: ComposeInput): Composed {
  // '找intern', 'resume怎么写': English career words read as the Chinese the content is keyed by.
  const read = {
    ...asked,
    question: readEnglish(asked.question),
    previousQuestions: asked.previousQuestions.map(readEnglish),
  };
  const understood = understand(kb, { ...read, previousAnswer: read.previousAnswer ?? '' });
  // '那成都呢？' is answered as the previous question asked about 成都.
  const input = understood.restated ? { ...read, question: understood.restated } : read;
  const reading = ownChoiceOnly(understood, input.question);
  if (reading.scope !== 'career')
    return {
      reading,
      thinking: '这不是职业规划方面的问题，我简短说明后，告诉你我能帮上忙的地方。',
      text: `${ChatText.offlineNotice}\n\n${redirectText(input.question, reading.scope)}`,
      grounded: false,
    };
  const b = body(kb, reading, input);
  // '有没有不用上夜班的？': the list just given, sorted by the condition, before anything else.
  const free = reading.followUp && withoutPart(input.question, reading.followUp.items, input.previousAnswer ?? '');
  if (free) {
    b.parts.unshift(free);
    b.readAs = `上一轮说的方向里，哪些符合你的条件`;
  }
  // Someone leaving a job hears where people in it usually go, rather than a description of the job they know.
  const origin = originRole(kb, input.question, input.profile);
  const moves = origin && movesPart(origin, reading.slots.avoid);
  // Someone who names where they want to go ('幼师想转行做HR') hears about that, not every usual move.
  const target = reading.roles.some((r) => r.id !== origin?.id);
  if (origin && moves && !target) {
    b.parts = b.parts.filter((p) => p.from !== `职业卡片「${origin.name}」`);
    b.parts.unshift(moves);
    if (!b.readAs || b.readAs.startsWith('了解')) b.readAs = `从${origin.name}转行，能去哪些方向`;
  }
  const weighed = takePosition(kb, b, reading, input);
  const publicSector = publicSectorPart(reading, input.question);
  if (publicSector) b.parts.unshift(publicSector);
  // The entry route, the place named and a worry about age, after the answer's opening part.
  b.parts.splice(Math.min(1, b.parts.length), 0, ...situationParts(input.question, input.previousQuestions, reading));
  // A follow-up's subject is the one its conversation started from ('它难考吗' after asking about CPA).
  // Walking back past questions that only point ('它和数据科学家有什么不同') to the one that named it.
  const started = [...input.previousQuestions].reverse().find((q) => questionSubjects(q).length);
  const subjects =
    reading.followUp && !reading.followUp.ownSubject && started
      ? questionSubjects(started).slice(0, 1)
      : questionSubjects(input.question);
  const subject = subjects[0];
  const sections = sectionsOf(b.parts, input.previousAnswer ?? '', input.question);
  // '能再具体一点吗' on a subject the previous turn covered: what the entry holds beyond what was shown.
  if (!sections.length && reading.followUp) {
    const more = moreParts(kb, reading, input.question);
    sections.push(...sectionsOf(more, input.previousAnswer ?? '', input.question));
    if (sections.length) b.parts.push(...more);
    // Only the neighbouring topics left: the entry itself is said in full, and the asker's own material is what
    // would let the next answer go further.
    if (sections.length === 1 && sections[0]!.startsWith(NEIGHBOURS)) {
      sections.unshift(`关于${b.readAs || subject || '这一点'}，站内资料里能说的，上一轮已经都说了。`);
      sections.push('也可以把你的具体情况告诉我（专业或工作、目标岗位，或者直接贴一段你写的内容），我按它说得更具体。');
    }
  }
  const answered = sections.length > 0;
  const asksHowLong = /多久|多长时间|几个月|要学多长|准备多长/.test(input.question);
  // '为什么这么说': the position the previous answer took, with what it rested on and what would turn it.
  const why = reading.followUp ? whyLines(input.question, input.previousAnswer ?? '') : null;
  // It asks about the position, so the answer is about the position, not more of the topic.
  if (why) sections.splice(0, sections.length, why.join('\n\n'));
  if (!sections.length && reading.followUp && asksHowLong) {
    // Answered below with how to size it.
  } else if (!sections.length && reading.followUp) {
    // A follow-up ('能再具体一点吗') whose subject the previous answer already covered: say so, and ask for what
    // would let the next answer be about them rather than pad it with generic advice.
    const about = b.readAs || subject;
    sections.push(
      about ? `关于${about}，站内资料里能说的，上一轮已经都说了。` : '这一点站内资料里没有更多内容了。',
      '把你的具体情况告诉我（专业或工作、目标岗位，或者直接贴一段你写的内容），我按它说得更具体。',
    );
  } else if (!sections.length && subject && !ABOUT_SELF.test(subject)) {
    // Nothing fitting in the content: a provisional answer about the question's own subject, then one question.
    const part = provisionalPart(input.question, subject);
    b.parts.push(part);
    sections.push(part.lines.join('\n'), clarifyQuestion(subject, reading.slots.stage, input.question));
  } else if (!sections.length) {
    // Said briefly, in short lines: the planner has nothing fitting and asks rather than answering a neighbour.
    sections.push(
      b.readAs ? `关于${b.readAs}，资料里没有更多可补充的。` : '这个问题我暂时答不好，\n站内资料里没有对应内容。',
    );
    sections.push(b.clarify ?? '你最想弄清楚哪一点？\n说说你的专业或现状，\n我再具体回答。');
  }
  // Asked how long, answered with how long: when what the content gave says no span of time, how to size it.
  if (asksHowLong && !/[个一二三四五六两半\d]\s*(?:个)?(?:月|周|年)/.test(sections.join('\n')))
    sections.push(durationLines(subject ?? (b.readAs || '这件事')).join('\n'));
  // The answer names what was asked about in the asker's words, when what it drew on names it otherwise.
  // Not over a reply that says it has nothing: '先说X：下面是我会重点看的几件事' would promise what it lacks.
  const unnamed = answered ? subjects.filter((s) => !names(sections.join('\n'), s)) : [];
  if (unnamed.length) sections.unshift(subjectLead(unnamed, input.question));
  const text0 = sections.join('\n\n');
  const lead = bridge(reading, text0);
  const service = b.service !== undefined ? kb.services.get(String(b.service)) : undefined;
  const offered =
    service &&
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
