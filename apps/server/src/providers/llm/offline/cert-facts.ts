import { MORE_CERTS } from './cert-facts-more.js';
import { TRADE_CERTS } from './cert-facts-trades.js';

/*
 * Facts about the certificates students ask about most, one at a time ('证券从业好考吗', 'FRM考了能干嘛', '它对找工作
 * 有用吗' after 软考): who issues it, how often it is held, what preparing for it involves, and which jobs use it, as a
 * condition of doing the job (门槛) or as a plus. Each fact is the issuer's or the regulation's, named in `source`; no
 * pass rates or pay are given, since none is published the same way every year. Dates are the usual ones: the answer
 * sends the asker to the year's notice. Finance, accounting and computing here; the rest in cert-facts-more.ts, trades'
 * licences in cert-facts-trades.ts.
 * This is the one home of a certificate's own facts: what a job asks of it (cert-asked.ts) and how two exams are
 * ordered (exam-facts.ts) name the certificate by an alias and read its issuer, schedule and source from here.
 */

export interface CertFact {
  /** The names askers use, each said by no other certificate; Latin ones in lower case (matched in any case). */
  aliases: readonly string[];
  /** The name the answer uses; it starts with the name majors' lists use ('证券从业资格'). */
  name: string;
  issuer: string;
  /** When and how often it is held. */
  when: string;
  /** What preparing involves: papers, rules on passing, what it asks before sitting. */
  prep: string;
  /** Jobs that require it by law or rule (门槛); absent when none does. */
  gate?: string;
  /** Where it helps without being required. */
  plus: string;
  /** A change askers often miss (abolished, left the national catalogue). */
  note?: string;
  source: string;
}

