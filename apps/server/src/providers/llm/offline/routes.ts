import type { Part } from './parts.js';
import { SENSITIVE_ROUTES } from './routes-sensitive.js';
import { BANK_PAPERWORK } from './named.js';
import { BOTH_RULED_OUT } from './said-no.js';

/**
 * How people enter an occupation family in China: the qualification certificates and entry exams a counsellor
 * always names when someone asks about getting into it ('社工证' for social workers, the 执业药师 exam for
 * pharmacists, 公务员招录 with 体能测评 and 政审 for police). Curated, general facts only: no pass rates or salaries,
 * and conditions that change by year are pointed to the year's official announcement.
 */
export interface Route {
  /** What the family is called in an answer. */
  family: string;
  /** Words that name the family in a question. */
  match: RegExp;
  /** The route: exams, certificates and the usual way in, most important first. */
  steps: string[];
}

const GENERAL_ROUTES: readonly Route[] = [
  {
    family: '社会工作',
    match: /社工|社会工作|社区工作者/,
    steps: [
      '社会工作者职业资格考试分助理社会工作师、社会工作师、高级社会工作师三级，考过后登记的证书就是常说的“社工证”，社工机构和社区岗位普遍看重它',
      '禁毒、矫正、医务、养老等方向多由政府购买服务的社工机构承接，社区工作者则通过街道或区里组织的招考进入',
    ],
  },
  {
    family: '药学',
    match: /药师|药剂|药学|药房|药店/,
    steps: [
      '执业药师职业资格考试分药学、中药学两类，报考要求相关学历再加一段药学岗位工作年限，学历越高要求的年限越短，具体以当年报考条件为准',
      '医院药剂科的药士、药师、主管药师属于卫生专业技术资格（职称），和执业药师是两套体系；零售药店按规定要配备执业药师',
    ],
  },
  {
    family: '人民警察',
    match: /警察|民警|狱警|公安|刑警|交警|法警|特警/,
    steps: [
      '人民警察一般通过公务员招录进入：国考或省考里的公安、监狱、戒毒等人民警察职位，笔试考行测、申论，部分职位加考公安专业科目',
      '笔试之后还有体检、体能测评（跑步、纵跳等项目）、心理测评和政审，对年龄、视力等也有要求，以当年招考公告为准；公安院校毕业生另有公安联考渠道',
      '辅警是合同制的辅助岗位，不占人民警察编制，和招录的民警不是一回事',
    ],
  },
  {
    family: '法医',
    match: /法医/,
    steps: [
      '最直接的是读法医学专业（五年制本科，授医学学位），临床医学等医学背景读法医学研究生也是常见路径',
      '公安、检察机关的法医岗位通过公务员考试招录，公安的法医属于人民警察职位，同样要过体能测评和政审；司法鉴定机构的法医要取得司法鉴定人执业证',
    ],
  },
  {
    family: '教师',
    match: /老师|教师|教资|教书|幼师|幼儿园/,
    steps: [
      '教师资格证：中小学笔试考综合素质、教育知识与能力（小学为教育教学知识与能力）、学科知识与教学能力，幼儿园考综合素质和保教知识与能力，笔试过了再面试（试讲加答辩），非师范生也可以报考',
      '进公办学校的编制要再考教师招聘考试（教招），另外普通话要达到二级乙等及以上，语文老师一般要二级甲等及以上（《〈教师资格条例〉实施办法》第八条）',
    ],
  },
  {
    family: '医生',
    match: /医生|医师|临床医学|规培|住院医|中医/,
    steps: [
      '医学本科毕业后在医疗机构试用满一年可以报考执业医师资格考试（实践技能加医学综合笔试），通过后注册执业',
      '多数医院要求完成住院医师规范化培训（规培，一般三年），之后再走主治医师、副主任医师等职称考评',
    ],
  },
  {
    family: '护理',
    match: /护士|护理/,
    steps: [
      '护理专业毕业生完成规定的临床实习后报考护士执业资格考试，通过后执业注册才能上岗',
      '医院招聘有编制和合同制（人事代理）两种，之后按护师、主管护师的职称往上走',
    ],
  },
  {
    family: '法律',
    match: /律师|法务|法官|检察官|法考|法学/,
    steps: [
      '国家统一法律职业资格考试（法考）分客观题和主观题，通过后取得法律职业资格证书，是当律师、法官、检察官的前提',
      '当律师还要在律所实习满一年、考核通过后申请执业证；法官、检察官要再通过公务员考试进入法院、检察院',
    ],
  },
  {
    family: '会计',
    match: /会计|财务|审计|出纳|注会|CPA|ACCA/i,
    steps: [
      '职称路线是初级、中级、高级会计专业技术资格，中级职称常常是涨薪和升主管的门槛',
      '注册会计师考试（CPA）分专业阶段六科和综合阶段，单科成绩有效期五年，事务所审计岗位很看重；外企常看 ACCA，税务方向看税务师',
    ],
  },
  {
    family: '建筑工程',
    match: /建造师|建筑师|土木|造价|监理|结构工程师/,
    steps: [
      '常见执业资格有一级、二级建造师，一级、二级注册建筑师，注册结构工程师，一级造价工程师，都要求相应学历加一定年限的工作经历才能报考',
      '这些证书和项目负责人资格、单位资质挂钩，所以在施工、设计、咨询单位里直接影响岗位和收入',
    ],
  },
  {
    family: '金融',
    match: /银行|证券|基金|期货|券商|投行/,
    steps: [
      '入行常见的从业资格有证券从业、基金从业、银行业专业人员职业资格，很多岗位把它当作入职条件',
      '银行校招笔试一般考综合知识、行测、英语等；CFA、FRM 在投研和风控岗位是加分项，不是门槛',
    ],
  },
  {
    family: '健身教练',
    match: /健身教练|私教|私人教练|体能教练/,
    steps: [
      '国内常见的有健身教练职业技能等级证书、社会体育指导员等级，行业里也认 ACE、NASM、NSCA 等机构的认证（费用较高，先弄清楚雇主认哪一个）',
      '证书只是入场券，能不能做长久看带课能力、续课率和口碑，体育教育背景懂运动解剖和训练原理是优势',
    ],
  },
  {
    family: '心理咨询',
    match: /心理咨询|心理治疗|咨询师/,
    steps: [
      '国家心理咨询师职业资格考试已在 2017 年取消，现在主要看心理学相关学历（应用心理专业硕士很常见）、系统培训和受督导的实践时长',
      '中国心理学会临床与咨询心理学注册系统的注册助理心理师、注册心理师认可度较高；医院的心理治疗师走卫生专业技术资格考试',
    ],
  },
  {
    family: '翻译和外语',
    match: /翻译|口译|笔译|小语种|西班牙语|法语|德语|日语|俄语|阿拉伯语|葡萄牙语|韩语|意大利语/,
    steps: [
      '翻译方向看全国翻译专业资格（水平）考试（CATTI，分三级、二级、一级），外语专业内还有专四、专八',
      '只靠语言越来越难，更稳的是复合一门专业技能（经贸、法律、财会、技术）或再练好英语，做“外语加行业”的人',
    ],
  },
  {
    family: '人力资源',
    // 薪酬 alone is a pay package ('国企薪酬怎么样'); the HR work is 薪酬专员, 薪酬福利, 薪酬绩效.
    match: /人力资源|HR|招聘专员|薪酬(?:专员|福利|绩效|模块|岗)/,
    steps: [
      '常见的有企业人力资源管理师职业技能等级证书，以及经济专业技术资格里人力资源管理方向的初级、中级经济师',
      '入门岗位多是招聘、员工关系、薪酬专员，证书之外更看实习里做过的具体模块',
    ],
  },
  {
    family: '电工和特种作业',
    match: /电工|焊工|特种作业/,
    steps: [
      '电工、焊工等属于特种作业，上岗必须持应急管理部门核发的特种作业操作证（如低压电工作业）',
      '再往上有电工职业技能等级证书（初级工到技师、高级技师），等级和工资、岗位挂钩',
    ],
  },
  {
    family: '消防救援',
    match: /消防员|消防救援/,
    steps: [
      '国家综合性消防救援队伍每年面向社会招录消防员，流程一般是报名、体格检查、体能测试、心理测评、政治考核（政审）',
      '消防设施操作员等证书面向的是物业、维保公司的消防岗位，和进消防救援队伍是两条路',
    ],
  },
  {
    family: '兽医',
    match: /兽医|宠物医生|动物医学/,
    steps: ['动物医学等相关专业毕业可以报考全国执业兽医资格考试，通过后注册执业，宠物医院的主治岗位需要它'],
  },
  {
    family: '营养师',
    match: /营养师/,
    steps: [
      '国家公共营养师职业资格已取消，现在较受认可的是中国营养学会的注册营养师、注册营养技师（对学历和专业有要求）',
      '医院临床营养科多招临床营养或预防医学背景，走卫生专业技术资格',
    ],
  },
  {
    family: '网络安全',
    match: /网络安全|信息安全|渗透测试|白帽|网安/,
    steps: [
      '网络安全岗位不强制持证，招聘更看实战：CTF 竞赛成绩、在企业安全应急响应中心（SRC）提交漏洞的记录和项目经验',
      '国内常见的证书有中国信息安全测评中心的 CISP 系列（如偏渗透测试的 CISP-PTE），外企也看 OSCP；渗透测试只能在书面授权的范围内做，未经授权的测试是违法的',
    ],
  },
  {
    family: '参军和军队文职',
    match: /参军|入伍|当兵|军队文职|征兵/,
    steps: [
      '大学生参军走征兵报名（全国征兵网），要过体检和政治考核，在校生和毕业生入伍在学费、考研、就业上都有优待政策，以当年征兵公告为准',
      '军队文职人员通过全军统一组织的文职人员招考（公共科目加专业科目），是和参军不同的一条路',
    ],
  },
  {
    family: '殡葬服务',
    match: /殡葬|殡仪|遗体|入殓|火化|陵园/,
    steps: [
      '对口专业是高职的现代殡葬技术与管理，多所民政职业学院开设；殡仪馆多是事业单位或国企，通过事业单位招聘或单位自主招聘进入',
      '殡仪服务、遗体整容、火化等岗位有相应的职业技能等级证书，进单位后一般由单位组织培训考取',
    ],
  },
  {
    family: '导游',
    match: /导游|领队/,
    steps: ['导游要先通过全国导游资格考试取得导游资格证，再通过旅行社或导游协会申领电子导游证才能带团'],
  },
];

