import type { Choice } from './choice-read.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import { namedJobs } from './named.js';
import type { Part } from './parts.js';

/*
 * '哪个更适合我这种不太会写代码的', '会计和销售选哪个，我不擅长沟通', '我不想出差，监理还是造价': two options weighed by a
 * limit the asker says of themselves (a skill they lack, a cost they will not pay). Unlike a trait (trait-choice.ts),
 * a limit bites on something a job's card states outright: the skills it lists, the day it describes, how its pay is
 * made up, the travel and hours it mentions. So each option is weighed by its own card's sentences that the limit
 * bites on, and the lean quotes them, with when it would turn. No card sentence either way: no lean from here.
 */

interface Limit {
  name: string;
  /** How askers say it of themselves. */
  words: RegExp;
  /** Card wording where the limit bites (the job asks what the asker lacks or will not give). */
  bites: RegExp;
  /** Card wording that spares the asker on this point. */
  eases?: RegExp;
  /** Option names that carry the cost themselves, where no card describes the option ('读研' for 想早点挣钱). */
  named?: RegExp;
  /** What an option named by `named` costs, said where its card is silent. */
  namedCost?: string;
  /** When the other option wins after all. */
  unless: string;
}

export const LIMITS: readonly Limit[] = [
  {
    name: '不太会写代码',
    words:
      /不(?:太|怎么)?会(?:写)?(?:代码|编程)|(?:代码|编程)(?:能力|基础)?(?:很|比较|太)?(?:差|弱|不行|不好|一般)|不(?:太)?擅长(?:写代码|编程)|怕写代码|不想写代码/u,
    bites:
      /代码|编程|Python|Java(?!Script)|JavaScript|SQL|C\+\+|Verilog|脚本|算法实现|写接口|框架（|前端框架|开发语言/u,
    unless: '你愿意花三到六个月系统补一门语言（SQL 或 Python 入门最快），并做出一个能拿去面试的小项目',
  },
  {
    name: '数学不好',
    words: /数学(?:基础)?(?:很|太|比较|特别|有点)?(?:不太好|不好|差|烂|弱|薄弱|一般|不行)/u,
    bites: /数学|统计|概率|建模|线性代数|微积分|精算|假设检验|回归|机器学习/u,
    unless: '你说的数学不好只是考试分数低，愿意把统计学基础重新补起来',
  },
  {
    name: '英语差',
    words: /英语(?:基础)?(?:很|太|比较|特别|有点)?(?:不太好|不好|差|烂|弱|薄弱|一般|不行)|外语(?:不好|差|一般)/u,
    bites: /英语|外语|英文|雅思|托福|CATTI|口译|笔译|海外客户|外商|外籍/u,
    named: /翻译|外贸/u,
    namedCost: '这一行每天都在用外语',
    unless: '你愿意花一两年把英语练到能读写邮件、开口谈业务的程度',
  },
  {
    name: '不擅长沟通',
    words:
      /不(?:太)?擅长(?:沟通|表达|和人打交道|跟人打交道)|不(?:太)?会说话|不(?:太)?会沟通|嘴笨|口才(?:很|比较)?(?:差|不好)|表达能力(?:差|不好|弱)/u,
    bites: /沟通|协调|谈判|见客户|拜访|客户关系|开发客户|演讲|汇报|应酬|表达/u,
    named: /销售|中介|经纪人|客户经理|商务拓展|BD|市场|公关|猎头|HR|人力|招聘|教师|老师/iu,
    namedCost: '这一行每天都要和人沟通、说服人',
    unless: '你的不擅长只是还没练过，愿意从一对一、有准备的沟通开始练',
  },
  {
    name: '不想出差',
    words: /不(?:想|愿意?|能|喜欢|方便)出差|出不了差|怕出差|讨厌出差/u,
    bites: /出差|驻场|驻项目|驻点|客户现场|项目现场|跟着工程|带团|外派|跑现场|跑医院|跑客户|外地/u,
    named: /实施|导游|监理|施工|售前|销售/u,
    namedCost: '这一行常要外出、驻现场或跟团',
    unless: '出差是阶段性的（比如入行头两年），或补贴高到你愿意换',
  },
  {
    name: '不想加班',
    words:
      /不(?:想|愿意?|喜欢|能)(?:加班|熬夜|值班|996)|怕加班|讨厌加班|受不了加班|想(?:要)?(?:准点|按时)下班|想要双休/u,
    bites: /加班|忙季|熬夜|夜班|值班|赶工|大促|倒班|轮班|随叫随到|故障|上线|流片|出差/u,
    eases: /寒暑假|双休|朝九晚五|节奏(?:规律|稳)|作息规律|不加班|稳定/u,
    unless: '加班只是入行头几年的阶段，换来的成长和收入是你现在更想要的',
  },
  {
    name: '怕辛苦',
    words:
      /怕(?:吃)?苦|怕辛苦|怕累|吃不了苦|身体(?:不太好|不好|比较弱|弱|差|一般)|体力(?:差|不好|不行|一般)|身体素质(?:差|一般|不好)/u,
    bites: /体力|夜班|倒班|三班|值班|工地|施工|现场|户外|站立|搬运|跑动|大促|熬夜|出差|抗压/u,
    eases: /节奏(?:规律|稳)|作息规律|双休|室内|坐班/u,
    named: /施工|监理|护士|健身|快递|仓/u,
    namedCost: '这一行对体力和作息要求高',
    unless: '你说的辛苦只是怕不适应，身体其实扛得住，也更看重那一边的收入或成长',
  },
  {
    name: '不想背业绩',
    words:
      /不(?:想|愿意?|喜欢)(?:背|扛|冲|做)(?:业绩|指标|KPI|销售额)|怕(?:背)?(?:业绩|指标)|(?:业绩|指标)压力(?:受不了|太大)|不想(?:每个月)?被考核业绩/iu,
    bites: /业绩|指标|提成|KPI|销售额|开单|签单|佣金|分成|存款|拉新|回款|卖课/iu,
    eases: /固定月薪|月薪加年终|稳定/u,
    named: /销售|中介|经纪人|客户经理|医药代表|猎头|电销|BD/iu,
    namedCost: '这一行的收入和考核都挂在业绩上',
    unless: '你想要的是收入上限，愿意用几年业绩压力去换',
  },
  {
    name: '想早点挣钱',
    words:
      /(?:早点|尽早|尽快|赶紧|马上)(?:挣钱|赚钱|工作|经济独立|自己养活自己)|急着(?:挣钱|赚钱|用钱)|家里(?:等着|急着)用钱|经济压力大/u,
    bites: /读研|研究生|硕士|博士|规培|多年|几年后|执业后|学徒|实习律师|很少有应届生|门槛高/u,
    eases: /提成|课时费|岗位多|入门门槛较低|入行门槛较低|应届生也能|补贴/u,
    named: /读研|考研|读博|深造|留学|备考|二战|考公|考编/u,
    namedCost: '这条路要先再投入一两年以上（读书或备考）才开始挣钱',
    unless: '家里能再撑你两三年，而那一边的证书或学历是你想去的岗位明确要求的',
  },
  {
    name: '要照顾家里',
    words: /照顾(?:家里|家人|孩子|小孩|老人|父母|爸妈)|(?:要|得)带孩子|家里(?:有|需要)人照顾|离不开家|离家近/u,
    bites: /出差|驻场|驻项目|外地|跟着工程|带团|夜班|倒班|轮班|三班|值班|加班|外派|常驻|离家远/u,
    eases: /寒暑假|双休|节奏(?:规律|稳)|作息规律|朝九晚五/u,
    named: /导游|实施|施工|监理/u,
    namedCost: '这一行常要外出、驻现场或跟团，离家的时间多',
    unless: '家里的事有人能分担，或那边的岗位能保证不出差、不倒班',
  },
];

