import type { ChatProfile } from '../llm.provider.js';
import type { Choice } from './choice-read.js';
import { codeOf } from './job-choice.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import { fitScore, readResult } from './result.js';

/*
 * '我比较内向，做运营还是销售', '我坐不住，行政和销售选哪个': two kinds of work weighed by what the asker says they are
 * like. Each trait bears on what a job asks day to day (talking to strangers, sitting with one task, getting details
 * right, carrying targets), so the position is the job whose daily demands the traits meet, with when the other
 * one wins. Their interest result, when known, is said beside it: it measures what they like, not how they work.
 */

/** What a job asks of the person day to day. */
type Demand = 'talk' | 'focus' | 'detail' | 'pressure' | 'move' | 'steady' | 'patience';

const DEMAND_SAID: Record<Demand, string> = {
  talk: '天天和人沟通、主动开口',
  focus: '沉下心琢磨方案、数据或作品',
  detail: '细致地核对、不出错',
  pressure: '扛指标和业绩压力',
  move: '外出跑动、见客户',
  steady: '收入和节奏比较稳定',
  patience: '耐心地反复处理同类问题',
};

/** Families of work by the words that name them, with what each asks most (strongest first). */
const FAMILIES: Array<{ words: RegExp; asks: Demand[] }> = [
  { words: /销售|电销|中介|经纪人|地推|商务拓展|bd|招商|客户经理/iu, asks: ['talk', 'pressure', 'move'] },
  { words: /客服/u, asks: ['talk', 'patience', 'pressure'] },
  { words: /运营/u, asks: ['detail', 'focus'] },
  { words: /行政|文员|前台|助理|档案|内勤/u, asks: ['detail', 'steady', 'patience'] },
  { words: /会计|财务|出纳|审计|税务/u, asks: ['detail', 'focus', 'steady'] },
  { words: /测试/u, asks: ['detail', 'focus', 'patience'] },
  { words: /程序员|开发|前端|后端|算法|码农|工程师/u, asks: ['focus', 'detail'] },
  { words: /设计|美工|插画|剪辑/u, asks: ['focus'] },
  { words: /数据分析|分析师|研究员|科研/u, asks: ['focus', 'detail'] },
  { words: /产品经理|项目经理/u, asks: ['talk', 'pressure'] },
  { words: /hr|人力|人事|招聘/iu, asks: ['talk', 'patience'] },
  { words: /教师|老师|辅导员|培训师/u, asks: ['talk', 'patience'] },
  { words: /护士|护理/u, asks: ['patience', 'pressure', 'detail'] },
  { words: /药剂师|药师|检验/u, asks: ['detail', 'steady'] },
  { words: /市场|推广|营销|品牌|公关|记者/u, asks: ['talk', 'move'] },
];

/** The traits askers say of themselves, each with the demands it meets and strains, and what would overturn it. */
const TRAITS: Array<{ name: string; words: RegExp; helps: Demand[]; strains: Demand[]; unless: string }> = [
  {
    name: '内向',
    words:
      /内向|社恐|[iI]人|不(?:太)?爱说话|话少|不善言辞|不善(?:于)?(?:交际|沟通|表达)|不(?:太)?会(?:跟|和)人(?:沟通|打交道)|不爱社交|怕和人打交道/u,
    helps: ['focus', 'detail'],
    strains: ['talk'],
    unless: '你的内向只是在陌生场合拘谨，熟悉以后和人一对一聊得开，也愿意练',
  },
  {
    name: '外向',
    words: /外向|[eE]人|(?<![不没])(?:喜欢|爱)(?:和|跟)人(?:打交道|聊天|沟通)|(?<![不没])(?:喜欢|爱)聊天|自来熟|话多/u,
    helps: ['talk', 'move'],
    strains: ['focus'],
    unless: '你其实更享受一个人把一件事钻透，聊天只是性格外放',
  },
  {
    name: '坐不住',
    words: /坐不住|好动|闲不住|(?:不喜欢|受不了|讨厌)(?:一直|天天|整天)?(?:坐办公室|对着电脑|坐着)|喜欢(?:到处)?跑/u,
    helps: ['move', 'talk'],
    strains: ['focus', 'steady'],
    unless: '你坐不住只是因为现在的事没意思，换一件感兴趣的事能沉下心来',
  },
  {
    name: '坐得住',
    words: /(?<![不没])坐得住|喜欢安静|(?<![不没])耐得住(?:性子|寂寞)|(?<![不没])静得下心|一个人能?专心/u,
    helps: ['focus', 'detail'],
    strains: ['move'],
    unless: '你也愿意为更高的收入每天出去见人、跑客户',
  },
  {
    name: '细心',
    words: /(?<![不没])(?:细心|仔细|严谨|心细|认真细致)/u,
    helps: ['detail'],
    strains: [],
    unless: '你更想要的是收入上限和节奏变化，细心只是做事的习惯',
  },
  {
    name: '粗心',
    words: /粗心|马虎|大大咧咧|不细心|不够细致|(?:容易|老是|经常)出错/u,
    helps: [],
    strains: ['detail'],
    unless: '你愿意靠清单和复核把出错率压下来',
  },
  {
    name: '抗压差',
    words:
      /抗压(?:能力)?(?:比较|很|太|有点)?(?:差|弱|不行|一般|不好)|怕压力|压力大(?:就|会)?(?:崩|焦虑|失眠)|受不了(?:压力|被催)|玻璃心/u,
    helps: ['steady'],
    strains: ['pressure'],
    unless: '压力来自你想要的东西（收入、成长），你有意愿也有办法练抗压',
  },
  {
    name: '抗压强',
    words: /抗压(?:能力)?(?:比较|很|挺|特别)?(?:强|好|可以)|不怕压力|能吃苦|扛得住/u,
    helps: ['pressure', 'move'],
    strains: [],
    unless: '你更看重稳定和生活节奏',
  },
  {
    name: '喜欢稳定',
    words: /(?:喜欢|想要|想|求|追求|看重)(?:安稳|稳定)|不想折腾|怕不稳定/u,
    helps: ['steady'],
    strains: ['pressure'],
    unless: '你愿意用几年的不稳定换更高的收入上限',
  },
  {
    name: '急性子',
    words: /急性子|性子急|性格急|急躁|没(?:什么)?耐心|不耐烦/u,
    helps: ['move'],
    strains: ['patience'],
    unless: '你能给自己留出冷静的时间，重复的事也不嫌烦',
  },
  {
    name: '有耐心',
    words: /(?<![没不])(?:有耐心|耐心好|脾气好|性格温和)/u,
    helps: ['patience'],
    strains: [],
    unless: '你更想要节奏快、结果来得快的工作',
  },
];

