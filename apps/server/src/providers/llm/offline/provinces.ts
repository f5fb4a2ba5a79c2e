import { CITY_INDUSTRY } from './city-industry.js';
import { fieldCity } from './place-field.js';
import { PROVINCE } from './pay-places.js';
import type { Part } from './parts.js';

/*
 * A province named as where to work ('在江苏找工作', '想回安徽', '江苏和安徽哪个省'): a counsellor reads it as a
 * place and, where the work depends on the city, names the province's main cities and what each is strong in, so
 * the asker is not sent to Beijing when they said 江苏. The cities are the ones the places data knows
 * (city-industry.ts), grouped by their province (pay-places.ts); the capital is the provincial seat as listed by
 * the Ministry of Civil Affairs' administrative divisions (民政部 行政区划).
 */

/** Each province's seat, for the provinces whose cities the places data knows. */
const CAPITAL: Record<string, string> = {
  广东: '广州',
  浙江: '杭州',
  江苏: '南京',
  四川: '成都',
  湖北: '武汉',
  陕西: '西安',
  安徽: '合肥',
  湖南: '长沙',
  福建: '福州',
  山东: '济南',
  河南: '郑州',
  辽宁: '沈阳',
  吉林: '长春',
  黑龙江: '哈尔滨',
  江西: '南昌',
  山西: '太原',
  河北: '石家庄',
  云南: '昆明',
  广西: '南宁',
  贵州: '贵阳',
};

/** The province's name without 省 or 壮族自治区, as askers say it. */
const short = (p: string) => p.replace(/壮族自治区$|省$/u, '');

/**
 * A province's name as a university's or a dialect's ('山东大学', '湖南师大', '广东话'), or a sub-part of another
 * word: not a place asked about.
 */
const NOT_PLACE_AFTER = /^(?:大学|师范|师大|理工|工业|科技|农业|财经|医科|中医|交通|外国语|话|人(?!才))/u;

/** The provinces the question names as places, in the order named. */
export function provincesIn(question: string): string[] {
  return Object.keys(CAPITAL)
    .map((p) => {
      for (let at = question.indexOf(p); at >= 0; at = question.indexOf(p, at + 1))
        if (!NOT_PLACE_AFTER.test(question.slice(at + p.length))) return { p, at };
      return { p, at: -1 };
    })
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.p);
}

/** Words that ask where to work or what a place offers: the province is then a place asked about. */
const ASKS_PLACE =
  /还是|哪个|哪里|哪儿|哪座|机会|工资|薪资|待遇|发展|城市|好找|难找|难不难|好不好|容易|就业|找工作|工作|上班|打拼|定居|落户/u;

/** The province named where one would work ('在江苏', '回安徽', '江苏的机会'), not in passing. */
function asPlace(question: string, province: string): boolean {
  return new RegExp(`(?:在|回|去|到|留)${province}`, 'u').test(question) || ASKS_PLACE.test(question);
}

/** The province's cities the places data knows, its seat first. */
export function provinceCities(province: string): string[] {
  const capital = CAPITAL[province];
  const cities = Object.keys(CITY_INDUSTRY).filter((c) => PROVINCE[c] && short(PROVINCE[c]!) === province);
  return capital ? [capital, ...cities.filter((c) => c !== capital)] : cities;
}

/** One line per province named: its main cities and what each is strong in, the seat marked. */
export function provinceLines(question: string): string[] {
  return provincesIn(question).flatMap((p) => {
    const cities = provinceCities(p);
    if (!cities.length) return [];
    const said = cities.map((c) => `${c}${c === CAPITAL[p] ? '（省会）' : ''}强在${CITY_INDUSTRY[c]}`);
    const more =
      cities.length > 1
        ? '岗位多集中在这几座城市，省内其他地市以本地制造业、国企和编制岗位为主'
        : `省内的岗位和公司多集中在${cities[0]}，其他地市以本地制造业、国企和编制岗位为主`;
    return [`- **${p}的主要城市**：${said.join('；')}。${more}。`];
  });
}

/**
 * Where in the province named to go for the asker's line of work ('在江苏找工作，学计算机的去哪个城市好'): the
 * province's city whose industries match it, said first, then the others; or the province's cities alone when the
 * question names no line of work the places data reads. Null when no province is named or a city is.
 */
export function provincePart(question: string, citiesNamed: number): Part | null {
  if (citiesNamed) return null;
  const provinces = provincesIn(question).filter((p) => asPlace(question, p));
  if (!provinces.length) return null;
  const lines: string[] = [];
  for (const p of provinces) {
    const cities = provinceCities(p);
    const best = cities.length >= 2 ? fieldCity(question, cities) : null;
    // The line for the asker's work already names every city of the province with what it is strong in.
    if (best) lines.push(`- **在${p}，按你这一行我更建议先看${best.city}**：${best.clause}。`);
    else lines.push(...provinceLines(p));
  }
  if (!lines.length) return null;
  return { heading: `### ${provinces.join('和')}省内看哪座城市`, lines, from: '城市与地区资料' };
}
