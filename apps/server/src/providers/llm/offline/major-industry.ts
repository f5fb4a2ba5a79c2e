import type { ChatProfile } from '../llm.provider.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { namedJobs, namedMajors } from './named.js';
import { firstSentence, type Part } from './parts.js';
import type { Body } from './result-body.js';
import { readStage, type Stage } from './stage.js';
import type { Reading } from './understand.js';

/*
 * A named major's road into a named industry (化学专业想去药企, 数学系去银行做什么, 材料研一想去新能源车企): the
 * roles that industry hires that major for, read from the major's own outlets that name the industry, what schooling
 * they usually ask, and what to do from the stage the asker says they are in. A block written for another group
 * (a 医学生's way into 药企, the whole industry's card) answers neither the major nor the timeline.
 */

interface Industry {
  /** How the asker names it. */
  name: string;
  said: RegExp;
  /** Words an outlet of a major uses when that industry hires it. */
  in: RegExp;
}

/** What each industry hires graduates for across majors: the frame the major's own roles sit in. */
const HIRES: Record<string, string> = {
  药企: '药企招理科生的大类是研发（合成、制剂、分析）、质量（QC 检验和 QA 体系，都按 GMP 管）、生产、药品注册（RA）、临床运营（CRA、CRC）和医药销售。',
  新能源车企:
    '整车厂和电池、电驱供应商招工科生做三电（电池、电机、电控）研发、材料与工艺、测试验证、质量和供应商质量（SQE）。',
  新能源行业: '光伏、储能和锂电企业招工艺、设备、研发、质量和技术支持工程师，工厂岗多在生产基地。',
  半导体行业:
    '晶圆厂和芯片公司招工艺工程师、设备工程师、良率与测试工程师、器件研发和应用支持（FAE），晶圆厂的工艺和设备岗多要倒班。',
  银行: '银行校招的大类是综合管培、柜面与客户经理、金融科技（科技岗）和总行的风控、数据等专业岗，投递前分清是总行、分行还是支行的岗位。',
  保险公司:
    '保险公司总部招精算、核保理赔、风控、数据分析和 IT，分支机构招得最多的是销售和客户经理，投递前分清是总部岗还是销售岗。',
  券商和基金公司: '券商和基金公司招研究、投行、交易与量化、风控合规、IT 和经纪销售，研究和投行岗最看学校和实习。',
  食品企业: '食品企业招研发、品控与质量（QA、QC）、生产管理、检验检测和采购，快消公司另有管培、市场和销售岗。',
  互联网公司: '互联网公司招研发、产品、运营、设计、数据分析和销售，技术岗以外的岗位多不限专业，看实习和作品。',
  广告公司: '广告公司招文案、策划、客户执行（AE）、设计和媒介投放，文案和创意岗看作品集。',
  电网: '电网按省公司统一招聘，电气类做运维、检修、调度和营销，计算机、通信、财会等专业也有对应的少量岗位。',
  游戏公司: '游戏公司招程序、策划、美术、测试、运营和发行，策划和美术看作品。',
  施工单位: '施工单位招技术员、施工员、质量员、安全员、造价和测量，起步都在项目部和工地现场。',
};

/** Industries students name as where they want to go; the first whose words the question uses. */
const INDUSTRIES: Industry[] = [
  {
    name: '药企',
    said: /药企|药厂|制药(?:企业|公司|厂|行业)?|医药(?:公司|企业|行业)|CRO/iu,
    in: /药企|制药|医药|药物|CRO/iu,
  },
  {
    name: '新能源车企',
    said: /新能源(?:车企|汽车|车)|车企|汽车(?:厂|公司|企业|行业)|主机厂|整车厂/u,
    in: /新能源|电池|汽车|车企|整车|电驱/u,
  },
  { name: '新能源行业', said: /新能源(?:行业|企业|公司)?|光伏|储能|锂电|电池厂/u, in: /新能源|光伏|储能|电池|锂电/u },
  { name: '半导体行业', said: /半导体|芯片(?:公司|行业|厂|企业)|集成电路|晶圆厂/u, in: /半导体|芯片|集成电路|晶圆/u },
  { name: '银行', said: /银行/u, in: /银行/u },
  { name: '保险公司', said: /保险(?:公司|行业)|去保险|进保险/u, in: /保险/u },
  { name: '券商和基金公司', said: /券商|证券(?:公司|行业)|基金公司/u, in: /证券|券商|基金/u },
  {
    name: '食品企业',
    said: /食品(?:公司|企业|厂|行业)|快消(?:公司|企业|行业)?/u,
    // Not every outlet of a food major: a 市场监管局 is no 食品企业.
    in: /食品[^，。；]{0,8}企业|食品公司|食品厂|快消|乳业|饮料|餐饮/u,
  },
  { name: '互联网公司', said: /互联网(?:公司|大厂|行业)?|大厂/u, in: /互联网|大厂/u },
  { name: '广告公司', said: /广告(?:公司|行业|圈)|4A/u, in: /广告|创意|文案|品牌/u },
  { name: '电网', said: /国家电网|南方电网|电网|供电(?:局|公司)/u, in: /电网|供电/u },
  { name: '游戏公司', said: /游戏(?:公司|行业|厂)/u, in: /游戏/u },
  { name: '施工单位', said: /施工单位|施工企业/u, in: /施工/u },
];

