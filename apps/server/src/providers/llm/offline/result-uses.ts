import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { bothTypesPart, majorsFor } from './matches.js';
import { bullets, numbered, type Part } from './parts.js';
import { fitScore, readResult, type ResultReading } from './result.js';
import { aboutResultPart, aboutResultUse } from './result-about.js';
import { shapePart } from './result-shape.js';
import { tieChoiceLines } from './tie-choice.js';
import type { Reading } from './understand.js';

/*
 * The asker's result applied to one use: a master's, 专升本, a side job, or two letters level in the scores. What a
 * master's offers differs from what an undergraduate major does (professional degrees, work-experience rules), and a
 * side job from a career, so the general list of jobs and undergraduate majors gives way to the use's own.
 */

/** What the result is being used for, when the question applies it to one thing; null when it asks what it means. */
const USES: Array<[RegExp, string]> = [
  [/副业|兼职|业余|下班后/u, '找副业'],
  [/专升本|升本/u, '专升本选专业'],
  [/分流|大类/u, '大类分流选专业'],
  [/辅修|双学位|第二学位|双学士|微专业/u, '选辅修或双学位'],
  // Choosing a master's, not being a master's student ('我是研究生，结果说明什么').
  [
    /读研|考研|跨考|保研|(?:读|考|选|报|申)[^，。？?]{0,6}(?:研究生|硕士)|(?:研究生|硕士)[^，。？?]{0,4}(?:读|考|选|报)/u,
    '选读研方向',
  ],
  [/留学|出国读|出国念/u, '选留学方向'],
  [/考公|公务员|考编|体制内|事业单位/u, '看考公考编'],
  [/创业|做生意|开店/u, '看创业'],
];

const namedUse = (question: string) => USES.find(([re]) => re.test(question))?.[1] ?? null;

export function resultUse(reading: Reading, question: string): string | null {
  const named = namedUse(question);
  if (named) return named;
  const about = aboutResultUse(question);
  if (about) return about;
  const role = reading.roles[0];
  if (role && /适合|匹配|合适|能做|能当/u.test(question)) return `看${role.name.replace(/（.*?）/u, '')}这条路`;
  return null;
}

const asksUpgradeStudy = (question: string) => namedUse(question) === '专升本选专业';

/**
 * Master's programmes by the interest they use most: professional degrees first, as most students choose among
 * them. Conditions named are those of the national admissions rules (MBA and MPA ask for work experience).
 */
const GRADUATE: Record<RiasecType, string> = {
  R: '工程类专业学位（机械、电子信息、能源动力、土木水利、交通运输等）和农业硕士，做的是看得见的设备、工程和现场',
  I: '理工科学术型硕士（数学、物理、化学、生物、计算机）、应用统计硕士和公共卫生硕士，以研究和分析为主',
  A: '艺术硕士（美术与书法、设计、音乐、戏剧与影视）、新闻与传播硕士、翻译硕士和中文类学术型硕士，以作品和表达为主',
  S: '教育硕士（学科教学、心理健康教育、小学教育）、社会工作硕士、应用心理硕士和国际中文教育硕士，天天和人打交道',
  E: '法律硕士（非法学）、金融硕士和新闻与传播硕士；MBA、MPA 一般要求本科毕业后工作三年左右再考，适合以后再读',
  C: '会计硕士（MPAcc）、审计硕士、税务硕士和图书情报硕士，规则清楚、讲究细致，多数考管理类或经济类联考',
};

/** The master's directions the strongest letters lead to, with what changing field costs from the asker's major. */
function graduatePart(order: readonly RiasecType[], own: Major | undefined, abroad: boolean): Part {
  const lines = order.slice(0, 3).map((t) => `**${RiasecNames[t]}**：${GRADUATE[t]}。`);
  const from = own ? `从${own.name}出发` : '从本科专业出发';
  const closing = abroad
    ? `出国读硕士方向相近，授课型硕士多为一到两年；${from}申请对口方向更容易，录取看本科成绩、语言成绩和相关经历，回国求职看专业是否对口和学校排名。`
    : `考研时${from}，先看同一学科门类里贴近前两种兴趣的方向，跨考成本最低；跨门类要补初试专业课，复试也会问为什么换方向。`;
  return {
    heading: '### 按你的兴趣看读研方向',
    lines: [...numbered(lines), closing],
    from: '你的测评得分与研究生专业学位目录',
  };
}

