import { CITY_INDUSTRY } from './city-industry.js';
import { fieldCity } from './place-field.js';
import { provincePart } from './provinces.js';
import type { Part } from './parts.js';

/**
 * Where the asker wants to work. A counsellor always answers about the place the asker named (澳门, 深圳, 县城),
 * and weighing cities always covers the same ground: what the cities' industries offer, rent and cost of living,
 * settling down (户籍/落户), growth. The facts here are general and stable; figures that change (rents, quotas,
 * thresholds) are left to the official source named.
 */

/** Places outside the mainland: what working there takes for a mainland student. */
export const ABROAD: Array<{ name: string; match: RegExp; note: string }> = [
  {
    name: '香港',
    match: /香港/,
    note: '内地居民去香港工作要有香港的工作签证：可以由雇主担保申请“输入内地人才计划”，也可以看“高端人才通行证计划”“优秀人才入境计划”；在香港读完全日制学位课程的毕业生可以申请留港就业安排',
  },
  {
    name: '澳门',
    match: /澳门/,
    note: '澳门就业优先保障本地居民，内地居民多以外地雇员身份受聘，由雇主申请聘用许可、办理外地雇员身份认别证（俗称“蓝卡”）；澳门公职（包括负责博彩监管的政府部门）一般要求澳门居民身份，内地求职者更现实的是做博彩监管相关的合规、审计、法务工作，比如持牌企业的合规部门、为澳门业务服务的律所和会计师事务所，熟悉澳门法律、会葡语或粤语是加分项',
  },
  {
    name: '新加坡',
    match: /新加坡/,
    note: '在新加坡工作要由雇主申请就业准证（EP）或 S 准证，对薪资和学历有门槛且会调整，以新加坡人力部官网为准',
  },
  {
    name: '日本',
    match: /日本/,
    note: '在日本工作要拿工作签证（文科、技术岗常见“技术·人文知识·国际业务”类），日语能力（JLPT N2、N1）往往是招聘门槛',
  },
  {
    name: '国外',
    match: /海外|国外|出国工作|美国|英国|德国|澳大利亚|澳洲|加拿大|欧洲/,
    note: '在国外工作绕不开工作签证和雇主担保、学历认证和语言，规则各国不同且常调整，先看目标国家移民局的官方网站，警惕收费“包办工签”的中介',
  },
];

export { CITY_INDUSTRY };

/** The kinds of place students name instead of a city, with what that kind usually means for work. */
const KIND_NOTE: Record<string, string> = {
  一线城市: '北上广深的岗位最多、薪资最高，大厂总部、外企和金融机构集中，房租、通勤和落户门槛也最高',
  北上广深: '一线城市的岗位最多、薪资最高，大厂总部、外企和金融机构集中，房租、通勤和落户门槛也最高',
  新一线: '新一线城市（杭州、成都、武汉、南京、西安、苏州等）有成片的产业，岗位和薪资次于一线，房租低、落户较宽',
  二线城市:
    '二线城市（按第一财经·新一线城市研究所的分级，如济南、福州、厦门、昆明、南昌、太原、石家庄、大连，名单每年略有变动）的岗位多在本地优势产业、国企和制造业，选择面比新一线窄，薪资比一线低一截，生活成本也更低',
  省会: '省会集中了全省的机关、高校、医院和大型国企，岗位比省内其他地市多，离家也近',
};

const SMALL_PLACES = /县城|老家|家乡|小城市|三线城市|四线城市|省会|二线城市|一线城市|北上广深|新一线/g;

/** A question about where to work or what a place pays, rather than one that merely mentions where the asker is. */
const ASKS_WHERE =
  /还是|哪个|哪里|哪儿|机会|工资|薪资|收入|待遇|月薪|发展|城市|留在|回|打拼|定居|落户|房租|生活成本|人才|补贴|通勤|离家|买房|产业|要不要去|去不去|该不该去|值得去|去.{0,4}(?:工作|上班|闯|找工作)|在.{0,3}(?:工作|上班|找工作)|做什么|干什么|好找/;

const STUDY_ABROAD = /读|留学|深造|硕士|研究生|申请|回国/u;
/** Countries and regions abroad students name for study or work. */
export const COUNTRIES = '美国|英国|德国|法国|荷兰|澳大利亚|澳洲|加拿大|新西兰|新加坡|日本|韩国|欧洲|香港|澳门';
const WORK_ABROAD = new RegExp(
  `工签|工作签证|定居|移民|出国工作|海外工作|(?:在|去|留在)(?:海外|国外|${COUNTRIES})(?:找)?(?:工作|上班|就业)`,
  'u',
);

/** Asking which of the places named to pick. */
const CHOOSES = /还是|哪个|哪座|哪里|选|纠结|犹豫/u;

/** Weighing where to live, not only what a place offers: then who is near counts too. */
const WEIGHS = /还是|哪个|哪里|哪儿|选|要不要去|去不去|留在|回|离家|父母|爸妈|家人|家里/;

/** A city's name as part of a university's ('西安交大', '武汉大学'): where the asker studies, not a place asked about. */
const SCHOOL_AFTER =
  /^(?:大学|交大|交通|理工|工业|工大|科技|科大|师范|师大|财经|财大|医科|外国语|外语|邮电|电子|航空|农业|农大|林业|海事|中医|体育|美术|音乐|工程|城市学院|学院)/;

