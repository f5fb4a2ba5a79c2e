import type { ChatProfile } from '../llm.provider.js';
import type { Case } from './content/load.js';
import type { Decision } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { withoutAvoided, type Part } from './parts.js';

/*
 * A career change read as a move from one job to another ('做了三年销售想转去做运营'): the job the asker leaves
 * (the origin), the one they aim at (the target), and the content for each. The target's case in the planner
 * content says how people get in (career-change-30's 转行做运营…); the origin's case in 带着原来的工作经验转行
 * (career-change-carry) says what carries over from that job, with lines for its usual targets ('转运营：…').
 */

/** The decision whose cases say, job by job, what carries over ('carry-sales'). */
export const CARRY = 'career-change-carry';
/** Where the routes into newer fields live (跨境电商, AI, UX, 法务, 新能源) and the origins written with them. */
const NEXT = 'career-change-next';
/** Its case on how long each target takes, a line per target ('转运营要多久：…'). */
const HOW_LONG = 'how-long-per-target';

interface Origin {
  /** How the answer names it ('从销售转运营'). */
  name: string;
  re: RegExp;
  /** Its case in CARRY, or in the decision `carryIn` names (career-change-next holds the later-written ones). */
  carry: string;
  carryIn?: string;
  /** The case written for leaving it without a target (career-change-30's 做销售想转行), when there is one. */
  leaving?: [string, string];
}

/** The jobs people in China most often change from, as they are said; a longer name before a shorter one it holds. */
const ORIGINS: Origin[] = [
  { name: '幼师', re: /幼师|幼儿园老师|幼儿教师|幼教/u, carry: 'carry-kindergarten' },
  {
    name: '银行柜员',
    re: /柜员|柜台|银行网点/u,
    carry: 'carry-bank-teller',
    leaving: ['career-change-30', 'from-bank-teller'],
  },
  {
    name: '客服',
    re: /客服/u,
    carry: 'carry-customer-service',
    leaving: ['career-change-30', 'from-customer-service'],
  },
  {
    name: '店长',
    re: /店长|门店管理|餐饮门店|零售门店/u,
    carry: 'carry-store-manager',
  },
  // '做外贸业务员': 外贸业务员 ends where 业务员 does and is longer, so it is the origin.
  { name: '外贸', re: /(?:做)?外贸(?:业务员|业务|跟单)?/u, carry: 'carry-foreign-trade', carryIn: NEXT },
  {
    name: '房地产、建筑',
    re: /房地产|地产营销|地产策划|地产公司|做地产|施工员|建筑工地|工地上|施工单位|建筑公司/u,
    carry: 'carry-real-estate',
    carryIn: NEXT,
    leaving: ['career-change-30', 'from-real-estate'],
  },
  { name: '新媒体运营', re: /新媒体运营|做新媒体|新媒体编辑|公众号运营/u, carry: 'carry-new-media', carryIn: NEXT },
  { name: '律师', re: /律师|律所/u, carry: 'carry-lawyer', carryIn: NEXT },
  {
    name: '工程师',
    re: /(?:工艺|机械|设备|结构|电气|土木|质量|硬件|化工)工程师|传统工科/u,
    carry: 'carry-engineer',
    carryIn: NEXT,
  },
  {
    name: '销售',
    re: /销售|房产中介|房屋中介|卖房|卖车|4s店|电销|业务员|(?<![a-z])sales(?![a-z])/iu,
    carry: 'carry-sales',
    leaving: ['career-change-30', 'from-sales'],
  },
  {
    name: '行政、文员',
    re: /行政|文员|前台/u,
    carry: 'carry-admin-clerk',
    leaving: ['career-change-30', 'from-admin-clerk'],
  },
  {
    name: '会计、出纳',
    re: /会计|出纳|财务(?!自由)/u,
    carry: 'carry-accountant',
    leaving: ['career-change-30', 'from-accountant'],
  },
  { name: '护士', re: /护士|护理/u, carry: 'carry-nurse', leaving: ['career-change-30', 'from-nurse'] },
  {
    name: '老师',
    re: /老师|教师|教培|培训师|班主任|教书/u,
    carry: 'carry-teacher',
    leaving: ['career-change-30', 'from-teacher'],
  },
  {
    name: '记者、编辑',
    re: /记者|编辑|媒体人|传统媒体/u,
    carry: 'carry-media',
    leaving: ['career-change-30', 'from-media'],
  },
  { name: 'HR', re: /(?<![a-z])hr(?![a-z])|人事|招聘专员|做招聘|招聘hr|猎头/iu, carry: 'carry-hr' },
  {
    name: '程序员、测试',
    re: /程序员|开发工程师|做开发|搞开发|写代码|码农|java|前端|后端|软件测试|测试工程师|做测试|测开/iu,
    carry: 'carry-programmer',
    leaving: ['career-change-30', 'from-programmer'],
  },
  {
    name: '设计师',
    re: /平面设计|设计师|美工|做设计/u,
    carry: 'carry-designer',
    leaving: ['career-change-30', 'from-designer'],
  },
  {
    name: '工厂',
    re: /工厂|普工|质检|流水线|车间|技术工人|操作工|进厂|厂里/u,
    carry: 'carry-factory',
    leaving: ['career-change-30', 'from-factory'],
  },
  { name: '体制内', re: /公务员|事业单位|事业编|体制内/u, carry: 'carry-civil-servant', leaving: ['leave-system', ''] },
  { name: '外卖、快递、司机', re: /外卖|快递|骑手|司机|滴滴|网约车|跑车/u, carry: 'carry-delivery-driver' },
];

