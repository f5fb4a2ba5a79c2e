import { withoutBackground } from './own-background.js';

/*
 * What a job actually asks of the people it hires, for the jobs students most often ask about through their own
 * background ('二本能进投行吗', '非科班能做数据分析吗', '女生学土木好找工作吗'): the skills, the proof that gets a
 * first interview (portfolio, certificates, internships), and the filters a background meets first (a degree's
 * level, a licence only one major can sit). job-fit.ts weighs these against what the asker says of themselves.
 */

export interface JobAsks {
  name: string;
  /** The words an asker names it by. */
  words: RegExp;
  /** Its usual interest code, for an asker with a result. */
  code: string;
  /** What the work takes, day to day. */
  asks: string;
  /** What gets a first interview. */
  proof: string;
  /** How hard the school filter is: 0 ability decides, 1 a bachelor's degree is the usual floor, 2 top schools and masters. */
  degree: 0 | 1 | 2;
  /** A licence or certificate that gates the job, said as a sentence. */
  licence?: string;
  /** A licence only some majors can sit: their words. */
  licensedMajors?: RegExp;
  /** Majors that are the job's own road. */
  fields: RegExp;
  /** Where the work is done away from a desk (sites, plants, travel): a sentence. */
  site?: string;
  /** Where someone the filter blocks gets in instead. */
  sideDoor: string;
  /** A kind of employer ('大厂'): in '进大厂做开发' it is the filter asked about, ahead of the job. */
  employer?: boolean;
}

