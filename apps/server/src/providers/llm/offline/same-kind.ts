import type { Part } from './parts.js';
import { leadInPlaceOfPositions, type Body } from './result-body.js';

/*
 * Two employers of the same kind weighed ('工行和建行哪个好进', '移动和联通选哪个', '中石油和中石化去哪个'): a
 * counsellor says what actually differs between them, which is usually little next to the post, the city, the
 * contract and how the pay is made up, and asks for those; a lean by the employer's name alone, as if the two were
 * different roads, misleads. The facts are each group's public ones (the companies' own sites and annual reports);
 * where the asker's words meet one employer's distinct strength (海外 for 中行, 县城 for 农行, 海上 for 中海油), the
 * lean goes there.
 */

interface Member {
  name: string;
  match: RegExp;
  /** What sets it apart, as its own site and reports describe it. */
  apart: string;
  /** The asker's words that meet that strength. */
  suits?: RegExp;
}

interface Group {
  kind: string;
  members: readonly Member[];
  /** What the group's members share, so the name decides little. */
  common: string;
  /** What to compare instead, in the group's own terms. */
  ask: string;
  source: string;
}

const GROUPS: readonly Group[] = [
  {
    kind: '国有大型商业银行',
    members: [
      { name: '工商银行', match: /工行|工商银行/u, apart: '资产规模最大，公司业务和城市网点多' },
      {
        name: '农业银行',
        match: /农行|农业银行/u,
        apart: '定位服务“三农”和县域，县城和乡镇网点最多，县域岗位招得多',
        suits: /县城|县里|乡镇|老家|离家近|小城市/u,
      },
      {
        name: '中国银行',
        match: /中行|中国银行/u,
        apart: '海外机构和国际结算、外汇业务最多，外语和国际业务用得上',
        suits: /海外|国际|外语|英语|外汇|出国|小语种/u,
      },
      { name: '建设银行', match: /建行|建设银行/u, apart: '住房贷款和基建、项目贷款是传统强项' },
      { name: '交通银行', match: /交行|交通银行/u, apart: '总部在上海，网点比前四家少，多在城市' },
      {
        name: '邮储银行',
        match: /邮储|邮政储蓄/u,
        apart: '依托邮政网点，县域和乡镇覆盖广',
        suits: /县城|县里|乡镇|老家|离家近|小城市/u,
      },
    ],
    common:
      '都是国有大型商业银行，校招按总行、省分行分别组织网申、笔试和面试，新人多数先下到网点做柜员或客户经理，收入是基本工资加绩效，分行所在城市和网点业绩对收入的影响比银行名字大',
    ask: '分到哪个分行、哪个城市或县的网点；岗位是柜员、客户经理、科技岗还是管培生；签的是银行的劳动合同还是劳务派遣；月薪、绩效和年终各占多少，客户经理有没有存款、理财的营销指标',
    source: '各行官网“人才招聘”栏目和年度报告',
  },
  {
    kind: '基础电信运营商',
    members: [
      { name: '中国移动', match: /移动(?!互联网|开发|端|应用|办公)/u, apart: '用户和营收规模最大，个人移动业务是主体' },
      { name: '中国联通', match: /联通/u, apart: '规模较小，近年重心在政企数字化和云网业务' },
      { name: '中国电信', match: /电信(?!诈骗)/u, apart: '宽带和政企业务强，天翼云是重点' },
    ],
    common:
      '都是央企，校招按省公司组织，新人多数分到地市或区县分公司，做市场营销、政企客户经理、网络维护或IT支撑，收入是基本工资加绩效，省份和地市之间差得比公司之间大',
    ask: '签约的是省公司本部、地市还是区县分公司；岗位是技术、市场还是政企客户经理，有没有营销指标；是正式合同还是劳务派遣、外包；绩效占收入的多少',
    source: '三家公司官网校园招聘栏目和年度报告',
  },
  {
    kind: '石油石化央企',
    members: [
      { name: '中国石油', match: /中石油|中国石油(?!大学)/u, apart: '上游油气勘探开发最大，油田多在东北、西北和西南' },
      { name: '中国石化', match: /中石化|中国石化/u, apart: '炼油化工和加油站最多，炼化企业多在东部和沿海' },
      {
        name: '中国海油',
        match: /中海油|中国海油/u,
        apart: '以海上油气为主，一线岗位在海上平台，轮班出海',
        suits: /海上|海洋|平台|沿海/u,
      },
    ],
    common:
      '都是央企，收入福利稳定，一线岗位多在油田、炼厂或加油站，常要倒班，也可能分到偏远地区，具体由下属哪家企业和哪个岗位决定',
    ask: '签约的是哪家下属企业（哪个油田、炼化厂或销售公司）、工作地点在哪；岗位是一线生产、技术研究还是管理；要不要倒班或野外、海上轮换；合同形式和薪资里倒班、艰苦地区补贴有多少',
    source: '三家公司官网人才招聘栏目和年度报告',
  },
  {
    kind: '电网企业',
    members: [
      {
        name: '国家电网',
        match: /国家电网|国网/u,
        apart: '经营区域覆盖二十六个省（区、市），按省统一考试',
      },
      {
        name: '南方电网',
        match: /南方电网|南网/u,
        apart: '经营区域是广东、广西、云南、贵州、海南五省区',
        suits: /广东|广西|云南|贵州|海南|广州|深圳|南宁|昆明|贵阳/u,
      },
    ],
    common: '都是央企，校招按省统一组织考试，新人多数先下到县市公司和基层供电所，稳定、福利好，值班抢修要随叫随到',
    ask: '分到哪个省、哪个地市或县公司；岗位是运维检修、营销服务还是调度、信通；能不能回生源地；首年收入和之后的绩效怎么定',
    source: '国家电网、南方电网官网人才招聘栏目',
  },
];

