import { fieldCity } from './place-field.js';
import { CITY_INDUSTRY } from './city-industry.js';
import { defaultPick } from './choice-default.js';
import { cityTier, PROVINCE } from './pay-places.js';

/*
 * Two cities weighed on what the asker measures them by ('成都还是重庆，哪个发展更好', '哪个房价低', '怕冷', '我家在
 * 湖南'): the cities' realistic difference on that axis, a position on it, and when the other city wins. The levels
 * below are broad bands that hold for years (which city's housing is dearer, which has heating in winter), not
 * figures: a figure would need its source and its year.
 */

/**
 * Housing cost as a band, 1 the dearest: 北上深; 广州、杭州、厦门、南京; the other large cities; and the cities
 * where a home and rent cost clearly less for their size (重庆、长沙 and most inland capitals).
 */
const HOUSING: Record<string, 1 | 2 | 3 | 4> = {
  北京: 1,
  上海: 1,
  深圳: 1,
  广州: 2,
  杭州: 2,
  厦门: 2,
  南京: 2,
  珠海: 2,
  苏州: 3,
  天津: 3,
  宁波: 3,
  福州: 3,
  青岛: 3,
  成都: 3,
  武汉: 3,
  合肥: 3,
  无锡: 3,
  西安: 3,
  济南: 3,
  东莞: 3,
  大连: 3,
  常州: 3,
  佛山: 4,
  重庆: 4,
  长沙: 4,
  郑州: 4,
  南昌: 4,
  石家庄: 4,
  昆明: 4,
  南宁: 4,
  贵阳: 4,
  沈阳: 4,
  长春: 4,
  哈尔滨: 4,
  太原: 4,
};

type Climate = 'north' | 'yangtze' | 'south' | 'mild';
const CLIMATE_SAID: Record<Climate, string> = {
  north: '北方气候，冬天冷但室内有集中供暖，夏天短，空气偏干',
  yangtze: '冬天湿冷、室内一般没有集中供暖，夏天闷热',
  south: '冬天暖和，夏天长而湿热，回南天潮',
  mild: '四季温和，冬不太冷夏不太热',
};
const CLIMATE: Record<string, Climate> = {
  ...Object.fromEntries(
    ['北京', '天津', '西安', '郑州', '青岛', '济南', '大连', '沈阳', '长春', '哈尔滨', '太原', '石家庄'].map((c) => [
      c,
      'north',
    ]),
  ),
  ...Object.fromEntries(
    ['上海', '杭州', '南京', '武汉', '苏州', '合肥', '重庆', '成都', '长沙', '宁波', '无锡', '常州', '南昌'].map(
      (c) => [c, 'yangtze'],
    ),
  ),
  ...Object.fromEntries(['广州', '深圳', '东莞', '佛山', '珠海', '厦门', '福州', '南宁'].map((c) => [c, 'south'])),
  昆明: 'mild',
  贵阳: 'mild',
};
/** How each climate suits someone who says they mind cold, heat or damp (higher suits better). */
const MINDS: Array<{ words: RegExp; said: string; rank: Record<Climate, number> }> = [
  {
    words: /怕冷|受不了冷|不耐寒|冬天.{0,4}(?:难受|受不了)/u,
    said: '怕冷',
    rank: { south: 3, mild: 3, north: 1, yangtze: 1 },
  },
  {
    words: /怕热|受不了热|不耐热|夏天.{0,4}(?:难受|受不了)/u,
    said: '怕热',
    rank: { mild: 3, north: 2, yangtze: 1, south: 1 },
  },
  { words: /怕(?:潮|湿)|受不了(?:潮|湿)|回南天/u, said: '怕潮湿', rank: { north: 3, mild: 2, yangtze: 1, south: 1 } },
];

type Axis = 'growth' | 'cost' | 'climate' | 'home';
/** How askers name what they measure two cities by. */
const AXES: Array<[Axis, RegExp]> = [
  ['home', /离家近|离家(?:远|不远)|回家方便|我家在|家在|老家(?:是|在)|我是\p{Script=Han}{2,3}人/u],
  ['climate', /气候|天气|怕冷|怕热|怕(?:潮|湿)|冬天|夏天|暖气/u],
  ['cost', /房价|买房|房租|租房|生活成本|生活压力|物价|消费水平|开销|压力小/u],
  ['growth', /发展|前景|机会|就业|好找工作|岗位|产业|工资|薪资|收入|待遇|赚钱/u],
];

/** Industries that make office jobs (互联网、软件、金融…), as counted in what a city is known for. */
const OFFICE = /互联网|软件|游戏|金融|数字|电商|传媒|科研|总部|大数据/gu;
const officeWeight = (city: string) => (CITY_INDUSTRY[city] ?? '').match(OFFICE)?.length ?? 0;
const TIER_RANK = { 一线: 0, 新一线: 1, 二线: 2 } as const;

export interface CityAxis {
  at: 0 | 1;
  clause: string;
}

/** The two options' cities, when both options are cities the content knows. */
function citiesOf(options: readonly [string, string]): [string, string] | null {
  const cities = options.map((o) => Object.keys(CITY_INDUSTRY).find((c) => o.includes(c)));
  return cities[0] && cities[1] && cities[0] !== cities[1] ? [cities[0], cities[1]] : null;
}

/** The pick of the two by a score (higher wins), the same in either order; null when they tie. */
const byScore = (s: [number, number]): 0 | 1 | null => (s[0] === s[1] ? null : s[0] > s[1] ? 0 : 1);