interface Target {
  /** How the answer names it ('转运营'). */
  name: string;
  re: RegExp;
  /** The decision and case that say how people get into it. */
  to: [string, string];
  /** An industry rather than a job: a job named with it ('去新能源车企做用户运营') is the target. */
  industry?: boolean;
}

const TARGETS: Target[] = [
  {
    name: '跨境电商',
    // With its job ('亚马逊运营'): the 运营 in it is this target's, not the target 运营.
    re: /(?:跨境电商|跨境|亚马逊|独立站|tiktok ?shop|速卖通|temu|shopee)(?:运营|选品|卖家)?/iu,
    to: [NEXT, 'to-cross-border'],
  },
  {
    name: 'AI',
    // Not the AI feared ('会计要被ai取代了'), only the one aimed at.
    re: /(?<![a-z被])(?:ai(?![a-z])|大模型|人工智能|aigc)(?!\s*(?:取代|替代|代替|淘汰|抢))|数据标注|训练师|机器学习|算法岗|算法工程师/iu,
    to: [NEXT, 'to-ai'],
  },
  { name: 'UX', re: /(?<![a-z])ux(?![a-z])|用户研究|用研|用户体验|交互设计/iu, to: [NEXT, 'to-ux'] },
  { name: '法务', re: /法务|合规岗|企业合规/u, to: [NEXT, 'to-legal'] },
  { name: '新能源', re: /新能源|光伏|储能|锂电|风电/u, to: [NEXT, 'to-new-energy'], industry: true },
  { name: '心理咨询', re: /心理咨询/u, to: ['career-change-30', 'to-licensed'] },
  { name: '项目管理', re: /项目管理|项目经理|pmp/iu, to: [CARRY, 'to-project-management'] },
  { name: '自媒体', re: /自媒体|博主|up主/u, to: ['freelance', 'content-creator'] },
  { name: '运营', re: /运营|新媒体/u, to: ['career-change-30', 'to-operations'] },
  {
    name: '产品',
    re: /产品经理|产品岗|产品助理|做产品|转产品|(?<![a-z])pm(?![a-z])/iu,
    to: ['product-vs-dev', 'career-change-to-pm'],
  },
  { name: '数据分析', re: /数据分析|数据岗|商业分析|数据运营/u, to: ['career-change-30', 'to-data-analysis'] },
  {
    name: 'HR',
    re: /(?<![a-z])hr(?![a-z])|hrbp|人事|人力资源|做人力|转人力|招聘专员|做招聘/iu,
    to: ['career-change-30', 'to-hr'],
  },
  { name: '市场', re: /做市场|市场营销|市场部|市场专员|市场岗|转市场|品牌|公关|营销/u, to: [CARRY, 'to-marketing'] },
  { name: '测试', re: /软件测试|测试工程师|做测试|转测试|测试岗|测开/u, to: ['career-change-30', 'to-testing'] },
  {
    name: '开发',
    re: /程序员|开发工程师|做开发|转开发|软件开发|前端|后端|编程|写代码|码农|转码|java|python/iu,
    to: ['career-change-30', 'to-programming'],
  },
  {
    name: 'UI设计',
    re: /(?<![a-z])ui(?![a-z])|交互设计|视觉设计|做设计|设计师/iu,
    to: ['career-change-30', 'to-ui-design'],
  },
  { name: '教师', re: /老师|教师|教资|教书/u, to: ['career-change-30', 'to-licensed'] },
  { name: '咨询', re: /咨询顾问|做咨询|转咨询|咨询公司|管理咨询|咨询行业/u, to: [CARRY, 'to-consulting'] },
  {
    name: '医药企业',
    re: /医药代表|医药销售|药企|(?<![a-z])cra(?![a-z])|(?<![a-z])crc(?![a-z])|临床监查|临床研究/iu,
    to: ['medic-leave-medicine', 'pharma-jobs'],
  },
  { name: '考公', re: /考公(?!立)|公务员|考编|事业单位|事业编|体制内/u, to: ['career-change-30', 'to-civil-service'] },
];

