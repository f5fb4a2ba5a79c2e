import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Topic } from './content/schema.js';
import type { KnowledgeBase, Occupation } from './knowledge.js';
import { bullets, mostRelevant, occupationPart, relevance, rolePart, withoutAvoided, type Part } from './parts.js';
import { fitScore, joinZh, statedInterests } from './result.js';
import { directionLetters, FIND_DIRECTION, type Body } from './result-body.js';
import { occupationLink } from './sections.js';
import { negatedBefore } from './said-no.js';
import { prefMajorPart } from './pref-major.js';
import type { Reading } from './understand.js';

/*
 * A direction asked with a condition ('朝九晚五、不太累的工作有哪些', '适合内向的人的工作'): the job families that
 * usually meet it, what each costs, how to check an offer against it and the trade-off to weigh, from the condition's
 * topic (topics.prefs.zh.json, ids 'pref-…'). With the asker's interests (measured or said), which of those families
 * fit them, read from the interest codes of the catalogue occupations each family stands for.
 */

export const isPrefTopic = (topic: Topic | undefined): boolean => Boolean(topic?.id.startsWith('pref-'));

/**
 * The catalogue occupations a family of the topics' points stands for (its name before '：'), for its interest code
 * and a link. Families with no near occupation (外企, 国企 as a whole) are listed but not ranked.
 */
const FAMILIES: Array<[RegExp, string[]]> = [
  [/公务员/, ['13-2081.00', '33-3051.04', '23-1012.00']],
  [/中小学|教师|教培|家教/, ['25-2021.00', '25-2022.00']],
  [/实验员/, ['43-6011.00', '19-4031.00']],
  [/高校行政|辅导员/, ['43-6011.00']],
  [/事业单位|图书馆|档案馆/, ['25-4022.00', '25-4011.00']],
  [/医院行政/, ['11-9111.00']],
  [/医院|医生|护士|医疗|卫生院|医技/, ['29-1216.00', '29-1141.00']],
  [/国企|央企|职能岗/, ['11-3012.00', '13-1071.00']],
  [/银行/, ['43-3071.00', '13-2072.00']],
  [/电网|通信|设备运维/, ['51-8012.00', '15-1244.00']],
  [/程序|研发|软件/, ['15-1252.00', '15-1253.00']],
  [/数据分析|统计/, ['15-2051.00', '15-2041.00']],
  [/会计|审计|财务/, ['13-2011.00']],
  [/设计|插画/, ['27-1024.00']],
  [/编辑|文案|新媒体|自媒体/, ['27-3041.00']],
  [/翻译/, ['27-3091.00']],
  [/研究院所|实验|检测/, ['19-2031.00', '19-4031.00']],
  [/技术工种|电工|焊工/, ['47-2111.00', '49-3023.00']],
  [/测绘|地质/, ['17-1022.00', '19-4043.00']],
  [/工程现场|施工/, ['17-2051.00']],
  [/机械|电气|自动化/, ['17-2141.00', '17-2071.00']],
  [/环境监测|农业/, ['19-4042.00', '19-4012.00']],
  [/导游|户外教练/, ['39-7011.00', '39-9031.00']],
  [/销售/, ['41-4011.00', '41-3091.00']],
  [/人力资源|人事/, ['13-1071.00']],
  [/市场|公关|活动运营|电商运营/, ['11-2021.00', '13-1199.06']],
  [/社会工作|社工|公益/, ['21-1021.00']],
  [/心理咨询/, ['21-1014.00']],
  [/律师/, ['23-1011.00']],
  [/金融/, ['13-2051.00']],
  [/摄影|记者/, ['27-4021.00', '27-3023.00']],
  [/客服/, ['43-4051.00']],
  [/行政|前台/, ['43-6014.00']],
  [/质检|资料员|数据录入/, ['51-9061.00', '43-9021.00']],
  [/康复/, ['29-1128.00']],
];

interface Family {
  /** The family as the point names it ('公务员（含参公单位）'). */
  label: string;
  point: string;
  occupations: Occupation[];
}

