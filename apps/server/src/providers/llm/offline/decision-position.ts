import type { Case, DecisionOption } from './content/load.js';
import type { Decision } from './content/schema.js';
import { favours } from './choice.js';
import { familyChoice } from './wishes.js';
import { saidOfOptions, weighSaid } from './said-of-options.js';
import { contentRelevance, relevance, withoutAvoided } from './parts.js';
import { withYearsMet } from './years-met.js';

/*
 * The position a decision's answer takes between its options (decision-parts.ts lays out the rest): on what the
 * asker said of themselves and of each option, on a case's written lean, or, with nothing said that decides it, on
 * the decision's usual position or the road that keeps the other open.
 */

/**
 * Whether the asker ruled an option out ('不想考公', '保研没保上'). An alias that names the avoided thing only to give
 * it up ('放弃保研考研') does not make its option the avoided one.
 */
/** A thing said not to suit the asker: '不适合科研', '不喜欢做研究', '对编程没兴趣'. */
const UNSUITED =
  /(?:不太?适合|不太?喜欢|不想|不爱|讨厌|受不了)(?:做|搞|干)?\p{Script=Han}{2}|对\p{Script=Han}{2}(?:没|不感)兴趣|(?:就怕|害怕|怕|担心|担忧)[^，。,；;！!？?\s]{2,10}/gu;

export function isRuledOut(o: DecisionOption, avoid: readonly string[]): boolean {
  return avoid.some((a) =>
    [o.name, ...o.aliases].some((n) => (n.includes(a) || a.includes(n)) && !/放弃|不|没/u.test(n.replace(a, ''))),
  );
}

/**
 * How askers say their circumstances, beside the words the options' conditions are written in: '家里条件一般' is the
 * '家庭经济压力' a condition names, '双非' the '本科学校背景弱'.
 */
const PLAIN_WORDS: Array<[RegExp, string, hard?: boolean]> = [
  [
    /家里?条件(?:一般|不好|差|有限)|家境(?:一般|不好|贫困|困难)|家里(?:穷|没钱|困难|经济)|经济(?:压力|困难|紧张|不宽裕)|没什么钱|缺钱|负担不起|贫困生|助学贷款|要养家|养家|补贴家用|还债|家里需要我/u,
    '家庭经济压力，家里经济紧张，需要尽快有收入，收入不能断',
    true,
  ],
  [
    /家里有钱|家里条件(?:好|不错|还行)|家境(?:好|不错|殷实)|家里(?:支持|能供)|有(?:一些|点)?积蓄/u,
    '家庭能负担，有积蓄，家庭支持',
  ],
  // Not '回老家' alone: weighing it ('去北京还是回老家') names the road, not a family that needs the asker.
  [/不想离家|离家近|照顾(?:父母|家里|老人)|父母(?:身体|年纪)|独生子女/u, '家里需要照顾，离家远近，老家'],
  [/二本|双非|三本|普通一本|民办|学校(?:一般|不好|很差|不行)|专科/u, '本科学校或专业背景弱，学校背景一般'],
  [
    /不喜欢(?:读书|学习|学术|科研|做研究)|学不进去|不想(?:读书|再读)|(?:对)?(?:科研|研究|学术)(?:兴趣)?(?:完全|根本|一点)?(?:一般|不大|不高|没(?:啥|什么|多大)?兴趣|都?不感兴趣)|兴趣一般|不确定(?:自己)?(?:喜不喜欢|适不适合|想不想)(?:做)?(?:科研|研究|学术)/u,
    '研究兴趣一般，不喜欢学术',
  ],
  [
    /(?:早点|尽快|赶紧|想)(?:赚钱|挣钱|工作|上班)|攒钱|收入不能断|(?:催|让|要)我(?:赶紧|早点)?(?:工作|上班|赚钱)/u,
    '更在意稳定收入，尽快有收入',
  ],
  [
    /英语(?:水平|口语)?(?:也|还)?(?:很|挺|非常|特别|比较|还算)?(?:好|不错|流利|强)|英语专八|雅思[78]|托福1[01]\d/u,
    '英语好',
  ],
  // A grade short of what a road asks ('绩点不够'): not its grade words, which conditions asking for good grades share.
  [/(?:绩点|成绩|gpa|分数)(?:也|还)?(?:不够|太低|不高|很低|偏低|达不到|不达标)/iu, '暂时达不到门槛'],
  [/老加班|天天加班|经常加班|加班(?:太|很|特别)?多|996|太累了|想要?稳定|求稳/u, '看重稳定和生活节奏，不想加班'],
  [
    /多赚(?:点|些|一点)?钱|赚更多|收入上限|高薪|(?:想|去|出去)闯|闯一闯|想拼一拼|趁年轻/u,
    '想快速成长、收入上限更高，愿意闯',
  ],
  // A score gap said in points ('差了6分', '差80分'): a few points is near the line, dozens is far from it.
  [/差(?:了|个)?(?:[1-9]|1[0-5]|一|两|三|四|五|几)分|压线/u, '初试离线不远，原因清楚'],
  [/差(?:了|个)?(?:[2-9]\d|\d{3}|几十|好几十|一百)分/u, '分数差距大，只是不甘心'],
  [
    /(?<!不|喜不)(?:喜欢|热爱|享受)(?:做)?(?:科研|研究|学术)|发了?.{0,4}(?:论文|一作|paper|sci)|(?:进|去|留)高校|当大学老师|(?:大学|高校)(?:老师|教师)|留校(?:当老师|任教|工作)|教职|研究所/iu,
    '目标是高校教职、科研院所，已有研究产出，享受研究',
  ],
  [/(?:拿到|有|收到)了?(?:一个|两个)?(?:不错的|满意的)?offer|已经签/iu, '已经拿到了满意的 offer'],
];

