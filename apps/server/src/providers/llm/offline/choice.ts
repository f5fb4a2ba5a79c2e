import { familyChoice } from './wishes.js';
import { relevance, type Part } from './parts.js';
import { listedOffers } from './offer-pairs.js';
import { CITY_INDUSTRY } from './places.js';

/**
 * Choices no decision entry covers ('北京还是成都', '大厂外包和小公司正式员工选哪个'): the options read from the
 * question, each weighed by what it usually brings (stability, growth, study, earning now), against what the
 * asker said matters to them. The answer takes a position, says why, and says what would change it.
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

type Trait = 'stable' | 'growth' | 'study' | 'earn' | 'home' | 'interest';

/** What an option usually brings, read from its words. */
const TRAITS: Array<[Trait, RegExp]> = [
  ['stable', /国企|央企|体制|公务员|考公|考编|编制|事业|银行|外企|上市|正式|稳定|电网|铁饭碗|留下|履约|先留/u],
  ['home', /老家|家乡|县城|回家|接班|家里|省会|离家/u],
  ['growth', /大厂|一线|北京|上海|深圳|杭州|广州|创业|互联网|私企|民企|平台|大城市|外面|闯|新能源|跳槽|换|管培|快消/u],
  ['study', /考研|读研|读博|博士|研究生|硕士|MBA|留学|出国|专升本|升本|深造|二战|复读|学位|辅修|科研|实验室/u],
  ['earn', /工作|就业|上班|赚钱|钱多|高薪|offer|实习|在职|不辞/u],
  ['interest', /喜欢|兴趣|热爱|梦想|自媒体|博主|设计|艺术/u],
];

/** What the asker's own words say they care about, with the phrase that shows it. */
const CUES: Array<[Trait, RegExp]> = [
  ['stable', /稳定|安稳|踏实|压力大|怕|不想折腾|身体|内向|风险|保险|危机|被裁|裁员/u],
  ['home', /父母|爸妈|家人|家里|结婚|成家|对象|男朋友|女朋友|照顾|独生/u],
  ['growth', /挑战|成长|学东西|发展|机会|闯|年轻|见世面|上升|天花板|晋升/u],
  ['study', /学历|科研|学术|研究|硕士要求|门槛|喜欢读书|读博|深造/u],
  ['earn', /赚钱|早点|经济|家里条件一般|条件不好|没钱|负债|房贷|还贷|收入|工资|毕业就工作|打算工作|想直接工作/u],
  ['interest', /喜欢|兴趣|热爱|梦想|有意思|有趣/u],
];

const GAIN: Record<Trait, string> = {
  stable: '稳定、可预期的节奏和较低的风险',
  home: '离家近、生活成本低、家人照应',
  growth: '更快的成长、更多机会和更高的收入上限',
  study: '更高的学历起点和更宽的岗位门槛',
  earn: '尽早攒下经验和收入',
  interest: '做自己愿意长期投入的事',
};
const COST: Record<Trait, string> = {
  stable: '成长和收入涨得慢，过几年想换赛道会更难',
  home: '同类岗位少，想往上走常常要再出来',
  growth: '风险和不确定性更大，竞争和加班也更多',
  study: '两三年的时间和这几年的工资',
  earn: '以后想补学历或转方向时要另花力气',
  interest: '前几年收入可能不稳，需要留好退路',
};

export interface Choice {
  options: [string, string];
}

const VERB = /^(?:是|选|去|回(?!国)|做|当|进|考|留在|留|继续|直接|先|还是|找|干)+/u;
const PARTICLE = /(?:好|呢|吗|啊|更好|比较好|更重要|重要|合适|更合适|划算|哪个|怎么选|选哪个|到底|究竟)+$/u;

/** A leading verb goes ('去上班' → 上班) unless it is the option itself ('考研', '考公', '回国' stay whole). */
const withoutVerb = (s: string) => {
  const rest = s.replace(VERB, '');
  return Array.from(rest).length >= 2 ? rest : s;
};

/** '去无锡工作' weighs 无锡: the work is the same on both sides. */
const withoutWork = (s: string) => {
  const rest = s.replace(/(?:工作|上班|发展|就业)$/u, '');
  return Array.from(rest).length >= 2 ? rest : s;
};