/** Asking what the road is like: what one does there, whether one can go, what to get ready. */
const ROAD_ASK =
  /做什么|干什么|干啥|做啥|能做|能干|岗位|职位|招|能去|能进|去得了|进得去|可以去|可以进|行不行|可不可以|能不能|可以吗|有前途|有出路|出路|准备|怎么进|怎么去|要做啥|该做|想去|想进|打算去|吗|[？?]$/u;

/** A pronoun for the major or industry of the turn before ('它去银行有前途吗', '那我应该去那个行业吗'). */
const POINTS_BACK = /它|那个|这个|那边|这行|那行|该行业|这个行业|那个行业/u;

/**
 * Asks this module leaves to others: worth, a feeling of being wasted, a choice, the pay or load asked, a change of
 * line, an internship sought (its own topic says how).
 */
const OTHERS =
  /值不值|值得吗|亏不亏|划算|屈才|大材小用|白学|浪费|还是|哪个好|哪个更|工资|薪资|薪水|待遇|收入|累不累|加班|辛苦|怎么选|如何选|选哪|转行|转去|转到|想转|实习/u;

/** Work named after 做, 当 or 干, not a question word ('做什么', '干啥'). */
const NAMED_WORK = /(?:做|当|干)(?!什么|啥|哪|点|些|的|吗|得|不|了)[\p{Script=Han}A-Za-z]{2}/u;

function industryIn(text: string): Industry | null {
  return INDUSTRIES.find((i) => i.said.test(text)) ?? null;
}

/** The major and industry the question is about, the thread filling in one it points back at. */
export function majorIndustry(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  earlier: readonly string[],
): { major: Major; industry: Industry } | null {
  if (OTHERS.test(question) || !ROAD_ASK.test(question)) return null;
  const back = POINTS_BACK.test(question) ? [...earlier].reverse() : [];
  const industry = industryIn(question) ?? back.map(industryIn).find(Boolean) ?? null;
  if (!industry) return null;
  const without = (text: string) => text.replace(new RegExp(industry.said.source, 'giu'), '，');
  // Two industries weighed ('国家电网和新能源企业怎么选') are a choice, not one road.
  if (industryIn(without(question))) return null;
  // The industry's own words name no major ('新能源车企' is no 新能源科学与工程), in this turn or the one before.
  const majorIn = (text: string) => namedMajors(kb, without(text))[0];
  const major =
    majorIn(question) ??
    back.map(majorIn).find(Boolean) ??
    (/我们?专业|我这个?专业|本专业/u.test(question) && !namedMajors(kb, question).includes(reading.slots.ownMajor!)
      ? reading.slots.ownMajor
      : undefined);
  if (!major) return null;
  // A job named beside them ('学金融的去银行做柜员') is that job's question: its card answers it.
  const rest = [major.name, ...major.aliases].reduce((t, n) => t.split(n).join('，'), without(question));
  const jobs = namedJobs(kb, rest);
  if (jobs.roles.length || jobs.occupations.length) return null;
  // A job said in words no card holds ('想去药企当MSL', '去互联网公司做数据合规'), or a city the work is asked in: the
  // entry on that path or place answers.
  if (NAMED_WORK.test(rest) || reading.slots.cities.length) return null;
  return { major, industry };
}

