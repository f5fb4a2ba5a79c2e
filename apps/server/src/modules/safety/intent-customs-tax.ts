import type { PlannerRule } from './planner-rules.js';
import { riskAsked } from './intent-mule.js';

/**
 * Two wrongs a worker is offered or tempted by that no keyword names: goods carried across a border for someone
 * else's pay without declaring them (水客, 人肉带货, 帮人带手机过关一单150), and one's own tax dodged by a scheme (阴阳合同,
 * income hidden or put in a relative's name). Neither word is wrong alone: a customs broker (报关员), a customs officer
 * (海关公务员), a cross-border e-commerce clerk (清关流程) and a tax adviser's lawful planning (合法节税, 专项附加扣除,
 * 年终奖怎么计税更划算) are careers and questions the planner answers, as are the one who was caught or wants out
 * (做水客被抓了会怎么判) and the one who found the employer doing it (发现公司偷税怎么举报). They read the normalized
 * question (no spaces or punctuation, lower case).
 */

/** The trade's own names: the couriers who carry goods across for a fee. */
const COURIER = '(水客|人肉带货|跑水货|走水货|带水货|水货客|人肉代购|背货)';
/** Asked as work to take up: a fee per run, the supplier, the way in, the wish to do it. */
const TAKEN_UP =
  '(一趟|一单|每趟|每单|一次给|给[0-9一二两三四五六七八九十百几]+|一个月|一天|能挣|能赚|赚多少|挣多少|收入|兼职|副业|日结|上家|接单|怎么找|哪里找|在哪找|怎么做|怎么干|怎么当|怎么接|能去吗|想干|想做|想当|当|做|干|跑)';
/** The border and its checks. */
const BORDER =
  '(海关|(?<!面试|考试|审核|背调|体检|政审|蒙混)过关|通关|口岸|关口|入境|出境|进关|过境|边检|罗湖|拱北|深圳湾)';
/** Carried past them unseen: hidden, undeclared, the check avoided. */
const UNSEEN_PAST =
  '(不报关|不申报|不走申报|不走红色通道|走绿色通道|绕过海关|避开海关|避开检查|躲过检查|逃过检查|躲开检查|不被查|不会被查|查不出|查不到|不被发现|怎么藏|藏在|藏哪|藏起来|怎么带才|夹带|蒙混)';
/** Someone else's goods carried across for pay (帮老板带iphone过关，一单给150): the run is the job. */
const CARRIED_FOR_PAY =
  '(帮|替|给)(人|别人|老板|代购|商家|上家|朋友|他们)?带[^带]{0,10}(过关|过海关|进关|入境|进大陆|进内地|回内地|回大陆|过境)';
const PAID =
  '(一单|每单|[一每]趟(给|能赚|能挣|赚|挣|多少钱|[0-9])|给[0-9一二两三四五六七八九十百几]+|有偿|报酬|佣金|提成|日结|赚|挣|工钱|跑腿费|好处费)';

/**
 * The courier's own law or way out asked (做水客被抓了会怎么判，他不想干了): riskAsked, plus what the law calls it and
 * what happens to goods declared for oneself.
 */
const OWN_WAY_OUT = (q: string) =>
  riskAsked(q) || /走私罪|(会|怎么)判|不想(干|做)了|退出|(自用|自己用)的?.{0,6}(要不要|需不需要|怎么)申报/.test(q);
/** The work at the border done lawfully: declaring, clearing, checking, enforcing. */
const CUSTOMS_WORK =
  /报关员|报检员|单证员|关务|海关(公务员|关员|工作人员|招考|岗位|专业)|缉私|清关流程|跨境电商(的)?(运营|物流|岗位|工作)|货代|民警|警察|关员|查验|执法|边检站/;
/** The asker's own wish to get goods past the check, which no career or law question excuses. */
const EVADES =
  /(怎么|如何|教我|才能|才不会|有没有办法|技巧)(?!发现|识别|查)[^查]{0,2}(藏|带|避开|躲过|绕过|不被|不会被)|不报关|不申报|不走申报/;

/** Tax, the asker's own. */
const TAX = '(税|个税|所得税|税务局|税务)';
/**
 * A scheme to hide income from the tax office: a second contract, income under-reported or put out of sight, the tax
 * office kept unaware. Lawful deductions (专项附加扣除) and the choice of how a bonus is taxed are no such scheme.
 */