/** The group and the two members a question weighs, when both are of one kind. */
function membersWeighed(question: string): { group: Group; pair: [Member, Member] } | null {
  for (const group of GROUPS) {
    const found = group.members
      .map((m) => ({ m, at: question.search(m.match) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((x) => x.m);
    if (found.length >= 2) return { group, pair: [found[0]!, found[1]!] };
  }
  return null;
}

/** Weighing two options, or asking which is easier to get into. */
const WEIGHS = /还是|哪个|哪家|选哪|怎么选|去哪|好进|区别|不同|差别|对比|比较/u;

/** What differs between two employers of one kind, what to ask instead, and a lean only where the asker's words meet one. */
export function sameKindPart(question: string): { part: Part; position: string | null } | null {
  if (!WEIGHS.test(question)) return null;
  const found = membersWeighed(question);
  if (!found) return null;
  const { group, pair } = found;
  const [a, b] = pair;
  const suited = pair.filter((m) => m.suits?.test(question));
  const pick = suited.length === 1 ? suited[0]! : null;
  const lines = [
    `- **差别没有名字上那么大**：${a.name}和${b.name}${group.common}。`,
    `- **真正不同的地方**：${a.name}${a.apart}；${b.name}${b.apart}。`,
    `- **该比的是这几样**：${group.ask}。把两边的这几项写在一张表上，差别一目了然。`,
  ];
  if (/好进|难进|容易进|好考|难考/u.test(question))
    lines.push(
      `- **哪个好进**：两家都是按分行或省公司分别招，难度看你报的城市和岗位：省会和热门城市竞争最激烈，县域和基层岗位名额多、报的人少，所以先定城市和岗位，再比两家在那里招多少人。`,
    );
  const position = pick ? `在${a.name}和${b.name}之间，按你说的情况我更建议你选${pick.name}` : null;
  if (pick) lines.unshift(`**${position}**：${pick.name}${pick.apart}，正和你说的对得上。`);
  else
    lines.push(
      `- **我的看法**：光凭${a.name}和${b.name}这两个名字分不出高下，岗位、城市和合同相同的话选哪家都不亏；告诉我你拿到的是哪个城市的什么岗位，我再帮你比。`,
    );
  lines.push(`【来源】${group.source}`);
  return {
    part: { heading: `### ${a.name}和${b.name}：同是${group.kind}，差在哪`, lines, from: `${group.kind}的对照` },
    position: pick ? `${pick.name}：${pick.apart}，和你说的情况对得上。` : null,
  };
}

/** Leads with what differs between two employers of one kind, in place of a lean by their names. */
export function leadWithSameKind(b: Body, question: string): boolean {
  const found = sameKindPart(question);
  if (!found) return false;
  leadInPlaceOfPositions(b, found);
  return true;
}