/** Words that move from one job to another ('转去', '辞职去'); a bare 转 before a word, but not 转正, 转专业…. */
// '柜员干了四年想去考公': going to sit the civil-service exam from a job is a change too ('考公立学校' is a school's
// post, not 考公); '家里不让我转，' one said before its target.
const CHANGE =
  /(?:想|去|要|准备)考(?:公(?!立)|编)|(?:让我|想|要|打算)转(?=[，。,.？?！!\s]|$)|转行|转岗|转型|改行|换行|换工作|辞职|辞去|跳槽|离开|不想干|不想做|干不下去|做不下去|干够了|出路|想出来(?=[，。,？?！!\s]|$|找|做|干|闯|换)|转(?!正|专业|账|发|换|载|变|让|移|化|折|眼|身|告|交|学|机|本|学历|[，。,.？?！!\s]|$)/iu;

const STUDENT = /大[一二三四]|研[一二三]|在读|学生|应届|本科生|专科生|毕业生|高三|高考/u;
const WORKED = /干了|做了|工作了|上班|在职|当了|入职|已经工作|工作[\d一二两三四五六七八九十几]+年/u;

/** '学会计的', '会计专业': a major studied, not a job held. */
// Not a subject's name ending in 学 ('数学老师', '化学老师').
const STUDIED_BEFORE = /(?:(?<![小中大数化文科医哲法美语力光声药])学|读|考|念)的?$/u;

export interface Change {
  origin: Origin | null;
  /** The origin as the asker said it ('出纳'), '' when it came from their profile. */
  said: string;
  /** How the answer names the origin: the asker's word when it is a job's name ('文员'), else the origin's. */
  originName: string;
  target: Target | null;
  /** The target as the asker said it ('新媒体'). */
  targetSaid: string;
  /** The case the question is answered from: the target's entry route, else the origin's. */
  decision: Decision;
  case: Case | undefined;
}

/** Every place a pattern occurs in a text. */
function occurrences(re: RegExp, text: string) {
  return [...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
  }));
}

const caseOf = (kb: KnowledgeBase, [decisionId, caseId]: [string, string]) => {
  const decision = kb.planner.decisionById.get(decisionId);
  if (!decision) return null;
  return { decision, case: caseId ? decision.cases.find((c) => c.id === caseId) : undefined };
};

/**
 * The job a question changes from and the one it changes to: the origin is the last job named before the word of
 * changing ('做了三年销售想转去做运营'), the target the first job named after it. Null when the question says no
 * change, or names no origin (the asker's profile job stands for one only in the answer's parts).
 */
