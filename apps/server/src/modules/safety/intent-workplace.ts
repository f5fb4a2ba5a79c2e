import type { SafetyCategory } from './safety.types.js';
import { pressedOrWitnessAsking } from './intent-frames.js';
import { askedToRefuse } from './intent-vocabulary.js';

/**
 * Cheating an employer, a lender or the state with the papers and records of a job: an official paper made to say
 * more than is true (收入证明开高一点, 实习证明没去过也开一个), attendance faked (代打卡, 虚拟定位打卡), and benefits drawn
 * while working. Each pairs the paper or the record with the untruth asked for, so asking how to get the true paper
 * (收入证明怎么开), what a check looks at, or whether something is allowed (找到工作后失业金还能领吗) passes. They read
 * the normalized question.
 */
export interface WorkplaceRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  unless?: (normalized: string) => boolean;
}

/** Papers an employer or a bank issues about one's job and pay. */
const JOB_PAPER =
  '((收入|工资|薪资|薪酬|在职|实习|工作|任职|离职|银行|收入流水|工资)(证明|流水)|流水|工资条|(病|请)?假条|诊断证明|病假证明)';
/** Said to hold more than the truth: a higher figure, a bigger title, a job's dates moved (入职时间往前写两年). */
const INFLATED =
  '((开|写|填|做|弄|改|打|调|变|p)(得)?(高|多|大)(?!少|久|长)(一点|一些|点|些)?|(往前|提前|往后)(写|改|挪|填|开)(了)?([0-9]|[一二两三四五六七八九十几半])+(年|个月|月)|(写成|开成|填成|改成|做成|写到|开到)([0-9]|[一二两三四五六七八九十几]+[万千k]|[0-9]+[万千k])|多写|多开|多填|虚高|往高(了|里)?(写|开|填|做|弄|搞|p)|(开|做|弄|办|写|搞)(个|一个|份|一份|张|一张)?假的?(?!期|条))';
/** An amount, in digits or in Chinese numerals (8000, 八千, 1.2万). */
const AMOUNT = '([0-9.]+[万千k]?|[一二两三四五六七八九十几]+[万千百])';
/** The real pay told, then the paper asked to say another (月薪五千，在职证明想写八千). */
const TRUE_THEN_PAPER = `^(?=.*(月薪|工资|收入|年薪|实际|其实)[^，。]{0,3}${AMOUNT}).*${JOB_PAPER}[^，。]{0,6}(写|开|填)(成|到|个)?${AMOUNT}`;
/** A job or an internship that never was, asked to be papered: 没实习过…开一个, 挂名, 其实没去. */
const NEVER_THERE =
  '(没(有)?(去|在|实习|上班|工作|干|做)过?[^，。]{0,12}(开|弄|搞|办|找人|出)|挂名[^，。]{0,6}(开|出|弄)|(开|弄|搞|出)[^，。]{0,12}其实(我)?(没|不是|不在)|(开|写|填|改)成[^，。]{0,8}其实)';
/** A false paper named, then asked where or how to get (假的在职证明哪里能弄). */
const FALSE_PAPER = `(?<![寒暑请休放度病产婚年])假的?${JOB_PAPER}[^。？?]{0,8}(哪里|哪儿|去哪|怎么|谁|能不能|多少钱)(能|可以)?(弄|搞|办|开|买|做|有)?`;
/** A doctor's note, which only a doctor who saw the illness may write. */
const SICK_NOTE = '(病假条|病假证明|诊断证明|病历证明|医院的?假条)';
/** Got with no illness and no visit (不去医院就能开, 没病也能开): the note would be false. */
const NOT_SEEN = '((不去|不用去|不想去|没去|不跑)(医院|看病|看医生|挂号)|不看病|不用看病|没(有)?(生)?病|装病)';
const SICK_NOTE_UNSEEN = `${SICK_NOTE}[^。]{0,12}${NOT_SEEN}|${NOT_SEEN}[^。]{0,12}(开|弄|搞|买|办)(到|出)?(个|一张|张|一份|份)?[^。]{0,4}${SICK_NOTE}`;
/** Friends and family, whose firm is asked to vouch. */
const CLOSE =
  '(朋友|亲戚|熟人|别人|家里人|家里|同学|我爸|我妈|爸妈|表哥|表姐|表弟|表妹|堂哥|堂姐|舅舅|叔叔|姑姑|姨妈|阿姨|姐夫|哥哥|姐姐)';
