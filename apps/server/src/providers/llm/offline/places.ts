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

/** What each city is known for: the industries that make jobs there. */
export const CITY_INDUSTRY: Record<string, string> = {
  北京: '互联网大厂总部、科研院所、央企总部和文化传媒',
  上海: '金融、外企总部、集成电路、生物医药和汽车',
  深圳: '电子信息和硬件、通信设备，周边有完整的电子制造和供应链',
  广州: '汽车、商贸、生物医药和游戏',
  杭州: '电商和数字经济',
  成都: '软件和游戏、电子信息，生活成本相对一线城市低',
  南京: '软件、通信和高校科研',
  武汉: '光电子（光谷）、汽车和高校科研',
  西安: '航空航天、半导体和军工科研院所',
  苏州: '制造业、外资工厂和生物医药',
  合肥: '新能源汽车、显示面板和集成电路',
  重庆: '汽车和电子产品制造',
  天津: '制造业和港口物流',
  长沙: '工程机械和文化传媒',
  东莞: '电子和家具等制造业',
  佛山: '家电和装备制造业',
  厦门: '电子制造和外贸',
  青岛: '家电和海洋产业',
  宁波: '港口物流和制造业',
  郑州: '电子信息制造（手机代工）和物流枢纽',
  无锡: '集成电路和物联网',
  大连: '软件外包（对日业务多）、石化和港口',
  沈阳: '装备制造和汽车',
  珠海: '家电和集成电路设计',
  济南: '软件和重型汽车',
  贵阳: '大数据和数据中心',
};

const SMALL_PLACES = /县城|老家|家乡|小城市|三线城市|四线城市|省会|二线城市|一线城市|新一线/g;

/** A question about where to work or what a place pays, rather than one that merely mentions where the asker is. */
const ASKS_WHERE = /还是|哪个|哪里|哪儿|机会|工资|薪资|收入|待遇|月薪|发展|城市|留在|回|打拼|定居|落户|房租|生活成本/;

export function placesIn(question: string): { abroad: typeof ABROAD; cities: string[]; small: string[] } {
  return {
    abroad: ABROAD.filter((p) => p.match.test(question)),
    cities: Object.keys(CITY_INDUSTRY)
      .map((c) => ({ c, at: question.indexOf(c) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((x) => x.c),
    small: [...new Set(question.match(SMALL_PLACES) ?? [])],
  };
}

/**
 * What the places the question names mean for working there, or null when it names none (or only mentions a city
 * in passing). Every line carries the asker's own place names, so two questions about different places never
 * share a line.
 */
export function placesPart(question: string): Part | null {
  const { abroad, cities, small } = placesIn(question);
  const lines: string[] = abroad.map((p) => `- **在${p.name}工作**：${p.note}。`);
  const named = [...cities, ...small];
  if (named.length && ASKS_WHERE.test(question)) {
    const where = named.join('和');
    const known = cities.map((c) => `${c}强在${CITY_INDUSTRY[c]}`);
    if (known.length)
      lines.push(
        `- **产业和机会**：${known.join('；')}。看你的方向在哪边有成片的公司和上下游，跳槽和成长的机会就多在哪边。`,
      );
    if (small.some((s) => /县城|老家|家乡|小城市|三线|四线/.test(s)))
      lines.push(
        `- **${small.join('和')}的发展空间**：岗位以编制、国企和本地服务业为主，生活成本低、离家近，但行业少、机会和晋升慢，想做的专业方向在那里有没有岗位要先查清楚。`,
      );
    lines.push(
      `- **生活成本和房租**：${where}的房租、通勤和日常开销差别不小，比较工资时算扣掉房租和开销后能存下多少，而不是只比税前数字。`,
      `- **户籍和长期安家**：${where}的落户政策、社保缴纳年限要求和房价决定了能不能长期留下；北京、上海落户严格，很多新一线城市对应届生落户较宽，以当地人社或公安部门的最新政策为准。`,
    );
  }
  return lines.length ? { heading: '### 关于你说的地方', lines, from: '城市与地区资料' } : null;
}