export const JOB_ASKS: JobAsks[] = [
  {
    name: '投行',
    words: /投行|投资银行|IBD|ibd/u,
    code: 'ECI',
    asks: '财务报表和估值建模、行业研究、写招股书和尽调材料，项目期熬夜是常态',
    proof: '两三段券商投行部或头部金融机构的实习，加上 CPA 或 CFA 的进度',
    degree: 2,
    fields: /金融|会计|经济|财务|法学/u,
    sideDoor:
      '先进中小券商、银行对公、会计师事务所或企业财务，攒下行业和财务经验后再跳，或者读一个好学校的金融硕士换背景',
  },
  {
    name: '游戏策划',
    words: /游戏策划|游戏设计|关卡设计|数值策划|系统策划|文案策划/u,
    code: 'AIE',
    asks: '拆解游戏玩法、写策划案、设计系统或数值，和美术、程序一起把方案落地',
    proof: '一份完整的策划案或竞品拆解，能用 Excel 做数值表，最好有自己做的小 demo 或地图编辑器作品',
    degree: 0,
    fields: /数字媒体|游戏|计算机|软件|动画/u,
    sideDoor: '从游戏测试、运营或 GM 做起，进项目组后转策划',
  },
  {
    name: '客服',
    words: /客服/u,
    code: 'CES',
    asks: '接电话和在线咨询、按流程处理投诉和退换货、把问题记进工单并跟进到解决',
    proof: '打字速度、普通话和一段服务类兼职或实习经历，面试常有情景模拟',
    degree: 0,
    fields: /市场营销|工商管理|电子商务|文秘/u,
    sideDoor: '电商、银行、运营商的客服都在大量招人，做一两年可以转客服主管、质检、培训或用户运营',
  },
  {
    name: '室内设计',
    words: /室内设计/u,
    code: 'AR',
    asks: '量房、做平面布局和效果图、选材料，还要和客户沟通方案、跑工地对接施工',
    proof: '作品集（三到五套完整方案），会 CAD、SketchUp、3ds Max 或酷家乐这类软件',
    degree: 0,
    fields: /环境设计|室内|建筑|艺术设计|视觉/u,
    site: '要量房、跑工地、盯施工节点，不是只坐在电脑前画图',
    sideDoor: '先去家装公司做设计助理或绘图员，跟着主案设计师把整套流程走一遍',
  },
  {
    name: '环评',
    words: /环评|环境影响评价|环境咨询/u,
    code: 'IRC',
    asks: '读法规和技术导则、现场踏勘和监测、写环评报告书，报告和审批材料的工作量大',
    proof: '对口专业、写过的报告或课题、熟悉环评导则，工作后考环境影响评价工程师',
    degree: 1,
    licence: '职业资格是环境影响评价工程师，要工作年限才能报考，入行时先不要求',
    fields: /环境|生态|化学|化工|地理|给排水/u,
    site: '要去项目现场踏勘和采样，出差不少',
    sideDoor: '从第三方检测、环境监测站或企业 EHS 进入这一行',
  },
  {
    name: '土木',
    words: /土木|建筑工程|施工员|结构设计/u,
    code: 'RIC',
    asks: '施工管理、结构设计、造价和工程管理几条路，核心是识图、规范和 CAD、BIM 这类软件',
    proof: '对口专业、施工或设计院实习，工作后考一建、二建或注册结构工程师',
    degree: 1,
    licence: '一建、二建、注册结构工程师都要本专业工作年限才能报',
    fields: /土木|建筑|工程管理|工程造价|给排水|交通|道路|桥梁/u,
    site: '施工单位要长期驻项目部，设计院、造价咨询、甲方和考公的岗位坐办公室的多',
    sideDoor: '设计院、造价咨询、检测单位、房企甲方或住建系统考公',
  },
  {
    name: '外贸',
    words: /外贸|跨境电商|国际贸易/u,
    code: 'ECS',
    asks: '开发海外客户、报价谈判、跟单和安排出货，和客户全程用外语沟通',
    proof: '外语能说会写、懂报关和信用证的流程，有外贸公司或跨境电商的实习更好',
    degree: 0,
    fields: /国际贸易|国际经济|商务英语|英语|日语|俄语|西班牙语|法语|德语|阿拉伯语/u,
    sideDoor: '从外贸跟单、单证员或跨境电商运营做起',
  },
  {
    name: '医药代表',
    words: /医药代表|医药销售|医代|医疗器械销售/u,
    code: 'ESC',
    asks: '向医生讲清药品或器械的证据和用法、维护医院客户、完成销售指标，按合规要求做学术推广',
    proof: '医学、药学或护理背景，能把说明书和临床数据讲明白，有销售或带指标的经历更好',
    degree: 1,
    fields: /医学|药学|护理|临床|生物|化学/u,
    sideDoor: '从医学信息沟通、药企的医学事务或临床监查（CRA）做起',
  },
  {
    name: '程序员',
    words: /程序员|码农|写代码|软件开发|开发工程师|做开发/u,
    code: 'IRC',
    asks: '一门主力语言（Java、Go、C++ 或 Python）写得熟、数据结构和算法、数据库和网络这些计算机基础',
    proof: '能讲清楚的项目或实习、GitHub 上的代码，校招笔试的算法题要刷熟',
    degree: 1,
    fields: /计算机|软件|网络工程|信息安全|人工智能|数据科学|电子信息|通信|自动化/u,
    sideDoor: '从测试、运维、实施或外包项目做起，攒下项目经历再往开发走',
  },
  {
    name: '大厂',
    words: /大厂|互联网大厂|字节|腾讯|阿里|美团/u,
    employer: true,
    code: 'IEC',
    asks: '技术岗看算法题、计算机基础和项目，非技术岗看实习、数据思维和表达',
    proof: '一两段对口的中大厂实习是最硬的敲门砖，技术岗还要刷熟力扣和八股',
    degree: 2,
    fields: /计算机|软件|电子信息|通信|人工智能|数据科学/u,
    sideDoor: '先进中厂或大厂外包、子公司攒项目经历，一两年后用社招进，社招比校招更看经历而不是学校',
  },
  {
    name: '律师',
    words: /律师|律所/u,
    code: 'EIS',
    asks: '检索法条和案例、写法律文书、出庭或做非诉项目，头几年是实习律师跟着带教律师干',
    proof: '通过法考，拿到律所实习和一年实习律师期，名校和英语好进红圈所更容易',
    degree: 1,
    licence:
      '必须通过法考：法学本科可以直接报；非法学本科要先读法律硕士（非法学）等法学类硕士，或者从事法律工作满三年才能报',
    licensedMajors: /法学|法律/u,
    fields: /法学|法律|知识产权/u,
    sideDoor: '非法学背景可以先做企业合规、法务助理或知识产权代理，或者考法律硕士（非法学）走正路',
  },
  {
    name: '老师',
    words: /老师|教师|教书|教编|教师编/u,
    code: 'SAE',
    asks: '备课上课、管班级、和家长沟通，公办学校还要考教师编',
    proof: '教师资格证、普通话二级乙等以上（语文二甲），试讲和说课要练熟',
    degree: 1,
    licence: '要有教师资格证：幼儿园和小学一般专科可报，初中、高中要本科；考教师编还看当地公告的学历和专业要求',
    fields: /师范|教育|汉语言|英语|数学|学前/u,
    sideDoor: '先去幼儿园、培训机构或民办学校教，同时考教资和编制',
  },
  {
    name: '会计',
    words: /会计|财务|出纳/u,
    code: 'CEI',
    asks: '做账、报税、编报表、对账核算，要细心、守规范，Excel 用得熟',
    proof: '初级会计证打底、CPA 的科目进度，一段事务所或企业财务实习',
    degree: 1,
    fields: /会计|财务|审计|税务|财政|金融/u,
    sideDoor: '从出纳、会计助理或代理记账公司做起',
  },
  {
    name: '审计',
    words: /审计|四大|事务所/u,
    code: 'CEI',
    asks: '查凭证、盘存货、做底稿、出审计报告，忙季（每年 1–4 月）加班出差多',
    proof: 'CPA 进度、事务所实习，四大校招看学校、英语和实习',
    degree: 1,
    fields: /会计|审计|财务|金融|经济/u,
    site: '常年去客户公司现场，忙季出差和加班多',
    sideDoor: '从本土所或内资所进，再跳四大或企业内审',
  },
  {
    name: '人力资源',
    words: /HR|hr|人力资源|人事|招聘专员|HRBP/u,
    code: 'SEC',
    asks: '招聘、培训、薪酬绩效和员工关系几大模块，入门多从招聘做起，每天要大量和人沟通',
    proof: '招聘或人事实习，会用 Excel 做薪酬和人事报表，人力资源管理师证是加分项',
    degree: 0,
    fields: /人力资源|工商管理|心理|劳动|公共管理|行政管理/u,
    sideDoor: '从招聘助理、猎头或人力外包公司做起',
  },
  {
    name: '数据分析',
    words: /数据分析|数分|商业分析|BI/u,
    code: 'ICE',
    asks: '用 SQL 取数、用 Excel 或 Python 清洗分析、做报表和看板，再把结论讲成业务听得懂的建议',
    proof: '两三个完整的分析项目（真实或公开数据集）写成报告放进作品集，SQL 要熟到能现场写题',
    degree: 0,
    fields: /统计|数学|计算机|数据科学|经济|金融|信息管理/u,
    sideDoor: '从数据运营、业务分析助理或报表岗做起',
  },
  {
    name: 'UI设计',
    words: /UI|ui|交互设计|视觉设计/u,
    code: 'AIE',
    asks: '画界面和图标、做交互流程、和产品研发一起把设计落地，懂一点用户研究',
    proof: '作品集（三到五个完整案例，讲清问题、过程和方案），Figma 或即时设计用得熟',
    degree: 0,
    fields: /设计|美术|数字媒体|视觉传达|动画/u,
    sideDoor: '从电商美工、平面设计或运营设计做起',
  },
  {
    name: '产品经理',
    words: /产品经理|产品岗|做产品/u,
    code: 'EIA',
    asks: '调研用户需求、写需求文档（PRD）、画原型、推动研发和设计把功能上线，再用数据复盘',
    proof: '一两段产品实习，或者一份完整的产品分析、改版方案作品',
    degree: 1,
    fields: /计算机|软件|信息管理|工业设计|心理/u,
    sideDoor: '从产品助理、运营、测试或用户研究转过去',
  },
  {
    name: '新媒体运营',
    words: /新媒体|自媒体运营|内容运营|运营/u,
    code: 'EAS',
    asks: '策划选题、写文案、做图剪视频、看后台数据调整内容，把账号做起来',
    proof: '一个自己运营过、有数据的账号，或者一段运营实习',
    degree: 0,
    fields: /新闻|传播|广告|汉语言|中文|市场营销|网络与新媒体/u,
    sideDoor: '从运营助理、内容编辑或实习做起',
  },
  {
    name: '销售',
    words: /销售|卖货|业务员/u,
    code: 'ESC',
    asks: '找客户、讲产品、谈价格、扛业绩指标，收入和提成挂钩',
    proof: '敢开口、抗压，有过兼职推销、社团拉赞助或实习里带指标的经历',
    degree: 0,
    fields: /市场营销|工商管理|国际贸易|电子商务/u,
    sideDoor: '从销售助理、售前支持或客户成功做起，先熟悉产品再上一线',
  },
  {
    name: '前端开发',
    words: /前端/u,
    code: 'IAR',
    asks: 'HTML、CSS、JavaScript 打底，Vue 或 React 框架，再加工程化和浏览器原理',
    proof: '两三个能在线打开的项目放在 GitHub，校招笔试有算法题',
    degree: 0,
    fields: /计算机|软件|数字媒体|网络工程|电子信息/u,
    sideDoor: '从外包项目或小公司的前端岗做起',
  },
];