/** Someone else's firm issuing it for a job not held there. */
const BORROWED_FIRM = `${CLOSE}(的|家)?公司[^，。]{0,6}(给我)?(开|出|弄)(个|一个|一份|份|张|一张)?[^，。]{0,4}(在职|收入|实习|工作|工资)证明`;
/** Working there, so the firm's paper is true: '在朋友公司实习过，能让他们开实习证明吗'. */
const WORKED_THERE = new RegExp(`(在|去)${CLOSE}(的|家)?公司.{0,4}(实习|上班|工作|干)`, 'u');

/** Attendance faked: someone else clocking in, a faked location, a copied fingerprint. */
const FAKE_CLOCK_IN =
  '代打卡|替(我|他|她|人)?打卡|(帮我|替我|让人|叫人|找人|让(别人|同事|朋友|同学))(帮我?|替我?|代)?打卡(?!机)|虚拟定位[^，。]{0,10}(打卡|考勤|签到)|(打卡|考勤|签到)[^，。]{0,10}(虚拟定位|改定位|模拟定位|定位修改)|(人)?不在(公司|单位|岗位|现场)[^，。]{0,8}(也|照样|就|还)(能|可以)?(打卡|签到)|指纹(膜|套)|(用|拿|录)(别人|同事|朋友|他|她)的?指纹';
/** Refusing it, or having been asked to: '同事让我帮他代打卡，我该怎么拒绝'. */
const REFUSED = /拒绝|该不该|要不要帮|被.{0,4}(发现|抓到?|处分|开除).{0,4}(了|怎么办)/;

/** Benefits for those out of work or in need. */
const BENEFIT = '(失业金|失业保险金?|失业补助|失业补贴|低保|困难补助|生育津贴|求职补贴|创业补贴)';
const WORKING = '(有工作|在上班|上班了|入职了?|找到工作|已经工作|在职|领着工资|有收入|上着班)';
const HOW_TO = /怎么|如何|教我|有什么办法|有没有办法|想办法|偷偷|不被|瞒|不让.{0,4}知道|技巧|方法/;

/** What an employer pays back, and the padding of it (发票怎么多开点, 住宿费怎么虚报). */
const EXPENSE = '(发票|报销|差旅费?|住宿费|餐费|油费|打车费|车费|加班费?|工时|费用)';
const PADDED = '(虚报|多报|假报|虚开|多开|开高|多写|报高|改大|改高|改多|涂改)';

/**
 * An employer's clients carried off on the way out, unseen (把老东家的大客户悄悄带到新公司): the clients' data is
 * take-employer-data's (intent-rules.ts); this is the relationship taken behind the employer's back. A client who
 * follows of their own accord, or a non-compete asked about (竞业协议怎么看), passes.
 */
const EMPLOYERS_CLIENTS = '(老东家|前东家|前公司|原公司|原单位|现在公司|公司|老板)的?(大|老|核心|重要)?客户(资源)?';
const CARRIED_OFF = '(带到|带去|带走|挖到|挖走|挖过来|撬走|撬过来|拉到|拉走|转到|转走|抢走|抢过来)';
const BEHIND_BACK = '(悄悄|偷偷|私下|背着|暗中|不被发现|不让.{0,4}(知道|发现)|神不知)';
/** A hiring or qualifying test sat by someone else (找个人替我去参加公司的笔试). */
const STAND_IN_TEST =
  '(找人|找个人|让人|请人|雇人|让朋友|让同学|让室友|花钱找人)(替|代|帮)(我)?(去)?(参加|考|做|答|坐)(一下)?.{0,8}(笔试|机考|网测|在线测评|测评|考试|面试|性格测试|能力测试)';

/**
 * A practising certificate lent to a firm one does not work for (挂证, 证书挂靠): the rules for registered builders,
 * cost engineers, pharmacists and safety engineers forbid it (住房和城乡建设部《注册建造师管理规定》, 2019 年起的
 * 挂证专项整治). Held or bought to be lent.
 */
const PRACTISING_CERT =
  '(证书|资格证|一建|二建|建造师|造价师|监理工程师|注安|安全工程师|消防工程师|执业药师|药师证|会计证|职称|资质|这个证|证(?=.{0,4}挂))';
