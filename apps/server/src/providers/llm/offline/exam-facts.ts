import { certFact } from './cert-facts.js';

/*
 * What a counsellor knows of the exams and application routes students weigh against each other ('CPA和CFA先考哪个',
 * '先考教资还是先考研', '三支一扶和西部计划选哪个'): how often each is held, how long it takes to prepare, whether it can
 * only be taken in one window of life, what it is for and who it suits. The order between two is derived from these
 * facts (exam-order.ts), never from which one the asker named first. An exam that is a certificate takes its words
 * and schedule from the certificate's facts (cert-facts.ts); only what orders it against another is written here.
 * Dates and rules are the usual ones; the answer sends the asker to the year's own notice.
 */

export interface Exam {
  /** The name the answer uses. */
  name: string;
  /** The words an asker names it by. */
  words: RegExp;
  /** When it is held and how often, as a sentence's middle. */
  when: string;
  /** Sittings a year: more sittings make a missed one cheap. */
  times: number;
  /** The month of the main sitting, for exams held once a year. */
  month?: number;
  /** Preparation: 1 a month or two, 2 a few months, 3 half a year or more. */
  load: 1 | 2 | 3;
  /** Only open in one window of life (as a fresh graduate, as a student): missing it closes it. */
  window?: string;
  /** What it opens. */
  opens: string;
  /** Who should put it first, as '如果你…' goes on. */
  suits: string;
  /** Words of the asker's own (goal, major, plan) that point to it. */
  goal: RegExp;
  /** How widely it is of use when the asker says nothing of themselves; the higher is the default, with why. */
  reach?: { weight: number; why: string };
  /** Exams it is the lower step of: taken first on the same road. */
  below?: RegExp;
  /** Exams prepared the same way that come after it in the same yearly round ('国考' before '省考'), with why. */
  earlierInRound?: { of: RegExp; why: string };
  /** The certificate it is, by name in cert-facts.ts, whose words and schedule it takes; absent for a route (考研). */
  cert?: string;
}

type Ordering = Omit<Exam, 'name' | 'words' | 'when'> & { words?: RegExp };

/**
 * An exam that is a certificate, by one of its aliases and the short name a comparison uses ('教资'); its words are
 * the certificate's unless a level of it is meant (四级 of 四六级).
 */
function certExam(alias: string, name: string, order: Ordering): Exam {
  const fact = certFact(alias);
  return { name, words: fact.match, when: fact.when, cert: fact.name, ...order };
}