/**
 * The job a question asks about: an employer it names ('进大厂做开发'), else the job named last ('做了三年销售，适合
 * 转HR吗' asks about HR). Words of the asker's own major or past work ('我是财务管理专业的') are not the job asked
 * unless nothing else is named; a job word right after another's ('外贸业务员') is the head of that job's title.
 */
export function jobAsked(question: string): JobAsks | undefined {
  return jobIn(withoutBackground(question)) ?? jobIn(question);
}

interface Found {
  job: JobAsks;
  at: number;
  end: number;
}

function jobIn(question: string): JobAsks | undefined {
  const found: Found[] = JOB_ASKS.flatMap((job) =>
    [...question.matchAll(new RegExp(job.words.source, 'gu'))].map((m) => ({
      job,
      at: m.index,
      end: m.index + m[0].length,
    })),
  );
  // '外贸业务员': the generic head goes with the specific word before it; '医药销售' inside a longer name is that name.
  const within = (f: Found, g: Found) => g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at;
  const heads = found.filter((f) => found.some((g) => g.job !== f.job && (g.end === f.at || within(f, g))));
  let best: { job: JobAsks; at: number } | undefined;
  for (const job of JOB_ASKS) {
    for (const m of found.filter((f) => f.job === job && !heads.includes(f))) {
      const ahead = !best || (job.employer ?? false) !== (best.job.employer ?? false) ? job.employer : m.at > best.at;
      if (!best || ahead) best = { job, at: m.at };
    }
  }
  return best?.job;
}
