import { CITY_INDUSTRY } from './city-industry.js';

/*
 * Where the asker's line of work is: two or three cities weighed by someone who says what they do ('深圳和广州哪个
 * 适合应届生？做硬件的', '杭州、成都、武汉，程序员去哪个') are decided first by which of them has that industry in
 * numbers, as the places data describes each city. A counsellor names that city rather than "it depends".
 */

/** A line of work as askers name it, and the words the places data uses for its industry. */
const FIELDS: Array<[RegExp, string, readonly string[]]> = [
  [
    /硬件|嵌入式|芯片|半导体|集成电路|电子|通信|单片机|pcb/iu,
    '硬件和电子',
    ['电子信息', '硬件', '通信', '集成电路', '半导体', '电子'],
  ],
  [
    /程序员|码农|开发|前端|后端|软件|互联网|计算机|\bit\b|产品经理|产品岗|数据分析|算法|测试工程|\bui\b|交互设计/iu,
    '软件和互联网',
    ['互联网', '软件', '数字经济', '电商', '大数据'],
  ],
  [/游戏/u, '游戏', ['游戏']],
  [/电商|直播|带货/u, '电商', ['电商', '直播']],
  [/汽车|车辆|整车|汽修/u, '汽车', ['汽车', '新能源汽车']],
  [/生物|医药|制药|药学|药企/u, '生物医药', ['生物医药', '医药']],
  [/金融|银行|证券|券商|基金|投行/u, '金融', ['金融']],
  [/光电|光学|激光/u, '光电', ['光电']],
  [/航空|航天|飞机/u, '航空航天', ['航空']],
  [/机械|数控|装备|工程机械/u, '机械和装备制造', ['装备制造', '工程机械', '制造']],
  [/外贸|跨境|进出口/u, '外贸', ['外贸', '商贸', '港口']],
  [/光伏|锂电|电池|新能源/u, '新能源', ['新能源', '光伏', '动力电池']],
  [/家电/u, '家电', ['家电']],
  [/传媒|新媒体|影视|广告/u, '文化传媒', ['文化传媒', '传媒']],
];

/** The line of work a text names, in the data's words ('硬件和电子'), or null when it names none of them. */
export function fieldOf(text: string): string | null {
  return FIELDS.find(([re]) => re.test(text.replace(/电子商务/gu, '电商')))?.[1] ?? null;
}

export interface FieldCity {
  /** Index of the city among those given. */
  at: number;
  city: string;
  /** The line of work, in the data's words ('硬件和电子'). */
  field: string;
  /** Why, in one clause naming the city's industries and the others'. */
  clause: string;
}

/**
 * The one city among `places` (names as the asker wrote them, each holding a city the places data knows) whose
 * industries match the asker's line of work more than the others', or null when the question names none, the data
 * knows too few of the places, or two match as well.
 */
export function fieldCity(question: string, places: readonly string[]): FieldCity | null {
  const found = FIELDS.find(([re]) => re.test(question.replace(/电子商务/gu, '电商')));
  if (!found) return null;
  const [, field, words] = found;
  const cities = places.map((p) => Object.keys(CITY_INDUSTRY).find((c) => p.includes(c)));
  if (cities.some((c) => !c) || new Set(cities).size < 2) return null;
  const score = cities.map((c) => words.filter((w) => CITY_INDUSTRY[c!]!.includes(w)).length);
  const best = Math.max(...score);
  if (best === 0 || score.filter((s) => s === best).length > 1) return null;
  const at = score.indexOf(best);
  const city = cities[at]!;
  const others = cities
    .map((c, i) => ({ c: c!, s: score[i]! }))
    .filter((x) => x.c !== city)
    .map((x) =>
      x.s > 0
        ? `${x.c}强在${CITY_INDUSTRY[x.c]}，也有这一行的岗位，但没有${city}集中`
        : `${x.c}强在${CITY_INDUSTRY[x.c]}，和你这一行对得没那么紧`,
    );
  const clause = `你做的是${field}方向，${city}强在${CITY_INDUSTRY[city]}，这一行的公司、岗位和跳槽机会在那边最成片；${others.join('；')}`;
  return { at, city, field, clause };
}
