import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import { joinZh, type ResultReading } from './result.js';

/*
 * Questions about the asker's result itself, not about a use of it: whether the letters' order matters, why a
 * classmate with the same code got other suggestions, whether every score being low (or high) means something,
 * and a type said to fit that the asker feels no talent for ('适合艺术但我不会画画'). Each is answered from the asker's
 * own scores, in place of the general list of matches, which answers none of them. Whether the test can be trusted
 * is the topic on reading the test; here it only frames the result said before it.
 * Nothing here reads a strength from the question's words: strong and weak come from `readResult` alone.
 */

/** '三个字母的顺序有影响吗', 'IEA和EIA有区别吗', '字母先后重要吗'. */
const ASKS_ORDER =
  /(?:字母|代码)[^，。？?]{0,6}(?:顺序|先后|排序|排列)|(?:顺序|先后)[^，。？?]{0,6}(?:影响|重要|区别|关系|有用|要紧)|(?<![A-Za-z])[RIASEC]{3}(?:和|跟|与)[RIASEC]{3}(?![A-Za-z])[^，。？?]{0,4}(?:区别|不同|一样)/iu;
/** '我的代码和同学一样，为什么推荐不同', '我和室友都是SAE，为什么建议不一样'. */
const ASKS_PEER =
  /(?:同学|室友|朋友|舍友|同事|别人|闺蜜|对象|他|她)[^。？?]{0,14}(?:一样|相同|都是)[^。？?]{0,16}(?:推荐|建议|结果|职业|专业)[^。？?]{0,6}(?:不同|不一样|有差别|有区别)/u;
/** '各项都很低', '六项分数都很高', '每一项都不高'. */
const ASKS_LEVEL =
  /(?:各项|每一?[项个种]|六[项个种]|全部|所有|分数|得分)[^，。？?]{0,4}(?:都|全)(?:很|特别|比较|挺|偏|不)?(低|高)/u;
/** '测评准吗', '靠谱吗', '结果可信吗', '有没有科学依据'. */
const ASKS_TRUST = /准(?:不准|吗|确吗|么)|准确(?:吗|性)|靠谱|可信|可靠吗|科学(?:吗|依据)|有没有用|有用吗|能信吗/u;
/** A type said to fit that the asker feels no talent for: '不会画画', '没有艺术细胞', '不会说话'. */
const NO_TALENT =
  /不会(?:画画|画|唱歌|跳舞|乐器|写作|说话|表达|社交|编程|数学|动手|修)|(?:没有|没啥|毫无)(?:艺术)?(?:细胞|天赋|才艺|才华)|(?:艺术细胞|天赋|才艺|才华)[^，。？?]{0,3}没有|(?:画画|画|唱歌|写作|表达|数学|编程|动手)(?:很|特别|也)?(?:差|不好|不行)/u;
/** The type a talent word belongs to: the question's talent read as a letter, for the interest it stands against. */
const TALENT_TYPE: Array<[RiasecType, RegExp]> = [
  ['A', /画|唱歌|跳舞|乐器|写作|艺术|才艺|才华/u],
  ['S', /说话|表达|社交/u],
  ['I', /编程|数学/u],
  ['R', /动手|修/u],
];

const pct = (r: ResultReading, t: RiasecType) => `${RiasecNames[t]}（${r.score(t)}%）`;

function orderPart(r: ResultReading): Part {
  const [a, b, c] = r.order;
  const gap1 = r.score(a!) - r.score(b!);
  const gap2 = r.score(b!) - r.score(c!);
  const lead =
    gap1 <= 5
      ? `你的前两位${pct(r, a!)}和${pct(r, b!)}只差 ${gap1} 分，顺序换过来也说得通：两者同样是方向的主轴。`
      : `你排第一的${pct(r, a!)}比第二的${pct(r, b!)}高 ${gap1} 分，顺序是有意义的：方向先按${RiasecNames[a!]}定。`;
  return {
    heading: '### 三个字母的顺序怎么看',
    lines: [
      `**有影响，但影响多大要看分差：第一个字母定主方向，后两个字母在它里面帮你挑具体的岗位。**`,
      lead,
      gap2 <= 5
        ? `第二、三位只差 ${gap2} 分，${RiasecNames[b!]}和${RiasecNames[c!]}可以看成并列的补充。`
        : `第三位${pct(r, c!)}比第二位低 ${gap2} 分，作用更小，只在前两种都对得上的工作里帮你再挑一挑。`,
      '所以 IEA 和 EIA 这样字母相同、顺序不同的代码，前两个分数接近时差别很小，分差大时主方向就不同了；看自己的分数比看字母顺序更准。',
    ],
    from: '你的测评得分',
  };
}