/** The family a point names (the words before its '：') and the occupations it stands for. */
function familyOf(kb: KnowledgeBase, point: string): Family | null {
  const at = point.indexOf('：');
  if (at < 2 || at > 20) return null;
  const label = point.slice(0, at);
  const codes = FAMILIES.find(([re]) => re.test(label))?.[1] ?? [];
  return { label, point, occupations: codes.flatMap((c) => kb.occupations.get(c) ?? []) };
}

/** A point with its family in bold, as a list item reads it. */
const boldFamily = (point: string) => point.replace(/^([^：]{2,20})：/u, '**$1**：');

/** Asks for a list of jobs ('有哪些', '推荐一下') rather than about one named job. */
const ASKS_LIST = /哪些|有没有|什么工作|什么职业|什么方向|啥工作|有啥|推荐|有什么|哪类|哪种|还有|能做什么|干什么/u;

/** Asks how to tell whether a job meets the condition, or whether wanting it is realistic ('现实吗'). */
const JUDGES =
  /怎么(?:判断|看出|确认|知道|分辨|识别)|如何(?:判断|确认|分辨|识别)|是不是真的|是真的吗|现实吗|是不是不对|对不对|靠谱吗/u;

/** Said no to just before ('不想要稳定的工作'); '压力不大又稳定' is no negation of 稳定. */
// A bare 不 only right before the phrase ('我不喜欢跟人打交道', '不太喜欢'): '压力不大又稳定' says yes to 稳定.
const SAID_NO = /(?:不想|不要|不愿|不喜欢|不考虑|讨厌|除了)[^，。,；;]{0,3}$|不(?:太|怎么|是很|是特别)?$/u;

/** The condition topics the question states ('稳定、压力不太大'), not negated, the longest phrase first. */
function conditionsIn(kb: KnowledgeBase, question: string, except?: Topic): Topic[] {
  const lower = question.toLowerCase();
  const longest = (t: Topic) =>
    Math.max(
      0,
      ...t.triggers
        // Any place it is said without a no before it ('现在不稳定，想找稳定的' wants it the second time).
        .filter((k) => {
          for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1))
            if (!SAID_NO.test(lower.slice(Math.max(0, at - 6), at))) return true;
          return false;
        })
        .map((k) => Array.from(k).length),
    );
  return kb.planner.topics
    .filter((t) => isPrefTopic(t) && t !== except && longest(t) > 0)
    .sort((a, b) => longest(b) - longest(a));
}

/** Decisions that ask what the condition's topics answer with job families: finding a direction, an introvert's. */
const SAME_QUESTION = [FIND_DIRECTION, 'introvert-career'];

/** Says no to something ('不想考公', '不想进体制'). */
const RULES_OUT = /^(?:不想|不要|不愿|不考虑|不打算|不进|被逼)/u;

/**
 * The condition a direction question asks by: its topic, or one said beside a decision that the question reached only
 * through what the asker rules out ('不想考公，有没有别的稳定的工作' is about stable jobs, not about 考公).
 */
export function conditionTopic(kb: KnowledgeBase, reading: Reading, question: string): Topic | undefined {
  // '喜欢动手，适合读什么专业' asks for a major: the interest answers it, not the jobs that meet a condition.
  if (reading.aspect === 'majors') return undefined;
  if (isPrefTopic(reading.topic)) return reading.topic;
  const d = reading.decision;
  if (reading.options.length >= 2 || !ASKS_LIST.test(question)) return undefined;
  // '不想坐办公室，有什么工作推荐': a direction sought with no decision found, by the condition said beside it.
  if (!d) return reading.direction ? conditionsIn(kb, question)[0] : undefined;
  const lower = question.toLowerCase();
  // '社恐适合干什么', 'i人适合什么工作': looking for a direction with a condition, the condition answers it; an
  // introvert's decision said in its own short words ('我是i人', '性格内向') is the introvert's condition.
  if (SAME_QUESTION.includes(d.id)) {
    const said = conditionsIn(kb, question)[0];
    if (said) return said;
    const introvert = kb.planner.decisionById.get('introvert-career');
    const saysIntrovert = introvert?.triggers.some((k) => {
      const at = lower.indexOf(k);
      return at >= 0 && !negatedBefore(lower, at);
    });
    return saysIntrovert ? kb.planner.topics.find((t) => t.id === 'pref-introvert') : undefined;
  }
  const found = [...d.triggers, ...(reading.case?.triggers ?? [])].filter((k) => lower.includes(k));
  const ruledOut = (k: string) => RULES_OUT.test(k) || negatedBefore(lower, lower.indexOf(k));
  // '想躺平，有没有压力小一点的工作': the decision's words say how the asker feels, in a clause before the one that
  // asks for work meeting a condition; that condition's entry answers.
  const last = lower.replace(/[，。,；;！!？?\s]+$/u, '').search(/[，。,；;！!？?][^，。,；;！!？?]*$/u);
  const before = (k: string) => last > 0 && lower.indexOf(k) < last && !lower.slice(last).includes(k);
  const asksAfter = last > 0 && ASKS_LIST.test(lower.slice(last)) && conditionsIn(kb, lower.slice(last)).length > 0;
  if (!found.length || !found.every((k) => ruledOut(k) || (asksAfter && before(k)))) return undefined;
  return conditionsIn(kb, question)[0];
}

