/**
 * A road a question weighs, named in its parts rather than by the content's phrase: the thing taken (硕士, 博士学位,
 * 公务员, 本科文凭) beside what one does with it or asks of it (读, 拿, 考, 值不值, 有没有必要), in either order and a
 * few words apart ('硕士有没有必要读', '读个研究生', '研究生学历值钱吗'); or a way of saying the move whole
 * ('继续深造', '另谋高就', '还没找到下家就交辞呈'). Each road is read as the content's word for it, so the trigger
 * phrases that word belongs to find the entry (triggers.ts).
 */

import { CITY_INDUSTRY, COUNTRIES } from './places.js';

interface Road {
  /** The content's word for the road, read in place of the words that name it. */
  word: string;
  /** The thing taken; a stage said with it ('硕士毕业', '博士生') is where the asker is, not what they weigh. */
  thing?: RegExp;
  /** What one does with the thing or asks of it. */
  act?: RegExp;
  /** The move said whole. */
  whole?: RegExp;
  /** Words of the question that make it another road (a 本科 taken by a 专科 student is 学历提升, not 考研). */
  unless?: RegExp;
  /** Words the question must hold for this reading ('研一' makes an internship a graduate student's). */
  when?: RegExp;
}

/** Asking whether the thing is worth it, said of the thing itself ('研究生学历值钱吗', '硕士有没有必要读'). */
const WORTH = '值不值|值得|值钱|有没有必要|有必要|必要吗|有没有用|有用吗|划算|香吗|那么香|回报';
/**
 * Taking or studying for a degree. Not one already being taken or done ('研究生读不下去了', '读完研究生'): that is
 * where the asker is.
 */
const STUDY = `(?:读|念|攻|拿|考|申请?|继续)(?![不完了过])|${WORTH}`;

/**
 * A degree said as what the asker holds, put to use ('本科学历能考选调生吗', '研究生学历可以报公务员吗'): where they
 * stand, not a degree to take.
 */
const HELD_FOR = '(?:学历|文凭|学位)(?:的人|的话)?(?:能|可以|能不能|可不可以)(?:考|报|进|当|做|去|参加|应聘)';

/** A move asked of with no object ('还能换吗', '来得及转吗'): what is moved is said beside it. */
const BARE_SWITCH = '(?:还能|能|可以|来得及|能不能)(?:再)?(?:换|转)(?=吗|么|嘛|不|[？?]|$)';