export const FINANCE_CERTS: readonly CertFact[] = [
  {
    aliases: ['会计证', '会计从业'],
    name: '会计从业资格证（会计证）',
    issuer: '原由各地财政部门管理',
    when: '已经不再考试',
    prep: '不用再准备它；想证明会计基础，改考初级会计职称',
    plus: '招聘里写“会计证”的，现在一般指初级会计职称',
    note: '2017 年修正的《会计法》取消了会计从业资格，财政部随后废止了《会计从业资格管理办法》，旧证不再作为上岗条件',
    source: '《会计法》（2017 年修正）；财政部令第 98 号',
  },
  {
    aliases: ['初级会计', '初会', '会计初级'],
    name: '初级会计职称（初级会计专业技术资格）',
    issuer: '财政部、人力资源社会保障部共同组织的全国会计专业技术资格考试',
    when: '一年一次，多在 5 月前后，机考',
    prep: '两科：初级会计实务、经济法基础，要在同一个考试年度内两科都合格；在校生可报，零基础一般要集中准备几个月',
    plus: '出纳、会计助理岗位常写“有初级职称优先”，也是之后考中级职称的前一步；不是上岗的法定条件',
    source: '全国会计资格评价网（kzp.mof.gov.cn）当年考试公告；《会计专业技术资格考试暂行规定》',
  },
  {
    aliases: ['中级会计', '会计中级', '中级职称（会计'],
    name: '中级会计职称（中级会计专业技术资格）',
    issuer: '财政部、人力资源社会保障部共同组织的全国会计专业技术资格考试',
    when: '一年一次，多在 9 月前后，机考',
    prep: '三科：中级会计实务、财务管理、经济法，要在连续两个考试年度内全部合格；报名要有相应学历加会计工作年限，以当年简章为准',
    plus: '评上会计师（中级职称）后，国企、事业单位的财务主管、财务经理岗位常作为条件或加分',
    source: '全国会计资格评价网（kzp.mof.gov.cn）当年考试公告；《会计专业技术资格考试暂行规定》',
  },
  {
    aliases: ['cpa', '注会', '注册会计师'],
    name: '注册会计师（CPA）',
    issuer: '财政部注册会计师考试委员会组织，中国注册会计师协会承办',
    when: '一年一次，约 4 月报名、8 月下旬考试',
    prep: '专业阶段六科（会计、审计、财务成本管理、公司战略与风险管理、经济法、税法），单科合格成绩 5 年有效，再考综合阶段；多数人边学边工作，分几年考完',
    gate: '签发审计报告的注册会计师必须通过考试并在事务所执业注册',
    plus: '审计、财务、投行、券商都认，通过几科就可以写进简历',
    source: '《注册会计师法》第二条、第九条；财政部《注册会计师全国统一考试办法》；中国注册会计师协会（cicpa.org.cn）',
  },
  {
    aliases: ['cma', '管理会计师'],
    name: 'CMA（美国注册管理会计师）',
    issuer: '美国管理会计师协会（IMA）',
    when: '中文考试在国内一年三个考试窗口（约 4 月、7 月、11 月），英文考试一年也有几个窗口，以 IMA 当年安排为准',
    prep: '两科：财务规划、绩效与分析，战略财务管理，中英文都能考；拿证要有本科学历和两年相关工作经验，可以先考后补经验',
    plus: '企业里的财务分析、预算、成本和管理会计岗位认可，外企和大型民企财务 BP 常写“CMA 优先”；不是任何岗位的法定条件，审计签字看的是 CPA',
    source: 'IMA 美国管理会计师协会官网（imanet.org）CMA 认证要求与考试安排',
  },
  {
    aliases: ['acca'],
    name: 'ACCA（特许公认会计师）',
    issuer: '英国特许公认会计师公会（ACCA）',
    when: '一年四个考季（3、6、9、12 月），可以按顺序分期报考',
    prep: '共十三门左右（含可申请的免考），英文考试；全部通过并有 36 个月相关工作经验、完成职业道德模块后才能成为会员',
    plus: '外企、四大和香港、海外的财会岗位认可；国内不是任何岗位的法定条件',
    source: 'ACCA 官网（accaglobal.com）资格与考试规定',
  },
  {
    aliases: ['cfa'],
    name: 'CFA（特许金融分析师）',
    issuer: 'CFA 协会（CFA Institute）',
    when: '英文机考，分三个级别，一级一年有几个考试窗口，二、三级窗口更少，以 CFA 协会当年安排为准',
    prep: '一级可在本科最后一年起报名，三级逐级考；拿到持证人资格还要有规定的相关工作经验',
    plus: '投资研究、资产管理、外资金融机构看重，是加分项，不是入职门槛',
    source: 'CFA 协会官网（cfainstitute.org）报考与会员要求',
  },
  {
    aliases: ['frm'],
    name: 'FRM（金融风险管理师）',
    issuer: '全球风险管理专业人士协会（GARP）',
    when: '一、二级都在每年 5 月和 11 月有考试窗口（一级另有加开的窗口），以 GARP 当年安排为准',
    prep: '英文机考，两级；二级通过后还要有两年相关全职工作经验才能获得证书',
    plus: '银行、券商、基金的风控和风险管理岗位看重，是加分项，不是入职门槛',
    source: 'GARP 官网（garp.org）FRM 考试与认证要求',
  },
  {
    aliases: ['证券从业', '证券业从业', '证券资格'],
    name: '证券从业资格（证券业从业人员一般从业资格）',
    issuer: '中国证券业协会',
    when: '机考，一年有几次全国统一考试，报名在协会网站',
    prep: '两科：金融市场基础知识、证券市场基本法律法规，以教材和题库为主，是金融类证书里准备周期较短的一种',
    gate: '在证券公司从事证券业务的人员，要通过考试后由所在机构向协会执业登记，才能上岗展业',
    plus: '银行、基金等其他金融机构的岗位写进简历是加分项；在校生可以先考出，入职后再登记',
    source: '中国证券业协会（sac.net.cn）；《证券法》；《证券从业人员资格管理办法》',
  },
  {
    aliases: ['基金从业'],
    name: '基金从业资格',
    issuer: '中国证券投资基金业协会',
    when: '机考，一年有几次全国统一考试，另有预约式考试',
    prep: '科目一基金法律法规、职业道德与业务规范，科目二证券投资基金基础知识（做私募股权另有科目三），两科都过可申请注册',
    gate: '在基金管理人、基金销售机构从事基金业务的人员，要取得基金从业资格并由机构注册',
    plus: '券商、银行理财、第三方财富管理的岗位认可，是加分项',
    source: '中国证券投资基金业协会（amac.org.cn）；《证券投资基金法》',
  },
  {
    aliases: ['银行从业', '银行业专业人员'],
    name: '银行从业资格（银行业专业人员职业资格）',
    issuer: '中国银行业协会组织的银行业专业人员职业资格考试',
    when: '一年两次（上半年和下半年），机考',
    prep: '分初级和中级；初级考《银行业法律法规与综合能力》加一门专业实务（个人理财、风险管理、公司信贷等），以教材和题库为主',
    plus: '银行校招一般不强制，有它是加分项；不少银行要求柜面、理财岗位入职后一定时间内考出',
    source: '中国银行业协会（china-cba.net）银行业专业人员职业资格考试公告',
  },
  {
    aliases: ['税务师'],
    name: '税务师',
    issuer: '人力资源社会保障部、国家税务总局负责，中国注册税务师协会具体组织',
    when: '一年一次，多在 11 月',
    prep: '五科：税法一、税法二、涉税服务实务、涉税服务相关法律、财务与会计，可以分年考；报名条件以当年公告为准',
    plus: '税务师事务所、企业税务岗、财税咨询看重，是这几类岗位的专业证明',
    source: '《税务师职业资格制度暂行规定》（人社部发〔2015〕90 号）；中国注册税务师协会（cctaa.cn）',
  },
  {
    aliases: ['中级经济师', '经济师'],
    name: '经济专业技术资格（中级经济师）',
    issuer: '人力资源社会保障部组织',
    when: '一年一次，多在 11 月，机考',
    prep: '两科：经济基础知识，加一门专业知识和实务（人力资源管理、金融、工商管理、财政税收等），两年内两科合格',
    plus: '国企、银行、事业单位评中级职称用得上，人力资源方向的人常考',
    source: '《经济专业技术资格规定》（人社部发〔2020〕1 号）；中国人事考试网（cpta.com.cn）',
  },
  {
    aliases: ['软考', '软件水平考试', '软件设计师', '系统架构设计师', '系统架构师', '信息系统项目管理师'],
    name: '软考（计算机技术与软件专业技术资格（水平）考试）',
    issuer: '人力资源社会保障部、工业和信息化部共同组织',
    when: '多数级别一年两次（上半年 5 月前后、下半年 11 月前后），部分科目一年只考一次，机考',
    prep: '分初级、中级、高级，不限学历和专业，可以直接报中级或高级；中级（如软件设计师）一般要几个月系统复习，高级还考论文',
    plus: '企业招程序员不看它，看项目和笔试面试；它的用处在对应职称（中级对应工程师）、国企事业单位评职称、部分城市人才认定和落户积分，以及政企项目投标',
    source:
      '国人部发〔2003〕39 号《计算机技术与软件专业技术资格（水平）考试暂行规定》；中国计算机技术职业资格网（ruankao.org.cn）',
  },
  {
    aliases: ['计算机二级', '计算机等级', '计算机一级', 'ncre'],
    name: '全国计算机等级考试（计算机二级）',
    issuer: '教育部教育考试院',
    when: '一年几次，多在 3 月、9 月（部分省份还有 12 月），各省报名时间不一',
    prep: '二级有 MS Office 高级应用、Python、C 语言等科目，机考，多数人准备一两个月',
    plus: '文职、国企和部分考公岗位写“计算机水平”时常用它证明；对开发岗帮助不大，技术面看项目',
    source: '教育部教育考试院全国计算机等级考试网站（ncre.neea.edu.cn）考试大纲',
  },
  {
    aliases: ['pmp'],
    name: 'PMP（项目管理专业人士资格）',
    issuer: '美国项目管理协会（PMI），国内由中国国际人才交流基金会组织考试',
    when: '国内一年几次（通常每季度一次），以当年公告为准',
    prep: '报考前要有 35 学时项目管理培训和规定年限的项目管理经验；证书三年有效，要攒够继续教育学分（PDU）续证',
    plus: '项目经理、IT 和工程项目管理、外企岗位写“PMP 优先”的较多，是加分项',
    source: 'PMI 官网（pmi.org）PMP 手册；中国国际人才交流基金会 PMP 考试公告',
  },
];

/** A certificate's facts with the words that name it, longest first so a match is the whole name said. */
export interface KnownCert extends CertFact {
  match: RegExp;
}

/** The words of a list of aliases, as one pattern matched in any case. */
export function aliasPattern(aliases: readonly string[]): RegExp {
  const words = [...aliases].sort((a, b) => b.length - a.length).map((a) => a.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(words.join('|'), 'iu');
}

export const KNOWN_CERTS: readonly KnownCert[] = [...FINANCE_CERTS, ...MORE_CERTS, ...TRADE_CERTS].map((c) => ({
  ...c,
  match: aliasPattern(c.aliases),
}));

/** The certificate one of whose aliases this is; the tables that name one by alias fail to load on a typo. */
export function certFact(alias: string): KnownCert {
  const found = KNOWN_CERTS.find((c) => c.aliases.includes(alias));
  if (!found) throw new Error(`no certificate has the alias ${alias}`);
  return found;
}