/** Which of the families fit the asker's interest letters, best first, and the one that fits least. */
function fitPart(
  families: Family[],
  letters: { order: RiasecType[]; why: string; own: RiasecType[] },
  topic: Topic,
): Part | null {
  // The letters the asker's own: said, or the result's top three (the hexagon's neighbours only rank).
  const top = letters.own;
  const scored = families
    .filter((f) => f.occupations.length)
    .map((f) => {
      const best = [...f.occupations].sort(
        (a, b) => fitScore(letters.order, b.hollandCode) - fitScore(letters.order, a.hollandCode),
      )[0]!;
      return { f, o: best, s: fitScore(letters.order, best.hollandCode) };
    })
    .sort((a, b) => b.s - a.s);
  const sharedLetters = (o: Occupation) => [...o.hollandCode].filter((l) => top.includes(l as RiasecType));
  const fitting = scored.filter((x) => x.s > 0 && sharedLetters(x.o).length).slice(0, 3);
  if (!fitting.length) return null;
  const shared = (o: Occupation) => joinZh(sharedLetters(o).map((l) => RiasecNames[l as RiasecType]));
  const lines = [
    `在“${topic.name}”这几类里，和${letters.why}${/[A-Z]$/.test(letters.why) ? ' ' : ''}最对得上的是：`,
    ...fitting.map(
      (x, i) =>
        `${i + 1}. **${x.f.label}**：参考${occupationLink(x.o)}（兴趣代码 ${x.o.hollandCode}，与你共有${shared(x.o)}）`,
    ),
  ];
  const last = scored.at(-1);
  if (last && last.s === 0 && scored.length > fitting.length)
    lines.push(
      `**${last.f.label}**（参考${last.o.titleZh}，兴趣代码 ${last.o.hollandCode}）和你的兴趣交集最少：条件再合适，也先去实习或找从业者聊聊，确认自己做得下去。`,
    );
  return { heading: `### 结合${letters.why}`, lines, from: '职业资料按兴趣代码的匹配' };
}

/** A job the asker names beside the condition ('内向的人适合做会计吗'): the job, then the condition read against it. */
function namedJobBody(kb: KnowledgeBase, topic: Topic, reading: Reading, question: string, profile: ChatProfile) {
  const from = `求职专题「${topic.name}」`;
  const role = reading.roles[0];
  const occupation = role ? undefined : reading.occupations[0];
  const job = role?.name ?? occupation!.titleZh;
  const card = role ? rolePart(kb, role, reading, profile) : occupationPart(kb, occupation!, reading, profile);
  const words = `${job}${role?.aliases.join('') ?? ''}`;
  const near = topic.points.filter((p) => relevance(p, words) >= 2);
  const lines = [
    ...(near.length
      ? near.map((p) => p.replace(/^[^：]{2,20}：/u, `${job}：`))
      : [`${job}不在“${topic.name}”常见的几类里，但同一行里岗位差别很大，下面几条帮你核实。`]),
    ...withoutAvoided(mostRelevant(topic.pitfalls ?? [], `${question}${words}`, 2), reading.slots.avoid),
  ];
  const parts: Part[] = [card, { heading: `### 从“${topic.name}”看${job}`, lines: bullets(lines), from }];
  if (topic.example) parts.push({ heading: '### 先问自己', lines: [topic.example], from });
  return { parts, readAs: `${job}是否合乎“${topic.name}”` };
}

