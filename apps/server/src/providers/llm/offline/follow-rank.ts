import { itemAt, listedItems, pointedItems } from './dialogue.js';
import type { Part } from './parts.js';

/*
 * '哪个更适合内向的人', '不想加班的话选哪个', '第一个和第三个比呢，哪个更好找工作': the things the previous answer
 * listed, weighed by the one thing the asker now names, from what the answer said about each. A counsellor answers
 * from the list they just gave, and says which one they lean to, rather than describing the criterion in general.
 */

interface Criterion {
  /** How the answer names it ('内向的人'). */
  name: string;
  asked: RegExp;
  /** Words in an item's lines that speak for it, and against it. */
  fits: RegExp;
  against: RegExp;
  /** How the two groups are headed. */
  good: string;
  doubt: string;
  /** A place the criterion names is the filter, not a new place to restate the answer for (follow-slot.ts). */
  overPlace?: boolean;
}

const CRITERIA: Criterion[] = [
  {
    name: '内向的人',
    asked: /内向|社恐|不爱说话|不善言辞|不喜欢(?:和人)?(?:打交道|社交)|少打交道/u,
    fits: /数据|代码|编程|开发|研发|技术|研究|分析|写作|编辑|文案|设计|实验|审计|核算|档案|翻译|后台|科研|测试|算法/u,
    against: /销售|客户|谈判|应酬|对外|公关|招聘|拓展|商务|讲课|门店|带团队|协调|主持|记者/u,
    good: '对着事情、数据或作品做事多的',
    doubt: '要常和人打交道的',
  },
  {
    name: '外向、爱和人打交道的人',
    asked: /外向|爱说话|喜欢(?:和人)?(?:打交道|交流|社交)|善于沟通|能说会道/u,
    fits: /销售|客户|谈判|对外|公关|招聘|拓展|商务|讲课|门店|带团队|协调|运营|市场|咨询/u,
    against: /代码|编程|实验|核算|档案|后台|科研|算法/u,
    good: '天天和人沟通、协调的',
    doubt: '多数时间独自对着事情做的',
  },
  {
    name: '不想加班',
    asked: /加班|轻松|不累|双休|朝九晚五|压力小|清闲|准点下班|work ?life/iu,
    fits: /稳定|规律|双休|编制|事业单位|国企|央企|银行|公务员|教师|高校|后台|运营商|按时/u,
    against: /加班|996|大小周|强度|出差|倒班|夜班|驻场|互联网|投行|四大|项目制|节奏快|上线/u,
    good: '作息规律、少加班的',
    doubt: '加班、出差或节奏快的',
  },
  {
    name: '稳定',
    asked: /稳定|铁饭碗|不会被裁|安稳/u,
    fits: /编制|事业单位|国企|央企|公务员|银行|运营商|教师|医院|稳定|体制/u,
    against: /创业|互联网|提成|外包|波动|业绩|裁员|自由职业/u,
    good: '更稳定的',
    doubt: '收入或去留更看业绩、行业起伏的',
  },
  {
    name: '收入高',
    // '哪个工资比较高', '其中哪个收入最高': the pay word with a degree between it and its height.
    asked: /(?:工资|收入|薪资|薪水|待遇)(?:比较|相对|更|最)?(?:高|好|多)|钱多|赚钱|赚得多|挣钱|高薪/u,
    fits: /高薪|薪资高|年薪|收入高|互联网|金融|投行|算法|芯片|券商|提成|大厂|外企/u,
    against: /收入中等|收入一般|起薪低|偏低|事业单位|基层|收入不高/u,
    good: '起薪或上限更高的',
    doubt: '收入平稳、涨得慢的',
  },
  {
    // '哪个在二三线城市也好找', '哪些回老家也能做': the items found wherever one lives, against those gathered in a
    // few big cities.
    name: '二三线城市也有',
    asked: /二三线|三四线|二线城市|三线城市|小城市|县城|地级市|回老家|老家|家乡|离家近/u,
    fits: /各行各业|各地|普遍|本地|基层|编制|事业单位|公务员|考公|教师|学校|医院|银行|国企|企业财务|行政|社区|街道|县/u,
    against: /一线|北上广深|大厂|总部|集中在|投行|券商|互联网|研究院|科研院所|外企|头部/u,
    good: '二三线城市也常有岗位的',
    doubt: '岗位多集中在大城市的',
    overPlace: true,
  },
  {
    // '我数学不好，上面哪个不太需要数学': the items whose work is built on maths, against those that use little of it.
    name: '不太需要数学',
    asked: /数学(?:不好|差|弱|不行|一般|很烂)|(?:不太|不怎么|不)(?:需要|用|要求)(?:数学|高数)|怕数学|讨厌数学/u,
    fits: /前端|测试|运维|实施|技术支持|售前|产品|运营|UI|设计|文案|编辑|行政|销售|客户|教师|培训/u,
    against: /算法|机器学习|人工智能|AI|量化|精算|统计|建模|芯片|金融工程|数据科学|科研|研究院|信号|控制/u,
    good: '日常用数学不多的',
    doubt: '以数学为底子的',
  },
  {
    name: '好找工作',
    asked: /好找工作|好就业|好找|容易找|岗位多|机会多|门槛低|容易进|好进/u,
    fits: /岗位多|需求大|缺口|门槛低|入门|专业要求宽|招聘多|各行各业|需求稳定|普遍/u,
    against: /岗位少|竞争激烈|门槛高|硕士|博士|名额少|报录比|收缩|饱和/u,
    good: '岗位多、门槛低一些的',
    doubt: '岗位少、门槛高或竞争激烈的',
  },
];