function growth(c: [string, string], text: string): CityAxis {
  const tiers = c.map((x) => TIER_RANK[cityTier(x)]);
  const tierPick = byScore([-tiers[0]!, -tiers[1]!]);
  const both = `${c[0]}强在${CITY_INDUSTRY[c[0]]}；${c[1]}强在${CITY_INDUSTRY[c[1]]}`;
  if (tierPick !== null) {
    const [big, small] = tierPick === 0 ? c : [c[1], c[0]];
    return {
      at: tierPick,
      clause: `论发展和就业机会，${big}是${cityTier(big)}城市，产业、在招岗位和工资水平整体都比${small}高一档（${both}），刚开始时选择面更宽，所以更建议${big}；如果你做的行业正好在${small}更集中、或者更在意房价和离家近，${small}更划算`,
    };
  }
  // One tier, the asker's line of work said ('做软件开发哪个机会多'): the city where that industry is.
  const field = fieldCity(text, c);
  if (field) return { at: field.at as 0 | 1, clause: field.clause };
  // One tier: the city whose strengths make more office jobs suits most graduates; the other suits its industries.
  const office = byScore([officeWeight(c[0]), officeWeight(c[1])]);
  const at = office ?? defaultPick(c).pick;
  const [a, b] = at === 0 ? c : [c[1], c[0]];
  return {
    at,
    clause: `${a}和${b}是同一档的城市，工资水平相差不大，发展好坏要看你做哪一行：做${CITY_INDUSTRY[a]}更适合去${a}，做${CITY_INDUSTRY[b]}更适合去${b}。${office !== null ? `多数毕业生找的是互联网、软件、金融、设计这类办公室岗位，这类机会${a}更多，所以更建议${a}` : `两边的白领岗位差不多，先按${a}说`}；如果你学的是${b}的强项（${CITY_INDUSTRY[b]}）相关的专业，就选${b}`,
  };
}

function cost(c: [string, string]): CityAxis {
  const band = c.map((x) => HOUSING[x] ?? 3);
  const pick = byScore([band[0]!, band[1]!]);
  if (pick === null) {
    const at = defaultPick(c).pick;
    return {
      at,
      clause: `论房价和生活成本，${c[0]}和${c[1]}在同一档，差别主要在你住哪个区、离公司多远，先按${c[at]}说；比的时候用“税后工资减房租和通勤”算每月能存多少，哪边剩得多选哪边`,
    };
  }
  const [low, high] = pick === 0 ? c : [c[1], c[0]];
  // Two bands apart is a clear gap; one band apart, a real but smaller one.
  const clear = Math.abs(band[0]! - band[1]!) >= 2;
  return {
    at: pick,
    clause: `论房价和生活成本，${low}${clear ? '明显' : ''}比${high}低${clear ? '' : '一些'}，同样的工资在${low}每月能多存一些，买房的门槛也${clear ? '低得多' : '更低'}，所以更建议${low}；如果${high}给你的工资高出的部分能盖过多出来的房租，或者你的行业在${high}更集中，${high}更划算`,
  };
}

function climate(c: [string, string], text: string): CityAxis | null {
  const kinds = c.map((x) => CLIMATE[x]);
  if (!kinds[0] || !kinds[1]) return null;
  const both = `${c[0]}${CLIMATE_SAID[kinds[0]]}；${c[1]}${kinds[0] === kinds[1] ? '也是一样' : CLIMATE_SAID[kinds[1]]}`;
  const mind = MINDS.find((m) => m.words.test(text));
  const pick = mind && byScore([mind.rank[kinds[0]], mind.rank[kinds[1]]]);
  if (pick === undefined || pick === null) {
    const at = defaultPick(c).pick;
    return {
      at,
      clause: `论气候，${both}。${mind ? `对${mind.said}的人两边差别不大` : '气候没有好坏，看你受不了哪一样'}，先按${c[at]}说；工作机会和离家远近比气候更能决定你能不能长期待下去`,
    };
  }
  const [a, b] = pick === 0 ? c : [c[1], c[0]];
  return {
    at: pick,
    clause: `论气候，${both}。你说${mind!.said}，${a}更合适；如果${b}的工作机会明显更好，气候可以靠住处和装备弥补，那时选${b}`,
  };
}

/** The province or city the asker says home is in ('我家在湖南', '老家是长沙的', '我是河南人'). */
function home(c: [string, string], text: string): CityAxis | null {
  const said =
    /(?:我家|家|老家)(?:在|是)(\p{Script=Han}{2,3}?)(?:省|市|的|人|，|,|。|$)|我是(\p{Script=Han}{2,3}?)人/u.exec(text);
  const place = said?.[1] ?? said?.[2];
  if (!place) return null;
  const near = c.map((x) => x === place || (PROVINCE[x] ?? '').startsWith(place));
  if (near[0] === near[1]) return null;
  const at = near[0] ? 0 : 1;
  const [a, b] = at === 0 ? c : [c[1], c[0]];
  return {
    at,
    clause: `你家在${place}，${a}离家近，回家方便，父母需要时也照应得到，生活习惯也更熟，所以更建议${a}；如果你要做的行业在${b}明显更集中（${b}强在${CITY_INDUSTRY[b]}），先去${b}积累几年再回来也是常见的走法`,
  };
}

/** Two cities weighed on the axis the asker names, or null when no axis is named or the options are not cities. */
export function cityAxis(text: string, options: readonly [string, string]): CityAxis | null {
  const c = citiesOf(options);
  if (!c) return null;
  for (const [axis, words] of AXES) {
    if (!words.test(text)) continue;
    const found =
      axis === 'home'
        ? home(c, text)
        : axis === 'climate'
          ? climate(c, text)
          : axis === 'cost'
            ? cost(c)
            : growth(c, text);
    if (found) return found;
  }
  return null;
}