export const ROUTES: readonly Route[] = [...GENERAL_ROUTES, ...SENSITIVE_ROUTES];

/** Whether the words just before a match say no to it ('不想当老师'). */
const NEGATED = /(?:不想|不愿|不要|不喜欢|不考虑|不打算|讨厌|除了|不当|不做|别)[^，。,；;？?]{0,4}$/;

/**
 * A family named as someone acting on the asker ('HR问我期望薪资', '医生说我不能熬夜', '律师让我先别签'): a person in
 * the scene, not the occupation the asker wants to enter.
 */
const ACTS_ON_ASKER =
  /^(?:小姐姐|小哥|那边|方面)?(?:还|也|都|又|就|一直|总)?(?:问|说|让|叫|要求|通知|打电话|打来|联系|加了?我|找我|回复|约我|催|告诉|跟我说|给我|建议我|(?:要|非要|会)?(?:看|查|核实|核对)(?:我|你|一下)?(?:的)?(?:流水|工资条|个税|社保|简历|学历|背调))/u;

/** The occupation families a text names, in the order they appear, leaving out the ones ruled out. */
export function routesIn(said: string): Route[] {
  const text = said.replace(BOTH_RULED_OUT, '，').replace(BANK_PAPERWORK, '');
  const hits: Array<{ r: Route; at: number }> = [];
  for (const r of ROUTES) {
    const re = new RegExp(r.match.source, `${r.match.flags.replace('g', '')}g`);
    for (const m of text.matchAll(re)) {
      if (NEGATED.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      if (ACTS_ON_ASKER.test(text.slice(m.index + m[0].length))) continue;
      hits.push({ r, at: m.index });
      break;
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.r);
}

/**
 * How a question turns to entering the occupation: becoming, applying, qualifying, advancing, what it pays, or
 * whether such work exists and is above board ('医美咨询师正规吗', '有这种岗位吗'): the licence answers that too.
 */
const ASKS_ENTRY =
  /正规|合法|几级|有[^，。？?]{0,8}(?:岗位|工作|职业)吗|有没有[^，。？?]{0,8}(?:岗位|工作|职业)|难考|难不难|好考|多难|怎么(?:考|报|当|成为|进|入行|做|涨)|报考|考什么|什么证|证书|资格|考证|门槛|要求|条件|能去吗|能不能去|入行|涨|前途|出路|怎么样|想当|想做|想成为|想去|转行|读什么|区别|难考|准备|科目|考哪些|有用吗|值得考|要考|需要考|怎么办|就业|挣|赚|工资|薪|收入|待遇/;

/** Where an entry route part comes from, so a composer can tell it apart. */
export const ROUTE_SOURCE = '入行资格与考试';

/** The lead varies with the question so the same family's route never opens two answers with one line. */
const LEADS = ['想走这条路，要过的门槛：', '入行路线上绕不开的考试和证书：', '进这一行通常要准备的资格：'];

/**
 * The entry route of up to two occupation families the question names, when it asks about getting into them.
 * `earlier` is the question a follow-up continues ('它难考吗' after asking about CPA).
 */
export function routesPart(question: string, earlier?: string): Part | null {
  let found = routesIn(question);
  if (!found.length && earlier) found = routesIn(earlier);
  // '不想做' does not ask how to get in ('想做').
  const asks = (text: string) => ASKS_ENTRY.test(text.replace(BOTH_RULED_OUT, '，').replace(/不(?:想|愿|要)/gu, '，'));
  // A follow-up asks for the route itself ('它难考吗'): one that turns to something else ('它适合什么性格的人') is
  // not answered with the route its conversation already gave.
  if (!found.length || !asks(question)) return null;
  let h = 0;
  for (const c of question) h = (h * 31 + c.codePointAt(0)!) % 997;
  const lines = found
    .slice(0, 2)
    .map((r, i) => `- **${r.family}**：${LEADS[(h + i) % LEADS.length]}${r.steps.join('；')}。`);
  return { heading: '### 入行要过的关', lines, from: ROUTE_SOURCE };
}
