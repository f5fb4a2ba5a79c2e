import type { ChatProfile } from '../llm.provider.js';
import type { ComposeInput } from './compose.js';
import { interestBridge } from './interest-bridge.js';
import { likingOverMajor } from './liking-over-major.js';
import { optionTerms } from './option-terms.js';
import { decisionParts } from './decision-parts.js';
import { topicPart } from './topic-part.js';
import { temperamentDoubted } from './result-about.js';
import { namedInWish, wishedText } from './result-verdict.js';
import { PAY_REFERENCE } from './pay.js';
import { namedPayPart } from './pay-reference.js';
import { whoFitsPart } from './fit.js';
import type { KnowledgeBase } from './knowledge.js';
import { AT_ODDS, bothTypesPart } from './matches.js';
import {
  aspectLabel,
  bullets,
  interestTip,
  majorPart,
  occupationPart,
  ownMajorPart,
  ownOutletsPart,
  resultPart,
  rolePart,
  type Part,
} from './parts.js';
import { statedContext } from './positions.js';
import { conditionTopic, isPrefTopic, prefsBody } from './prefs.js';
import {
  directionLetters,
  FIND_DIRECTION,
  howToTryPart,
  letterMatches,
  resultBody,
  asksOwnResult,
  withoutDecision,
  type Body,
} from './result-body.js';
import { yearsAsked } from './major-years.js';
import { levelParts, majorsWeighedPart, resultUse } from './result-uses.js';
import { searchJobs } from './named.js';
import { movesPart, stuckInRole } from './moves.js';
import { nearestFamilyPart, titleQuestion } from './job-title.js';
import { type Aspect } from './aspects.js';
import { type Reading } from './understand.js';

/*
 * The body of an offline answer: the parts for what the question was read as (its decision, topic, job, major, a
 * listed move or outlet, the asker's result, a direction), before the position, the situation and the framing that
 * compose.ts adds around them.
 */

const TOPIC_AREA_WORD: Record<string, string> = {
  resume: '写简历',
  interview: '面试',
  internship: '找实习',
  jobsearch: '求职',
  exam: '备考',
  workplace: '工作中',
  study: '学习',
};

/** Jobs the question names beside a decision or topic ('转做产品经理'): what they ask for, briefly. */
function jobParts(kb: KnowledgeBase, reading: Reading, profile: ChatProfile): Part[] {
  const narrowed: Reading = { ...reading, aspect: reading.aspect ?? 'skills' };
  // '那我需要准备哪些技能？' after weighing two jobs: both of them, as neither was chosen yet. Two jobs weighed on
  // their pay ('产品经理和程序员哪个赚钱多') are both shown too: each card says what its pay is made of.
  const both =
    (reading.followUp && reading.options.length !== 1) || (reading.aspect === 'salary' && reading.roles.length > 1);
  const count = both ? 2 : 1;
  const roles = reading.roles.slice(0, count).map((r) => rolePart(kb, r, narrowed, profile));
  const occupations = reading.occupations
    .filter((o) => !reading.roles.some((r) => r.codes.includes(o.code)))
    .slice(0, count - roles.length)
    .map((o) => occupationPart(kb, o, narrowed, profile));
  return [...roles, ...occupations];
}

/** General points of finding an internship kept under the card of the job whose internship is sought. */
const INTERN_TOPIC_POINTS = 4;

const YEAR_OPENING = /^(?:- )?大([一二三四])/u;
/** A point that opens on a year of college ('大四了一段实习都没有…') other than the one the asker said they are in. */
const forOtherYear = (point: string, year: number | undefined) => {
  const said = YEAR_OPENING.exec(point)?.[1];
  return Boolean(said && year && '一二三四'.indexOf(said) + 1 !== year);
};

/** A major named as one ('会计专业', '专业是心理学'), not a job word that shares its name. */
const NAMES_A_MAJOR = /\p{Script=Han}{2,8}专业|专业是/u;

/** What a major's entry says better than a job card. */
const MAJOR_ASPECTS: readonly Aspect[] = ['further', 'public', 'certificates', 'majors', 'entry'];