const clean = (s: string) =>
  withoutVerb(
    s
      .trim()
      .replace(/[，,：:；;。]+$/u, '')
      .replace(/^.*[，,：:；;。]/u, '')
      .replace(/^(?:我|我们|到底|究竟|是|应该|该|要|更适合|适合)+/u, ''),
  )
    .replace(PARTICLE, '')
    .trim();
/**
 * '杭州的互联网公司运营年包20w' is named by its place and work: an option said with its pay drops the pay (the
 * figures are read on their own), its 的 and what follows 但是. One said without figures is left as it is.
 */
const PAY_SAID =
  /(?:年包|月薪|年薪|税前|到手|底薪|工资)?\d+(?:\.\d+)?(?:[wWkK]|万|千)?(?:元|块)?(?:一个月|每月|\/月)?/gu;
const compact = (s: string) => {
  if (!/\d/u.test(s)) return s;
  const named = s
    .replace(PAY_SAID, '')
    .replace(/的/gu, '')
    // '老家的国企月薪6k但是稳定': what is said about the option after 但是 is not its name.
    .replace(/(?:但是?|不过|而且|可是)\p{Script=Han}{1,6}$/u, '');
  // '国企8k' is 国企; '18k' against '15k' has nothing but its pay to be named by.
  return Array.from(named).length >= 2 ? named : s;
};
const option = (s: string) => withoutWork(compact(clean(s)));

const fits = (s: string) => Array.from(s).length >= 2 && Array.from(s).length <= 10;
/** '手上有个字节的offer和一个国企的offer': two offers held, each named by its company or kind. */
const TWO_OFFERS =
  /([^，,。；;？?！!]{1,12}?)的offer(?:和|跟|与|，|,|还有)(?:一个|一份)?([^，,。；;？?！!的]{1,8})的offer/iu;

/** What follows 还是 when it means 'still' ('还是以前的名字', '还是没回音', '还是差十几分', '还是想当医生'). */
const STILL = /^(?:以前|原来|之前|从前|老样子|一样|没|很|挺|那么|差|不行|不够|想|觉得)/u;
const CHOOSING =
  /还是|选哪|怎么选|哪个|哪一个|哪边|哪家|该选|如何选|咋选|纠结|犹豫|权衡|取舍|怎么比|[两二][个份家](?:offer|选择|机会)/iu;

/**
 * The two options a question weighs, when it weighs two. `loose`: the question is known to be a choice (a
 * follow-up asking 哪个 about this earlier question), so 'X和Y' is enough.
 */
