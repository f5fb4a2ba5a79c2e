import type { SlotChange } from './follow-slot.js';
import { askerAge } from './age.js';
import type { RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Case, DecisionOption } from './content/load.js';
import type { Decision, Major, Topic } from './content/schema.js';
import { optionsWeighed } from './decision-options.js';
import type { KnowledgeBase, Occupation, Role } from './knowledge.js';
import { leaningTopic } from './leaning.js';
import { internshipTopic } from './intern-context.js';
import { statedInterests } from './result.js';
import { asksShape } from './result-shape.js';
import { scopeOf, type Scope } from './scope.js';
import { collegeYears, readStage, targetForStage, type Stage } from './stage.js';
import { counsellorInField, namedJobs, namedMajors, searchJobs, studiedMajors, withoutJobLetters } from './named.js';
import { withoutBackground } from './own-background.js';
import { saidIn } from './phrase-search.js';
import { apartHits } from './apart-words.js';
import { BARS_A_PATH } from './triggers.js';
import { BOTH_RULED_OUT, negatedBefore } from './said-no.js';
import { ruledOutLists } from './clause-role.js';
import { plansAsked } from './plan-asked.js';
import { readOwnAsk, RULED_OUT } from './own-ask.js';
import { readInContentWords } from './paraphrase.js';
import { askedAlone } from './asked-alone.js';
import { ONLY_WAY } from './ask-words.js';
import { readChoice } from './choice-read.js';
import { CITY_INDUSTRY } from './city-industry.js';
import { nearTitle, unlistedTitle } from './job-title.js';
import { ASPECTS, type Aspect } from './aspects.js';

export interface Slots {
  stage?: string | undefined;
  age?: number | undefined;
  cities: string[];
  /** What the asker rules out ('考公', '当老师'), as they said it. */
  avoid: string[];
  /** Scores, ranks or grades the asker states ('差 8 分', '绩点 3.2'). */
  grades?: string | undefined;
  /** What the asker says they already tried or did ('考了两次'). */
  tried?: string | undefined;
  /** The asker's own major and job, from the question or the profile. */
  ownMajor?: Major | undefined;
  ownJob?: string | undefined;
  /** Where the asker is in school or work, as the profile says ('专科在读', '已工作'). */
  schooling?: string | undefined;
  /** The stage read from the question, else the profile (stage.ts). */
  level?: Stage | undefined;
}

export interface Reading {
  scope: Scope;
  /** The decision or topic the question is about, the case within it, and the options weighed. */
  decision?: Decision | undefined;
  case?: Case | undefined;
  topic?: Topic | undefined;
  /** Options of the decision the question names (two or more: it asks to choose). */
  options: DecisionOption[];
  majors: Major[];
  roles: Role[];
  occupations: Occupation[];
  aspect: Aspect | null;
  /** Other aspects the question asks beside the first ('累吗，以后往哪发展'): a job card answers these too. */
  alsoAsked?: Aspect[] | undefined;
  /** About the asker's own RIASEC result or the test. */
  aboutResult: boolean;
  /** A Holland code the question states ('我是SEC'). */
  code?: string | undefined;
  /** Which type letters the question names ('企业型'). */
  typesNamed: RiasecType[];
  interests: { like: RiasecType[]; dislike: RiasecType[] };
  /** Looking for a direction ('适合做什么', '能做什么工作'). */
  direction: boolean;
  slots: Slots;
  /** A usual move from a job the previous answer listed, when the question points at one. */
  move?: { role: Role; to: string; why: string } | undefined;
  /** A job title the asker typed that no job of the content bears: the jobs found are only its family. */
  unlistedTitle?: string | undefined;
  /** An outlet of a major the previous answer listed, when the question points at one. */
  outlet?: { major: Major; outlet: Major['outlets'][number] } | undefined;
  /**
   * Set when the question leans on the previous answer: its items, the one pointed at, and whether the subject is
   * the question's own ('那笔试呢' after 群面 turns to 笔试) rather than the one the conversation had.
   */
  followUp: {
    items: string[];
    pointed: string | null;
    previous: Reading | null;
    ownSubject?: boolean;
    /** A circumstance the follow-up adds to the choice before ('我家里条件一般'). */
    condition?: string;
    /** The one thing the follow-up changes of the previous question ('那如果在成都呢'), asked again with it. */
    slot?: SlotChange;
    /** The previous turn was declined for distress: the follow-up is answered with care and the hotline first. */
    afterDistress?: boolean;
  } | null;
  /** '那成都呢？' after '想去深圳工作，做什么好？': the previous question asked again about 成都, as answered. */
  restated?: string | undefined;
}

