import type { Trait } from './choice-weigh.js';

/*
 * '烟草局和中石化哪个更稳定', '地铁站务员和高铁乘务员哪个好', '医药代表和医院药房': two employers, sectors or roles
 * whose names alone say nothing the general weighing can read (no 国企, 大厂 or 考研 in them). A counsellor still knows
 * what each usually is like: what it brings (stability, earnings, growth, home) and the one or two facts that decide
 * between them (shifts, postings far from home, pay tied to targets, a shrinking intake). Each entry is that
 * knowledge for one kind of employer or role, matched by the words askers name it with; the first match wins, so the
 * more specific kinds come first ('医药代表' before '医院').
 */

export interface OptionKind {
  words: RegExp;
  /** What it usually brings, when the option's own words do not say. */
  brings: Trait[];
  /** What it is like, said beside the position so the asker sees why and what it costs. */
  note: string;
  /** What its days are spent doing, as an asker who likes it says it ('喜欢讲课' for a teacher). */
  does?: RegExp;
}

const KINDS: OptionKind[] = [
  {
    words: /医药代表|医药销售|药代/u,
    brings: ['earn'],
    note: '底薪加提成为主，收入看负责的医院和业绩指标，要常跑医院见客户，合规要求也越来越严',
    does: /(?:跟|和)人打交道|沟通|聊天/u,
  },
  {
    words: /医美|私立|民营医院|民营诊所/u,
    brings: ['earn'],
    note: '收入多是底薪加业绩提成，护士和咨询岗常要配合推销项目，规培和职称的路不如公立清楚',
  },
  {
    words: /公立医院|三甲|医院|药房|药剂/u,
    brings: ['stable'],
    note: '有规培和职称（护师、主管护师，药师、主管药师）的晋升路径，收入稳定但涨得慢，临床岗夜班多，编制名额越来越少',
  },
  {
    words: /券商|证券|投行|基金公司/u,
    brings: ['growth'],
    note: '收入和市场行情、个人业绩挂钩，行情好坏年份差别大；经纪、投行岗要扛业绩考核，研究岗门槛高',
    does: /(?:跟|和)人打交道|投资|市场|炒股/u,
  },
  {
    words: /保险/u,
    brings: ['earn'],
    note: '内勤做核保、理赔、运营，底薪稳定；外勤（代理人）靠业绩提成，入职前问清岗位有没有销售指标',
  },
  {
    words: /柜员|银行/u,
    brings: ['stable'],
    note: '网点岗位多带存款、理财等营销指标，柜员岗在被自助设备压缩，往上走看考核和轮岗',
  },
  {
    words: /烟草/u,
    brings: ['stable'],
    note: '专卖体制下的国企，收入在国企里属较好一档，岗位多在本省各市县、离家较近，招聘多限本省生源或户籍，按年度公告统一考试',
  },
  {
    words: /中石化|中石油|中海油|石化|石油|油田/u,
    brings: ['stable'],
    note: '央企，收入福利稳定，但一线岗位多在炼厂、油田和加油站，常要倒班、可能分到偏远地区或基层站点，长期还要面对能源转型',
  },
  {
    words: /电网|国网|南网|供电/u,
    brings: ['stable'],
    note: '校招按省统一考试，新人多数先下到县市公司和基层供电所，稳定、福利好，加班少，但值班抢修要随叫随到',
  },
  {
    words: /军工|研究所|院所|研究院/u,
    brings: ['stable'],
    note: '多是央企下属单位或事业单位，节奏较稳、加班比大厂少，收入中等、涨得慢，部分涉密岗位出国受限',
  },
  {
    words: /设计院/u,
    brings: ['stable'],
    note: '以画图、方案和审图为主，多在办公室，出差和驻场比施工单位少，收入看院里的项目多少',
    does: /画图|设计|制图/u,
  },
  {
    words: /施工|工地|项目部/u,
    brings: ['earn'],
    note: '常年驻项目现场、跟着工程换地方，离家远、作息跟着工期走，补贴让到手收入不低，现场经验长得最快',
    does: /现场|动手|户外/u,
  },
  {
    words: /化工/u,
    brings: ['earn'],
    note: '多在化工园区，生产和技术岗常要倒班，安全和环保要求严，收入比同地的文职高一些',
  },
  {
    words: /地铁|站务/u,
    brings: ['stable', 'home'],
    note: '在一个城市里上班，按排班倒班（有早晚班和夜班），但下班能回家，往上走是值班站长、站长',
  },
  {
    words: /高铁|动车|乘务|列车员/u,
    brings: ['stable'],
    note: '跟车跑线路、按排班出乘，常在外地过夜，作息不规律，收入里含出乘补贴',
  },
  {
    words: /四大|会计师事务所|审计/u,
    brings: ['growth'],
    note: '忙季（年报季）加班和出差很多，但成长快，几年后跳去企业做财务认可度高，适合边做边考注会（CPA）',
  },
  {
    words: /出纳/u,
    brings: ['stable'],
    note: '管收付款、票据和银行事务，上手快、节奏稳，但专业含量和天花板低，很多人做一两年就转会计',
  },
  {
    words: /企业财务|公司财务|财务/u,
    brings: ['stable'],
    note: '节奏比事务所规律，月底、季末和年报时忙，能从核算做到财务分析、财务经理，想做财务总监还要补业务和管理经验',
  },
  {
    words: /会计/u,
    brings: ['growth'],
    note: '做账、报税、出报表和财务分析，凭初级、中级会计职称一步步往财务主管、财务经理走，路更长',
  },
  {
    words: /幼儿园|幼师|学前/u,
    brings: [],
    note: '入行门槛较低、岗位多，但出生率下降让生源在收缩，民办园多、编制少，收入偏低',
    does: /孩子|小朋友|带娃/u,
  },
  {
    words: /小学|初中|中学|高中|教师|老师/u,
    brings: ['stable'],
    note: '有寒暑假，公办学校要考教师编制，先拿对应学段的教师资格证；生源也受出生率影响，但比幼儿园来得晚',
    does: /讲课|上课|教书|讲台|孩子|学生/u,
  },
  {
    words: /培训机构|教培|讲师/u,
    brings: ['earn'],
    note: '收入多按课时和续班算，受“双减”等政策影响大、行业起伏快，但讲课的本事练得最快',
    does: /讲课|上课|教书|讲台|表达/u,
  },
  {
    words: /行政|内勤|文员/u,
    brings: ['stable'],
    note: '节奏规律、压力小，但事务性工作多，专业积累少、涨薪慢',
    does: /安静|按部就班|整理|细致/u,
  },
  {
    words: /管培|储备干部/u,
    brings: ['growth'],
    note: '头一两年轮岗，要看企业有没有真的培养计划和定岗承诺，部分项目要服从全国调配',
  },
  {
    words: /算法/u,
    brings: ['growth'],
    note: '门槛高（看数学、论文和竞赛），岗位少、竞争激烈，收入上限也最高',
    does: /数学|建模|钻研|研究|写代码|编程/u,
  },
  {
    words: /数据分析/u,
    brings: ['earn'],
    note: '贴近业务，岗位多、入门门槛较低（SQL、Excel、统计），收入中等，往后看能不能做成懂业务的专家',
    does: /数据|业务|分析/u,
  },
  {
    words: /采购/u,
    brings: ['earn'],
    note: '和供应商谈价格、管成本和交期，是制造业的核心职能，做久了懂供应链，跳槽面宽',
    does: /谈判|(?:跟|和)人打交道|砍价/u,
  },
  {
    words: /销售工程师|技术销售|售前/u,
    brings: ['earn'],
    note: '工科背景做技术销售，底薪加提成，要常见客户、扛业绩，收入上限高，技术会慢慢用得少',
    does: /(?:跟|和)人打交道|沟通|聊天|谈判/u,
  },
  {
    words: /工艺/u,
    brings: ['growth'],
    note: '在车间产线上解决工艺和质量问题，技术积累扎实，往工艺主管、制造工程走',
    does: /动手|现场|车间|技术/u,
  },
];

/** What a counsellor knows of the kind of employer or role an option names; null for kinds this table lacks. */
export function optionKind(option: string): OptionKind | null {
  return KINDS.find((k) => k.words.test(option)) ?? null;
}

/** Liking said of oneself: '我喜欢讲课', '比较享受和人打交道', '擅长数学'. */
const LIKE = /(?<![不没])(?:喜欢|爱|热爱|享受|擅长|对)/u;

/**
 * The words in which the asker says they like what an option's days are spent doing ('喜欢讲课' for 培训机构讲师),
 * or null: that is their interest speaking for it.
 */
export function likedIn(option: string, own: string): string | null {
  const does = optionKind(option)?.does;
  if (!does) return null;
  for (const m of own.matchAll(new RegExp(does.source, 'gu'))) {
    const before = own.slice(Math.max(0, m.index - 6), m.index);
    const like = LIKE.exec(before);
    if (like && !/[，,。；;？?！!]/u.test(before.slice(like.index))) return before.slice(like.index) + m[0];
  }
  return null;
}