export function readChoice(question: string, { loose = false } = {}): Choice | null {
  const text = question.replace(/\s+/gu, '');
  const offers = TWO_OFFERS.exec(text);
  // '家里让我学医但我喜欢画画': the family's wish against the asker's own, said without 还是.
  const wish = familyChoice(text);
  if (wish) return { options: wish.options };
  if (!loose && !CHOOSING.test(text) && !offers) return null;
  const pick = (x: string | undefined, y: string | undefined): Choice | null => {
    const a = option(x ?? '');
    const b = option((y ?? '').split(/[，,；;]/u)[0]!);
    return fits(a) && fits(b) && a !== b ? { options: [a, b] } : null;
  };
  const listed = listedOffers(text);
  if (listed && pick(...listed)) return pick(...listed);
  // '一个是大厂外包，一个是小公司正式员工'; '两个offer：杭州的中厂；老家的国企'
  // '一个国企8k一个民企12k' runs the two together; what follows 但是 describes the second, it does not name it.
  const pair =
    /一个(?:是)?([^，,。；;]{2,20})[，,；;](?:另一?个|一个)(?:是)?([^，,。；;？?]{2,20})/u.exec(text) ??
    /一个(?:是)?([^，,。；;一]{2,12}?)(?:另一?个|一个)(?:是)?([^，,。；;？?]{2,20})/u.exec(text) ??
    /两个(?:offer|选择|机会|方向|学校|工作)[：:]([^；;。]{2,16})[；;]([^；;。？?]{2,16})/iu.exec(text) ??
    // 'A是上海的外企，月薪15k，B是成都的民企': offers lettered, each with what is said about it after.
    /(?:^|[^A-Za-z])[Aa甲](?:是|[:：])([^，,。；;]{2,20})[，,；;。](?:[^；;。]*?[，,；;])?[Bb乙](?:是|[:：])([^，,。；;？?]{2,20})/u.exec(
      text,
    );
  const fromPair = pair && pick(pair[1]!.split(/[，,]/u).at(-1), pair[2]!.split(/[，,]|但是?|不过|可是/u)[0]);
  if (fromPair) return fromPair;
  const held = (s: string) => s.replace(/^.*(?:有个|有一个|有一份|一个|一份|拿了|拿到了?|收到了?)/u, '');
  const fromOffers = offers && pick(held(offers[1]!), held(offers[2]!));
  if (fromOffers) return fromOffers;
  for (const clause of text.split(/[？?！!。；;]/u)) {
    const either = /(.{2,16}?)还是(.{2,14})/u.exec(clause);
    // '毕业证还是以前的名字', '投了简历还是没回音': 还是 saying 'still', not 'or'.
    const found = either && !STILL.test(either[2]!) && pick(either[1], either[2]);
    if (found) return found;
  }
  const parts = text.split(/[？?！!。；;，,]/u);
  // '动画师和插画师，哪个更好就业': the options in one clause, the asking in the next.
  const joined = parts.map((p, i) =>
    /^(?:哪|选哪|怎么选|该选)/u.test(parts[i + 1] ?? '') ? `${p}${parts[i + 1]}` : p,
  );
  for (const clause of joined) {
    const both =
      /^(.{2,10}?)(?:和|跟|与|或|vs)(.{2,10}?)(?:之间|两个|两家|的区别|有什么区别|哪个|怎么选|选哪|该选)/iu.exec(
        clause,
      );
    const found = both && pick(both[1], both[2]);
    if (found) return found;
  }
  return null;
}

/**
 * Which of a decision's options each of the asker's own two terms stands for ('成都' → 新一线城市, '自媒体博主' →
 * 自由职业), so a position is said in the asker's words. With two options, one term found settles the other. Null
 * when the terms cannot both be placed on different options: the asker is then weighing something else.
 */
export function termsForOptions(
  options: ReadonlyArray<{ name: string; aliases: readonly string[] }>,
  terms: readonly [string, string],
): Map<number, string> | null {
  const lower = (s: string) => s.toLowerCase();
  // The words of the term that name the option: the alias found inside a longer term ('本科毕业是出国读研' →
  // 出国读研), or the term itself when it is part of a name.
  const place = (term: string): { at: number; words: string } => {
    for (const [at, o] of options.entries())
      for (const a of [o.name, ...o.aliases]) {
        if (Array.from(a).length < 2) continue;
        if (lower(term).includes(lower(a))) return { at, words: a };
        if (lower(a).includes(lower(term))) return { at, words: term };
      }
    return { at: -1, words: term };
  };
  const found = terms.map(place);
  const [x, y] = [found[0]!, found[1]!];
  if (options.length === 2) {
    // One term placed settles the other; a long unplaced term is a clause, not a name, and is left unsaid.
    const settle = (u: typeof x, v: typeof x) => {
      if (u.at < 0 && v.at >= 0)
        Object.assign(u, { at: 1 - v.at, words: Array.from(u.words).length <= 6 ? u.words : '' });
    };
    settle(x, y);
    settle(y, x);
  }
  if (x.at < 0 || y.at < 0 || x.at === y.at) return null;
  return new Map([
    [x.at, x.words],
    [y.at, y.words],
  ]);
}

const traitsOf = (option: string) => TRAITS.filter(([, re]) => re.test(option)).map(([t]) => t);

/**
 * Whether both options' words say what each brings, and differently ('国家电网' stability, '新能源' growth); one
 * option whose words say nothing ('半导体') leaves the general weighing with nothing to set against it.
 */
export const kindsDiffer = (choice: Choice) => {
  const [a, b] = [traitsOf(choice.options[0]), traitsOf(choice.options[1])];
  return a.length > 0 && b.length > 0 && a.join() !== b.join();
};

/** Which option the asker's stated situation favours, and the words of theirs that say so. */
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