/** The decision's options the question weighs, named as written or in other words ('直接上班还是再读个PhD'). */
function optionsOfRoad(decision: Decision | undefined, question: string): DecisionOption[] {
  const said = optionsWeighed(decision, question);
  if (said.length >= 2) return said;
  const read = optionsWeighed(decision, readInContentWords(question));
  return read.length > said.length ? read : said;
}

const TYPE_WORDS: Record<RiasecType, RegExp> = {
  R: /现实型|实际型/,
  I: /研究型/,
  A: /艺术型/,
  S: /社会型/,
  E: /企业型|管理型/,
  C: /常规型|传统型|事务型/,
};
/** A type by its letter ('S排第一', 'R最低'), upper case and followed by what is said of it. */
const letterOf = (t: RiasecType) =>
  new RegExp(`(?<![A-Za-z])${t}(?![A-Za-z])(?=\\s*(?:型|排|分|最|得分|很|比较|高|低|第|项))`, 'u');
/** A Holland code the asker states ('我是SEC'): three different letters. */
const STATED_CODE = /(?<![A-Za-z])([RIASEC]{3})(?![A-Za-z])/;
export function statedCode(question: string): string | undefined {
  const code = STATED_CODE.exec(question)?.[1];
  return code && new Set(code).size === 3 ? code : undefined;
}
const ABOUT_RESULT =
  /(?:结合|根据|按照?|依据|从)(?:我的?)?(?:兴趣|性格)|测评|霍兰德|holland|riasec|兴趣代码|兴趣类型|我的类型|[现研艺社企常传][实究术会业规统]型|测出来|测试结果|(?:我的|我这个?|我这)(?:测评|兴趣)?(?:代码|结果)(?!出来了?没)|(?:我的|这)?(?:三|两|前两)个字母|(?:结果|报告)(?:推荐|说|显示|建议)(?:我|的)|(?<![A-Za-z])[RIASEC]{3}(?![A-Za-z])/i;
// '适合做什么' looks for a direction; '哪个更适合做互联网', '适合学医吗' name the direction and ask about it.
const DIRECTION =
  /适合(?:做|干|从事|学|读|报)?(?=什么|啥|哪|嘛)|适合我|(以后|将来|毕业后?)?(做|干)什么(比较)?好|能做什么|能干什么|做什么工作|(?<!是)什么工作|哪些.{0,4}(职业|工作|岗位|方向)|(职业|工作)方向|不知道.{0,6}(做|干)|迷茫|从哪里开始|(喜欢|适合|想做|热爱)的(工作|职业|方向|行业)|找.{0,4}方向|(?:大学|以后|将来|志愿)?(?:选|学|读|报|填)(?:什么|啥|哪些|哪个)专业|(?:以后|将来|毕业后?)(?:要|该|能|想)?(?:做|干)什么|不知道.{0,4}(?:喜欢|想要?|该)(?:什么|做什么|学什么)|什么都不想做|对什么都没(?:有)?兴趣/;