function peerPart(r: ResultReading): Part {
  const [a, b, c] = r.order;
  return {
    heading: '### 代码一样，推荐为什么不同',
    lines: [
      `**三个字母一样，分数并不一样：推荐是按六种兴趣的具体得分排的，不只看代码。**`,
      `你的前三是${pct(r, a!)}、${pct(r, b!)}和${pct(r, c!)}；同学即使也是 ${r.code}，前三的分差、第四位是谁都可能不同，契合度排出来的职业就会换位置。`,
      '推荐也会用到你填的专业、年级和学历：同样的兴趣，在不同专业和学历下够得着的岗位不一样。',
      '两份推荐里重合的那几个职业，是你们兴趣共同指向的；不重合的，拿你自己分数最高的那种兴趣去对照就好。',
    ],
    from: '你的测评得分',
  };
}

/** Below this the highest score is low in itself; above the other the lowest is high in itself. */
const ALL_LOW = 40;
const ALL_HIGH = 70;

function levelPart(r: ResultReading, saidLow: boolean): Part {
  const [high, low] = [r.score(r.order[0]!), r.score(r.order.at(-1)!)];
  const top = joinZh(r.strong.slice(0, 3).map((t) => pct(r, t)));
  const confirmed = saidLow ? high < ALL_LOW : low > ALL_HIGH;
  const first = confirmed
    ? saidLow
      ? `**确实整体偏低：你六种得分都在 ${low}%–${high}% 之间。这多半说明作答时对各类活动都比较保守，或眼下对什么都提不起劲，不说明你没有适合的方向。**`
      : `**确实整体偏高：你六种得分都在 ${low}%–${high}% 之间，说明你对各类活动都不排斥，测评的区分度因此变小。**`
    : `**从分数看并不是全都${saidLow ? '低' : '高'}：你的得分从 ${low}% 到 ${high}%，最高和最低差 ${high - low} 分。**`;
  return {
    heading: saidLow ? '### 分数都偏低怎么看' : '### 分数都偏高怎么看',
    lines: [
      first,
      `兴趣代码看的是六种之间的相对高低，不是分数本身：你相对最高的是${top}，方向仍先从这里看。`,
      saidLow
        ? '可以隔几周在状态好的时候重测一次，按“平时真会怎么做”而不是“应该怎样”作答；也回想过去让你忘了时间的两三件事，它们比分数更能说明你喜欢什么。'
        : '可以重测一次，每题多想想“比起别的事，我更愿意做这个吗”，把偏好拉开；再用实习或项目试前两种兴趣，看哪种让你更投入。',
    ],
    from: '你的测评得分',
  };
}

function talentPart(kb: KnowledgeBase, r: ResultReading, question: string): Part {
  const letter = TALENT_TYPE.find(([, re]) => re.test(question))?.[0] ?? r.order[0]!;
  const type = kb.types.get(letter);
  const name = RiasecNames[letter];
  const rank = r.order.indexOf(letter) + 1;
  const standing = r.strong.includes(letter)
    ? `你的${pct(r, letter)}在你的前三里，测评说的是你被这类事吸引`
    : `${pct(r, letter)}在你六种里排第 ${rank}，并不在你的前三里，测评其实没有说你是这一型`;
  return {
    heading: `### ${name}兴趣和“会不会”是两回事`,
    lines: [
      `**兴趣不等于技能：${standing}，不是说你已经会。**`,
      `${name}的兴趣是${type ? type.keywordsZh.slice(0, 4).join('、') : '这类活动'}这类事让你有劲，用得上它的工作很多并不靠这一门手艺：${letter === 'A' ? '文案、内容策划、新媒体运营、展览策划、产品体验设计这些，靠的是创意和表达，不靠画画' : '同一类兴趣下有很多岗位，挑不靠你这项短板的那几个'}。`,
      '真想往这边走，技能可以练：挑一项最贴近的，花两三个月做出一两件小作品，比纠结“有没有天赋”更能看出合不合适。',
    ],
    from: '你的测评得分',
  };
}

/**
 * A temperament the asker feels is at odds with a type of theirs ('测出来企业型，可我很内向', '研究型最高但我坐不住'):
 * the word for it and the types it seems to contradict. A temperament is how one spends energy, an interest is what
 * draws one, so the answer says how the two live together rather than restating the result.
 */
const TEMPERAMENTS: Array<{ re: RegExp; trait: string; types: RiasecType[] }> = [
  {
    re: /内向|不爱说话|不善言辞|不善交际|不爱社交|社恐|(?<![a-z])i人|(?:不喜欢|怕|不想)(?:和|跟)人打交道/iu,
    trait: '内向',
    types: ['E', 'S'],
  },
  { re: /外向|坐不住|好动|静不下心|(?<![a-z])e人/iu, trait: '好动外向', types: ['I', 'C'] },
  { re: /粗心|马虎|不细心|丢三落四/u, trait: '粗心', types: ['C'] },
];