/** Asking to pick one of several ('哪个更适合', '选哪个', '哪个好'). */
const ASKS_WHICH = /哪个|哪一个|哪种|哪条|哪项|选哪|哪些更/u;

/** The lines of the previous answer under each listed item, up to the next item. */
function itemBlocks(answer: string, items: readonly string[]): Map<string, string> {
  const lines = answer.split('\n');
  const starts = items.map((item) => lines.findIndex((l) => l.includes(item)));
  const blocks = new Map<string, string>();
  items.forEach((item, i) => {
    const at = starts[i]!;
    if (at < 0) return;
    const next = starts.filter((s) => s > at).sort((a, b) => a - b)[0] ?? Math.min(lines.length, at + 4);
    blocks.set(item, lines.slice(at, next).join('\n'));
  });
  return blocks;
}

const count = (re: RegExp, text: string) => text.match(new RegExp(re.source, 'gu'))?.length ?? 0;

/** The criterion a which-question names, if any. */
export function rankCriterion(question: string): Criterion | null {
  if (!ASKS_WHICH.test(question) && !/的话(?:呢)?\s*[？?]?$/u.test(question)) return null;
  return CRITERIA.find((c) => c.asked.test(question)) ?? null;
}

/**
 * The previous answer's items weighed by the criterion the question names, with a lean to one of them. Null when
 * the question names none, the previous answer listed fewer than two, or its lines say nothing either way.
 */
export function rankPart(question: string, previousAnswer: string): Part | null {
  const criterion = rankCriterion(question);
  if (!criterion) return null;
  const all = listedItems(previousAnswer);
  // '第一个和第三个比呢': only those.
  const chosen = pointedItems(question)
    .map((n) => itemAt(all, n))
    .filter((x): x is string => Boolean(x));
  const items = chosen.length >= 2 ? chosen : all.slice(0, 6);
  if (items.length < 2) return null;
  const blocks = itemBlocks(previousAnswer, items);
  const scored = items.map((item) => {
    const text = blocks.get(item) ?? item;
    return { item, score: count(criterion.fits, text) - count(criterion.against, text) };
  });
  if (scored.every((s) => s.score === 0)) return null;
  const good = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const doubt = scored.filter((s) => s.score < 0).map((s) => s.item);
  const unsaid = scored.filter((s) => s.score === 0).map((s) => s.item);
  const lines = [
    ...(good.length ? [`- **${criterion.good}**：${good.map((s) => s.item).join('；')}。`] : []),
    ...(doubt.length ? [`- **${criterion.doubt}**：${doubt.join('；')}。`] : []),
    ...(unsaid.length ? [`- **上一轮没说到这一点的**：${unsaid.join('；')}，要看具体单位和岗位。`] : []),
    good.length
      ? `- **我更倾向${good[0]!.item}**：按上一轮对它的描述，它在“${criterion.name}”这一点上最占优；同一个方向里单位和岗位差别也大，投递前看岗位描述、面试时直接问清楚。`
      : `- 上一轮说的几项在“${criterion.name}”这一点上都不占优，可以先看看上面“上一轮没说到这一点的”几项，或者告诉我你能接受到什么程度。`,
  ];
  return {
    heading: `### 按“${criterion.name}”看上一轮说的${chosen.length >= 2 ? '这几项' : '方向'}`,
    lines,
    from: '上一轮回答列出的方向',
  };
}

/** A criterion's word said of an item in the negative. */
const SAID_AGAINST = /不(?:太)?(?:稳定|规律)|稳定性(?:差|不如|一般|较差|差异大|不高)|(?:收入|薪资)(?:一般|不高|偏低)/gu;

/**
 * Of two listed items, the one the criterion the question names favours, by what the previous answer said of each
 * ('第二个和第三个哪个好，我不太想加班': the one whose lines say no 加班), or null when the lines do not tell them apart.
 */
export function pairByCriterion(
  question: string,
  previousAnswer: string,
  pair: readonly [string, string],
): { item: string; other: string; criterion: string } | null {
  const criterion = CRITERIA.find((c) => c.asked.test(question));
  if (!criterion) return null;
  const blocks = itemBlocks(previousAnswer, pair);
  const [a, b] = pair.map((item) => {
    // '稳定性差异大', '不稳定': the criterion's word said against the item counts against it.
    const text = (blocks.get(item) ?? item).replace(SAID_AGAINST, '波动、加班');
    return count(criterion.fits, text) - count(criterion.against, text);
  }) as [number, number];
  if (a === b) return null;
  const [item, other] = a > b ? pair : [pair[1], pair[0]];
  return { item, other, criterion: criterion.name };
}