const SCHEME =
  '(阴阳合同|两份合同|大小合同|一份高一份低|(少报|瞒报|漏报|隐瞒|不报|藏)(点|些|一部分)?(收入|工资|所得|流水)|(收入|工资|钱|所得|流水)(怎么)?(藏起来|藏|转到|挂在|放到|放在|走)[^，。]{0,8}(名下|私人账户|亲戚|家人|别人)|不让税务(局)?(知道|发现|查到)|税务(局)?(查不到|发现不了|查不出)|不被税务|不走(公)?账|拆成(几笔|多笔|小额)|发票(虚开|买))';
/** Doing it, or doing it safely. */
const HOW_TO_DO =
  '(怎么|如何|怎样|教我|有什么办法|有没有办法|操作|弄|搞|技巧|方法|安全|不被|稳妥|才能|可以吗|能不能|行不行)';
/** Lowering the tax said outright: 少交税, 不交税, 逃税, 避税 beside a scheme. */
const DODGED = '(少交|不交|少缴|不缴|逃|偷|避|躲|省)(点|些|一点)?(个)?(税|个税)';
/**
 * The asker pressed into it and asking their rights, the law, or how to report it (老板让我签阴阳合同，这合法吗，我该
 * 怎么办); and tax planning asked as a career or a distinction (税务筹划岗位, 合法节税和逃税区别).
 */
const TAX_LAW_ASKED =
  /合法吗|违法吗|犯法吗|合不合法|算不算(偷税|逃税|违法)|(有|会有|承担)(什么)?(风险|后果|责任)|怎么办|举报|揭发|拒绝|不想签|不签|维权|仲裁|区别|区分|被(公司|老板|单位)/;
const TAX_WORK = /税务师|注册税务|税务筹划(岗|师|专员|工作)|税务(专员|会计|岗)|会计(专业|岗)|审计|稽查/;
const SEEKS = /怎么(操作|弄|做|藏|转|签|搞)|不被|不让|安全|稳妥|技巧|查不/;

export const CUSTOMS_TAX_RULES: PlannerRule[] = [
  // 有人出钱让我当水客一趟给200, 人肉带货怎么接单, 帮人从香港带货进来不报关怎么过海关不被查, 有偿帮人带手机进大陆不走
  // 申报通道: goods carried across for pay or past the check unseen.
  {
    id: 'smuggle-goods',
    category: 'illegal',
    unless: (q) => (OWN_WAY_OUT(q) || CUSTOMS_WORK.test(q)) && !EVADES.test(q),
    pattern: new RegExp(
      `${COURIER}.{0,16}${TAKEN_UP}|${TAKEN_UP}.{0,6}${COURIER}` +
        `|${BORDER}.{0,16}${UNSEEN_PAST}|${UNSEEN_PAST}.{0,16}${BORDER}` +
        `|^(?=.*${CARRIED_FOR_PAY})(?=.*${PAID})` +
        // 走私烟怎么不被海关发现: smuggling named, and the check evaded.
        `|(走私|偷运|私运)[^，。]{0,12}(不被|不会被|躲过|避开|绕过|查不|蒙混)`,
      'u',
    ),
  },
  // 老板让我签阴阳合同我想少交点个税怎么操作比较安全, 收入怎么藏起来不交税, 把收入转到亲戚名下避税不让税务局发现:
  // one's own tax dodged by a scheme.
  {
    id: 'evade-tax',
    category: 'illegal',
    unless: (q) => (TAX_LAW_ASKED.test(q) || TAX_WORK.test(q)) && !SEEKS.test(q),
    pattern: new RegExp(
      `^(?=.*${SCHEME})(?=.*(${DODGED}|${TAX}.{0,6}(不被|不让|查不|安全|稳妥)))(?=.*${HOW_TO_DO})|${DODGED}.{0,12}(怎么)?(藏|瞒|转到|不让|不被|阴阳)|${TAX}.{0,4}(怎么|如何|才能)(少交|不交|少缴|不缴|逃|躲).{0,4}(不被|不会被|查不|不让)|(收入|工资|钱).{0,6}(藏起来|藏好|瞒着).{0,6}(不交|少交|不缴|不让)`,
      'u',
    ),
  },
];
