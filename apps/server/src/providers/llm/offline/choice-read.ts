import { CITY_INDUSTRY } from './city-industry.js';
import { familyChoice } from './wishes.js';
import { listedOffers } from './offer-pairs.js';
import { pricedOptions } from './priced-options.js';
import { optionsBySides } from './said-of-options.js';

/**
 * The two options a choice question weighs, read from its words ('北京还是成都', '一个是大厂外包，一个是小公司正式员工',
 * '手上有个字节的offer和一个国企的offer'), and the options of a decision entry the asker's own terms stand for.
 */

export interface Choice {
  options: [string, string];
}

const VERB = /^(?:想|是|选(?!调)|去|回(?!国)|做|当|进|考|留在|留|继续|直接|先|还是|找|干|转(?!行|专业|正|岗|本|码))+/u;
const PARTICLE = /(?:好|呢|吗|啊|更好|比较好|更重要|重要|合适|更合适|划算|哪个|怎么选|选哪个|到底|究竟)+$/u;

/** A leading verb goes ('去上班' → 上班) unless it is the option itself ('考研', '考公', '回国' stay whole). */
const withoutVerb = (s: string) => {
  // '找份稳定工作': the measure word after the verb is no part of the option.
  const rest = s.replace(VERB, '').replace(/^(?:一)?[份个](?=\p{Script=Han}{2})/u, '');
  return Array.from(rest).length >= 2 ? rest : s;
};

/** '去无锡工作' weighs 无锡: the work is the same on both sides. */
const withoutWork = (s: string) => {
  // '稳定工作', '轻松的工作': a kind of work, named by the whole.
  if (/^(?:稳定|轻松|体面|高薪)的?(?:工作|上班)$/u.test(s)) return s;
  const rest = s.replace(/(?:工作|上班|发展|就业)$/u, '');
  return Array.from(rest).length >= 2 ? rest : s;
};

/** Places an option may be: the cities the content knows, and the kinds of place said instead of a city. */
const PLACE_NAMES = [
  ...Object.keys(CITY_INDUSTRY),
  '老家',
  '家乡',
  '一线',
  '二线',
  '三线',
  '新一线',
  '省会',
  '县城',
  '国外',
  '海外',
].join('|');

/** '应届生去深圳': who goes and the going, before a place. */
const GOING_TO_PLACE = new RegExp(
  `^(?:应届生?|毕业生|刚毕业|本科生|研究生|硕士|我)?(?:去|回|留在?)(?=(?:${PLACE_NAMES}))`,
  'u',
);

const clean = (s: string) =>
  withoutVerb(
    s
      .trim()
      .replace(/[，,：:；;。]+$/u, '')
      .replace(/^.*[，,：:；;。]/u, '')
      // '想问以后是去四大好', '27岁了要不要继续考', '硕士毕业是直接上班': the asking, the time and the stage around an
      // option are not its name.
      .replace(/^.*?(?:要不要|该不该|需不需要|是不是该)/u, '')
      // '考公的话选省考还是国考': the condition the choice is made under is not part of its first option.
      .replace(/^\p{Script=Han}{1,8}?的话(?=\p{Script=Han}{2})/u, '')
      .replace(
        /^(?:想问(?:一下|下)?|请问|问一下|想知道|以后|将来|未来|(?:本科|硕士|研究生|博士|大专|专科)?毕业(?:以)?后?|直接|最后|现在|目前|我|我们|到底|究竟|是|应该|该|要|更适合|适合|暑假|寒假|今年|明年|研究生期间|读研期间|大学期间)+/u,
        '',
      )
      // '考研和考公我该选哪个': the asker after the second option is not part of it.
      .replace(/(?:我|我们)(?:应该|该|要|到底|究竟)?$/u, '')
      // '内向的人做人力资源', '不爱说话的人适合当程序员': who the asker is comes before the option, it is not its name.
      .replace(/^\p{Script=Han}{1,8}的人(?:更|比较)?(?:适合)?(?=\p{Script=Han}{2})/u, '')
      // '考教资去当老师' weighs 当老师, what the exam is for; '在培训机构干销售' is 培训机构销售.
      .replace(/^.{2,6}?去(?=当|做|干)/u, '')
      .replace(/^(?:继续)?在(\p{Script=Han}{2,8}?)(?:干|做|当)(?=\p{Script=Han}{2})/u, '$1')
      // '在成都和重庆之间选' weighs 成都: the place, not being in it ('在职' and '在读' are options of their own).
      .replace(/^在(?![职读校编岗家])(?=\p{Script=Han}{2})/u, '')
      // '应届生去深圳还是广州': who goes is the asker, the going is no part of the place.
      .replace(GOING_TO_PLACE, ''),
  )
    .replace(PARTICLE, '')
    .trim();
/**
 * '杭州的互联网公司运营年包20w' is named by its place and work: an option said with its pay drops the pay (the
 * figures are read on their own), its 的 and what follows 但是. One said without figures is left as it is.
 */