export function readChange(kb: KnowledgeBase, question: string, profile?: ChatProfile): Change | null {
  const text = question.toLowerCase();
  const verb = CHANGE.exec(text);
  if (!verb) return null;
  // A student ('大三，财务管理专业，想转数据分析') has no job to change from.
  if (STUDENT.test(text) && !WORKED.test(text)) return null;
  const named = ORIGINS.flatMap((o) =>
    occurrences(o.re, text)
      .filter((m) => m.at < verb.index + 1 && !STUDIED_BEFORE.test(text.slice(Math.max(0, m.at - 2), m.at)))
      .filter((m) => !/^\p{Script=Han}{0,4}专业/u.test(text.slice(m.end)))
      // '老师说我适合转行': someone else's word, not the asker's job.
      .filter((m) => !/^(?:说|让|建议|推荐|告诉|觉得|讲)/u.test(text.slice(m.end)))
      .map((m) => ({ o, ...m })),
  ).sort((a, b) => b.end - a.end || b.end - b.at - (a.end - a.at));
  const origin = named[0]?.o ?? (profile && profileOrigin(profile));
  if (!origin) return null;
  const after = Math.max(verb.index, named[0]?.end ?? 0);
  const targets = TARGETS.flatMap((t) =>
    occurrences(t.re, text)
      .filter((m) => m.at >= after)
      .map((m) => ({ t, ...m })),
  ).sort((a, b) => a.at - b.at || b.end - b.at - (a.end - a.at));
  // The target is another job than the origin ('平面设计想转UI' is 设计 → UI, '做测试想转开发' is 测试 → 开发).
  const said = named[0] ? text.slice(named[0].at, named[0].end) : '';
  const others = targets.filter((x) => text.slice(x.at, x.end) !== said);
  const aimed = others.find((x) => !x.t.industry) ?? others[0];
  const target = aimed?.t;
  const route = target ? routeFor(origin, target) : null;
  const found = route ? caseOf(kb, route) : (caseOf(kb, carryOf(origin)) ?? null);
  if (!found) return null;
  const bare = said.replace(/^(?:做|搞)/u, '');
  const originName = ORIGIN_LABEL.test(bare) ? bare.replace('hr', 'HR') : origin.name;
  const targetSaid = aimed ? text.slice(aimed.at, aimed.end) : '';
  return { origin, said, originName, target: target ?? null, targetSaid, ...found };
}

/** Words for a job that name it well enough to say back ('从出纳转数据分析'); '卖房', '进厂' are not. */
const ORIGIN_LABEL =
  /^(?:幼师|柜员|客服|店长|销售|电销|行政|文员|前台|会计|出纳|财务|护士|老师|教师|记者|编辑|hr|人事|猎头|程序员|测试|开发|设计师|美工|平面设计|质检|普工|公务员|事业单位|司机|骑手|快递员?|外卖员?)$/u;

/** The decision and case saying what carries over from an origin. */
const carryOf = (origin: Origin): [string, string] => [origin.carryIn ?? CARRY, origin.carry];

/** The case for going from one job to another, where one is written for the pair (开发转产品). */
function routeFor(origin: Origin, target: Target): [string, string] {
  if (origin.carry === 'carry-programmer' && target.name === '产品') return ['product-vs-dev', 'dev-to-pm'];
  return target.to;
}

/**
 * Whether the origin as said is a career card's job with written moves ('护士'): where nothing else answers, its
 * moves do (moves.ts), and a follow-up can point at one of them.
 */
export function hasMoves(kb: KnowledgeBase, change: Change): boolean {
  return kb.roles.some((r) => r.moves?.length && [r.name, ...r.aliases].some((a) => a.toLowerCase() === change.said));
}

/** Words of changing and of jobs in general: a phrase made of these and the two jobs says nothing more. */
const CHANGE_WORDS = /转行|换行业|跨行|辞职|辞去|离职|零基础|行业|工作|岗位|想|转|做|去|当|干|到|的|了/gu;

/**
 * Whether a phrase found in the question says no more than the move itself: the origin, the target and words of
 * changing ('做运营' in '做了三年销售想转去做运营', '销售转产品'). An entry found only by such phrases shares the
 * target's word; one found by more ('辞职考公', '转行降薪', '转行培训班') is about something the asker said besides.
 */
export function saysOnlyTheMove(key: string, change: Change): boolean {
  let rest = key;
  for (const w of [change.said, change.targetSaid]) if (w) rest = rest.split(w).join('');
  // Any name of either job ('教培老师' for 老师).
  // And the words of another job inside the target as said ('运营' in '亚马逊运营').
  const inTarget = TARGETS.filter((t) => change.targetSaid && t.re.test(change.targetSaid)).map((t) => t.re);
  for (const re of [change.origin?.re, change.target?.re, ...inTarget])
    if (re) rest = rest.replace(new RegExp(re.source, `${re.flags}g`), '');
  return Array.from(rest.replace(CHANGE_WORDS, '')).length <= 1;
}

/** The origin's case for leaving without a target: the one written for it, else its case in CARRY. */
export function leavingCase(kb: KnowledgeBase, origin: Origin) {
  return (origin.leaving && caseOf(kb, origin.leaving)) ?? caseOf(kb, carryOf(origin));
}

