import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { RiasecSnapshot } from '../llm.provider.js';

/**
 * The asker's result read from the scores alone: the strong letters are the three highest (ties with the
 * third kept), the weak ones the lowest (ties kept). Nothing here looks at the question's words.
 */
export interface ResultReading {
  code: string;
  /** Highest first. */
  order: RiasecType[];
  strong: RiasecType[];
  weakest: RiasecType[];
  score: (t: RiasecType) => number;
}

export function readResult(r: RiasecSnapshot): ResultReading {
  const score = (t: RiasecType) => Math.round(r.percent[t] ?? 0);
  const order = [...RIASEC_TYPES].sort((a, b) => score(b) - score(a) || r.order.indexOf(a) - r.order.indexOf(b));
  const third = score(order[2]!);
  const low = score(order.at(-1)!);
  const strong = order.filter((t) => score(t) >= third);
  // A type both among the strongest and the lowest (all scores equal) is called neither.
  const weakest = order.filter((t) => score(t) === low && !strong.includes(t));
  return { code: r.hollandCode, order, strong, weakest, score };
}

const named = (t: RiasecType, score?: number) => `${RiasecNames[t]}${score === undefined ? '' : `（${score}%）`}`;
export const joinZh = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items.at(-1)}`;

/** Within this many points from the highest to the lowest, the six scores are read as flat. */
const FLAT = 10;
/** The first letter this many points above the second stands alone: the code's other two are only the next. */
const PEAK = 25;

/**
 * How the scores are spread: all six close together ('flat'), one far above the rest ('peak'), or anything else.
 * A code is three letters whatever the spread, so a flat or single-peaked result said as "the three highest"
 * would claim an order or a strength the scores do not show.
 */
export function shapeOf(r: ResultReading): 'flat' | 'peak' | 'spread' {
  const [first, second] = [r.score(r.order[0]!), r.score(r.order[1]!)];
  if (first - r.score(r.order.at(-1)!) <= FLAT) return 'flat';
  return first - second >= PEAK ? 'peak' : 'spread';
}

/** One sentence that states the result correctly: the strongest types first, the lowest last. */
export function resultSentence(reading: ResultReading): string {
  const shape = shapeOf(reading);
  const [high, low] = [reading.score(reading.order[0]!), reading.score(reading.order.at(-1)!)];
  if (shape === 'flat')
    return `你的兴趣代码是 ${reading.code}，不过六种得分都在 ${low}%–${high}% 之间，最高和最低只差 ${high - low} 分：没有哪一种明显领先，代码里字母的先后参考意义不大。`;
  if (shape === 'peak') {
    const [lead, next] = [reading.order[0]!, reading.order[1]!];
    return `你的兴趣代码是 ${reading.code}，但真正突出的只有${named(lead, high)}，排第二的${named(next, reading.score(next))}比它低 ${high - reading.score(next)} 分；代码的后两个字母只是其余几种里相对靠前的。`;
  }
  const strong = joinZh(reading.strong.map((t) => named(t, reading.score(t))));
  const parts = [`你的兴趣代码是 ${reading.code}，得分最高的是${strong}`];
  if (reading.weakest.length)
    parts.push(`${joinZh(reading.weakest.map((t) => named(t, reading.score(t))))}得分最低，不是你的主要兴趣`);
  return `${parts.join('；')}。`;
}

/** Letters an occupation or major code shares with the asker's strong types, in the code's order. */
export function sharedStrong(reading: ResultReading, code: string): RiasecType[] {
  return [...code].filter((l): l is RiasecType => reading.strong.includes(l as RiasecType));
}

/** How well a Holland code fits the asker: earlier letters of both count more. */
export function fitScore(order: readonly RiasecType[], code: string): number {
  const top = order.slice(0, 3);
  return [...code].reduce((sum, letter, i) => {
    const rank = top.indexOf(letter as RiasecType);
    return rank < 0 ? sum : sum + (3 - rank) * (3 - Math.min(i, 2));
  }, 0);
}

/** Interests a question states in words ('喜欢动手', '和人打交道'), as RIASEC letters, in the order found. */
const STATED: Array<[RiasecType, RegExp]> = [
  ['R', /动手|手工|修理|修东西|拆装|机器|设备|户外|实操|做东西|组装|做饭|做菜|烹饪|烘焙|做甜点/],
  ['I', /分析|研究|数据|数学|逻辑|钻研|科研|解决难题|思考|编程|写代码/],
  [
    'A',
    /画画|绘画|设计|创作|写作|写东西|写文章|码字|文字|讲故事|艺术细胞|艺术|音乐|摄影|拍照|拍视频|剪视频|剪辑|创意|表达/,
  ],
  ['S', /和人打交道|与人打交道|跟人打交道|[和跟与]人相处|帮助(别)?人|教别人|教人|讲课|带小孩|照顾|沟通|聊天|助人|陪伴/],
  [
    'E',
    /领导|管人|管理|带团队|组织活动|组织|安排事情|安排活动|策划|统筹|协调|销售|卖东西|做生意|谈判|说服|创业|赚钱|影响别人/,
  ],
  ['C', /细致|整理|规律|按部就班|表格|数字|记账|做账|稳定|条理|规则明确/],
];
/**
 * Said no to just before: '讨厌写代码', '不想和人打交道'. '不怕/不介意/不排斥 X' says no to the no, so X is not disliked;
 * '比起 X，更喜欢 Y' puts X below Y, and X counts as the one not wanted.
 */
const NEGATED =
  /(不(?!怕|介意|排斥|反感|讨厌|抗拒|在乎)|(?<![特分区告差级类识个性派])别|(?<!不)讨厌|不(?:太|怎么|大)?喜欢|不想|不擅长|没兴趣|比起|与其|相比于?)[^，。,；;]{0,4}$/;
/** Said just before a thing: '不会画画', '不太会写代码' is a skill not yet had, not a dislike. */
const CANNOT_BEFORE = /不(?:太|怎么)?会$/;
/** Said of a thing right after it: '数学不好', '沟通很差' is a weakness, not a liking. */
const WEAK_AFTER = /^(?:很|太|比较|特别|非常)?(?:不好|不行|差|烂|一般|不擅长|不感兴趣)/;

/** The words jobs are described in for what people say they like ('写东西' → 写作、编辑). */
const JOB_WORDS: Array<[RegExp, string]> = [
  [/写东西|写文章|写作|码字|看书|读书|文字|讲故事/, '写作 文字 编辑 内容 撰写'],
  [/画画|绘画|设计|创意/, '绘画 插画 设计 美术 视觉'],
  [/动手|手工|修理|修东西|拆装|组装|做东西/, '维修 安装 设备 机械 操作'],
  [/做饭|做菜|烹饪|烘焙|做甜点/, '厨师 烘焙 面包 餐饮 烹饪'],
  [/摄影|拍照|拍视频|剪视频|剪辑/, '摄影 摄像 剪辑 影视 视频'],
  [/和人打交道|与人打交道|跟人打交道|沟通|聊天/, '沟通 客户 服务 咨询 接待'],
  [/帮助(别)?人|照顾|陪伴|助人|教别人|教人|讲课|带小孩/, '帮助 照护 辅导 教学 培训'],
  [/分析|研究|数据|钻研|逻辑/, '分析 数据 研究 调查'],
  [/数学|计算|算法|统计|算数/, '数学 统计 数据 建模 精算'],
  [/编程|写代码|程序/, '软件 程序 开发 计算机 代码'],
  [/组织|安排|策划|统筹|协调|领导|带团队/, '组织 协调 管理 策划 活动'],
  [/整理|表格|记账|做账|细致|条理/, '整理 记录 核对 档案 财务'],
];

/** Job words for the likings a question states, so matches can be ranked by what the asker said they enjoy. */
export function interestWords(question: string): string[] {
  return JOB_WORDS.filter(([re]) => re.test(question)).flatMap(([, words]) => words.split(' '));
}

/** A type's name ('研究型很低') reports a score, it does not say what the asker likes doing. */
const TYPE_NAME = /[现实研艺社企常传管事][实究术会业规统理务]型/g;

export function statedInterests(asked: string): { like: RiasecType[]; dislike: RiasecType[] } {
  const question = asked.replace(TYPE_NAME, '，');
  const like: RiasecType[] = [];
  const dislike: RiasecType[] = [];
  for (const [letter, pattern] of STATED) {
    const global = new RegExp(pattern.source, 'g');
    for (const m of question.matchAll(global)) {
      // '数学不好' says what the asker is weak at: neither a liking nor a dislike.
      if (WEAK_AFTER.test(question.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
      // '不会画画' says what the asker cannot do yet: neither a liking nor a dislike.
      if (CANNOT_BEFORE.test(question.slice(Math.max(0, m.index - 3), m.index))) continue;
      // '不太喜欢动脑子分析': the negation may stand a few words before the thing it negates.
      const list = NEGATED.test(question.slice(Math.max(0, m.index - 9), m.index)) ? dislike : like;
      if (!list.includes(letter)) list.push(letter);
    }
  }
  return { like: like.filter((l) => !dislike.includes(l)), dislike };
}
