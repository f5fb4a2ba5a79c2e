import type { Body } from './result-body.js';
import type { Part } from './parts.js';
import { aliasPattern, certFact } from './cert-facts.js';

/*
 * A certificate asked of a job ('出纳要考初级会计吗', '做HR要考人力资源管理师吗', '当导游一定要有导游证吗'): a
 * counsellor answers yes or no first, from what the law or the issuer says, and names who issues it, then what the
 * job itself asks; not a general list of which certificates to take. What is about the job is here: whether the law
 * makes the certificate a condition of doing it (准入类) or it is a measure of level employers may prefer (水平评价类);
 * the certificate's name, issuer and sources are its facts in cert-facts.ts.
 */

/** What a job asks of a certificate; the certificate's own facts (name, issuer, source) are in cert-facts.ts. */
interface JobCert {
  /** Aliases of the certificates the entry answers for, the one it names first ('会计证' is answered as 初级会计). */
  certs: readonly string[];
  /** The jobs the law requires it for, as askers name them; absent when no job requires it. */
  requiredFor?: RegExp;
  /** Why it is required, with the law. */
  required?: string;
  /** What it is worth where it is not required. */
  optional: string;
  /**
   * The jobs that mean this licence when the asker names none ('做电工必须要有证吗'): only a licence the law requires,
   * and only words that name the job itself, never a duty shared by many jobs (值班, 操作).
   */
  impliedBy?: RegExp;
  /**
   * Jobs no law sets a licence for, where this is the certificate askers mean ('做程序员要考什么证吗'): said as not
   * required, with what it is worth.
   */
  notRequiredFor?: RegExp;
}