/** The limits the asker says of themselves, in the text without the options' names. */
export function limitsSaid(text: string): Array<Limit & { said: string }> {
  return LIMITS.filter((l) => l.words.test(text)).map((l) => ({ ...l, said: l.words.exec(text)![0] }));
}

/** The card an option names: its own words first, then read with a verb ('HR' as '做HR'). */
export function cardOf(kb: KnowledgeBase, option: string): Role | undefined {
  return namedJobs(kb, option).roles[0] ?? namedJobs(kb, `做${option}`).roles[0];
}

/** A card's statements, one clause each, in the order a reader meets them. */
export function cardClauses(role: Role): string[] {
  const text = [role.summary, ...role.skills, ...(role.daily ?? []), role.pay ?? '', role.entry, role.path];
  return text
    .flatMap((t) => t.split(/[。；;]/u))
    .map((s) => s.trim())
    .filter((s) => s.length >= 4);
}

/** How hard the limit bites on an option, and the card clause that says so (or the one that spares it). */
function weigh(kb: KnowledgeBase, option: string, limit: Limit) {
  const role = cardOf(kb, option);
  const clauses = role ? cardClauses(role) : [];
  const bites = clauses.filter((c) => limit.bites.test(c));
  const eases = limit.eases ? clauses.filter((c) => limit.eases!.test(c) && !limit.bites.test(c)) : [];
  const byName = limit.named?.test(option) ? 1 : 0;
  return { role, bites, eases, score: bites.length + byName * 2 - Math.min(eases.length, 1) };
}