const asksDirection = (question: string) => DIRECTION.test(question) || plansAsked(question);
// '要不要', '喜不喜欢', '想不想', '愿不愿意', '考不考虑', '打不打算' ask; they rule nothing out.
const AVOID =
  /(?<![要喜想愿考打])(?:不想|不愿意?|不要|不喜欢|不考虑|不打算|讨厌|除了|排除掉?)(?:再|去|做|当|走|干|搞)?((?:(?!有没有|有什么|有哪些|有啥|还有|还能|什么|怎么|哪)[^，。,？?！!；;、的了吗呢也又不]){1,6})/g;
export const CITY =
  /北京|上海|广州|深圳|杭州|成都|南京|武汉|西安|苏州|重庆|天津|长沙|郑州|青岛|厦门|合肥|济南|沈阳|大连|昆明|宁波|福州|无锡|东莞|佛山|老家|家乡|一线城市|二线城市|三线城市|新一线/g;
// '考研二战' is a second sitting of the exam, not 研二 (a master's second year); '读研一年制' a length of study.
const STAGE = new RegExp(
  `高三|高考|${collegeYears('一二三四')}|(?<!考)研[一二三](?![战刷]|年制|年就)|博士|应届|刚毕业|毕业\\s*\\d+\\s*年|工作了?\\s*[\\d一二两三四五六七八九十]+\\s*年|已经工作|在职`,
  'u',
);

const factOf = (profile: ChatProfile, label: string) =>
  profile.facts?.find((f) => f.startsWith(`${label}：`))?.slice(label.length + 1);

/** A road taken once and closed: '保研没保上', '推免没成功', '选调没考上'. */
const MISSED = /(保研|推免|保送|选调)(?:没有?|未)(?:保|推|选|考)?(?:上|成功|通过)/u;

const MAJOR_PHRASE = /[\p{Script=Han}A-Za-z]{2,10}专业|专业是[\p{Script=Han}A-Za-z]{2,10}?(?=[，。,？?！!的]|$)/gu;

/** Seeing a doctor as a patient ('焦虑症看过医生', '去看心理医生'): a visit, not the job asked about. */
const SEEN_A_DOCTOR = /(?:看|看过|看了|找过?|问过?|去看)(?:心理|精神科|专科)?(?:医生|大夫)/gu;

/** Working beside a teacher ('跟老师做项目', '和导师做课题'): someone the asker works with, not the job asked about. */
const WORKS_WITH = /(?:跟|和|给|帮)(?:着)?(?:老师|导师|教授)/gu;

/** A job word used as a verb ('把中文简历翻译一下', '直接翻译过来'): an act on a text, not the job asked about. */
const AS_A_VERB = /翻译(?=一下|一遍|成|为|过来|过去)|(?:直接|逐字|机器)翻译/gu;

/** The post the employer moves the asker to ('调去前台', '调到仓库'): where they are sent, not a job they ask about. */
const MOVED_TO = /调(?:去|到)[^，。,？?！!；;]{1,8}/gu;

const OTHERS_WANT =
  /(?:父母|爸妈|爸爸|妈妈|家里人?|家人|亲戚)(?:都|一直|总是?|非|非得|硬|偏)?(?:要|让|逼|希望|想让|安排|叫)(?:我)?[^，。,？?！!；;]{1,10}/gu;