/** The body of an answer to a direction asked with a condition. */
export function prefsBody(kb: KnowledgeBase, reading: Reading, question: string, profile: ChatProfile): Body {
  const topic = reading.topic!;
  const from = `求职专题「${topic.name}」`;
  const avoid = reading.slots.avoid;
  if ((reading.roles.length || reading.occupations.length) && !ASKS_LIST.test(question))
    return namedJobBody(kb, topic, reading, question, profile);
  const points = withoutAvoided(topic.points, avoid);
  const families = points.flatMap((p) => familyOf(kb, p) ?? []);
  // A topic whose points are families (most are) lists them with their costs; one of concerns ('女生、男生怎么选
  // 工作') lists its points as they are.
  const byFamily = families.filter((f) => f.occupations.length).length >= 2;
  const parts: Part[] = [
    {
      heading: byFamily ? `### ${topic.name}：通常是这几类` : `### ${topic.name}`,
      lines: [
        ...(byFamily ? [`“${topic.name}”大致有下面几类，冒号后面是各自的代价：`] : []),
        ...bullets(points.map(boldFamily)),
      ],
      from,
    },
  ];
  // Two conditions said together ('稳定、压力不太大'): the families both lists name answer both.
  for (const other of conditionsIn(kb, question, topic).slice(0, 1)) {
    const theirs = withoutAvoided(other.points, avoid);
    const keys = (p: string) => FAMILIES.findIndex(([re]) => re.test(p.slice(0, Math.max(0, p.indexOf('：')))));
    const mine = new Set(families.map((f) => keys(f.point)).filter((k) => k >= 0));
    const both = theirs.filter((p) => mine.has(keys(p)));
    const lines = (both.length ? both : theirs).slice(0, 3).map(boldFamily);
    if (lines.length)
      parts.push({
        heading: `### 同时要“${other.name}”`,
        lines: [
          both.length ? '两个条件都照顾到的，主要是这几类：' : `“${other.name}”这边常见的是：`,
          ...bullets(lines),
        ],
        from: `求职专题「${other.name}」`,
      });
  }
  // Interests said beside the condition ('喜欢画画，想要双休'), not the condition's own words ('户外', '稳定').
  const said = kb.planner.topics
    .filter(isPrefTopic)
    .flatMap((t) => t.triggers)
    .reduce((text, k) => text.split(k).join('，'), question.toLowerCase());
  const letters = directionLetters({ ...reading, interests: statedInterests(said) }, profile);
  const fit = letters && fitPart(families, letters, topic);
  if (fit) parts.splice(1, 0, fit);
  // Without interests to go on, what would pick among them: the condition narrows, the interests choose.
  else
    parts[0]!.lines.push(
      byFamily
        ? `同样是${topic.name}，兴趣类型不同，做得顺手的也不同：做完职业兴趣测评，我能按你的兴趣代码从这几类里帮你挑。`
        : `${topic.name}，最后还是落到兴趣和能力上：做完职业兴趣测评，我能按你的兴趣代码说具体的职业。`,
    );
  // The asker's own major ('学电气的，不想坐办公室'): its outlets that meet the condition come before the families.
  const own = prefMajorPart(reading, topic);
  if (own) parts.unshift(own);
  const checks = withoutAvoided(topic.pitfalls ?? [], avoid);
  const after: Part[] = [];
  if (checks.length)
    after.push({ heading: '### 选之前核实一下', lines: bullets(mostRelevant(checks, question, 3)), from });
  if (topic.example) after.push({ heading: '### 先问自己', lines: [topic.example], from });
  // Asked how to tell whether an offer meets it, or whether wanting it is realistic: that first, the families after.
  if (JUDGES.test(question)) parts.unshift(...after);
  else parts.push(...after);
  return { parts, readAs: topic.name, service: topic.services?.[0] };
}