/** The situation, with the conditions its plain words say, read from what the asker wrote (`said`). */
function withPlainWords(situation: string, said: string): string {
  const meant = PLAIN_WORDS.filter(([re]) => re.test(said)).map(([, words]) => words);
  return meant.length ? `${situation}，${meant.join('，')}` : situation;
}

/**
 * The conditions the asker cannot choose away ('家里条件不好，要补贴家用'): they count again when options are weighed,
 * so an income the family needs now outweighs a preference such as a better school's name.
 */
const hardSaid = (said: string) => PLAIN_WORDS.filter(([re, , hard]) => hard && re.test(said)).map(([, w]) => w);

/** What a condition says is absent ('不需要贷款', '没有科研目标'): its object, and the words saying it is absent. */
const ABSENT_IN_CONDITION = /(?:不需要|不用|无需|不必|没有|不想|不愿|不能)([^，。；、,]{2,6})/gu;
const ABSENT_SAID = /(?:不|没|无|别)[^，。；、,]{0,3}$/u;
/** A condition's clause that asks the asker to accept or want something. */
const ACCEPTS = /能接受|接受|愿意|不在意|不介意|喜欢|享受|想要|适应/u;
/** A clause that itself says no (不喜欢, 不需要, 没有): it does not ask for what it names. */
const NEGATED = /不想|不愿|不能|不要|不喜欢|不接受|接受不了|讨厌|受不了|不需要|不用|无需|不必|没有/u;
/** What the asker says they will not do or bear, and its object: '不想长期出差', '接受不了常年在外地'. */
const DENIED_SAID =
  /(?:不想|不愿意?|不能接受|不接受|接受不了|不能|不要|不喜欢|讨厌|受不了|怕)(?:再|总是|老是|天天|经常)?([^，。；、,？?！!]{2,8})/gu;

/**
 * How well a condition fits what the asker said, reading what it says is absent: the asker who names that thing
 * without denying it ('要不要贷款去美国读硕士' beside '家庭能负担学费和生活费，不需要贷款') is the case the condition
 * excludes, so the words count against it; denied too ('不用贷款'), they count for it.
 */