function slotsOf(kb: KnowledgeBase, question: string, profile: ChatProfile): Slots {
  // '不想当翻译也不想当老师', '除了翻译和老师': each thing ruled out on its own.
  const items = (found: string[]) => [
    ...new Set(
      found
        .flatMap((m) => m.replace(/^.*(?:的|是)(?=\p{Script=Han}{2})/u, '').split(/[和、或跟]|也|又|还/u))
        // '不想考公不想读研' lists two: the 不 that starts the second is not part of the first.
        // '不想进工厂', '不想留在北京': the place is what is ruled out, not going into it.
        .map((a) =>
          a
            .replace(
              /^(?:不想|不愿意?|不要|不当|不做|不干|再|去|做|当|走|干|搞|进(?!修|口)|待在|呆在|留在)+|[不没]$/gu,
              '',
            )
            .trim(),
        )
        // '除了平面设计还能做什么' leaves '能做什么' behind: a verb, not a thing ruled out.
        // Not 会计, 会展 or 要素: a job or a field that starts with the same character.
        .filter((a) => Array.from(a).length >= 2 && !/^(?:能|可以|会(?!计|展|务|员)|要(?!素)|还)/u.test(a))
        // '我什么都不想做' rules nothing particular out.
        .filter((a) => !/^我|什么|啥/u.test(a))
        // '调剂到了不喜欢的专业' dislikes the asker's own major, not majors as such: a bare kind rules nothing out.
        .filter((a) => !/^(?:专业|工作|岗位|职业|行业|方向)$/u.test(a)),
    ),
  ];
  // A ruled-out list read whole ('除了考研和当心理咨询师') wins over AVOID's short window of the same words, which
  // cuts it ('当心理') or runs past it ('考研想直接工').
  const lists = items(ruledOutLists(question));
  const windows = items([...question.matchAll(AVOID), ...question.matchAll(BOTH_RULED_OUT)].map((m) => m[1]!));
  const avoid = [...lists, ...windows.filter((a) => !lists.some((b) => a.startsWith(b) || b.startsWith(a)))];
  // '保研没保上': a one-time road already closed is ruled out like one said no to.
  const missed = MISSED.exec(question)?.[1];
  if (missed) avoid.push(missed);
  // A 高中生 has no major yet: '我想学计算机' is the one wished for.
  const highSchool = readStage(question, profile)?.level === 'high';
  const ownMajorName =
    factOf(profile, '专业') ??
    /(?:我是|我学|学)(?:的是)?([^，。,？?]{2,10}?)(?:专业|的|[，。,？?]|$)/.exec(question)?.[1];
  const age = askerAge(question);
  return {
    stage: STAGE.exec(question)?.[0] ?? factOf(profile, '年级') ?? factOf(profile, '目前阶段'),
    age: age ? Number(age) : undefined,
    cities: [...new Set(question.match(CITY) ?? [])],
    avoid,
    grades: /(差|低|高|多|过)了?\s*\d+\s*分|绩点\s*[\d.]+|GPA\s*[\d.]+|排名[^，。]{0,6}|\d+\s*分/i.exec(question)?.[0],
    tried: /(考了|试过|投了|面了|已经)[^，。,？?]{0,10}/.exec(question)?.[0],
    ownMajor: highSchool
      ? undefined
      : (studiedMajors(kb, question)[0] ?? (ownMajorName ? namedMajors(kb, ownMajorName)[0] : undefined)),
    ownJob: factOf(profile, '职业'),
    schooling: factOf(profile, '目前阶段'),
  };
}

export interface UnderstandInput {
  question: string;
  previousQuestions: readonly string[];
  previousAnswer: string;
  profile: ChatProfile;
}

/** A pattern found in the question other than after a negation ('不想考公' does not ask about 考公). */
function affirmed(re: RegExp, text: string): boolean {
  for (const m of text.matchAll(new RegExp(re.source, 'g'))) if (!negatedBefore(text, m.index)) return true;
  return false;
}

