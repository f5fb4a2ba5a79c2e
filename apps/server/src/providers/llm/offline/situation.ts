import { agePart } from './age.js';
import { relevance, withoutAvoided, type Part } from './parts.js';
import { payPart } from './pay.js';
import { placesPart } from './places.js';
import { routesPart } from './routes.js';
import { severancePart } from './severance.js';
import { stageTimingPart } from './stage-timing.js';
import { stageUnsaidPart } from './stage-unsaid.js';
import { stateYearsPart } from './state-years.js';
import type { DecisionOption } from './content/load.js';
import type { Reading } from './understand.js';

/**
 * What a counsellor adds for the asker's situation whatever the content entry answering the question: the entry
 * route of an occupation asked about (routes.ts), a pay figure stated (pay.ts), the place named (places.ts) and a
 * worry about age (age.ts). In the order they are said: age, pay, place, route.
 */
export function situationParts(question: string, previousQuestions: readonly string[], reading: Reading): Part[] {
  // An item a follow-up points at is its subject; otherwise a follow-up ('它难考吗') continues the occupation its
  // conversation asked about before.
  const pointed = reading.followUp?.pointed;
  const route = routesPart(
    pointed ? `${question}，${pointed}` : question,
    reading.followUp && !pointed ? previousQuestions.join('，') : undefined,
  );
  const pay = payPart(question, reading.followUp ? previousQuestions.at(-1) : undefined);
  // Two offers written as pay × months: which one's fixed year is larger, beside what each brings home.
  // A follow-up asking whether it is too late is weighed against the answer's own points (follow-meta.ts).
  const timing = reading.followUp ? null : stageTimingPart(question);
  return [
    timing,
    // '体制内干了八年要不要辞职出来': the years served and age of a state leaver, before any general talk about age.
    stateYearsPart(question, reading),
    agePart(question),
    pay,
    severancePart(question),
    placesPart(question),
    packagePart(question),
    route,
    // '我是学会计的，找工作有什么建议': a student and a graduate each in a line, and the one question (stage-unsaid.ts).
    stageUnsaidPart(question, previousQuestions, reading),
  ].filter((p): p is Part => p !== null);
}

/** A monthly pay and the months a year it is paid, as offers are written: '20k*15', '18k×13', '2万 14薪', '20k 15薪'. */
const PACKAGE = /(\d+(?:\.\d+)?)\s*([kK千w万Ww])\s*(?:[*×xX乘]\s*(\d{2})(?!\d)|(\d{2})\s*薪)/gu;

/** '30', '29.9': a sum in 万, without trailing zeros. */
const wan = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Two or more offers written as pay × months ('base 20k 15薪 和 base 23k 13薪哪个多'): a counsellor works out the
 * fixed yearly part of each before anything else, so the comparison starts from the asker's own numbers.
 */
export function packagePart(question: string): Part | null {
  const offers = [...question.matchAll(PACKAGE)].map((m) => {
    const monthly = Number(m[1]) / (/[wW万]/u.test(m[2]!) ? 1 : 10);
    const months = Number(m[3] ?? m[4]);
    return { monthly, months, year: monthly * months };
  });
  if (offers.length < 2 || offers.some((o) => !o.monthly || o.months < 12 || o.months > 24)) return null;
  const sums = offers.map((o) => `${wan(o.monthly)} 万 × ${o.months} 个月 = ${wan(o.year)} 万`);
  const years = offers.map((o) => o.year);
  const gap = Math.max(...years) - Math.min(...years);
  const best = offers.findIndex((o) => o.year === Math.max(...years));
  const verdict =
    gap < Math.max(...years) * 0.03
      ? '两边一年的固定部分几乎一样，差别要看公积金、加班和能学到的东西。'
      : `第 ${best + 1} 个一年的固定部分多 ${wan(gap)} 万。`;
  return {
    heading: '### 按你给的数字先算一年的固定部分',
    lines: [
      `- ${sums.join('；')}。${verdict}`,
      '- 多出的月数如果是年终奖或绩效、要看考核，就按保守的月数再算一遍；公积金按基数和比例另算，加进去再比。',
    ],
    from: '你给的薪资数字',
  };
}

/**
 * Someone being asked to pay to get a job, short of money (a poor family, unpaid wages) or worn down, is not offered a
 * paid service: it would read as one more demand for money.
 */
// Asked whether a paid course is worth it ('考研要不要报班', '自学还是报班'): an answer that ends on our own course
// would not be an honest one.
const NO_SALE =
  /家里(?:条件)?(?:很|比较|特别|太)?(?:差|穷|困难)|家境|贫困|困难生|低保|拖欠|欠薪|(?:不给|不发|拖着?|拖了)[^，。？]{0,8}工资|交钱|先交|培训费|押金|诈骗|骗局|骗子|收费|没钱|工资只有|坚持不下去|撑不下去|负债|欠债|网贷|报班|培训班|辅导班|网课.{0,4}(?:值|有用|靠谱)|(?:机构|课程).{0,4}(?:值不值|有没有用|有用吗|靠谱吗)|自学还是|找中介|中介还是|还是中介|diy/iu;