const PAY_SAID =
  /(?:年包|月薪|年薪|税前|到手|底薪|工资|[Bb]ase|BASE)?\d+(?:\.\d+)?(?:[wWkK]|万|千)?(?:元|块)?(?:一个月|每月|\/月)?/gu;
const compact = (s: string) => {
  if (!/\d/u.test(s)) return s;
  // '国企月薪6k很稳定': what is said after the pay describes the option; the words before it name it.
  const before = s.slice(0, s.search(/(?:年包|月薪|年薪|税前|到手|底薪|工资|[Bb]ase|BASE)?\d/u)).replace(/的/gu, '');
  if (Array.from(before).length >= 2) return before;
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

/**
 * What follows 还是 when it means 'still' ('还是以前的名字', '还是没回音', '还是差十几分', '还是想当医生', '大二了还是
 * 不知道自己喜欢啥'). Not a bare 不: '读还是不读' weighs two.
 */
const STILL =
  /^(?:以前|原来|之前|从前|老样子|一样|没|很|挺|那么|差|风口|热门|吃香|香|前景|主流|不行|不够|想|觉得|不知道|不清楚|不明白|不懂|不会|不太|找不到|迷茫)/u;
/**
 * A side that opens with an 'if' ('如果他还是不给呢，我能直接跳槽吗', '要是面完还是没消息'): 还是 after a supposition
 * says 'still', what happens should things not change, never the first of two options.
 */
export const IF_STILL = /^(?:那么?|可是?|但是?)?(?:如果|要是|万一|假如|假设|即使|即便|就算|哪怕|若是)/u;
/** A question asked for a yes or a no, by its last word. */
const YES_OR_NO = /[吗么嘛][\s~～]*$/u;
/** Asking which, besides 还是, or which is better ('北京还是成都好吗'). */
const WHICH =
  /选哪|怎么选|哪个|哪一个|哪边|哪家|该选|如何选|咋选|纠结|犹豫|二选一|还是.{1,10}(?:更|比较)?(?:好|合适|适合|划算|靠谱)[吗么嘛]/u;
const CHOOSING =
  /还是|选哪|怎么选|哪个|哪一个|哪边|哪家|该选|如何选|咋选|纠结|犹豫|权衡|取舍|怎么比|二选一|[两二][个份家](?:offer|选择|机会)/iu;

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
  const pick = (x: string | undefined, y: string | undefined): Choice | null => {
    const a = option(x ?? '');
    const b = option((y ?? '').split(/[，,；;]/u)[0]!);
    return fits(a) && fits(b) && a !== b ? { options: [a, b] } : null;
  };
  // '外企朝九晚六12k，私企996给18k，求建议': each option named by the words before its pay, asked without 还是.
  const priced = pricedOptions(text);
  const byPay = priced && pick(priced[0].name, priced[1].name);
  if (!loose && !CHOOSING.test(text) && !offers && !byPay) return null;
  const listed = listedOffers(text);
  if (listed && pick(...listed)) return pick(...listed);
  // '一个是大厂外包，一个是小公司正式员工'; '两个offer：杭州的中厂；老家的国企'
  // '一个国企8k一个民企12k' runs the two together; what follows 但是 describes the second, it does not name it.
  const pair =
    /一[个家](?:是)?([^，,。；;]{2,20})[，,；;](?:另一?[个家]|一[个家])(?:是)?([^，,。；;？?]{2,20})/u.exec(text) ??
    /一[个家](?:是)?([^，,。；;一]{2,12}?)(?:另一?[个家]|一[个家])(?:是)?([^，,。；;？?]{2,20})/u.exec(text) ??
    // '一个是杭州的民企，加班多但涨薪快；一个是老家的事业单位': each named, then described up to the next.
    /一[个家](?:是)?([^，,。；;]{2,20})[，,][^；;。]*?[；;。](?:另一?[个家]|一[个家])(?:是)?([^，,。；;？?]{2,20})/u.exec(
      text,
    ) ??
    /两个(?:offer|选择|机会|方向|学校|工作)[：:]([^；;。]{2,16})[；;]([^；;。？?]{2,16})/iu.exec(text) ??
    // 'A是上海的外企，月薪15k，B是成都的民企', '甲单位是事业编，乙单位是民企': offers lettered, each with what is said
    // about it after. '一家…另一家…' is said like '一个…另一个…'.
    /(?:^|[^A-Za-z])[Aa甲](?:公司|单位|家|方)?(?:是|[:：])([^，,。；;]{2,20})[，,；;。](?:[^；;。]*?[，,；;])?[Bb乙](?:公司|单位|家|方)?(?:是|[:：])([^，,。；;？?]{2,20})/u.exec(
      text,
    );
  const fromPair = pair && pick(pair[1]!.split(/[，,]/u).at(-1), pair[2]!.split(/[，,]|但是?|不过|可是/u)[0]);
  if (fromPair) return fromPair;
  if (byPay) return byPay;
  const held = (s: string) => s.replace(/^.*(?:有个|有一个|有一份|一个|一份|拿了|拿到了?|收到了?)/u, '');
  const fromOffers = offers && pick(held(offers[1]!), held(offers[2]!));
  if (fromOffers) return fromOffers;
  for (const clause of text.split(/[？?！!。；;]/u)) {
    // The first option from where its clause begins ('27岁了要不要继续考，还是去找工作'), not from a window of
    // characters that may start inside a word; the window when the clause before 还是 is longer.
    const either =
      /(?:^|[，,：:])([^，,：:]{2,16}?)[，,]?还是(.{2,14})/u.exec(clause) ?? /(.{2,16}?)还是(.{2,14})/u.exec(clause);
    // '毕业证还是以前的名字', '投了简历还是没回音': 还是 saying 'still', not 'or'; so too in a yes-or-no question with
    // nothing else of a choice in it ('大厂现在还是大小周吗', '学前端还是有前途吗').
    const still =
      either &&
      (STILL.test(either[2]!) || IF_STILL.test(either[1]!) || (YES_OR_NO.test(clause) && !WHICH.test(clause)));
    const found = either && !still && pick(either[1], either[2]);
    if (found) return found;
  }
  // '考教资去当老师，或者继续在培训机构干销售': 或者 joins the two across a comma, once the question is a choice.
  for (const clause of text.split(/[？?！!。；;]/u)) {
    const orElse = /(.{2,16}?)[，,]?或者(?:是|说)?(.{2,16})/u.exec(clause);
    const found = orElse && pick(orElse[1], orElse[2]);
    if (found) return found;
  }
  const parts = text.split(/[？?！!。；;，,]/u);
  // '动画师和插画师，哪个更好就业': the options in one clause, the asking in the next; 'CPA和考研二选一' in one;
  // '国企和外企的offer' holds the two.
  // '银行柜员和互联网客服，都在本地，选哪个': a clause saying what both share may come between.
  // '销售和运营，我比较内向选哪个': what the asker says of themselves may come before the asking, in its clause or
  // in one of its own.
  // '成都和武汉，做软件开发哪个机会多': what the options are weighed for may come before the asking word, and
  // '南京和苏州比，哪个…' compares them: neither is part of an option.
  const ASKING_WORD = /选哪|该选|怎么选|哪个|哪一个|哪边|哪座|哪里/u;
  const asking = (x: string | undefined) =>
    /^(?:哪|选哪|怎么选|该选)|^我.{0,10}(?:选哪|该选|怎么选)/u.test(x ?? '') ||
    // Not a clause naming two options of its own ('会计和销售选哪个').
    (new RegExp(`^[^哪和跟与或]{0,10}?(?:${ASKING_WORD.source})`, 'u').test(x ?? '') && !/还是|vs/iu.test(x ?? ''));
  const fromAsking = (x: string) => x.slice(Math.max(0, x.search(ASKING_WORD)));
  const joined = parts.map((p, i) =>
    asking(parts[i + 1])
      ? `${p.replace(/(?:相比|比较|对比|比起来|比)$/u, '')}${fromAsking(parts[i + 1]!)}`
      : // '房产中介和行政专员，我不想背业绩，选哪个': what the asker says of themselves in a clause of its own.
        /^(?:都|也|两个都|两边都|两家都|我)/u.test(parts[i + 1] ?? '') && asking(parts[i + 2])
        ? `${p}${parts[i + 2]}`
        : p,
  );
  for (const clause of joined) {
    const both =
      // '会计跟销售比 哪个挣得多': the word of comparing and a space before the ask belong to neither option.
      /^(.{2,10}?)(?:和|跟|与|或|vs)(.{2,10}?)\s*(?:相比|比较|对比|比起来|比)?\s*(?:之间|两个|两家|的区别|有什么区别|有啥区别|(?:有什么|有啥)?(?:不一样|不同)|哪个|怎么选|选哪|该选|二选一|的offer)/iu.exec(
        clause,
      );
    const found = both && pick(both[1], both[2]);
    if (found) return found;
  }
  // '国企钱少而稳定，外企钱多而不稳定，怎么选': the two named by what each is said to bring.
  const bySides = optionsBySides(text);
  const fromSides = bySides && pick(...bySides);
  if (fromSides) return fromSides;
  // Known to be a choice: 'X和Y' alone is enough ('上海的私企和老家的事业单位', '数据分析和前端开发都有点兴趣').
  if (loose)
    for (const clause of joined) {
      const pair = /^(.{2,12}?)(?:和|跟|与)(.{2,12}?)(?:都|也|之间|两个|这两|$)/u.exec(clause);
      const found = pair && pick(pair[1], pair[2]);
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
    // One term placed settles the other when it is a name ('成都' beside 一线城市). A longer unplaced term is
    // a road of its own ('小公司实习还是留学校跟老师做项目'): the decision weighs something else.
    const settle = (u: typeof x, v: typeof x) => {
      if (u.at < 0 && v.at >= 0 && Array.from(u.words).length <= 6) Object.assign(u, { at: 1 - v.at });
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