function conditionFit(condition: string, situation: string, fit: (x: string) => number): number {
  const affirmed = condition.replace(ABSENT_IN_CONDITION, '，');
  let score = fit(affirmed);
  // What the asker says they will not do or bear ('不想长期出差', '不能接受常年在外地'), where the condition asks for it
  // ('能接受在项目所在地长期驻场'): the shared words are the case the asker excludes, so they count against it, twice
  // (once to take back what they added above).
  score -= 2 * deniedOverlap(condition, situation).n;
  for (const m of condition.matchAll(ABSENT_IN_CONDITION)) {
    const object = m[1]!;
    const at = situation.indexOf(object);
    if (at < 0) continue;
    score += (ABSENT_SAID.test(situation.slice(0, at)) ? 1 : -1) * fit(object);
  }
  return score;
}

/** How much of what a condition asks for the asker says they will not do or bear, and the words they said it in. */
function deniedOverlap(condition: string, situation: string): { n: number; said: string } {
  // Only the clauses that ask the asker to accept or want something ('你能接受在项目所在地长期驻场'): one that says the
  // same refusal ('不喜欢学术') or only names the thing ('对学术兴趣一般') agrees with the asker.
  const affirmed = condition
    .split(/[，,；;。]/u)
    .filter((c) => ACCEPTS.test(c) && !NEGATED.test(c))
    .join('，');
  let best = { n: 0, said: '' };
  for (const m of situation.matchAll(DENIED_SAID)) {
    const n = relevance(affirmed, m[1]!);
    if (n > best.n) best = { n, said: m[0] };
  }
  return best;
}

/**
 * Of two options, the one the asker's refusal leaves ('设计院还是施工单位，不想长期出差': 施工单位 asks for long stays
 * on site, so 设计院), with the reason in their words; null when the refusal meets neither or both.
 */
function leftByRefusal(options: readonly DecisionOption[], situation: string) {
  if (options.length !== 2) return null;
  const hits = options.map((o) =>
    o.fitsWhen.map((x) => deniedOverlap(x, situation)).reduce((a, b) => (b.n > a.n ? b : a), { n: 0, said: '' }),
  );
  const refused = hits.findIndex((h) => h.n >= 1);
  if (refused < 0 || hits[1 - refused]!.n > 0) return null;
  const other = options[1 - refused]!;
  return {
    option: other,
    reason: `你说${hits[refused]!.said}，而${options[refused]!.name}往往正要这样，${other.name}更合适。`,
  };
}

/** The family, named as those whose wish it is. */
const FAMILY_WORDS = /家里人?|家人|父母|爸妈|爸爸|妈妈|我爸|我妈/gu;