/** What to do now, from the stage said in passing: the years left before that industry's recruiting. */
function nowLine(stage: Stage | undefined, question: string, industry: string): string {
  if (/延毕|延期毕业/u.test(question))
    return `**你延毕了**：按实际毕业的年份参加那一届的校招，多数单位仍按应届生对待，投递前问清口径；面试时一两句解释延毕原因，重点讲这一年补上了什么，再把一段${industry}相关的实习或项目放在简历最前面。`;
  const year = stage?.year ?? 0;
  switch (stage?.level) {
    case 'undergrad':
      if (year && year <= 2)
        return `**你在大${year === 1 ? '一' : '二'}，时间够**：这一两年把和${industry}岗位相关的专业课学扎实，进一个老师的课题组或做一个相关项目；大三暑假投${industry}的实习，大四上学期就是秋招。`;
      if (year === 3)
        return `**你在大三，正是时候**：这个暑假就投${industry}的暑期实习，同时定下读研还是就业；就业的大四上学期赶秋招，实习留用是最稳的入口。`;
      return `**你在大四，抓住这一季**：现在就盯${industry}的秋招和春招公告，简历按岗位要求改，把课题、实验或实习里和岗位对得上的经历写在最前。`;
    case 'master':
      if (year <= 1)
        return `**你在研一，路最宽**：课题尽量往${industry}用得上的方向靠，研一暑假或研二上找一段${industry}的实习；研二暑期实习和研三上的秋招是进去的主通道。`;
      return `**你在研${year === 2 ? '二' : '三'}，已到投递期**：这个暑期实习和紧跟着的秋招就是窗口，先看目标公司的校招岗位，把课题里对得上的方法和成果写在简历最前。`;
    case 'phd':
      return `**博士在读**：${industry}给博士的多是研发和预研岗位，毕业前一年看企业研究院和研发中心的博士专项招聘，课题和论文是最主要的敲门砖。`;
    case 'vocational':
      return `**专科在读**：先挑上面写着大专可报的一线、检测或技术支持岗，用实习和技能证书补学历，想进研发再考虑专升本。`;
    case 'graduate':
      return `**刚毕业或快毕业**：毕业两年内多数公司仍按应届生招，先投${industry}的春招和社招初级岗，简历把和岗位对得上的经历写在最前。`;
    case 'working':
      return `**已经工作**：走社招，先把现在工作里和${industry}岗位对得上的经验整理出来，从相近的岗位跳过去比从头投应届岗更快。`;
    default:
      return `**接下来**：还在读书就先找一段${industry}的实习，实习留用是最稳的入口；已经毕业就按上面的岗位名去搜招聘要求，对照着补技能再投。`;
  }
}

/** The part: the industry's roles for the major, their schooling, and what to do from the asker's stage. */
export function majorIndustryPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
): Part | null {
  const found = majorIndustry(kb, reading, question, earlier);
  if (!found) return null;
  const { major, industry } = found;
  const outlets = major.outlets.filter((o) => industry.in.test(`${o.name}${o.detail}`));
  // The major's own content does not name the industry: the answer entered another way says more than a guess.
  if (!outlets.length) return null;
  const stage = readStage(question, profile) ?? reading.slots.level;
  const names = outlets.map((o) => o.name).join('、');
  return {
    heading: `### ${major.name}专业进${industry.name}：招你们做什么`,
    lines: [
      `**能去**：${industry.name}招${major.name}毕业生，最常见的是${names}${outlets.length > 1 ? '这几类' : '这一类'}岗位。`,
      ...outlets.map((o) => `- **${o.name}**：${o.detail}`),
      ...(HIRES[industry.name] ? [`**${industry.name}招人的大类**：${HIRES[industry.name]}`] : []),
      `**学历**：${firstSentence(major.further)}`,
      `**用人单位看重的**：${major.skills.slice(0, 4).join('、')}，能用一段实验、课题或实习证明。`,
      nowLine(stage, question, industry.name),
    ],
    from: `专业资料「${major.name}」`,
  };
}

/** Leads the answer with the major's road into the industry, in place of blocks written for other groups. */
export function leadWithMajorIndustry(
  kb: KnowledgeBase,
  b: Body,
  reading: Reading,
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
): boolean {
  const part = majorIndustryPart(kb, reading, question, earlier, profile);
  if (!part) return false;
  // A student's plan year by year ('大三的，以后想去电网，该怎么准备') stays, in place of the one line on the stage.
  const years = b.parts.filter((p) => /每年做什么/u.test(p.heading ?? ''));
  if (years.length) part.lines = part.lines.filter((l) => !/^\*\*(?:你在|接下来)/u.test(l));
  b.parts = [part, ...years];
  b.position = null;
  b.readAs = part.heading!.replace(/^#+\s*/u, '');
  return true;
}
