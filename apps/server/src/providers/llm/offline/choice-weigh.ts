import { familyChoice } from './wishes.js';
import { defaultPick } from './choice-default.js';
import { relevance } from './parts.js';
import { CITY_INDUSTRY } from './places.js';
import { fieldCity } from './place-field.js';
import { cityAxis } from './city-axis.js';
import type { Choice } from './choice-read.js';
import { paysMore, pricedOptions } from './priced-options.js';
import { yuan } from './pay-places.js';
import { saidOfOptions, weighSaid, type Side } from './said-of-options.js';
import { likedIn, optionKind } from './option-kinds.js';
import { TYPE_NAMES } from './named.js';

/**
 * Which of two options the asker's situation favours: what each option usually brings, read from its words,
 * against what the asker says matters to them, their people's city, their own wish against the family's, and a
 * counsellor's written lean.
 */

/** Words before an option's name that speak against it: '不想考公就不必勉强考' does not lean to 考公. */
const AGAINST = /(?:不想|不必|不用|不要|别|不一定要?|没必要|未必要?|不适合|放弃|不再)(?:勉强|急着|硬)?$/u;

/** Whether a written lean speaks for an option: its name said at least once without a negation before it. */
export function favours(lean: string, name: string): boolean {
  if (Array.from(name).length < 2) return false;
  for (let at = lean.indexOf(name); at >= 0; at = lean.indexOf(name, at + 1))
    // '全日制' inside '非全日制' names the other thing.
    if (!AGAINST.test(lean.slice(Math.max(0, at - 6), at)) && lean[at - 1] !== '非') return true;
  return false;
}

export type Trait = 'stable' | 'growth' | 'study' | 'earn' | 'home' | 'interest';

/** What an option brings, by the side the asker said it has ('不加班' is a steady rhythm). */
const SIDE_TRAIT: Record<Side, Trait> = {
  money: 'earn',
  stable: 'stable',
  rest: 'stable',
  home: 'home',
  growth: 'growth',
};

/** What an option usually brings, read from its words. */
const TRAITS: Array<[Trait, RegExp]> = [
  ['stable', /国企|央企|体制|公务员|考公|考编|编制|事业|银行|外企|上市|正式|稳定|电网|铁饭碗|留下|履约|先留/u],
  ['home', /老家|家乡|县城|回家|接班|家里|省会|离家/u],
  [
    'growth',
    /大厂|字节|腾讯|阿里|华为|小米|美团|百度|京东|拼多多|网易|一线|北京|上海|深圳|杭州|广州|创业|互联网|私企|民企|平台|大城市|外面|闯|新能源|跳槽|换|管培|快消/u,
  ],
  ['study', /考研|读研|读博|博士|研究生|硕士|MBA|留学|出国|专升本|升本|深造|二战|复读|学位|辅修|科研|实验室/u],
  ['earn', /工作|就业|上班|赚钱|钱多|高薪|offer|实习|在职|不辞/u],
  ['interest', /喜欢|兴趣|热爱|梦想|自媒体|博主|设计|艺术/u],
];

/** What the asker's own words say they care about, with the phrase that shows it. */
const CUES: Array<[Trait, RegExp]> = [
  [
    'stable',
    // '不想天天加班', '不喜欢推销': what the asker wants to avoid is the steady side's gain.
    /稳定|安稳|踏实|压力大|怕|不想折腾|身体|内向|风险|保险|危机|被裁|裁员|不想(?:天天|总|老|经常)?加班|不(?:想|喜欢|愿意)(?:长期|经常|总)?出差|(?:工作)?生活平衡|不(?:喜欢|想|愿意)(?:推销|跑业务|做销售|扛业绩)/u,
  ],
  ['home', /父母|爸妈|家人|家里|结婚|成家|对象|男朋友|女朋友|照顾|独生|离家近|离家|回家|家附近|顾家/u],
  ['growth', /挑战|成长|学东西|发展|机会|闯|年轻|见世面|上升|天花板|晋升/u],
  ['study', /学历|科研|学术|研究|硕士要求|门槛|喜欢读书|读博|深造/u],
  [
    'earn',
    /赚钱|挣钱|攒钱|多挣|多赚|早点|经济(?!学|类|管理)|家里条件一般|条件不好|没钱|负债|房贷|还贷|收入|工资|毕业就工作|打算工作|想直接工作/u,
  ],
  ['interest', /喜欢|兴趣|热爱|梦想|有意思|有趣/u],
];