/** Takes a position between options: the one whose fitting conditions the question and profile support. */
export function pickOption(
  decision: Decision,
  options: readonly DecisionOption[],
  c: Case | undefined,
  context: string,
  avoid: readonly string[],
): {
  option: DecisionOption;
  reason: string;
  /** Whether the question or profile said anything that the position rests on. */
  grounded: boolean;
  /** Whether what the asker said of themselves fits one option clearly better than the others. */
  decided?: boolean;
} {
  const ruledOut = (o: DecisionOption) => isRuledOut(o, avoid);
  // '家里要我回老家，我自己想留杭州': the family's wish and its road are not conditions of the asker's ('回老家' read as
  // '家里需要照顾'), and the road the asker calls their own carries their interest, as in a choice no decision names
  // (choice-weigh.ts).
  const wish = familyChoice(context);
  const told = wish ? context.split(wish.family).join('，').replace(FAMILY_WORDS, '，') : context;
  // The road the asker says they mean to take ('在国企干了十年，想出来去民企') is theirs as much as one set against a
  // family's wish: the answer weighs it as their own rather than defaulting to the other.
  const wanted = wish
    ? options.findIndex((o) => [o.name, ...o.aliases].some((n) => n && wish.own.includes(n)))
    : intendedOption(told, options);
  // The road wanted with what bars it, and another way asked for ('想转专业到计算机，但是绩点不够，还有别的办法吗'):
  // the other roads are the question, and the one barred is not the asker's to take now.
  const barred = wanted >= 0 && OTHER_WAY.test(told) && BARRED.test(told);
  const own = barred ? -1 : wanted;
  // What the asker said about themselves, without the options' own names: '国企和外企' says nothing about which
  // condition of either holds. Their plain words are read whole ('早点工作' says they need an income soon).
  // What the asker said of each option ('外企钱多但不稳定') describes it, not them: it is weighed against what they
  // want, and left out of their situation.
  const names = (o: DecisionOption) => [o.name, ...o.aliases].filter(Boolean);
  // '一个…另一个…' is not read by order here: the decision's options may not be the asker's two.
  const described = saidOfOptions(told, options.map(names), false);
  const labels = options.map((o) => names(o).find((n) => Array.from(n).length >= 2 && told.includes(n)) ?? o.name);
  const bySaid = weighSaid(described, labels);
  const saidFor = bySaid && !ruledOut(options[bySaid.pick]!) && own < 0 ? options[bySaid.pick]! : undefined;
  if (saidFor && bySaid!.decided) return { option: saidFor, reason: `${bySaid!.reason}。`, grounded: true };
  // Years of work said ('工作六年了') meet a condition written in years ('工作三到五年以上').
  const situation = withYearsMet(
    withPlainWords(
      options
        .flatMap(names)
        .sort((a, b) => b.length - a.length)
        .reduce((text, name) => text.split(name).join('，'), described.rest),
      described.rest,
    ),
    told,
    options.flatMap((o) => o.fitsWhen),
  );
  // What the asker says does not suit them ('不适合科研', '不喜欢做研究') is no match for a condition naming it (读博's
  // '科研院所'): it is left out of what their words meet, and what they refuse is read by leftByRefusal.
  // The name of the major studied ('药学专业考研还是工作') says what the asker studies, not how their background stands: its
  // 专业 is no match for a condition about one (本科学校或专业背景弱); '专业背景弱', '本科专业一般' still are.
  // The decision's own subject, as its title says it ('体制内想辞职'), is what everyone asking it names: '体制内干了八
  // 年' says where the asker is, not that 体制内的工作 goes against their will (the leaving option's condition).
  const met = withoutSubject(situation.replace(UNSUITED, '，').replace(MAJOR_NAMED, '，'), decision.title);
  // What the asker refuses decides between two options when it is what one of them asks for.
  const left = own < 0 ? leftByRefusal(options, situation) : null;
  if (left && !ruledOut(left.option))
    return { option: left.option, reason: left.reason, grounded: true, decided: true };
  const hard = hardSaid(told);
  const plainFit = (x: string) => relevance(x, met) + hard.reduce((n, w) => n + relevance(x, w), 0);
  const fitOf = (x: string) => conditionFit(x, met, plainFit);
  const fitting = options.map((o) => {
    const best = [...o.fitsWhen].sort((x, y) => fitOf(y) - fitOf(x))[0]!;
    return { best, fit: fitOf(best) };
  });
  // What the asker said of themselves fits one option clearly better than the others ('对科研兴趣一般，想早点赚钱'):
  // that decides, and a case's lean written for another matter of the decision (how to judge an advisor) does not.
  const fits = fitting.map((f) => f.fit).sort((x, y) => y - x);
  const decided = fits[0]! >= 2 && fits[0]! - (fits[1] ?? 0) >= 2;
  // A written lean towards what the asker ruled out ('默认建议保研' to someone who does not want 读研) is not used.
  // Nor a lean when the asker's own road is set against the family's ('爸妈让我回老家考公，我想留在上海'): a case found
  // by the family's words ('回老家考公') is their plan, not the asker's situation.
  const lean =
    c?.lean && !decided && !(wish && own >= 0) && withoutAvoided([c.lean], avoid).length ? c.lean : undefined;
  const clause = lean && leanClause(lean, options, situation);
  const scored = options.map((o, i) => {
    const { best, fit } = fitting[i]!;
    const leanNames = lean && [o.name, ...o.aliases].some((n) => favours(clause || lean, n));
    // A lean that names an option only to advise against it ('不必勉强考') counts against it.
    const leanAgainst = !leanNames && lean && [o.name, ...o.aliases].some((n) => n.length >= 2 && lean.includes(n));
    const leaning = leanNames ? 3 : leanAgainst ? -3 : 0;
    const score =
      (ruledOut(o) ? -100 : 0) +
      fit +
      (barred ? 0 : leaning) +
      (i === own ? 2 : 0) -
      (barred && i === wanted ? 4 : 0) -
      i * 0.1;
    return { o, best, score, leanNames };
  });
  const [top, next] = scored.sort((x, y) => y.score - x.score) as [(typeof scored)[0], (typeof scored)[0]?];
  const mine = own >= 0 && top.o === options[own];
  // Grounded only by the asker's own words: a particle shared by chance ('的行') is not something they said.
  const grounded = Boolean(top.leanNames) || mine || contentRelevance(top.best, met, options.flatMap(names)) > 0;
  // Nothing said either way, or as much for one as for the other: the decision's usual position, when a counsellor
  // has one ('没有科研目标就先工作').
  const even = !grounded || (next !== undefined && top.score - next.score < 1);
  const usual = even && decision.usual ? usualOption(decision.usual, options) : undefined;
  if (usual && !ruledOut(usual)) return { option: usual, reason: decision.usual!, grounded };
  // Nothing said and no usual position: an option's condition ('工作已严重影响身心健康时') is not the common case,
  // so the position is the road that keeps the other open, said as such, or else left to what the asker will say.
  // Sides said of both options with no want: the trade they said is the ground, before any default.
  if (!grounded && saidFor) return { option: saidFor, reason: `${bySaid!.reason}。`, grounded: true };
  if (!grounded)
    return openDefault(
      options.filter((o) => !ruledOut(o)),
      top.o,
    );
  const reason =
    top.leanNames && lean
      ? lean
      : mine && wish
        ? `这是你自己想走的路（${wish.said}），${top.best.replace(/[。]$/, '')}时它更划算；家里的顾虑，用一份有期限的计划去回应。`
        : mine
          ? `这是你自己想走的路，${top.best.replace(/[。]$/, '')}时它更划算；下面也列了另一边更合适的情况，对照看看你是不是那一种。`
          : `${top.best.replace(/[。]$/, '')}时，${top.o.name}更划算。`;
  return { option: top.o, reason, grounded, decided: decided && !top.leanNames && !mine };
}