/** Where the question first names the city as a place, or -1. */
function placeIndex(question: string, city: string): number {
  for (let at = question.indexOf(city); at >= 0; at = question.indexOf(city, at + 1))
    if (!SCHOOL_AFTER.test(question.slice(at + city.length))) return at;
  return -1;
}

/** The city the asker names as home ('回老家石家庄', '老家是长沙'), or undefined. */
export function homeCity(question: string): string | undefined {
  return Object.keys(CITY_INDUSTRY).find((c) => new RegExp(`(?:老家|家乡)(?:是|在)?${c}`, 'u').test(question));
}

export function placesIn(question: string): { abroad: typeof ABROAD; cities: string[]; small: string[] } {
  return {
    abroad: ABROAD.filter((p) => p.match.test(question)),
    cities: Object.keys(CITY_INDUSTRY)
      .map((c) => ({ c, at: placeIndex(question, c) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((x) => x.c),
    small: [...new Set(question.match(SMALL_PLACES) ?? [])],
  };
}

/**
 * What the places the question names mean for working there, or null when it names none (or only mentions a city
 * in passing). What a counsellor weighs: industries and openings (and with them the chances to move on), rent and
 * commuting, settling down and the city's own talent policy, and, when choosing, how far from home. Every line
 * carries the asker's own place names, so two questions about different places never share a line.
 */
export function placesPart(question: string): Part | null {
  const { abroad, cities, small } = placesIn(question);
  // '去美国读硕士', '英国一年制硕士回国找工作': a country where one studies, or studied and comes back from, is no
  // place asked about for work, unless working there is said too ('毕业后想留在英国工作').
  const aboutWorkAbroad = !STUDY_ABROAD.test(question) || WORK_ABROAD.test(question);
  const lines: string[] = aboutWorkAbroad ? abroad.map((p) => `- **在${p.name}工作**：${p.note}。`) : [];
  // '回老家石家庄': 老家 is that city, named once, as home.
  const home = homeCity(question);
  const named = [
    ...cities.map((c) => (c === home ? `${c}（老家）` : c)),
    ...small.filter((s) => !home || !/老家|家乡/.test(s)),
  ];
  // Two places named are two places weighed ('我在县城，想去省会').
  if (named.length && (named.length >= 2 || ASKS_WHERE.test(question))) {
    const where = named.join('和');
    const known = cities.map((c) => `${c}强在${CITY_INDUSTRY[c]}`);
    // Three or more cities weighed ('杭州、成都、武汉纠结') by someone who says what they do: the one with that
    // industry, said first (two are weighed by the choice itself, choice-weigh.ts).
    const field = cities.length >= 3 && CHOOSES.test(question) ? fieldCity(question, cities) : null;
    if (field) lines.push(`- **按你这一行，我更建议你选${field.city}**：${field.clause}。`);
    if (known.length)
      lines.push(
        `- **产业和机会**：${known.join('；')}。看你的方向在哪边有成片的公司和上下游，跳槽和成长的机会就多在哪边。`,
      );
    for (const s of small.filter((s) => KIND_NOTE[s])) lines.push(`- **${s}**：${KIND_NOTE[s]}。`);
    const homes = named.filter((s) => /县城|老家|家乡|小城市|三线|四线/.test(s));
    if (homes.length)
      lines.push(
        `- **${homes.join('和')}的发展空间**：岗位以编制、国企、银行和本地服务业为主，也看当地有没有产业园和特色产业；生活成本低、离家近，但薪资比大城市低一截、行业少、机会和晋升慢，想做的专业方向在那里有没有岗位要先查清楚。`,
      );
    // Settling down and distance from home are about the places away from home ('杭州', not '老家'): the asker's
    // own home needs neither.
    const away = named.filter((n) => !/县城|老家|家乡/.test(n)).join('和');
    // Each city's own bureau publishes its talent policy; a line naming them sends the asker to the current one.
    const official = cities.length ? `${cities.map((c) => `${c}市`).join('、')}人社局官网` : '当地人社局官网';
    lines.push(
      `- **生活成本和房租**：${where}的房租、通勤和日常开销差别不小，比较工资时算扣掉房租和开销后能存下多少，而不是只比税前数字；住处离公司远近也要算进每天的时间。`,
    );
    if (away)
      lines.push(
        `- **落户和人才政策**：${away}的落户条件、社保缴纳年限要求和房价决定了能不能长期留下；北京、上海落户严格，很多新一线城市对应届生落户较宽，还有租房或生活补贴，具体看${official}发布的人才政策，以最新公告为准。`,
      );
    if (away && WEIGHS.test(question))
      lines.push(
        `- **离家远近和家人**：${away}离你家多远、回一趟家要多久，父母年纪渐长需要照顾时，这常是人们最后留下或回去的原因。`,
      );
  }
  // A province named with no city ('在江苏找工作'): its main cities, the one for the asker's line first (provinces.ts).
  const province = provincePart(question, cities.length);
  if (province && !lines.length) return province;
  if (province) lines.push(...province.lines);
  return lines.length ? { heading: '### 关于你说的地方', lines, from: '城市与地区资料' } : null;
}