const short = (s: string) => (Array.from(s).length > 60 ? `${Array.from(s).slice(0, 58).join('')}…` : s);

/** The option the asker's limit spares, said with the card lines that decide it and when the other wins. */
export function limitChoice(
  kb: KnowledgeBase,
  choice: Choice,
  context: string,
): { part: Part; position: string } | null {
  const own = choice.options.reduce((text, o) => text.split(o).join('，'), context);
  const limits = limitsSaid(own);
  if (!limits.length) return null;
  const weighed = limits.map((l) => ({ limit: l, sides: choice.options.map((o) => weigh(kb, o, l)) }));
  // With no card on either side ('读研还是工作') there is nothing stated to weigh: a decision entry weighs such roads.
  if (!weighed[0]!.sides.some((s) => s.role)) return null;
  // The limit that tells the two apart most decides; one the cards say nothing of is no reason.
  const gap = (w: (typeof weighed)[number]) => Math.abs(w.sides[0]!.score - w.sides[1]!.score);
  const total = weighed.reduce((n, w) => n + w.sides[0]!.score - w.sides[1]!.score, 0);
  const best = [...weighed].sort((x, y) => gap(y) - gap(x))[0]!;
  if (!gap(best) || (weighed.length > 1 && !total)) return null;
  const [pick, other] =
    (weighed.length > 1 ? total : best.sides[0]!.score - best.sides[1]!.score) < 0 ? [0, 1] : [1, 0];
  const [a, b] = [choice.options[pick]!, choice.options[other]!];
  const said = limits.map((l) => `“${l.said}”`).join('');
  const lines: string[] = [];
  const reasons: string[] = [];
  for (const w of weighed.filter((x) => gap(x))) {
    const [sa, sb] = [w.sides[pick]!, w.sides[other]!];
    const heavy = sb.bites[0]
      ? `${b}的职业资料写着“${short(sb.bites[0])}”`
      : `${b}${w.limit.namedCost ?? '这类工作本身就绕不开这一点'}`;
    const light = sa.bites.length
      ? `${a}也会碰到（“${short(sa.bites[0]!)}”），但少得多`
      : sa.eases[0]
        ? `${a}的资料写的是“${short(sa.eases[0])}”`
        : `${a}的资料里没有这一项要求`;
    reasons.push(`${heavy}，${light}`);
    lines.push(`- 按“${w.limit.said}”看：${heavy}；${light}。`);
  }
  const why = `你说${said}，${reasons[0]}`;
  const unless = weighed.find((w) => gap(w))!.limit.unless;
  return {
    part: {
      lines: [
        `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
        ...lines,
        `- 什么时候改选${b}：如果${unless}，${b}也可以认真考虑，那时再比收入、成长和城市。`,
        `- 去招聘软件各看十条${a}和${b}的岗位描述，数一数“${limits[0]!.said.replace(/^我/u, '')}”碰到的要求各有几条，再找一位在做的人问问真实的一周。`,
      ],
      from: '职业卡片的对照',
    },
    position: `${a}：${why}。`,
  };
}