/** What a job asks, by its family; null for work the table does not know. */
const asksOf = (option: string) => FAMILIES.find((f) => f.words.test(option))?.asks ?? null;

/** The traits the asker said of themselves, in the text without the options' names. */
export function traitsSaid(text: string) {
  return TRAITS.filter((t) => t.words.test(text)).map((t) => ({ ...t, said: t.words.exec(text)![0] }));
}

/** How well the traits meet a job's demands: the strongest demand counts most. */
function meets(asks: readonly Demand[], traits: ReturnType<typeof traitsSaid>): number {
  const weight = (d: Demand) => (asks.includes(d) ? 3 - Math.min(asks.indexOf(d), 2) : 0);
  return traits.reduce(
    (n, t) => n + t.helps.reduce((s, d) => s + weight(d), 0) - t.strains.reduce((s, d) => s + weight(d), 0),
    0,
  );
}

/** The job the asker's traits fit better, said with the demands that decide it and when the other wins. */
export function traitChoice(
  kb: KnowledgeBase,
  choice: Choice,
  context: string,
  profile: ChatProfile,
): { part: Part; position: string } | null {
  const own = choice.options.reduce((text, o) => text.split(o).join('，'), context);
  const traits = traitsSaid(own);
  const asks = choice.options.map(asksOf);
  if (!traits.length || !asks[0] || !asks[1]) return null;
  const scores = asks.map((a) => meets(a!, traits));
  if (scores[0] === scores[1]) return null;
  const [pick, other] = scores[0]! > scores[1]! ? [0, 1] : [1, 0];
  const [a, b] = [choice.options[pick]!, choice.options[other]!];
  const said = traits.map((t) => `“${t.said}”`).join('');
  const named = (i: number) => asks[i]!.map((d) => DEMAND_SAID[d]).join('、');
  const strained = traits.flatMap((t) => t.strains.filter((d) => asks[other]!.includes(d)));
  const why = `你说自己${said}，${a}每天要的是${named(pick)}，和你说的自己更合拍${strained.length ? `；${b}更要${DEMAND_SAID[strained[0]!]}，和你说的自己不太合拍` : ''}`;
  const lines = [
    `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
    `- ${a}：日常主要是${named(pick)}。`,
    `- ${b}：日常主要是${named(other)}。`,
    `- 什么时候改选${b}：如果${traits[0]!.unless}，${b}也做得好，那时看收入和成长哪边更合你意。`,
    ...resultLine(kb, choice, profile, pick),
    `- 性格只决定做起来累不累，不决定做不做得成：去招聘软件各看十条${a}和${b}的岗位描述，再各找一位在做的人聊聊一天怎么过，对照你说的自己。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `${a}：${why}。` };
}

/** What the asker's interest result says of the two, beside what their traits say. */
function resultLine(kb: KnowledgeBase, choice: Choice, profile: ChatProfile, pick: number): string[] {
  if (!profile.riasec) return [];
  const r = readResult(profile.riasec);
  const codes = choice.options.map((o) => codeOf(kb, o));
  if (codes.some((c) => !c)) return [`- 你的测评兴趣代码是 ${r.code}，可以再对照两边岗位的日常看看哪边更感兴趣。`];
  // As job-choice.ts weighs them: tied overall, the job led by the asker's strongest interest is the closer one.
  const scores = codes.map((c) => fitScore(r.order, c!.slice(0, 3)) * 2 + (c![0] === r.order[0] ? 1 : 0));
  if (scores[0] === scores[1])
    return [
      `- 你的测评（${r.code}）对这两份工作分不出高下：${choice.options[0]}常见的兴趣代码是 ${codes[0]}，${choice.options[1]}是 ${codes[1]}。`,
    ];
  const agrees = scores[pick]! > scores[1 - pick]!;
  const [x, y] = [choice.options[pick]!, choice.options[1 - pick]!];
  return [
    agrees
      ? `- 你的测评（${r.code}）也指向${x}：${x}常见的兴趣代码是 ${codes[pick]}，${y}是 ${codes[1 - pick]}。`
      : `- 你的测评（${r.code}）更接近${y}（常见兴趣代码 ${codes[1 - pick]}，${x}是 ${codes[pick]}）：兴趣说的是你愿意长期琢磨什么，性格说的是做起来累不累；你要是更看重兴趣，${y}也值得认真考虑。`,
  ];
}