/**
 * A wish set against the result ('测评说我适合当会计，但我想当老师'): the wished job is what the answer describes,
 * so it comes first, and a major named only by the suggested job ('会计' → 会计学) is not described at all.
 */
function wishFirst(reading: Reading, question: string): Reading {
  const wish = reading.aboutResult && !reading.followUp ? wishedText(question) : null;
  if (!wish) return reading;
  const { roles, occupations, majors } = namedInWish(wish, reading);
  if (!roles.length && !occupations.length) return reading;
  return {
    ...reading,
    roles: [...roles, ...reading.roles.filter((r) => !roles.includes(r))],
    occupations: [...occupations, ...reading.occupations.filter((o) => !occupations.includes(o))],
    majors,
  };
}

/** The decision on which certificates to take. */
const CERTIFICATES = 'certificates-choice';

/**
 * The certificates the asker's major's entry names, when it names any; numbered, since a follow-up points at one by
 * its place ('第一个难考吗'), and a reader counts numbered items before the heading above them.
 */
function majorCertificatesPart(reading: Reading): Part | null {
  const major = reading.slots.ownMajor ?? reading.majors[0];
  if (!major?.certificates?.length) return null;
  return {
    heading: `### ${major.name}专业常见的证书`,
    lines: major.certificates.map((c, i) => `${i + 1}. ${c}`),
    from: `专业资料「${major.name}」`,
  };
}

/** Asking what to do with a result ('怎么用', '然后呢', '下一步'), not one thing of it. */
const ASKS_HOW_TO_USE = /怎么用|如何用|用起来|然后呢|下一步|接下来|怎么办|不知道(?:怎么|该|干|做)/u;