export function weigh(
  choice: Choice,
  context: string,
  lean?: string,
): { pick: 0 | 1; cues: string[]; traits: [Trait[], Trait[]]; clause?: string } {
  const traits: [Trait[], Trait[]] = [traitsOf(choice.options[0]), traitsOf(choice.options[1])];
  // What describes an option ('老家的国企，七千但稳定') is not the asker saying what they want.
  const own = choice.options.reduce((text, o) => text.split(o).join('，'), context);
  const said = CUES.flatMap(([t, re]) => {
    const m = re.exec(own);
    return m ? [{ t, word: m[0] }] : [];
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
  // '家里让我学医，但我喜欢画画': the road the asker says is their own carries their interest, the family's does not.
  const wish = familyChoice(context);
  const mine = wish ? choice.options.indexOf(wish.own) : -1;
  if (mine >= 0) {
    score[mine]! += 2;
    said.push({ t: 'interest', word: wish!.said });
    const kinds = traits[mine as 0 | 1];
    if (!kinds.includes('interest')) kinds.push('interest');
  }
  // A lean that gives each option its own situation ('打算读博就选学硕；目标是尽快就业，专硕…'), with the asker's
  // plan said ('我想以后工作'): the option of the clause that plan fits.
  const planned = lean && choice.options.every((o) => favours(lean, o)) ? byPlan(choice, own, lean) : null;
  if (planned) return { pick: planned.pick, cues: [planned.word], traits };
  const met = lean ? byClause(choice, own, lean) : null;
  if (met) return { pick: met.pick, cues: [], traits, clause: met.clause.replace(/[。]$/u, '') };
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
  // Nothing stated either way: early in a career, what builds skills and options is worth more than comfort.
  else if (traits[0].includes('growth') !== traits[1].includes('growth')) pick = traits[0].includes('growth') ? 0 : 1;
  else pick = 0;
  const cues = said.filter((c) => traits[pick].includes(c.t)).map((c) => c.word);
  // '女朋友' said again inside '女朋友在成都' is said once.
  const whole = [...new Set(cues)].filter((w, _, all) => !all.some((x) => x !== w && x.includes(w)));
  return { pick, cues: whole, traits };
}

/** Whom an asker stays near: partner, parents, family. */
const PEOPLE = '女朋友|男朋友|对象|老婆|老公|爱人|父母|爸妈|家人|家里人|孩子';

/** The words saying the asker's people are in the city an option names ('女朋友在成都'), if they do. */
function nearPeople(option: string, context: string): string | null {
  const city = Object.keys(CITY_INDUSTRY).find((c) => option.includes(c));
  if (!city) return null;
  return new RegExp(`(?:${PEOPLE})(?:都|也|现在|一直)?(?:在|定居在?)${city}`, 'u').exec(context)?.[0] ?? null;
}

const CRITERION =
  /哪(?:个|一个|边|家)(?:(?:更|比较)([^？?，,。！!]{2,8}?)|(好[^？?，,。！!]{1,6}?))(?:一些|一点|呢|吗|啊)?(?:[？?！!。，,]|$)/u;

/** An option that is a place: a city the places data knows, or a kind of place. */
const PLACE = new RegExp(
  `${Object.keys(CITY_INDUSTRY).join('|')}|城市|老家|家乡|省会|县城|国内|国外|海外|本地|外地|[省市县]$`,
  'u',
);

const describe = (ts: readonly Trait[], table: Record<Trait, string>, fallback: string) =>
  ts.length
    ? ts
        .slice(0, 2)
        .map((t) => table[t])
        .join('，')
    : fallback;

/** A position on a two-way choice, with why and with what would make the other option the better one. */
export function choicePart(
  choice: Choice,
  context: string,
  lean?: string,
  code?: string,
): { part: Part; position: string } {
  const { pick, cues, traits, clause } = weigh(choice, context, lean);
  const [a, b] = pick === 0 ? choice.options : [choice.options[1], choice.options[0]];
  const [ta, tb] = pick === 0 ? traits : [traits[1], traits[0]];
  // Two options of one kind ('深圳和广州'): what each brings is the same, so the lines say so once and the
  // position says what would decide it rather than inventing a difference.
  const alike = ta.length > 0 && ta.join() === tb.join();
  // Two places: what decides between them is where the work is and who is near.
  const places = choice.options.every((o) => PLACE.test(o));
  // Neither option's words say what it brings ('苏州还是无锡'): no gains or costs are made up for them.
  const blank = !ta.length && !tb.length;
  // What the asker measures them by, when they say ('哪个更好找工作').
  const measured = CRITERION.exec(context);
  const criterion = measured?.[1] ?? measured?.[2];
  // A written lean that speaks for each option in its own situation ('打算读博就选学硕；目标是尽快就业，专硕…'):
  // that is the answer, with the asker's plan as what decides it.
  const eachIn = lean && choice.options.every((o) => favours(lean, o));
  const why = cues.length
    ? `你提到了“${cues.join('”“')}”，${a}更对得上你在意的东西`
    : clause
      ? `按你说的情况，${clause}`
      : eachIn
        ? `这要看你之后的打算：${lean.replace(/[。；;]$/u, '')}。你还没说打算，先按${a}说，告诉我你读完想做什么，我再确定`
        : alike && places
          ? `你没有说特别的限制，两边是同一类选择，先按${a}说；你要做的行业在哪边更集中、哪边离你在意的人更近，就选哪边`
          : blank && criterion && /适合|匹配|合适/.test(criterion) && code
            ? `你问的是哪个更${criterion}，从你的测评（${code}）看两边分不出高下，先按${a}说；告诉我你平时最愿意做哪类事、做什么最顺手，我再比一比`
            : blank && criterion && /适合|匹配|合适/.test(criterion)
              ? `你问的是哪个更${criterion}，可我还不知道你的兴趣和长处，先按${a}说；做完「AI职业测评」我能按你的兴趣代码比一比两边，或者告诉我你平时最愿意做哪类事、做什么最顺手`
              : blank && criterion
                ? `你问的是哪个更${criterion}，${a}和${b}本身没有一定的高下，先按${a}说；在“${criterion}”这一点上，去招聘软件看两边在你想去的城市有多少在招岗位、要求和薪资区间，再问一两位在做的人，哪边更占优就选哪边`
                : blank
                  ? `你没有说特别的限制，${a}和${b}本身没有一定的高下，先按${a}说；把你最在意的两三样（收入、成长、离家远近）逐项比一比，哪边占的多就选哪边`
                  : alike
                    ? `你没有说特别的限制，两边换来的是同一样东西，先按${a}说；差别在付出的方式，看你眼下时间、收入和退路哪样最紧，就选在那样上更省的一边`
                    : ta.includes('growth')
                      ? `你没有说特别的限制，前几年能让你多学会东西、多留选择的那条路更值钱，${a}在这点上更占优`
                      : // Picked for what it brings by a written lean ('打算回老家…更稳'), not for growth it does not offer.
                        `你没有说特别的限制，先按常见的情形说：${a}换来的是${describe(ta, GAIN, '你这次更看重的那部分')}${lean ? `，${lean.replace(/[。；;]$/u, '')}` : ''}`;
  const lines = [
    `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
    ...(blank
      ? []
      : alike
        ? [`- ${a}和${b}都是：换来${describe(ta, GAIN, '')}；代价是${describe(ta, COST, '')}。`]
        : [
            `- ${a}：换来${describe(ta, GAIN, '你这次更看重的那部分')}；代价是${describe(ta, COST, '要放弃另一边的好处')}。`,
            // Nothing in its words says what it brings: no gain is made up for it.
            tb.length
              ? `- ${b}：换来${describe(tb, GAIN, '')}；代价是${describe(tb, COST, '')}。`
              : `- ${b}：你的话里没说它吸引你的地方；它要是在收入、稳定或离家远近上正好有你最看重的一样，就值得重新比。`,
          ]),
    ...(alike || blank
      ? []
      : [
          `- 什么时候改选${b}：如果${b}那边的${describe(tb, GAIN, '好处')}对你是眼下最硬的需要（比如家里需要你、钱很紧、或者${a}的具体岗位其实学不到东西），就换过来。`,
        ]),
    `- 拿不准时，把${a}和${b}按“三年后多会什么、每月能存多少、离家多远、想回头难不难”各打 1–5 分，分差最大的那一项往往就是答案。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `${a}：${why}。` };
}