/**
 * Said as a doubt or a contradiction ('可我很内向', '这准吗', '和我性格不符'): '我很内向，适合什么工作' asks for
 * work that fits, which the list of matches answers.
 */
const DOUBTS = /准|矛盾|不符|不像|对不上|不一致|冲突|(?:可是?|但是?|然而|不过)我|却/u;

/** How someone of the temperament does the type's work: roles and habits that use the interest without fighting it. */
const LIVES_WITH: Record<string, Partial<Record<RiasecType, string>>> = {
  内向: {
    E: '企业型说的是你想推动事情、影响结果，不是要你天天应酬：内向的人做项目管理、产品经理、咨询顾问和大客户销售，靠提前准备、一对一沟通和把方案写清楚，一样能带动别人',
    S: '社会型说的是你愿意帮助人、看重人的成长，不是要你热闹：心理咨询、教师、人力资源里的培训与员工关系、康复治疗，都以一对一或小范围的深入交流为主，正是内向的人擅长的',
  },
  好动外向: {
    I: '研究型说的是你爱追问原因、喜欢想明白，不是要你整天坐着：数据分析、用户研究、市场调研、技术支持和现场工程师，都是边跑边琢磨的研究型工作',
    C: '常规型说的是你喜欢有规则、有秩序地把事做对，不是要你一直坐办公室：质量检验、供应链与物流调度、审计现场、项目助理，都要按规矩办事，也要常走动、常跟人对接',
  },
  粗心: {
    C: '常规型说的是你喜欢有规则、有条理的工作方式，细心是可以靠方法补的：清单、复核、模板和工具校验，正是常规型的人最容易接受的习惯',
  },
};

/** Whether the question holds the asker's temperament against their result ('测出来企业型，可我很内向'). */
export const temperamentDoubted = (question: string) =>
  TEMPERAMENTS.some(({ re }) => re.test(question)) && DOUBTS.test(question);

function temperamentPart(r: ResultReading, question: string): Part | null {
  const t = TEMPERAMENTS.find(({ re }) => re.test(question));
  if (!t || !DOUBTS.test(question)) return null;
  // The contradicted type the asker scores highest on: the one the result is felt to claim.
  const letter = [...t.types].sort((a, b) => r.order.indexOf(a) - r.order.indexOf(b))[0]!;
  const name = RiasecNames[letter];
  const rank = r.order.indexOf(letter) + 1;
  const unlike = t.trait === '内向' ? '外向健谈' : t.trait === '粗心' ? '天生细致' : '安安静静';
  const lead = r.strong.includes(letter)
    ? `测评量的是兴趣，不是性格：你的${pct(r, letter)}排第 ${rank}，说明这类事吸引你，并不是说你就得${unlike}。`
    : `测评量的是兴趣，不是性格；何况你的${pct(r, letter)}排第 ${rank}，不在你的前三里，测评并没有说你主要是这一型。`;
  return {
    heading: `### ${name}和“${t.trait}”并不矛盾`,
    lines: [
      `**${lead}**`,
      `${LIVES_WITH[t.trait]?.[letter] ?? `${name}的工作里有很多种做法，挑适合你性格的那一种`}。`,
      `要看结果准不准，对照经历比对照性格更有用：回想最近一两年让你最投入的两三件事，看它们是不是${name}那类事；对不上的话，隔几个月在状态平稳时重测一次，看前三是否稳定。`,
    ],
    from: '你的测评得分',
  };
}

/** The part for a question about the result itself; null for any other question. */
export function aboutResultPart(kb: KnowledgeBase, question: string, r: ResultReading): Part | null {
  if (ASKS_PEER.test(question)) return peerPart(r);
  if (ASKS_ORDER.test(question)) return orderPart(r);
  const level = ASKS_LEVEL.exec(question);
  if (level) return levelPart(r, level[1] === '低' || /不高/u.test(level[0]));
  if (NO_TALENT.test(question)) return talentPart(kb, r, question);
  return temperamentPart(r, question);
}

/**
 * What a question about the result itself is doing, said before the result ('判断测评准不准时先看你的结果'): such a
 * question gets the result's sentence, not the first type's description, which answers none of them.
 */
export function aboutResultUse(question: string): string | null {
  if (ASKS_PEER.test(question)) return '和别人的推荐对比';
  if (ASKS_ORDER.test(question)) return '看字母顺序';
  if (ASKS_LEVEL.test(question)) return '看分数高低';
  if (NO_TALENT.test(question)) return '分清兴趣和技能';
  if (temperamentDoubted(question)) return '分清兴趣和性格';
  if (ASKS_TRUST.test(question)) return '判断测评准不准';
  return null;
}

/** The letters' order or a classmate's same code: answered whole here, not by the code's general meaning. */
export const answeredApart = (question: string) => ASKS_PEER.test(question) || ASKS_ORDER.test(question);