/** Reads one question on its own (no thread). */
export function readAlone(kb: KnowledgeBase, question: string, profile: ChatProfile): Reading {
  const scope = scopeOf(question);
  const stage = readStage(question, profile);
  // A job the asker rules out ('不想当老师', '除了翻译和老师') is not one to describe.
  // 'X专业' names a major, not a job ('财务管理专业' is not the 财务管理 role): its outlets answer for it.
  const own = counsellorInField(question)
    .replace(BOTH_RULED_OUT, '，')
    .replace(RULED_OUT, '，')
    .replace(MAJOR_PHRASE, '，')
    .replace(SEEN_A_DOCTOR, '，')
    .replace(WORKS_WITH, '，')
    .replace(AS_A_VERB, '，')
    // '学前教育是不是只能当幼师': the one way a named major is feared to lead is not the job asked about.
    .replace(namedMajors(kb, question).length ? ONLY_WAY : /$^/gu, '，');
  // A job the family presses for ('爸妈非要我当老师，我想做设计') is not the one to describe when the asker names
  // their own: the answer is about the asker's way, the family's wish is what it weighs against.
  const mine = own.replace(OTHERS_WANT, '，');
  const asked = namedJobs(kb, mine);
  // With no job of their own named but a way of their own said ('我想去做设计'), the family's job is not described.
  const ownWay = mine !== own && /我(?:自己)?(?:更|其实|还是)?(?:想|喜欢|要)/u.test(mine);
  const jobsNamed = asked.roles.length || asked.occupations.length || ownWay ? asked : namedJobs(kb, own);
  // A major named only as ruled out ('翻译和老师都不想做') is not one asked about; nor one in a list ruled out beside
  // the asker's own ('学日语的，除了翻译和外贸还能干啥' asks about 日语's other outlets, not 翻译's).
  const named = namedMajors(kb, question.replace(BOTH_RULED_OUT, '，'));
  const out = namedMajors(kb, ruledOutLists(question).join('，'));
  const kept = named.filter((m) => !out.includes(m));
  const majors = kept.length ? kept : named;
  // The entry read from the phrases, weighed against where the asker stands ('护理专业的学生，不想当护士' is no career
  // change at 30; '高三，不知道以后做什么' is about choosing a major).
  const target = targetForStage(kb, readOwnAsk(kb, question, slotsOf(kb, question, profile).avoid), stage, question, {
    direction: asksDirection(question),
    named: Boolean(majors.length || jobsNamed.roles.length || jobsNamed.occupations.length),
    letters: Boolean(profile.riasec) || statedInterests(question).like.length > 0,
  });
  // '我讨厌写代码，想做跟人打交道的工作': nothing found by phrase, the liking said of people chooses the topic.
  if (!target.decision && !target.topic && !majors.length && !jobsNamed.roles.length && !jobsNamed.occupations.length) {
    const leaning = leaningTopic(kb, question);
    if (leaning) target.topic = leaning;
  }
  // '找实习投了几十份都没回音': the internship's own entry for a general step of the search.
  target.topic = internshipTopic(kb, target.topic, question);
  // Nothing named: occupations whose title or majors carry the question's words ('软件开发' → 软件开发工程师).
  // Only for a question about jobs (a direction or an aspect of one), so '帮我分析下' finds no 分析师.
  // Not two places weighed ('成都还是重庆，哪个发展更好'): 发展 and 就业 say what the places are measured by.
  const aboutJobs =
    !placesWeighed(question) &&
    !plansAsked(question) &&
    (/职业(?!规划)|工作|岗位/.test(question) ||
      DIRECTION.test(question) ||
      ASPECTS.some(([, re]) => re.test(question)));
  // Interests said in words ('喜欢写东西') answer a direction question through the letters, not through job titles
  // that happen to share a word ('数学不好' is no question about 数学家).
  // Nor are the words of a dislike ('不太喜欢动脑子分析东西') a search for the jobs that do it (化学分析师).
  const stated = statedInterests(question);
  const byInterests = (DIRECTION.test(question) && stated.like.length > 0) || stated.dislike.length > 0;
  const searched =
    !aboutJobs ||
    byInterests ||
    jobsNamed.roles.length ||
    jobsNamed.occupations.length ||
    majors.length ||
    target.decision ||
    target.topic
      ? []
      : searchJobs(kb, own);
  // '学会计的除了做会计还能做什么': with a major named, the job ruled out is no card to open with; the major's other
  // outlets are what is asked.
  const outWords = majors.length ? ruledOutLists(question).join('，') : '';
  const wanted = (r: Role) => ![r.name, ...r.aliases].some((n) => Array.from(n).length >= 2 && outWords.includes(n));
  const jobs = {
    roles: outWords ? jobsNamed.roles.filter(wanted) : jobsNamed.roles,
    occupations: [...jobsNamed.occupations, ...nearTitle(searched, question)],
  };
  // '信贷客户经理' holds 销售's '客户经理' but is not 销售: its card is said as the nearest family, the title named.
  const unlisted = unlistedTitle(kb, own, jobs);
  // '会计师的晋升路线怎样' asks about the job's path, not about the workplace topic one short word of it reaches
  // (晋升答辩与绩效): a named job outweighs a topic found by a two-character word only. Not a circumstance asked
  // whether it bars the job ('乙肝能当老师吗', '听障能当程序员吗'): the circumstance is what is asked.
  if (
    target.topic &&
    (jobsNamed.roles.length || jobsNamed.occupations.length) &&
    onlyShortTrigger(target.topic, question) &&
    !(target.topic.circumstance && BARS_A_PATH.test(question))
  )
    delete target.topic;
  // '公司要把我从销售调去仓库还降薪，不同意就说我旷工': on a topic of the asker's own work (a dispute, a situation
  // at work) a job said only as who they are, or as the post they are being moved to, sets the scene; its card
  // describes nothing asked.
  if (target.topic?.area === 'workplace' && (jobs.roles.length || jobs.occupations.length)) {
    const beyond = namedJobs(kb, withoutBackground(mine).replace(MOVED_TO, '，'));
    if (!beyond.roles.length && !beyond.occupations.length) {
      jobs.roles = [];
      jobs.occupations = [];
    }
  }
  // '金融学专业毕业去向有哪些', '医药代表是干什么的': an entry found only by the name and the words of the ask is a
  // neighbour's; the major's outlets or the job's card answer.
  const alone = askedAlone(kb, question, target.topic ?? target.decision, {
    majors: majors.length,
    jobs: jobsNamed.roles.length + jobsNamed.occupations.length,
  });
  if (alone) {
    delete target.decision;
    delete target.case;
    delete target.topic;
  }
  const lettered = withoutJobLetters(kb, question);
  const typesNamed = (Object.keys(TYPE_WORDS) as RiasecType[]).filter(
    (t) => TYPE_WORDS[t].test(question) || letterOf(t).test(question),
  );
  const aspects = ASPECTS.filter(([, re]) => affirmed(re, question)).map(([a]) => a);
  const aspect = aspects[0] ?? (alone === 'outlets' ? 'outlets' : null);
  return {
    scope,
    ...target,
    options: optionsOfRoad(target.decision, question),
    majors,
    roles: jobs.roles,
    occupations: jobs.occupations,
    aspect,
    alsoAsked: aspects.slice(1),
    aboutResult: ABOUT_RESULT.test(lettered) || asksShape(question) || typesNamed.length > 0,
    code: statedCode(lettered),
    typesNamed,
    interests: statedInterests(question),
    direction: asksDirection(question),
    slots: { ...slotsOf(kb, question, profile), level: stage },
    unlistedTitle: unlisted,
    followUp: null,
  };
}

/** Whether the question weighs two cities against each other. */
function placesWeighed(question: string): boolean {
  const choice = readChoice(question);
  return Boolean(choice?.options.every((o) => Object.keys(CITY_INDUSTRY).some((city) => o.includes(city))));
}

/** Whether a reading has a subject of its own (something the answer can be about without the thread). */
export function hasSubject(r: Reading): boolean {
  return Boolean(r.decision || r.topic || r.majors.length || r.roles.length || r.occupations.length || r.aboutResult);
}

/**
 * Whether the topic's phrases found in the question are all two characters or fewer, and none of its sets of words
 * said apart is found ('去大厂做后端，应届年薪多少' says 大厂、应届 and 年薪 of the campus pay of big firms).
 */
function onlyShortTrigger(topic: Topic, question: string): boolean {
  const lower = question.toLowerCase();
  return (
    topic.triggers.filter((t) => saidIn(lower, t)).every((t) => Array.from(t).length <= 2) &&
    !apartHits([topic], lower, negatedBefore).length
  );
}