/** 专升本: majors that fit the letters, those in the asker's own field first, and the rule that narrows them. */
function upgradePart(kb: KnowledgeBase, order: readonly RiasecType[], own: Major | undefined, ownText: string): Part {
  const field = own?.group ?? '';
  const near = (m: Major) =>
    (field && m.group === field) || [...m.name].filter((ch) => ownText.includes(ch)).length >= 2 ? 1 : 0;
  const majors = majorsFor(kb, order, 30)
    .map((m, i) => ({ m, i, n: near(m) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 4)
    .map(({ m }) => `**${m.name}**（${m.riasec}）：${m.summary}`);
  return {
    heading: '### 专升本可以报的方向',
    lines: [
      '多数省份的统招专升本只能报与专科专业相同或相近的本科专业，先查本省当年的专业对照表，再在能报的范围里按兴趣挑。',
      ...bullets(majors),
    ],
    from: '你的测评得分与专业资料',
  };
}

/** The study part for a question that applies the result to a master's or to 专升本; null for any other. */
function studyPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  order: readonly RiasecType[],
  profile: ChatProfile,
): Part | null {
  const own = reading.slots.ownMajor;
  // A 专科 major ('机电一体化技术') is often not in the catalogue: its name still says which majors are near.
  const ownText = profile.facts?.find((f) => f.startsWith('专业：'))?.slice(3) ?? '';
  if (asksUpgradeStudy(question)) return upgradePart(kb, order, own, ownText);
  const use = namedUse(question);
  if (use === '选读研方向' || use === '选留学方向') return graduatePart(order, own, use === '选留学方向');
  return null;
}

/** Side jobs people take on beside work or study, by the interest they use most. */
const SIDE_JOBS: Record<RiasecType, string> = {
  R: '上门维修与安装（家电、电脑装机、智能家居）、手工制作拿到网店或市集卖、同城跑腿配送',
  I: '中学数理化家教、数据分析或编程外包接单、写科普和产品测评类内容',
  A: '文案和新媒体写作、插画与设计接单、视频剪辑、摄影跟拍、做自己的自媒体账号',
  S: '家教与课程辅导、兴趣课或运动培训（按项目考相应证书）、陪诊和社区活动类服务',
  E: '社群团购和电商带货、二手转卖、兼职销售或渠道代理，靠谈客户和经营赚钱',
  C: '小微企业兼职记账（要有会计基础）、数据录入与标注、表格和 PPT 整理、文字校对',
};

/** Side jobs for the strongest letters, and what to check before taking one on. */
function sideJobPart(order: readonly RiasecType[]): Part {
  return {
    heading: '### 按你的兴趣挑副业',
    lines: [
      ...bullets(order.slice(0, 3).map((t) => `**${RiasecNames[t]}**：${SIDE_JOBS[t]}。`)),
      '先挑一两样每周能稳定投入几个小时的试一个月，记下收入和花的时间，再决定加码还是换。',
      '接单前看清劳动合同里的兼职和竞业条款；公务员和事业单位人员兼职经商有明确限制，先查本单位规定。',
    ],
    from: '你的测评得分',
  };
}

/**
 * Asking what two level letters mean ('两个字母分数一样', '前两项差不多'), or naming the two ('现实型和研究型一样高',
 * 'I和R差不多', '研究型和常规型都很高').
 */
const ASKS_TIE =
  /(?:分数?|得分|字母|两项|两个)[^，。？?]{0,6}(?:一样|相同|并列|差不多|接近|持平|就差|只差)|并列|平分|(?:型|(?<![A-Za-z])[RIASEC])(?:和|跟|与)[^，。？?]{0,4}?(?:型|[RIASEC](?![A-Za-z]))(?:分数?|得分)?(?:一样|相同|差不多|接近|持平|都(?:很|挺|比较|特别)?高)/u;
/** Within this many points two letters are read as level. */
const LEVEL = 5;

/** The two nearest of the asker's strongest letters, read as level: neither outranks the other. */
function tiePart(kb: KnowledgeBase, reading: Reading, question: string, result: ResultReading): Part[] {
  const top = result.order.slice(0, 3);
  const gaps = [0, 1].map((i) => ({ i, gap: result.score(top[i]!) - result.score(top[i + 1]!) }));
  const { i, gap } = gaps.reduce((a, b) => (b.gap < a.gap ? b : a));
  const [a, b] = [top[i]!, top[i + 1]!];
  const [na, nb] = [RiasecNames[a], RiasecNames[b]];
  const level =
    gap === 0
      ? `${na}和${nb}都是 ${result.score(a)}%，分数一样`
      : `${na}（${result.score(a)}%）和${nb}（${result.score(b)}%）只差 ${gap} 分`;
  const lines = [
    `**你的结果里，${level}。**${gap < LEVEL ? '相差这么小，代码里谁排前面带有偶然性，两种兴趣可以看成并列，两者都算你的主要兴趣，不必只认一个。' : `相差 ${gap} 分已经不算并列，${na}排在前面；不过两者都在你的前三里，可以结合着看。`}`,
    `拿不准时，回想最近一年里让你做得最投入的两三件事，看它们更靠${na}（${kb.types.get(a)?.keywordsZh.slice(0, 2).join('、') ?? ''}）还是${nb}（${kb.types.get(b)?.keywordsZh.slice(0, 2).join('、') ?? ''}）；也可以隔几个月认真重测一次，看顺序是否稳定。`,
  ];
  // Level letters asked about with two fields to choose between ('选工科还是理科'): the position comes first.
  const position = gap < LEVEL ? tieChoiceLines(kb, question, result, [a, b]) : null;
  if (position) lines.unshift(...position);
  const tie: Part = { heading: `### ${na}和${nb}分数接近怎么看`, lines, from: '你的测评得分' };
  const both = bothTypesPart(kb, reading, '', [a, b]);
  return both ? [tie, both] : [tie];
}

/** Saying the result changed between two tests ('从SAE变成SEC了', '隔了一年结果变了'). */
const ASKS_CHANGE = /(?:结果|代码|类型|字母)[^，。？?]{0,8}(?:变了|变成|变化|不一样了|不同了)|变成了?[RIASEC]{3}/iu;

/** Two results compared: the letters both hold are the steady part, the rest moved with the asker's experience. */
function changePart(question: string, result: ResultReading): Part {
  const codes = [...question.toUpperCase().matchAll(/(?<![A-Z])([RIASEC]{3})(?![A-Z])/gu)].map((m) => m[1]!);
  const earlier = codes.find((c) => c !== result.code);
  const kept = earlier ? [...result.code].filter((l) => earlier.includes(l)) : [];
  const names = (ls: readonly string[]) => ls.map((l) => RiasecNames[l as RiasecType]).join('、');
  const lines = [
    '**两次结果不同很正常：兴趣会随经历和所处阶段变化，十几二十岁时尤其明显，新的课程、实习和身边的人都会改变你愿意做的事。**',
    earlier && kept.length
      ? `你之前是 ${earlier}，现在记录里是 ${result.code}：两次都有的${names(kept)}最稳定，是更可信的主干；变化的那个字母，看最近一年的经历能不能解释它。`
      : `以你记录里最近这次的 ${result.code} 为准，前两个字母（${names([...result.code.slice(0, 2)])}）最值得看；和以前的结果对照，两次都出现的字母最可信。`,
    '哪次更代表现在的你：以心情平稳、按真实喜好认真作答的那一次为准；拿不准就隔几个月再测一次，看哪些字母留下来。',
  ];
  return { heading: '### 测评结果前后变了怎么看', lines, from: '你的测评得分' };
}

/**
 * Three or more majors weighed at once ('分流 机械 电气 材料 选哪个'): where each leads, and with a result, the one
 * whose code is nearest the asker's strongest letters (wider outlets break a tie). Two are weighed by major-choice.
 */
export function majorsWeighedPart(kb: KnowledgeBase, reading: Reading, profile: ChatProfile): Part | null {
  const majors = reading.majors.slice(0, 5);
  if (majors.length < 3) return null;
  const lines = majors.map(
    (m) =>
      `- **${m.name}**（${m.riasec}）：毕业生常去${m.outlets
        .slice(0, 3)
        .map((o) => o.name)
        .join('、')}。`,
  );
  const r = profile.riasec ? readResult(profile.riasec) : null;
  if (r) {
    const [best, next] = [...majors].sort(
      (a, b) => fitScore(r.order, b.riasec) - fitScore(r.order, a.riasec) || b.outlets.length - a.outlets.length,
    );
    const even = next && fitScore(r.order, next.riasec) === fitScore(r.order, best!.riasec);
    lines.push(
      even
        ? `按你的兴趣代码 ${r.code}，${best!.name}和${next.name}一样契合；${best!.name}的去向更多，我更倾向${best!.name}。`
        : `按你的兴趣代码 ${r.code}，${best!.name}（${best!.riasec}）最契合，我更倾向${best!.name}。`,
      '名额和绩点排名是硬条件：把最倾向的放第一志愿，后面按够得着又能接受的排。',
    );
  }
  return { heading: '### 这几个专业分别通向哪里', lines, from: '专业资料' };
}

/** The spread of the scores or two level letters, when the question asks about it ('分数都差不多'); empty otherwise. */
export function levelParts(kb: KnowledgeBase, reading: Reading, question: string, profile: ChatProfile): Part[] {
  if (!profile.riasec) return [];
  const result = readResult(profile.riasec);
  const shape = shapePart(kb, question, result);
  if (shape) return [shape];
  return ASKS_TIE.test(question) ? tiePart(kb, reading, question, result) : [];
}

/** The parts for a question that applies the result to one use; empty for any other. */
export function usesParts(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  order: readonly RiasecType[],
  profile: ChatProfile,
): Part[] {
  const result = profile.riasec ? readResult(profile.riasec) : null;
  const shape = result && shapePart(kb, question, result);
  if (shape) return [shape];
  const about = result && aboutResultPart(kb, question, result);
  if (about) return [about];
  if (result && ASKS_TIE.test(question)) return tiePart(kb, reading, question, result);
  if (result && ASKS_CHANGE.test(question)) return [changePart(question, result)];
  if (namedUse(question) === '找副业') return [sideJobPart(order)];
  const weighed = majorsWeighedPart(kb, reading, profile);
  if (weighed) return [weighed];
  const study = studyPart(kb, reading, question, order, profile);
  return study ? [study] : [];
}