export const JOB_CERTS: readonly JobCert[] = [
  {
    certs: ['初级会计', '会计证'],
    optional:
      '2017 年修正的《会计法》取消了会计从业资格证，出纳、会计岗位不再有法定的持证要求；初级职称属于水平评价，不是上岗的硬性条件，很多招聘写“有初级职称优先”，考下来是加分项，也是往会计岗和中级职称走的第一步',
  },
  {
    certs: ['人力资源管理师'],
    optional:
      '它已退出国家职业资格目录、转为职业技能等级认定，做 HR 没有法定的持证要求；入门的招聘、员工关系、薪酬专员岗位看重沟通、Excel 和对劳动法的了解，证书只是加分项，想评职称可以看人社部组织的中级经济师（人力资源管理）',
  },
  {
    certs: ['软考'],
    notRequiredFor: /程序员|码农|软件开发|开发工程师|前端|后端|写代码/u,
    optional:
      '它是水平评价类考试，企业招程序员不要求持证；校招和社招看的是项目、作品和笔试面试。它有用的地方在别处：通过后可对应相应的专业技术职称，国企、事业单位评职称，部分城市的人才认定或积分落户，以及一些项目投标时会用到',
  },
  {
    certs: ['导游证'],
    requiredFor: /导游/u,
    impliedBy: /导游/u,
    required:
      '必须持证：在中国境内从事导游活动，必须取得导游证；考试合格后，要与旅行社签劳动合同或在旅游行业组织注册，才能申请导游证，带团时要佩戴',
    optional: '不做导游业务的旅游岗位（计调、销售、运营）不要求导游证，有它是加分项',
  },
  {
    certs: ['教师资格'],
    requiredFor: /幼师|幼儿园|老师|教师|教书/u,
    impliedBy: /幼师|幼儿园老师|老师|教师/u,
    required:
      '必须持证：国家实行教师资格制度，幼儿园教师也必须具有幼儿园教师资格；学前教育专业毕业生同样要考，在公办园考编、在民办园入职都看这张证',
    optional: '培训机构的课程顾问、教务等不上课的岗位不要求教师资格证',
  },
  {
    certs: ['护士资格'],
    requiredFor: /护士|护理/u,
    impliedBy: /护士/u,
    required:
      '必须持证：护士执业要经执业注册取得护士执业证书，注册的条件之一是通过护士执业资格考试，并完成规定的临床实习',
    optional: '医药代表、健康管理、医疗器械等岗位不要求护士执业资格，有临床经历是加分项',
  },
  {
    certs: ['cpa'],
    requiredFor: /签字|合伙人|出具审计报告/u,
    required: '签发审计报告的注册会计师必须持证，这是事务所里往签字和合伙人走的门槛',
    optional:
      '做会计、出纳和事务所审计助理都不要求入职时有 CPA；它是事务所升职、财务管理岗最看重的证书，六科专业阶段可以边工作边考',
  },
  {
    certs: ['法考'],
    requiredFor: /律师|法官|检察官|公证员/u,
    impliedBy: /律师|公证员/u,
    required: '必须持证：申请律师执业、担任法官、检察官和公证员，都要先通过法考取得法律职业资格',
    optional:
      '企业法务没有法定的持证要求，但大中型企业招法务常把通过法考写进条件，等于事实上的门槛；合规、知识产权岗位也看重它',
  },
  {
    certs: ['造价工程师'],
    requiredFor: /签字|盖章|注册造价|造价负责人|项目负责人/u,
    required: '必须持证：在工程造价成果文件上签字盖章、以造价工程师名义执业，要取得造价工程师职业资格并注册',
    optional:
      '刚入行做算量、预算、对量的造价员不要求持证，原“全国建设工程造价员”资格 2016 年已取消；考造价工程师要先攒够工作年限，往造价负责人走时才用得上',
  },
  {
    certs: ['消防设施操作员'],
    requiredFor: /消防控制室|消控室|中控室|值班|维保|检测|消防设施|操作/u,
    impliedBy: /消防控制室|消控室|消防中控|消防设施|消防维保/u,
    required:
      '必须持证：《消防法》规定自动消防系统的操作人员必须持证上岗，消防控制室值班和消防设施维保检测的操作人员都要持有相应等级的消防设施操作员证书',
    optional: '不操作消防设施的保安、物业客服等岗位不要求这张证，有它转到中控室或维保岗位更容易',
  },
  {
    certs: ['特种作业操作证'],
    requiredFor: /电工|焊工|电焊|焊接|高空作业|高处作业|制冷/u,
    impliedBy: /电工|焊工|电焊|高空作业|高处作业|制冷工/u,
    required:
      '必须持证：特种作业人员要经专门的安全作业培训、取得相应资格才能上岗；在工厂、物业做电工、焊工，持应急管理部门发的特种作业操作证，在建筑工地要持住建部门发的建筑施工特种作业操作资格证',
    optional: '不动手做电气、焊接作业的岗位（电气设计、技术员、销售）不要求这张证，有它是加分项',
  },
  {
    certs: ['网约车驾驶员证'],
    requiredFor: /网约车|滴滴|专车/u,
    impliedBy: /网约车|滴滴司机|开滴滴|跑滴滴|专车司机/u,
    required:
      '必须持证：从事网约车服务的驾驶员要取得网络预约出租汽车驾驶员证，车辆也要取得网络预约出租汽车运输证，平台只能让持证的人和车接单',
    optional: '私人小客车合乘（顺风车）不按网约车经营管理，按所在城市的规定执行',
  },
  {
    certs: ['健康证'],
    requiredFor: /厨师|后厨|厨房|餐饮|餐厅|奶茶|咖啡|面包|烘焙|食堂|食品|理发|美发|美容|宾馆|酒店/u,
    impliedBy: /厨师|后厨|餐饮|餐厅|奶茶店|咖啡店|面包店|烘焙|食堂|理发|美发|美容院/u,
    required:
      '必须持证：接触直接入口食品的从业人员每年都要体检，取得健康证明后才能上岗；理发、美容、宾馆等公共场所直接为顾客服务的人员也要持健康证明',
    optional:
      '厨师证（中式烹调师等职业技能等级证书）属于水平评价，不是上岗的法定条件，招聘写“有证优先”的多指它；不接触食品、不直接服务顾客的岗位一般只做入职体检',
  },
  {
    certs: ['保安员证'],
    requiredFor: /保安|安保|押运|安检/u,
    impliedBy: /保安|押运员/u,
    required: '必须持证：保安员要经公安机关考试、审查合格取得保安员证才能上岗，保安服务公司和自行招用保安的单位都一样',
    optional: '安保主管、物业安全经理等管理岗位多从持证的保安员做上去，招聘时同样看重',
  },
];

/** A job's entry with its certificate's facts: the first one's name and issuer, every one's source. */
interface Cert extends JobCert {
  match: RegExp;
  name: string;
  issuer: string;
  source: string;
}

const CERTS: readonly Cert[] = JOB_CERTS.map((j) => {
  const facts = j.certs.map(certFact);
  const sources = [...new Set(facts.flatMap((f) => f.source.split('；')))];
  return {
    ...j,
    match: aliasPattern(facts.flatMap((f) => f.aliases)),
    name: facts[0]!.name,
    issuer: facts[0]!.issuer,
    source: sources.join('；'),
  };
});