const LENT = '(挂靠|挂证|挂出去|挂到[^，。]{0,6}公司|挂个?公司|挂在[^，。]{0,6}公司)';
/** The law or the risk asked about, with no price, channel or way asked beside it. */
const LENDING_RISK = /(违法|合法|犯法)(的)?吗|算违法|风险|会被查|处罚|后果|被骗|会怎样|能不能拒绝|怎么拒绝/;
const LENDING_HOW = /多少钱|价格|一年(能)?(给|拿|挂)|赚|收入|渠道|平台|哪里|哪家|靠谱的|怎么挂|如何挂|去挂|想挂|买/;

export const WORKPLACE_RULES: WorkplaceRule[] = [
  // 买个证书挂靠, 一建证书挂出去一年多少钱: a practising certificate lent to a firm.
  {
    id: 'rent-certificate',
    category: 'fraud',
    unless: (q) => LENDING_RISK.test(q) && !LENDING_HOW.test(q),
    pattern: new RegExp(`^(?=.*${PRACTISING_CERT})(?=.*${LENT})`, 'u'),
  },
  // 跳槽时怎么把老东家的大客户悄悄带到新公司: clients carried off behind the employer's back.
  {
    id: 'poach-clients',
    category: 'illegal',
    unless: (q) => /主动|合法吗|违法吗|竞业|会不会被告|被(告|起诉)/.test(q) && !new RegExp(BEHIND_BACK, 'u').test(q),
    pattern: new RegExp(`^(?=.*${EMPLOYERS_CLIENTS}.{0,10}${CARRIED_OFF})(?=.*${BEHIND_BACK})`, 'u'),
  },
  // 找个人替我去参加公司的笔试多少钱合适: a hiring test sat by someone else.
  {
    id: 'stand-in-test',
    category: 'illegal',
    unless: (q) => askedToRefuse(q) || /(被|发现)(同事|别人|候选人|应聘者)|怎么(识别|防|发现)|防止/.test(q),
    pattern: new RegExp(STAND_IN_TEST, 'u'),
  },
  // 发票怎么多开点, 出差的住宿费怎么虚报: an expense claimed for more than was spent.
  {
    id: 'pad-expenses',
    category: 'fraud',
    // Spotting it is an auditor's or a risk officer's work (审计怎么识别虚开的发票).
    unless: (q) =>
      pressedOrWitnessAsking(q) ||
      /被.{0,6}(虚报|多报|虚开)|举报|发现(同事|别人|领导)/.test(q) ||
      /(识别|辨别|鉴别|甄别|核查|查验|稽核|判断)[^，。]{0,8}(假|虚开|虚报|多报)/.test(q),
    pattern: new RegExp(`${EXPENSE}[^。？?]{0,8}${PADDED}|${PADDED}(点|些|一点|几张|几份|一些)?.{0,2}${EXPENSE}`, 'u'),
  },
  // 收入证明让公司开高一点, 在职证明工资写成两万, 实习证明没实习过能找人开一个吗, 病假条不去医院哪里能开: a paper that
  // says more than is true.
  {
    id: 'inflate-papers',
    category: 'fraud',
    unless: (q) => WORKED_THERE.test(q) || askedToRefuse(q),
    pattern: new RegExp(
      `${JOB_PAPER}[^。？?]{0,16}(${INFLATED}|${NEVER_THERE})|(${INFLATED}|${NEVER_THERE})[^。？?]{0,8}${JOB_PAPER}|${BORROWED_FIRM}|${TRUE_THEN_PAPER}|${FALSE_PAPER}|${SICK_NOTE_UNSEEN}`,
      'u',
    ),
  },
  // 让同事帮我打卡, 钉钉虚拟定位打卡: being marked present while absent.
  {
    id: 'fake-attendance',
    category: 'fraud',
    unless: (q) => REFUSED.test(q),
    pattern: new RegExp(FAKE_CLOCK_IN, 'u'),
  },
  // 失业金怎么在有工作的情况下继续领: a benefit drawn by someone no longer entitled, asked as how to.
  {
    id: 'benefit-while-working',
    category: 'fraud',
    unless: (q) => !HOW_TO.test(q),
    pattern: new RegExp(
      `^(?=.*${BENEFIT})(?=.*${WORKING}).*(继续|还|照样|同时|也)(能|可以)?(领|拿|申请|享受)|(领|拿)着?${BENEFIT}[^。？?]{0,8}(同时|又|偷偷|还)(去)?(上班|工作|打工)`,
      'u',
    ),
  },
];