/** Order matters: the narrower road first, and a span read by one is not read again by the next. */
const ROADS: Road[] = [
  // Abroad before a degree at home: '出去读个硕士', '去海外读书', '去美国读硕士', '申请国外的研究生'.
  {
    word: '出国读研',
    whole: new RegExp(
      `(?:出国|出去|去(?:海外|国外|外国|${COUNTRIES})|海外|国外)(?:读|念|留学|深造)(?:个|一个)?(?:书|研|硕士|研究生|master)?|申请(?:国外|海外|外国)的?(?:研究生|硕士|学校)|出国留学|出国深造`,
      'iu',
    ),
  },
  // A doctorate: '再读个PhD', '拿博士学位', '走学术'.
  {
    word: '读博',
    thing: /博士(?!后|生|毕业|在读|期间|导师|阶段)(?:学位|学历)?|phd|ph\.d/iu,
    act: new RegExp(STUDY, 'u'),
    whole: /走学术|搞学术|学术(?:理想|道路|之路)/u,
  },
  // A 专科 student's bachelor's: '再读两年拿个本科文凭', '把学历往上提一提'.
  {
    word: '学历提升',
    thing: /本科(?:文凭|学历|学位|证)/u,
    act: /拿|读|念|考|提|升|弄/u,
    whole: /(?:学历|文凭)(?:往上)?(?:提|升)(?:一提|一下|高)?|提(?:升|高)(?:一下)?(?:学历|文凭)/u,
    unless: new RegExp(HELD_FOR, 'u'),
  },
  // A 专科 student's bachelor's said bare: '大专文凭想升个本科'.
  { word: '专升本', thing: /本科(?!毕业|生|在读|期间|阶段)/u, act: /升|拿|读|念|考|上/u, when: /大专|专科|高职/u },
  // A master's: '硕士有没有必要读', '读个研究生', '研究生学历值钱吗', '继续深造', '再读三年'.
  {
    word: '考研',
    thing:
      /硕士(?!毕业|生|在读|期间|导师|阶段)(?:学位|学历)?|研究生(?!毕业|在读|期间|导师|阶段|院|生活)(?:学历|学位)?|master/iu,
    act: new RegExp(STUDY, 'u'),
    whole: /(?:继续|接着)?深造|(?:继续|接着)(?:读|念)(?:下去|个?研)|再(?:读|念)[一两三](?:年)?(?!本科)/u,
    unless: new RegExp(`专科|大专|高职|专升本|${HELD_FOR}`, 'u'),
  },
  // The state sector: '端个铁饭碗', '上岸真的那么香吗', '当公务员'.
  {
    word: '考公',
    thing: /公务员|铁饭碗|公家饭|体制内?(?!外)|上岸/u,
    act: new RegExp(`考|进|当|去|端|吃|捧|报|试试|${WORTH}`, 'u'),
    unless: /考研|研究生|复试|调剂|专升本|教资|教编|考编/u,
  },
  // Leaving before the next job is found: '先辞了再找', '还没找到下家就交辞呈', '直接走人再说'.
  {
    word: '裸辞',
    whole:
      /先(?:辞职|辞了|离职|走人?)(?:休息\S{0,3})?再(?:找|说)|(?:没|还没|没有)(?:找到|找好|有)下家(?:就|先)?(?:辞|走|交辞呈|离职|提离职)|(?:直接|先)(?:走人|辞职)再说|交辞呈/u,
  },
  // Moving to another employer: '另谋高就', '换个地方干', '去另一家公司'.
  {
    word: '跳槽',
    whole:
      /另谋高就|另谋出路|换(?:个|家|一家)(?:地方|单位|平台)(?:干|上班|工作)?|(?:去|换到)(?:另|别的|其他)(?:一)?家(?:公司|单位)?|(?:看看?|找找?)(?:外面的|新的?)?机会|找(?:个|份)?下家/u,
  },
  // A change of field: '换个方向', '跨到互联网', '完全不同的行业'.
  {
    word: '转行',
    whole:
      /(?:彻底|完全)?换(?:个|条|一个)?(?:方向|领域|行)(?!业务)|跨(?:到|去|进)|跨(?:界|领域)|(?:完全)?(?:不同|别的|其他)的?(?:行业|领域)/u,
    unless: /专业|院系|学院|大[一二三四]|高[一二三]/u,
  },
  // Another major: '换到别的院系', '想换到计算机' (a student), '能不能换一个读'.
  {
    word: '转专业',
    whole:
      /换(?:到|去)?(?:别的|其他|另一个)?(?:专业|院系|学院)|(?:换|转)(?:到|去)(?:别的|其他)?(?:院系|学院)|换一个(?:专业)?(?:读|学)/u,
  },
  // '专业选错了，还能换吗', '学材料的，大二还来得及转吗': the bare verb asked of a major, or of the first two years,
  // when majors are changed; in 大三 it is as often a change of direction ('土木是不是凉了，大三还来得及转吗').
  {
    word: '转专业',
    thing: /大[一二]/u,
    act: new RegExp(BARE_SWITCH, 'u'),
    unless: /工作|上班|干了|做了\S{0,2}年|转行|换工作/u,
  },
  {
    word: '转专业',
    thing: /专业/u,
    act: new RegExp(`换到|转到|换一个|换个|${BARE_SWITCH}`, 'u'),
    unless: /工作|上班|干了|做了\S{0,2}年/u,
  },
  // Moving to a city named, asked whether it is worth it ('想去上海发展，值得吗', '到杭州工作好不好'): where to live and
  // work, not a job taken for its 户口. A move for a new employer or out of a post is that move's own entry.
  {
    word: '选城市',
    whole: new RegExp(
      `(?:去|到|来|留在|搬到|搬去)(?:${Object.keys(CITY_INDUSTRY).join('|')}|大城市|一线城市)(?:发展|工作|闯一闯|闯荡|闯|打拼|上班|找工作|定居)(?=[^。？?！!]{0,8}(?:值得|值不值|好不好|要不要|怎么样|行不行|合适吗|靠谱吗|划算|对不对))`,
      'u',
    ),
    unless: /跳槽|offer|换工作|辞职|辞掉|编制|对象|男朋友|女朋友|老公|老婆/iu,
  },
  // Starting one's own business: '自己干', '开个小店', '当老板'.
  {
    word: '要不要创业',
    whole: /自己(?:干|做|开)|开(?:个|家|一个|一家)?(?:小店|店|公司|工作室)|当老板|(?:做|搞)自己的(?:品牌|事业|生意)/u,
  },
  // Serving in the army: '去部队待两年', '服兵役'.
  { word: '参军', whole: /服兵役|(?:去|进|到)部队/u },
  // Which certificates: '拿哪些证书有帮助', '什么证值得考'.
  {
    word: '考什么证',
    whole: /(?:拿|考)(?:哪些|什么|啥)(?:证书|证)|(?:哪些|什么|啥)证(?:书)?(?:值得|有用|有帮助|对找工作)/u,
  },
  // A teacher's post in the system: '当老师进编', '考个在编老师'.
  {
    word: '考教编',
    whole: /(?:老师|教师)\S{0,4}(?:进编|入编|考编)|(?:进编|入编)\S{0,4}(?:老师|教师)|考(?:个)?在编(?:老师|教师)/u,
  },
  // A year off after graduating: '毕业后想休息一年', '先歇半年'.
  { word: '间隔年', whole: /(?:休息|歇|玩|停)(?:一|半|两)年|(?:休息|歇)(?:一段时间|一阵子?|几个月)/u, when: /毕业/u },
  // An internship in other words: '暑期工作', '去公司里锻炼一下', '第一份intern'; a graduate student's ('研一能出去
  // 上班吗') is weighed against research.
  { word: '暑期实习', whole: /暑期(?:工作|工|班)|暑假(?:去)?(?:上班|打工|工作)/u },
  {
    word: '研究生实习',
    whole: /出去(?:上班|工作|实习)|去(?:公司|企业)(?:上班|工作)/u,
    when: /研[一二三]|读研期间|研究生期间/u,
  },
  {
    word: '实习',
    whole:
      /(?:去|进)(?:公司|企业|单位)(?:里)?(?:锻炼|实践|学习|体验)|出去(?:上班|工作)(?=\S{0,2}积累)|intern(?:ship)?/iu,
  },
];