/** Everyday ways of saying what a service is named for ('下一份工作怎么找' is 求职). */
const SAID_AS: Array<[RegExp, string]> = [
  [/找工作|工作.{0,4}(怎么|如何)?找|下一份工作|找不到工作|投简历|秋招|春招|offer/i, '求职'],
  [/读研|研究生|上岸/, '考研'],
  [/公务员|事业编|编制|选调/, '考公'],
];

/**
 * A question on an exam's facts (when it is held, what it tests, who may sit it, what a line or a rule means) asks
 * for the fact, not for help preparing: a course closing that answer would sell what was not asked for.
 */
const EXAM_FACT =
  /几月|什么时候|啥时候|哪天|时间线?是|多少分|分数线|国家线|自划线|几门|几科|有效期|报考条件|报名条件|资格|区别|是什么|是啥|怎么办理|怎么认定|认定|能不能报|能报吗|可以报吗|能考吗|占比|权重|几个志愿|规则|流程|查什么|查哪些|多久|几年|几道|几类|分几|还能(?:调剂|报|考|申请)|(?:要|需要|必须)(?:发|有)(?:论文|文章|paper)|认可吗|承认吗|难吗|难不难/u;
const ASKS_PREP = /怎么准备|如何准备|备考|复习|怎么学|提分|规划|计划|刷题|冲刺|怎么练|报班|辅导|来得及|要准备/u;
/** Services that sell a course for one exam, or help with the paper a rule asks for. */
const COURSES = /考研培训|考公考编|语言培训|竞赛辅导|论文辅导/u;
/** The general service, which a question on one road (考研, 考公, 留学…) does not ask for. */
const GENERAL = /职业规划/u;

const ROADS = [
  /考研|读研|研究生/u,
  /考公|考编|公务员|编制|事业单位|选调/u,
  /留学|出国/u,
  /语言|雅思|托福|英语/u,
  // 论文辅导 for a thesis or a paper, not for '读博毕业' sharing 毕业 with 毕业论文.
  /论文|发表|期刊|开题|答辩|文献|小论文/u,
  /竞赛|比赛|大赛|挑战杯|建模/u,
  /实习/u,
];

/**
 * Whether a paid service may close this answer: only when what it does meets what the question is about (a word of
 * the service in the question or the entry answering it: 简历 for 求职陪跑, 考研 for 考研培训), and not for the
 * situations above, nor for what the asker ruled out.
 */
export function mayOffer(service: { label: string; description: string }, question: string, reading: Reading) {
  // A case says what the question is about more narrowly than its decision's title ('双非要不要考研提升学历' under
  // 双非、二本求职 is about 考研, not job hunting).
  const asked = [question, reading.case?.title ?? reading.decision?.title, reading.topic?.name]
    .filter(Boolean)
    .join('，');
  const about = [asked, ...SAID_AS.filter(([re]) => re.test(asked)).map(([, word]) => word)].join('，');
  // A service named for one road (考研培训, 考公考编) only where that road is asked about: '培训班靠谱吗' from
  // someone changing careers shares a word with 考研培训, not a need.
  const road = ROADS.find((re) => re.test(service.label));
  if (road && !road.test(about)) return false;
  // '考公报名的时候专业怎么选岗位' is about that road: a general planning service shares only 专业 with it.
  if (GENERAL.test(service.label) && ROADS.some((re) => re.test(about))) return false;
  if (COURSES.test(service.label) && EXAM_FACT.test(question) && !ASKS_PREP.test(question)) return false;
  return (
    relevance(`${service.label}，${service.description}`, about) > 0 &&
    !NO_SALE.test(question) &&
    // '不想考公' and a 考公 course.
    withoutAvoided([`${service.label}${service.description}`], reading.slots.avoid).length > 0
  );
}

/**
 * A service for an option the position advised against ('考研培训' beside '我更建议你选就业'): what it sells is the
 * other road, so it does not close the answer.
 */
export function againstPosition(
  service: { label: string; description: string },
  picked: DecisionOption | null | undefined,
  reading: Reading,
): boolean {
  if (!picked || reading.options.length < 2) return false;
  const sells = (o: DecisionOption) =>
    [o.name, ...o.aliases].some(
      (n) => Array.from(n).length >= 2 && `${service.label}${service.description}`.includes(n),
    );
  return reading.options.some((o) => o !== picked && sells(o)) && !sells(picked);
}