/** The decisions about changing careers, where what carries over from the job left belongs. */
const CHANGE_DECISIONS = ['career-change-30', CARRY, NEXT, 'leave-system', 'midlife-reemployment', 'crisis-35'];

/** A line written for one target ('转运营：…', '质检转软件测试：…', '考公：…'): the words before its colon. */
const TARGET_LINE = /^([^：，。]{0,8}(?:转|考公)[^：，。]{0,12})：/u;

/**
 * What carries over from the origin, and for the target the lines written for that move: the answer's first part,
 * so a question about X → Y is answered from X as well as from Y. The lines for other targets stay out.
 */
export function carryPart(
  kb: KnowledgeBase,
  change: Change,
  avoid: readonly string[],
  /** The case the answer is drawn from: when it is the origin's own, it says all of this already. */
  answered: Case | undefined,
  decision: Decision | undefined,
): Part | null {
  const { origin, target } = change;
  if (!origin) return null;
  const carry = caseOf(kb, carryOf(origin))?.case;
  if (!carry || answered === carry) return null;
  // Leaving without a target is said about only where the answer is about changing careers, not a job hop
  // ('做开发的想跳槽去大厂') or a road such as 考研 that happens to follow the word.
  if (!target && !CHANGE_DECISIONS.includes(decision?.id ?? '')) return null;
  // With a target, not the lines about the origin's other usual moves ('离临床最近的是临床研究' to someone going to HR).
  const elsewhere = (l: string) => {
    const other = l.toLowerCase().replace(new RegExp(origin.re.source, `${origin.re.flags}g`), '，');
    return target !== null && !target.re.test(other) && TARGETS.some((t) => t.re.test(other));
  };
  const general = carry.advice.filter((l) => !TARGET_LINE.test(l) && !elsewhere(l));
  const forTarget = (lines: readonly string[]) =>
    target
      ? lines.filter((l) => {
          const head = TARGET_LINE.exec(l)?.[1];
          return head !== undefined && target.re.test(head);
        })
      : [];
  // How long the target usually takes and what it pays at first, written once for every origin.
  const timing = forTarget(caseOf(kb, [CARRY, HOW_LONG])?.case?.advice ?? []).slice(0, 1);
  const lines = withoutAvoided(
    [...general.slice(0, 1), ...forTarget(carry.advice), ...general.slice(1), ...timing],
    avoid,
  );
  if (!lines.length) return null;
  // '不想再做销售了': the job ruled out is not named again.
  const from = withoutAvoided([change.originName], avoid).length ? `从${change.originName}` : '从原来的工作';
  return {
    heading: target ? `### ${from}转${target.name}：带得过去的和先做的` : `### ${from}出发：带得过去的经验`,
    lines: lines.map((l) => `- ${l}`),
    from: `决策资料「${kb.planner.decisionById.get(carryOf(origin)[0])!.title}」`,
  };
}

/** Whether a career card is of the job the asker leaves (they know it; it is not described to them). */
export function isOriginCard(kb: KnowledgeBase, from: string, change: Change | null): boolean {
  const card = /^职业(?:卡片|资料)「(.+)」$/u.exec(from)?.[1]?.toLowerCase();
  if (!card || !change?.origin) return false;
  // '幼师' is one of the names of the card 中小学教师.
  const names = kb.roles.find((r) => r.name.toLowerCase() === card)?.aliases.map((a) => a.toLowerCase()) ?? [];
  const leaves = change.origin.re.test(card) || (change.said !== '' && names.includes(change.said));
  return leaves && !(change.target && change.target.re.test(card));
}

/** The asker's own job from their profile, as an origin, when the question changes without naming one. */
export function profileOrigin(profile: ChatProfile): Origin | null {
  const job = profile.facts
    ?.find((f) => f.startsWith('职业：'))
    ?.slice(3)
    .toLowerCase();
  return job ? (ORIGINS.find((o) => o.re.test(job)) ?? null) : null;
}

/** The jobs a text names as places to change to ('离行政最近的是人事、采购'), by the names answers give them. */
export function targetsIn(text: string): string[] {
  return TARGETS.filter((t) => !t.industry && t.re.test(text.toLowerCase())).map((t) => t.name);
}