/**
 * What an option brings: from its own words ('国企', '大厂') and from what a counsellor knows of the kind of
 * employer or role it names ('烟草局' is a steady state employer, '设计院' an office job; option-kinds.ts).
 */
export const traitsOf = (option: string): Trait[] => [
  ...new Set([...wordTraits(option), ...(optionKind(option)?.brings ?? [])]),
];

/** What an option's own words say it brings, without what is known of its kind. */
export const wordTraits = (option: string): Trait[] => TRAITS.filter(([, re]) => re.test(option)).map(([t]) => t);

/**
 * Whether both options' words say what each brings, and differently ('国家电网' stability, '新能源' growth); one
 * option whose words say nothing ('半导体') leaves the general weighing with nothing to set against it.
 */
export const kindsDiffer = (choice: Choice) => {
  const [a, b] = [traitsOf(choice.options[0]), traitsOf(choice.options[1])];
  return a.length > 0 && b.length > 0 && a.join() !== b.join();
};
/** Plans a lean's clause may be conditioned on, and how an asker says them. */
const PLANS: Array<[RegExp, RegExp]> = [
  [/就业|工作/u, /就业|工作|上班/u],
  [/读博|科研|学术/u, /读博|博士|科研|学术/u],
  [/考公|考编|体制/u, /考公|考编|公务员|体制/u],
];

/** The option whose clause of the lean is conditioned on a plan the asker said, with the words that said it. */
function byPlan(choice: Choice, own: string, lean: string): { pick: 0 | 1; word: string } | null {
  for (const clause of lean.split(/[；;]/u)) {
    const at = choice.options.findIndex((o) => favours(clause, o));
    if (at < 0 || choice.options.some((o, i) => i !== at && favours(clause, o))) continue;
    for (const [inLean, inAsker] of PLANS) {
      const said = inLean.test(clause) ? inAsker.exec(own) : null;
      if (said) return { pick: at as 0 | 1, word: said[0] };
    }
  }
  return null;
}

/**
 * A lean written as conditions ('已经工作、目标岗位认可非全时值得读；应届生能考上全日制就优先全日制'): the clause the
 * asker's own words meet, and the option it leads to. A met clause naming neither option in these words (非全 for
 * 在职研究生) leads away from the option the other clause names.
 */
