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

/** The part for a question about the result itself; null for any other question. */
export function aboutResultPart(kb: KnowledgeBase, question: string, r: ResultReading): Part | null {
  if (ASKS_PEER.test(question)) return peerPart(r);
  if (ASKS_ORDER.test(question)) return orderPart(r);
  const level = ASKS_LEVEL.exec(question);
  if (level) return levelPart(r, level[1] === '低' || /不高/u.test(level[0]));
  if (NO_TALENT.test(question)) return talentPart(kb, r, question);
  return null;
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
  if (ASKS_TRUST.test(question)) return '判断测评准不准';
  return null;
}

/** The letters' order or a classmate's same code: answered whole here, not by the code's general meaning. */
export const answeredApart = (question: string) => ASKS_PEER.test(question) || ASKS_ORDER.test(question);