/**
 * The road the asker wants and the others, when they say what bars it and ask for another way ('想转专业到计算机，
 * 但是绩点不够，还有别的办法吗'); null otherwise.
 */
export function barredRoad(
  options: readonly DecisionOption[],
  context: string,
): { wanted: DecisionOption; others: DecisionOption[] } | null {
  const bar = BARRED.exec(context);
  if (!OTHER_WAY.test(context) || !bar) return null;
  // The road wanted: said as meant ('打算转到'), or named where the asker says they want it, before what bars it.
  const before = context.slice(0, bar.index);
  const wants = /想|打算|准备|希望|计划/u.test(before);
  const named = options.findIndex((o) =>
    [o.name, ...o.aliases].some((n) => Array.from(n).length >= 2 && before.includes(n)),
  );
  const meant = intendedOption(context, options);
  const i = meant >= 0 ? meant : wants ? named : -1;
  return i < 0 ? null : { wanted: options[i]!, others: options.filter((_, j) => j !== i) };
}

/** 专业 as part of a major's name, not said of the asker's standing. */
/** A text without any three characters running in the decision's title. */
function withoutSubject(text: string, title: string): string {
  const chars = Array.from(title.replace(/[^\p{Script=Han}]/gu, ''));
  let out = text;
  for (let i = 0; i + 3 <= chars.length; i++) out = out.split(chars.slice(i, i + 3).join('')).join('，');
  return out;
}

const MAJOR_NAMED = /(?<=\p{Script=Han}{2})专业(?!背景|基础|不好|差|弱|一般|冷门|不对口|太|很|比较|不太)/gu;

/** Asking for another way than the one said ('还有别的办法吗', '有没有其他途径'). */
const OTHER_WAY = /(?:别的|其他|其它|另外的|什么)(?:办法|方法|途径|路子?|出路|选择)|曲线/u;
/** What stands in the road's way, said after a turn ('但是绩点不够', '可是名额满了'). */
const BARRED =
  /(?:但是?|可是?|不过)[^，。,；;！!？?]{0,10}(?:不够|不足|太低|达不到|不达标|满了|没名额|没有名额|不让|不允许|没通过|没过)/u;