export function answerBody(kb: KnowledgeBase, read: Reading, input: ComposeInput): Body {
  const { question, profile } = input;
  const reading = wishFirst(read, question);
  const stated = statedContext(profile);
  // A question about the asker's own result is answered from it first: a decision about using a test's
  // result ('做完测评不知道怎么用') would otherwise answer in general what their scores answer in particular.
  const aboutOwnResult = reading.aboutResult && profile.riasec;
  // A direction asked with a condition ('朝九晚五的工作有哪些'): the families that meet it, fitted to the result.
  // Not two named jobs weighed on their pay ('会计和销售哪个赚钱多'): both cards say what their pay is made of, where the
  // condition's topic would read only the first against "收入高的工作".
  const twoOnPay = reading.aspect === 'salary' && reading.roles.length > 1;
  const condition = twoOnPay ? undefined : conditionTopic(kb, reading, question);
  // A condition's topic that does not answer this question (a major asked for) is not a topic to describe.
  if (!condition && isPrefTopic(reading.topic)) return answerBody(kb, { ...reading, topic: undefined }, input);
  if (condition) return prefsBody(kb, { ...withoutDecision(reading), topic: condition }, question, profile);
  // '我的测评结果是什么意思' with no result on record: said so, with the test offered, rather than a decision or a
  // guide answering as if there were scores to read.
  if (!profile.riasec && !reading.code && asksOwnResult(question))
    return resultBody(kb, withoutDecision(reading), question, profile);
  // '测评说我社会型不低，可我很内向，这准吗' doubts the result: the result answers, not the guide for introverts.
  if (aboutOwnResult && temperamentDoubted(question))
    return resultBody(kb, withoutDecision(reading), question, profile);
  if (aboutOwnResult && reading.decision && /测评/.test(`${reading.case?.title ?? ''}${reading.decision.title}`)) {
    const answer = resultBody(kb, withoutDecision(reading), question, profile);
    // How to use a result ('做完测评然后呢') is said after the result it applies to; a question that asks one
    // thing of the result ('适合当护士吗', '字母顺序有影响吗') names 测评结果 without asking how to use it.
    if (reading.case && (!answer.parts.some((p) => p.heading) || ASKS_HOW_TO_USE.test(question)))
      answer.parts.push({
        heading: `### ${reading.case.title}`,
        lines: bullets(reading.case.advice),
        from: `决策资料「${reading.decision.title}」`,
      });
    return answer;
  }
  // '结合我的测评，考研选什么方向好': the directions come from the result, the decision only frames it.
  if (
    aboutOwnResult &&
    /(选|读|考|学|报)(什么|啥|哪个|哪些)(方向|专业)|哪个方向|哪些方向|什么方向好|(读|考)(什么|啥|哪个)研|副业/.test(
      question,
    )
  )
    return resultBody(kb, withoutDecision(reading), question, profile);
  // '我的结果和我的专业不符怎么办': the asker's own result against their major, not a topic sharing the word 不符
  // (专业不符 in a civil-service listing).
  if (aboutOwnResult && asksOwnResult(question) && AT_ODDS.test(question) && reading.slots.ownMajor)
    return resultBody(kb, withoutDecision({ ...reading, topic: undefined }), question, profile);
  // '我喜欢画画…现在读的是计算机，怎么把两者结合起来': the jobs that need both, not a decision sharing its words.
  const bridge = !reading.followUp && !profile.riasec ? interestBridge(kb, reading, question) : null;
  if (bridge) return bridge;
  // '我是学会计的，但我更喜欢画画和设计，以后能做什么': the liking leads, the major is background.
  const liking = !reading.followUp ? likingOverMajor(kb, reading, question) : null;
  if (liking) return liking;
  if (reading.decision) {
    const { parts, position, picked, grounded } = decisionParts(
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
    // '金融专业可以考哪些证书': the certificates the major's entry names, before the general way to choose among them.
    const certs = reading.decision.id === CERTIFICATES ? majorCertificatesPart(reading) : null;
    if (certs) parts.splice(Math.min(1, parts.length), 0, certs);
    // '会计学大一新生，大学四年怎么规划': the plan of a degree, said with the asker's major's roads.
    const years = yearsAsked(reading.slots.ownMajor ?? reading.majors[0], question, reading.slots.avoid);
    if (years) parts.splice(parts.length - 1, 0, years);
    const own = aboutOwnResult
      ? resultPart(kb, profile, reading, resultUse(reading, question) ?? `考虑${reading.decision.title}`)
      : null;
    // '我的分数都差不多，怎么选': the spread of the scores is answered before the decision's general points.
    if (own) parts.unshift(own, ...levelParts(kb, reading, question, profile));
    const readAs = `${reading.decision.title}${reading.case ? `（${reading.case.title}）` : ''}`;
    return { parts, readAs, position, picked, grounded, service: reading.decision.services?.[0] };
  }
  if (reading.topic) {
    // '做销售一个月能拿多少': the pay of a named job or city, in place of the national list said to every job.
    const named = reading.topic.id === PAY_REFERENCE ? namedPayPart(reading.topic, question, reading) : null;
    const parts = named ?? topicPart(reading.topic, question, reading.slots.avoid);
    // A question about the test from someone who took it ('我的分数都差不多'): their result first.
    const own = aboutOwnResult ? resultPart(kb, profile, reading, resultUse(reading, question) ?? undefined) : null;
    if (own) parts.unshift(own);
    // '我的分数都差不多': which of their letters are level, from the scores, before the general points.
    const level = aboutOwnResult ? levelParts(kb, reading, question, profile) : [];
    const both = level.length ? null : bothTypesPart(kb, reading, question);
    parts.splice(own ? 1 : 0, 0, ...level, ...(both ? [both] : []));
    const outlets = ownOutletsPart(kb, reading, question);
    if (outlets) parts.unshift(outlets);
    // An exam or study topic asked of one's own major ('哲学专业考研考什么方向好'): what the major's entry says of it.
    const forMajor = ['exam', 'study'].includes(reading.topic.area) ? ownMajorPart(reading, question) : null;
    if (forMajor) parts.splice(1, 0, forMajor);
    const weighed = majorsWeighedPart(kb, reading, profile);
    if (weighed) parts.push(weighed);
    // '做了三年行政，没有成长': after how to grow where one is, where people in that job usually go.
    const stuckIn = stuckInRole(kb, reading.topic, question, profile);
    const moves = stuckIn && movesPart(stuckIn, reading.slots.avoid);
    if (moves) parts.push(moves);
    const tip = interestTip(profile, TOPIC_AREA_WORD[reading.topic.area] ?? '准备');
    if (tip) parts.push({ lines: [tip], from: '你的测评得分' });
    const jobs = jobParts(kb, reading, profile);
    // '想找个新媒体运营的实习': where the job's own internships are and what gets one in come before the general
    // points of finding one, and of those only the few that bear on it most.
    if (reading.aspect === 'intern' && reading.topic.area === 'internship' && reading.roles[0]?.intern) {
      const year = reading.slots.level?.level === 'undergrad' ? reading.slots.level.year : undefined;
      parts[0]!.lines = parts[0]!.lines.filter((x) => !forOtherYear(x, year)).slice(0, INTERN_TOPIC_POINTS);
      parts.unshift(...jobs);
    } else if (named)
      // The card's 收入 line says what the job's pay is made of: it comes before how to look the figure up.
      parts.unshift(...jobs);
    else parts.push(...jobs);
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
    // '会计专业…还有出路吗', '心理学专业毕业能做什么': where the major leads is asked, the job the question also names
    // ('取代会计', '当咨询师') is a part of it, so the major's outlets come first.
    const outlets = NAMES_A_MAJOR.test(question) ? ownOutletsPart(kb, reading, question) : null;
    if (outlets) parts.unshift(outlets);
    const names = [...reading.roles.map((r) => r.name), ...reading.occupations.map((o) => o.titleZh)].slice(0, 2);
    // Asked who suits it: read from the job's interest code, after what the job is.
    if (reading.aspect === 'fit') {
      const [role] = reading.roles;
      const o = role ? kb.occupations.get(role.codes[0]!) : reading.occupations[0];
      const who = o && whoFitsPart(kb, role?.name ?? o.titleZh, o.hollandCode, parts[0]!.from);
      if (who) parts.splice(1, 0, who);
    }
    // Asked what the job pays ('它的工资大概多少' after a card): the card has no figure, so the sourced reference lines
    // and how to look up the job's own pay follow it, as they do when the pay is asked without a card.
    const pay = reading.aspect === 'salary' ? kb.planner.topics.find((t) => t.id === PAY_REFERENCE) : undefined;
    if (pay) parts.push(...(namedPayPart(pay, question, reading) ?? topicPart(pay, question, reading.slots.avoid)));
    // The major beside the job answers what the card does not: whether to study on, the state sector, certificates.
    const majorAspect = reading.aspect && MAJOR_ASPECTS.includes(reading.aspect) ? reading.aspect : 'skills';
    for (const m of reading.majors.slice(0, 1))
      parts.push(...majorPart(kb, m, { ...reading, aspect: majorAspect }, question));
    // A student of the major asking how to get ready for the job ('大二…以后想做电池，该怎么准备'): the years left.
    const years = yearsAsked(reading.majors[0], question, reading.slots.avoid);
    if (years) parts.push(years);
    // '信贷客户经理' with no entry of its own: the nearest family's card, said as such, and one question back.
    const title = reading.unlistedTitle;
    if (title) parts.splice(0, parts.length, nearestFamilyPart(title, names), ...parts, titleQuestion(title));
    return { parts, readAs: `了解${names.join('和')}${reading.aspect ? `的${aspectLabel(reading.aspect)}` : ''}` };
  }
  if (reading.majors.length) {
    // '化学大一，每年该做什么': the years of the degree, then what the major's entry says of its realities.
    const years = yearsAsked(reading.majors[0], question, reading.slots.avoid);
    const parts = years
      ? [years, ...majorPart(kb, reading.majors[0]!, { ...reading, aspect: 'further' }, question).slice(1)]
      : reading.majors.slice(0, 2).flatMap((m) => majorPart(kb, m, reading, question));
    // '专业是电子信息，不知道喜欢啥，怎么找方向': where the major leads, then how to find out which of it suits.
    const how = reading.direction ? howToTryPart(kb, question, profile) : null;
    if (how) parts.push(how);
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