function byClause(choice: Choice, own: string, lean: string): { pick: 0 | 1; clause: string } | null {
  const clauses = lean.split(/[；;]/u).filter((x) => Array.from(x).length >= 4);
  if (clauses.length < 2) return null;
  const ranked = clauses.map((x) => ({ x, r: relevance(x, own) })).sort((a, b) => b.r - a.r);
  if (ranked[0]!.r < 2 || ranked[0]!.r === ranked[1]!.r) return null;
  const met = ranked[0]!.x;
  const named = (x: string) => choice.options.flatMap((o, i) => (favours(x, o) ? [i] : []));
  const leads = named(met);
  if (leads.length === 1) return { pick: leads[0] as 0 | 1, clause: met };
  const others = [...new Set(clauses.filter((x) => x !== met).flatMap(named))];
  return leads.length === 0 && others.length === 1 ? { pick: (1 - others[0]!) as 0 | 1, clause: met } : null;
}
/** Which option the asker's stated situation favours, and the words of theirs that say so. */
export function weigh(
  choice: Choice,
  context: string,
  lean?: string,
): { pick: 0 | 1; cues: string[]; traits: [Trait[], Trait[]]; clause?: string; usual?: string } {
  const traits: [Trait[], Trait[]] = [traitsOf(choice.options[0]), traitsOf(choice.options[1])];
  // What only the kind of employer or role brings, not the option's words nor what the asker said of it.
  const kindOnly = choice.options.map((o) => (optionKind(o)?.brings ?? []).filter((t) => !wordTraits(o).includes(t)));
  // What describes an option ('老家的国企，七千但稳定', '外企钱多但不稳定') is not the asker saying what they want:
  // it is read as that option's side, and the asker's wants only from what they say of themselves.
  const described = saidOfOptions(
    context,
    choice.options.map((o) => [o]),
  );
  described.sides.forEach((s, i) => {
    const brings = [...new Set(s.filter((x) => x.sign > 0).map((x) => SIDE_TRAIT[x.side]))];
    if (s.length) traits[i as 0 | 1] = brings;
  });
  // A Holland type said of oneself ('研究型很高') is the result, not a want: 研究 there is no cue for 读研.
  const own = choice.options.reduce((text, o) => text.split(o).join('，'), described.rest.replace(TYPE_NAMES, '，'));
  const said = CUES.flatMap(([t, re]) => {
    const m = re.exec(own);
    // A one-character cue is quoted with what it is about ('怕累', not '怕').
    const word = m && (Array.from(m[0]).length > 1 ? m[0] : /^\p{Script=Han}{2}/u.exec(own.slice(m.index))?.[0]);
    return m ? [{ t, word: word ?? m[0] }] : [];
  });
  const score = traits.map((ts) => said.filter((c) => ts.includes(c.t)).length);
  // '我女朋友在成都': the option in the city where the people the asker cares about are weighs as home for them.
  const near = choice.options.map((o) => nearPeople(o, context));
  near.forEach((words, i) => {
    if (!words) return;
    score[i]! += 2;
    said.push({ t: 'home', word: words });
    const kinds = traits[i as 0 | 1];
    if (!kinds.includes('home')) kinds.push('home');
  });
  // '喜欢讲课' beside 培训机构讲师: liking what an option's days are spent doing is the asker's interest in it.
  choice.options.forEach((o, i) => {
    const liked = likedIn(o, own);
    if (!liked) return;
    score[i]! += 1;
    said.push({ t: 'interest', word: liked });
    if (!traits[i as 0 | 1].includes('interest')) traits[i as 0 | 1].push('interest');
  });
  // '家里让我学医，但我喜欢画画': the road the asker says is their own carries their interest, the family's does not.
  const wish = familyChoice(context);
  const mine = wish ? choice.options.indexOf(wish.own) : -1;
  if (mine >= 0) {
    score[mine]! += 2;
    said.push({ t: 'interest', word: wish!.said });
    const kinds = traits[mine as 0 | 1];
    if (!kinds.includes('interest')) kinds.push('interest');
  }
  // The asker's wants weighed by what they said of each option decide, unless their people or their own wish
  // already did.
  const bySaid = weighSaid(described, choice.options);
  const moved = near.some(Boolean) || mine >= 0;
  if (bySaid?.decided && !moved) return { pick: bySaid.pick as 0 | 1, cues: [], traits, clause: bySaid.reason };
  // Two cities measured by what the asker names ('哪个房价低', '怕冷', '我家在湖南'): the cities' difference on that.
  const axis = moved ? null : cityAxis(context, choice.options);
  if (axis) return { pick: axis.at, cues: [], traits, clause: axis.clause };
  // Two cities weighed by someone who says what they do, nothing else said for either: the one with that industry.
  const field = score.every((x) => x === 0) ? fieldCity(context, choice.options) : null;
  if (field) return { pick: field.at as 0 | 1, cues: [], traits, clause: field.clause };
  // A lean that gives each option its own situation ('打算读博就选学硕；目标是尽快就业，专硕…'), with the asker's
  // plan said ('我想以后工作'): the option of the clause that plan fits.
  const planned = lean && choice.options.every((o) => favours(lean, o)) ? byPlan(choice, own, lean) : null;
  if (planned) return { pick: planned.pick, cues: [planned.word], traits };
  const met = lean ? byClause(choice, own, lean) : null;
  if (met) return { pick: met.pick, cues: [], traits, clause: met.clause.replace(/[。]$/u, '') };
  // Options said with their pay: the one clearly paying more (a year, or an hour when both schedules are said)
  // brings earnings, so an asker who says money matters is pointed to it.
  const paid = paidMore(choice, context);
  if (paid && !traits[paid.at].includes('earn')) traits[paid.at].push('earn');
  // Sides said of both and no want: the trade the asker described comes before a counsellor's general lean, unless
  // their own figures already say the bigger pay buys only longer days.
  if (bySaid && !moved && !paid?.reversed)
    return { pick: bySaid.pick as 0 | 1, cues: [], traits, clause: bySaid.reason };
  let pick: 0 | 1;
  // A counsellor's written position for this situation comes first: the option whose kind it speaks for.
  const leans = lean
    ? traits.map((ts) => ts.filter((t) => TRAITS.find(([x]) => x === t)![1].test(lean)).length)
    : [0, 0];
  // Named by the lean itself ('在职读研适合…'), an option is the one it speaks for, whatever kind both are.
  const named = choice.options.map((o) => (lean && favours(lean, o) ? 1 : 0));
  if (named[0] !== named[1]) pick = named[0]! > named[1]! ? 0 : 1;
  else if (leans[0] !== leans[1]) pick = leans[0]! > leans[1]! ? 0 : 1;
  else if (score[0] !== score[1]) pick = score[0]! > score[1]! ? 0 : 1;
  // The bigger monthly figure paying less an hour ('12k双休' against '18k 996'): it buys nothing but longer days.
  else if (paid?.reversed) return { pick: paid.at, cues: [], traits, clause: paid.clause };
  // Nothing stated either way: early in a career, what builds skills and options is worth more than comfort.
  else if (traits[0].includes('growth') !== traits[1].includes('growth')) pick = traits[0].includes('growth') ? 0 : 1;
  // A lean giving each option its plan ('打算读博就选学硕；目标是尽快就业，专硕…'), no plan said: the usual plan, work.
  else if (lean && choice.options.every((o) => favours(lean, o)) && byPlan(choice, '工作', lean))
    pick = byPlan(choice, '工作', lean)!.pick;
  // Only one option's words say what it brings ('实习' against '把证考了'): that one, with what it brings as the
  // reason, rather than a pick by name that has no reason to give.
  // What is known of a kind alone ('数据分析' earns early) does not pick when nothing the asker said bears on it.
  else if (!said0(traits, kindOnly, 0) !== !said0(traits, kindOnly, 1)) pick = said0(traits, kindOnly, 0) ? 0 : 1;
  else {
    // Nothing at all decides: a default that is the same whichever option was named first.
    const fallback = defaultPick(choice.options);
    if (fallback.usual) return { pick: fallback.pick, cues: [], traits, usual: fallback.usual };
    pick = fallback.pick;
  }
  const cues = said.filter((c) => traits[pick].includes(c.t)).map((c) => c.word);
  // '女朋友' said again inside '女朋友在成都' is said once.
  const whole = [...new Set(cues)].filter((w, _, all) => !all.some((x) => x !== w && x.includes(w)));
  return { pick, cues: whole, traits };
}