export const EXAMS: Exam[] = [
  certExam('教师资格', '教资', {
    times: 2,
    load: 1,
    opens: '当老师和考教师编的门槛',
    suits: '想当老师，或者把教师编当作退路',
    goal: /师范|当老师|教师|教书|教育|教编|教招/u,
  }),
  {
    name: '考研',
    words: /考研|读研|研究生考试/u,
    when: '一年一次，初试在 12 月下旬，一般要半年到一年的整块复习',
    times: 1,
    month: 12,
    load: 3,
    opens: '更高的学历和看重硕士的岗位',
    suits: '目标岗位看重硕士、想做研究，或者想换一个专业方向',
    goal: /读研|学历|科研|研究生|深造|硕士/u,
  },
  {
    name: '选调',
    words: /选调/u,
    when: '多在秋冬或次年春，各省公告时间不一',
    times: 1,
    load: 2,
    window: '只面向应届毕业生（部分省份放宽到择业期），还常要求党员、学生干部或名校',
    opens: '到基层锻炼后作为培养对象的公务员岗位',
    suits: '是应届生，又是党员、学生干部或成绩突出，符合报考条件',
    goal: /党员|学生干部|学生会|班长|团支书/u,
  },
  {
    name: '国考',
    words: /国考|中央机关/u,
    when: '一年一次（10 月中下旬报名，11 月底或 12 月初笔试），招中央机关和它在各地的直属机构',
    times: 1,
    load: 2,
    opens: '海关、税务、统计调查队等垂直系统，岗位分布在全国各地',
    suits: '想进海关、税务这类垂直系统，不介意被分到外地',
    goal: /海关|税务|统计|垂直|中央|部委|铁路公安|外地/u,
    reach: {
      weight: 2,
      why: '行测申论的底子能覆盖事业编的职测综应，反过来不行；两类考试时间大多错开，主攻公务员、顺带报事业编最划算',
    },
    earlierInRound: {
      of: /省考/u,
      why: '国考每年秋天先开考，多数省份的省考联考在次年春天，两边都考行测和申论、一套复习通用：应届生两门都报，先考国考，再接着冲省考；只能主攻一门时，想在哪个省长期生活就以那个省的省考为主，岗位多、竞争一般比国考热门岗小',
    },
  },
  {
    name: '省考',
    words: /省考/u,
    when: '多数省份参加春季联考（笔试多在 3 月前后），少数省份单独组织，招本省省、市、县、乡各级机关',
    times: 1,
    load: 2,
    opens: '本省各级机关，能留在想生活的省份',
    suits: '想在某个省长期生活，尤其想回老家或留在读书的省份',
    goal: /老家|本省|回家|家乡|省内|县城|离家近/u,
    reach: {
      weight: 2,
      why: '行测申论的底子能覆盖事业编的职测综应，反过来不行；两类考试时间大多错开，主攻公务员、顺带报事业编最划算',
    },
  },
  {
    name: '公务员',
    words: /公务员|考公/u,
    when: '国考一年一次（10 月报名、11 月底或 12 月初笔试），省考多在春季，35 岁以下都能报',
    times: 2,
    load: 2,
    opens: '机关的行政编，晋升按职务职级并行',
    suits: '不限专业或文科背景，想在机关做综合管理、执法类工作',
    goal: /机关|行政|执法|公安|税务局|海关/u,
    reach: {
      weight: 2,
      why: '行测申论的底子能覆盖事业编的职测综应，反过来不行；两类考试时间大多错开，主攻公务员、顺带报事业编最划算',
    },
  },
  {
    name: '事业编',
    words: /事业编|事业单位|考编/u,
    when: '联考一年两次（上半年和下半年），也有单位自行招考、随时发公告',
    times: 2,
    load: 2,
    opens: '学校、医院、研究院等事业单位的岗位，专业技术岗看专业对口',
    suits: '是师范、医学、护理等专业技术背景，想做对口的专业岗位',
    goal: /师范|医学|护理|临床|药学|专业技术|医院|学校/u,
    reach: { weight: 1, why: '' },
  },
  {
    name: '三支一扶',
    words: /三支一扶/u,
    when: '各省人社部门组织，一年一次，多在 5–7 月报名，服务期一般 2 年',
    times: 1,
    load: 1,
    opens: '期满后在本省考公考编的定向岗位或加分，部分省份考核合格可直接入编（以本省政策为准）',
    suits: '想留在本省、之后进乡镇事业编或考公',
    goal: /本省|老家|家乡|编制|事业编|入编|考公|公务员/u,
    reach: {
      weight: 2,
      why: '多数人走基层项目是为了之后进体制，三支一扶由本省组织，期满后在本省考公考编的路更直接',
    },
  },
  {
    name: '西部计划',
    words: /西部计划/u,
    when: '团中央等组织，一年一次，多在 5–6 月报名，服务期 1–3 年',
    times: 1,
    load: 1,
    opens: '期满三年内考研初试总分加分，考公也有面向服务基层项目人员的岗位',
    suits: '打算之后考研，或者想先去西部基层看看',
    goal: /考研|读研|研究生|西部|支教/u,
    reach: { weight: 1, why: '' },
  },
  certExam('法考', '法考', {
    times: 1,
    month: 9,
    load: 3,
    opens: '当律师、法官、检察官和公证员的门槛',
    suits: '是法学本科、想当律师或进法检系统',
    goal: /律师|法官|检察|法务|法学|律所|法院/u,
  }),
  certExam('cpa', 'CPA', {
    times: 1,
    month: 8,
    load: 3,
    opens: '审计、财务、税务岗位，国内认可面最广',
    suits: '想做审计、财务或进事务所，或者还没定方向',
    goal: /会计|审计|财务|税务|事务所|四大/u,
    reach: {
      weight: 2,
      why: 'CPA 在国内认可面最广，审计、财务、券商、投行都认，中文考试、在校就能开始分科考',
    },
  }),
  certExam('cfa', 'CFA', {
    times: 4,
    load: 3,
    opens: '投资研究、资产管理和外资金融机构',
    suits: '目标是投研、资管、基金或外资金融机构',
    goal: /投资|投研|资管|基金|券商|研究员|行研|外资|金融/u,
    reach: { weight: 1, why: '' },
  }),
  certExam('acca', 'ACCA', {
    times: 4,
    load: 3,
    opens: '外企、四大和海外的财会岗位',
    suits: '想去外企、四大或海外做财会',
    goal: /外企|外资|海外|出国|英国|香港/u,
  }),
  certExam('cma', 'CMA', {
    times: 3,
    load: 2,
    opens: '企业里的财务分析、预算和管理会计岗位',
    suits: '已经在企业做财务，想往财务分析、预算和管理会计走',
    goal: /管理会计|财务分析|预算|财务bp|企业财务/iu,
  }),
  certExam('初级会计', '初级会计', {
    times: 1,
    month: 5,
    load: 1,
    opens: '会计、出纳岗位的入门证明',
    suits: '会计基础还薄，想先入门、先拿一张能写进简历的证',
    goal: /出纳|零基础|入门|大一|大二/u,
    below: /CPA|注会|注册会计师|中级|税务师/iu,
  }),
  certExam('税务师', '税务师', {
    times: 1,
    month: 11,
    load: 2,
    opens: '税务师事务所和企业税务岗位',
    suits: '想专做税务筹划、税务咨询',
    goal: /税务|税务局|筹划/u,
  }),
  certExam('雅思', '雅思', {
    times: 12,
    load: 2,
    opens: '英国、澳洲、新西兰、香港、新加坡的院校和移民',
    suits: '申请英国、澳洲、香港、新加坡，或者办移民',
    goal: /英国|澳洲|澳大利亚|香港|新加坡|新西兰|加拿大|移民|英联邦/u,
    reach: {
      weight: 2,
      why: '还没定国家时雅思的适用面更广：英国、澳洲、香港、新加坡都要它，美国多数学校也收',
    },
  }),
  certExam('托福', '托福', {
    times: 12,
    load: 2,
    opens: '美国院校为主，英国、澳洲多数学校也收',
    suits: '主申美国',
    goal: /美国|北美|美研|美本/u,
    reach: { weight: 1, why: '' },
  }),
  certExam('四级', '四级', {
    words: /四级|CET-?4/iu,
    times: 2,
    load: 1,
    opens: '毕业和求职简历上的英语底线',
    suits: '四级还没过',
    goal: /(?!)/u,
    below: /六级|CET-?6/iu,
  }),
  certExam('六级', '六级', {
    words: /六级|CET-?6/iu,
    times: 2,
    load: 2,
    opens: '外企、大厂和考研复试对英语的要求',
    suits: '四级已过，想让英语在简历上更有分量',
    goal: /外企|外资|英语/u,
  }),
  certExam('一建', '一建', {
    times: 1,
    month: 9,
    load: 3,
    opens: '建筑项目经理和企业资质',
    suits: '已经攒够本专业工作年限',
    goal: /项目经理|工作[三四五六七八九十\d]+年/u,
  }),
  certExam('二建', '二建', {
    times: 1,
    month: 6,
    load: 2,
    opens: '中小项目的项目经理和施工单位的岗位加分',
    suits: '刚入行、工作年限还不够报一建',
    goal: /刚入行|施工员|工地/u,
    below: /一建|一级建造师/u,
  }),
];

/** The exam an option names, if the table knows it. */
export function examNamed(option: string): Exam | undefined {
  return EXAMS.find((e) => e.words.test(option));
}