/** At most this many characters between a thing and what is done with it, with no sentence end between. */
const GAP = 6;

/** A sentence's end or a list's joint: a thing and an act on either side of it belong to two options. */
const BOUNDARY = /[。？！?!；;]|还是|或者|和|跟/u;

interface Span {
  at: number;
  end: number;
  /** How many characters name the road: the thing, the act and what lies between. */
  said: number;
}

/**
 * Where a thing and an act of the road occur near each other, in either order: the later of the two, which the
 * road's word stands in for, or null. The earlier stays as said, so a clause's own words before it ('不喜欢现在的
 * 专业，想换到计算机') are not run together with the road.
 */
function partsSpan(text: string, road: Road): Span | null {
  if (!road.thing || !road.act) return null;
  const things = [...text.matchAll(new RegExp(road.thing.source, `${road.thing.flags}g`))];
  const acts = [...text.matchAll(new RegExp(road.act.source, `${road.act.flags}g`))];
  let best: (Span & { gap: number }) | null = null;
  for (const t of things)
    for (const a of acts) {
      const [first, second] = t.index <= a.index ? [t, a] : [a, t];
      const gapFrom = first.index + first[0].length;
      if (second.index < gapFrom) continue;
      const gap = text.slice(gapFrom, second.index);
      // The nearest pair, within one option: '直接上班还是再读个PhD' weighs the PhD, not the 上班 before 还是.
      // An act, then a 的 before the thing, describes who the asker is ('读生物的研究生'), not what they weigh.
      const describes = first === a && gap.includes('的');
      if (gap.length > GAP || BOUNDARY.test(gap) || describes || (best && best.gap <= gap.length)) continue;
      const end = second.index + second[0].length;
      best = { at: second.index, end, said: end - first.index, gap: gap.length };
    }
  return best && { at: best.at, end: best.end, said: best.said };
}

export interface RoadSpan {
  /** Where the road's words start and end in the text as read. */
  at: number;
  end: number;
  /** Where the asker's own words for the road were, in the text as given. */
  from: number;
  to: number;
  /** The content's word read in their place. */
  word: string;
  /** How many characters of the asker's own words named it. */
  said: number;
}

/**
 * The text with each road named in other words read as the content's word for it, and where each now stands. A
 * span already named by the content's own word ('要不要考研') is left as it is.
 */
export function readRoads(text: string): { text: string; roads: RoadSpan[] } {
  const found: Array<Span & { word: string }> = [];
  const taken = (s: Span) => found.some((f) => s.at < f.end && f.at < s.end);
  for (const road of ROADS) {
    if (road.unless?.test(text) || (road.when && !road.when.test(text))) continue;
    const whole = road.whole?.exec(text);
    const span = whole
      ? { at: whole.index, end: whole.index + whole[0].length, said: whole[0].length }
      : partsSpan(text, road);
    if (!span || taken(span) || text.slice(span.end - span.said, span.end).includes(road.word)) continue;
    found.push({ ...span, word: road.word });
  }
  found.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  const roads: RoadSpan[] = [];
  for (const f of found) {
    out += text.slice(from, f.at);
    roads.push({ at: out.length, end: out.length + f.word.length, from: f.at, to: f.end, word: f.word, said: f.said });
    out += f.word;
    from = f.end;
  }
  return { text: out + text.slice(from), roads };
}