/** Asking whether a certificate is needed: '要考…吗', '需要…吗', '必须有…吗', '一定要…吗', '…是必须的吗'. */
const ASKS_NEED =
  /(?:要|需要|必须|一定要|得|非得)(?:先)?(?:考|有|拿|持|取得)?.{0,12}(?:吗|么|嘛|不|？|\?)|(?:必须|必要|门槛|硬性).{0,4}(?:吗|么|嘛)|有没有必要考|不考.{0,6}(?:能|可以|行)/u;

/** The job the question asks about: the words before the certificate, without the verbs that frame it. */
function jobSaid(question: string, cert: Cert): string {
  const at = question.search(cert.match);
  return question
    .slice(0, at < 0 ? question.length : at)
    .replace(/^(?:我)?(?:想|打算|准备)?(?:做|当|干|从事|去做)?/u, '')
    .replace(
      /(?:的话)?(?:一定|必须|需要|要|得|非得|先|是不是|是否|要不要|需不需要|用不用|有没有必要|值不值得|该不该|应不应该)*(?:考|有|拿|持|通过|过)?$/u,
      '',
    )
    .replace(/[，,。\s]/gu, '')
    .slice(-8);
}

/** A licence asked about without its name: '要持证吗', '要有证吗', '需要什么证', '没证能做吗'. */
const LICENCE_ASKED =
  /(?:持|有|考|拿|办|要)(?:个|张|什么|哪些|啥)?(?:证|执照|资格证)|(?:什么|哪些|啥)证|没(?:有)?证|无证/u;

/**
 * A licence the law requires for the job named before it, asked about without naming the licence
 * ('做电工必须要有证吗', '消防控制室值班要持证吗'): the licence the job means, said as required.
 */
function impliedPart(question: string): Part | null {
  const asked = LICENCE_ASKED.exec(question);
  if (!asked) return null;
  for (const cert of CERTS) {
    const free = cert.notRequiredFor?.exec(question);
    if (free && free.index < asked.index)
      return {
        heading: `### ${free[0]}要不要考证`,
        lines: [
          `- **${free[0]}要不要持证**：不是必须，没有法定的持证要求。常被问到的${cert.name.replace(/（.*$/u, '')}，${cert.optional}。`,
          `- **谁组织、谁发证**：${cert.issuer}。`,
          `【来源】${cert.source}`,
        ],
        from: '证书的法定要求',
      };
    const job = cert.impliedBy?.exec(question);
    if (!job || job.index > asked.index) continue;
    return {
      heading: `### ${job[0]}要持什么证`,
      lines: [
        `- **${job[0]}要不要持证**：${cert.required}。`,
        `- **谁组织、谁发证**：${cert.issuer}。`,
        `- **其他情况**：${cert.optional}。`,
        `【来源】${cert.source}`,
      ],
      from: '证书的法定要求',
    };
  }
  return null;
}

/** The certificate asked of a job, with the yes or no and who issues it, or null when none is asked about. */
export function certAskedPart(question: string): Part | null {
  if (!ASKS_NEED.test(question)) return null;
  const cert = CERTS.find((c) => c.match.test(question));
  if (!cert) return impliedPart(question);
  const job = jobSaid(question, cert);
  // '考了初级会计还要考中级吗', '考CPA需要什么条件': no job named, the certificate itself is asked about.
  if (job.length < 2 || /考|了|过|证|吗/u.test(job)) return null;
  // '会计专业要不要考CPA': a student of the field asks whether it is worth taking, not whether a job requires it.
  if (/(?:专业|学生|生|大[一二三四]|研[一二三])$/u.test(job)) return null;
  const required = !!cert.requiredFor && cert.requiredFor.test(job);
  const who = job;
  const lines = [
    required
      ? `- **做${who}要不要持有${cert.name}**：${cert.required}。`
      : `- **做${who}要不要持有${cert.name}**：不是必须。${cert.optional}。`,
    `- **谁组织、谁发证**：${cert.issuer}。`,
  ];
  if (required) lines.push(`- **不做${who}时**：${cert.optional}。`);
  lines.push(`【来源】${cert.source}`);
  return { heading: `### ${who}和${cert.name.replace(/（.*$/u, '')}`, lines, from: '证书的法定要求' };
}

/**
 * Leads the answer with the certificate's yes or no; a general decision on which certificates to take (考什么证)
 * and its lean is dropped, since the asker named both the job and the certificate.
 */
export function leadWithCert(b: Body, question: string): boolean {
  const part = certAskedPart(question);
  if (!part) return false;
  b.parts = b.parts.filter((p) => !p.from.startsWith('决策资料') && !p.lines.some((l) => l.startsWith('**我的倾向**')));
  b.parts.unshift(part);
  b.position = null;
  b.picked = null;
  b.readAs = part.heading!.replace(/^#+\s*/u, '').replace('和', '要不要考');
  return true;
}