/** Saying one means to go somewhere ('想出来去', '打算转到', '准备回'), not that one does not ('不想去'). */
const INTENDS = /(?<![不没别])(?:想|打算|准备|决定|计划)(?:要)?(?:出来|辞职|跳槽|换|转)?(?:去|到|进|做|当|回)/gu;

/** The option the asker says they mean to take, by its name or an alias right after the intent; -1 if none. */
function intendedOption(text: string, options: readonly DecisionOption[]): number {
  for (const m of text.matchAll(INTENDS)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
    const i = options.findIndex((o) => [o.name, ...o.aliases].some((n) => n && n.length >= 2 && after.startsWith(n)));
    if (i >= 0) return i;
  }
  return -1;
}

/**
 * An option that keeps the other road open: staying, waiting, or doing it alongside ('骑驴找马', '先留在体制内',
 * '在职接单', '履约', '不转，用辅修或自学补'). Its name says so; an alias may name the other road ('辞职').
 */
const KEEPS_OPEN =
  /在职|边[干上做学实]|骑驴|兼顾|^先留|^留下$|^留在现在|不辞|^不转|^不读|^不修|再等|观望|^履约|^相邻|^先就业|^先全职|^先对口/u;

/**
 * The position when the asker said nothing that decides it and the decision has no usual one: the one option that
 * keeps the other open, as the safer default with what would overturn it; otherwise the first, said to depend on
 * what the asker has not told yet.
 */
function openDefault(
  options: readonly DecisionOption[],
  first: DecisionOption,
): { option: DecisionOption; reason: string; grounded: false } {
  const open = options.filter((o) => KEEPS_OPEN.test(o.name));
  const other = open.length === 1 ? options.find((o) => o !== open[0]) : undefined;
  if (other) {
    const unless = other.fitsWhen[0]!.replace(/[。]$/u, '').replace(/^你/u, '');
    return {
      option: open[0]!,
      reason: `多数情况下选${open[0]!.name}更稳妥：这一步以后还能改，${other.name}走出去就不容易回头；除非${unless}，那时${other.name}更划算。`,
      grounded: false,
    };
  }
  const names = options.map((o) => o.name).join('和');
  return {
    option: first,
    reason: `${names}没有一定的高下，要看你是哪种情况（下面分别列了什么情况下选哪边）；你还没说，先按${first.name}说，告诉我你的情况，我再确定。`,
    grounded: false,
  };
}

/**
 * A lean that gives each option its own condition ('离线不远、家里能支持一年，二战值得；分数差距大，更建议先就业'):
 * the clause whose condition the asker's situation meets, when one meets it more than the others.
 */
function leanClause(lean: string, options: readonly DecisionOption[], situation: string): string | undefined {
  const names = (o: DecisionOption) => [o.name, ...o.aliases];
  const clauses = lean
    .split(/[；;]/u)
    .filter((x) => options.filter((o) => names(o).some((n) => favours(x, n))).length === 1);
  if (clauses.length < 2) return undefined;
  const ranked = clauses.map((x) => ({ x, r: relevance(x, situation) })).sort((a, b) => b.r - a.r);
  return ranked[0]!.r > ranked[1]!.r ? ranked[0]!.x : undefined;
}

/**
 * The option a decision's usual position speaks for: the one it names first without advising against it. A name
 * first said negated ('没有非读研不可的目标时，先就业') counts from where it is said for it.
 */
function usualOption(usual: string, options: readonly DecisionOption[]): DecisionOption | undefined {
  const forIt = (n: string) => {
    for (let i = usual.indexOf(n); i >= 0; i = usual.indexOf(n, i + 1))
      if (favours(usual.slice(Math.max(0, i - 6), i + n.length), n)) return i;
    return Infinity;
  };
  const at = (o: DecisionOption) => Math.min(...[o.name, ...o.aliases].map(forIt));
  const first = [...options].sort((x, y) => at(x) - at(y))[0];
  return first && at(first) < Infinity ? first : undefined;
}