/** How many of what an option brings come from more than its kind alone. */
const said0 = (traits: readonly Trait[][], kindOnly: readonly Trait[][], i: number) =>
  traits[i]!.filter((t) => !kindOnly[i]!.includes(t)).length;

/** Whom an asker stays near: partner, parents, family. */
const PEOPLE = '女朋友|男朋友|对象|老婆|老公|爱人|父母|爸妈|家人|家里人|孩子';

/** The words saying the asker's people are in the city an option names ('女朋友在成都'), if they do. */
function nearPeople(option: string, context: string): string | null {
  const city = Object.keys(CITY_INDUSTRY).find((c) => option.includes(c));
  if (!city) return null;
  return new RegExp(`(?:${PEOPLE})(?:都|也|现在|一直)?(?:在|定居在?)${city}`, 'u').exec(context)?.[0] ?? null;
}

/** Which option pays clearly more by the asker's figures, and the sentence saying so when hours reverse it. */
function paidMore(choice: Choice, context: string): { at: 0 | 1; reversed: boolean; clause: string } | null {
  const priced = pricedOptions(context);
  if (!priced) return null;
  // The priced names as readChoice cleaned them: '私企996给' read as 私企.
  const at = priced.map((p) => choice.options.findIndex((o) => o.includes(p.name) || p.name.includes(o)));
  if (at[0] !== 0 || at[1] !== 1) return null;
  const more = paysMore(priced);
  if (!more) return null;
  const [x, y] = more.at === 0 ? priced : [priced[1], priced[0]];
  const clause = `按上班时间折算，${x.name}每小时约 ${yuan(x.hour ?? 0)} 元，${y.name}约 ${yuan(y.hour ?? 0)} 元：${y.name}月薪高出的部分是用更长的工时换来的，算下来反而少拿，长期这样的工时还要搭上身体和生活`;
  return { ...more, clause };
}
