import type { PlannerRule } from './planner-rules.js';

/**
 * Crimes offered as side jobs, asked by someone who wants to take part: moving others' money through one's own
 * accounts (跑分, 代收代付, 过水, 帮信), washing it (把黑钱洗白), buying people's identity papers (收身份证正反面照),
 * and working or recruiting for the scam compounds abroad (去柬埔寨做电诈, 拉一个人去缅甸给两万). Each pairs the trade's
 * word with an ask to join it (接单, 上家, 几个点, 想去); the one offered it and unsure (这个兼职要我提供银行卡，是不是诈骗),
 * the one it was done to (被骗去柬埔寨了怎么办) and the one asking the law (帮信罪判几年) are answered (RISK_ASKED),
 * since warning them is the point. Beside sell-accounts in intent-conduct.ts. They read the normalized question.
 */

/**
 * The asker unsure, harmed or asking the law, with no supply, price or way in asked: a would-be victim, whom the
 * answer should warn. Shared by the rules on the same trades elsewhere (sell-accounts).
 */
export const riskAsked = (q: string) =>
  /(是不是|会不会是|该不会是|难道是|不会是)(让我|要我|叫我|在)?(诈骗|骗局|骗子|骗人|违法|犯法|犯罪|洗钱|帮信|传销|运毒|带毒|贩毒|毒品)|我?(有点|有些|挺|很|好)(怕|害怕|担心|慌)(?!被|查)|骗局吗|诈骗吗|靠谱吗|可信吗|能做吗|能不能做|可以做吗|(违法|犯法|合法|犯罪)(的)?(吗|么|嘛)|会不会(被判|坐牢|违法|犯法|被抓|有事)|(有|会有)什么(风险|后果)|(有|会有)风险吗|风险大吗|是真的吗|真的假的|判刑|坐牢|判几年|被骗|上当|怎么办|怎么拒绝|拒绝|不想|不敢|避免|防范|识别|判断|举报|报警/.test(
    q,
  ) && !JOINING.test(q);

/** Asking the way in: a supply, a price, a contact, the asker's own wish to go or to do it unseen. */
const JOINING =
  /(哪里|哪儿|在哪|去哪|怎么|如何)(找|接|加入|联系|进去|应聘)|上家|车队|接单|(?<!不)想(接|去|做|干)|带我|一(张|套|个)多少|多少钱一(张|套|个)|不被|不会被|查不(出|到)/;

/**
 * Others' money moved through one's own accounts, in the trade's words; a phone's benchmark (手机跑分) and a bank's
 * payment services (代收代付业务的合规) are no such trade.
 */
const MULE = '(跑分|代收代付|代收款|过水(?!面|凉|饺|鱼)|刷流水|帮信|卡农|码商)';
const BENCHMARK = /手机|显卡|电脑|cpu|gpu|处理器|芯片|安兔兔|鲁大师|geekbench|性能|测评|成绩/;
/** Joined as work: the order taken, the cut, the supplier or the day's pay. */
const AS_WORK =
  '(接单|上家|车队|佣金|提成|返点|抽成|几个点|[0-9一二两三四五六七八九十几]+个点|一天(能)?赚|日结|兼职|副业|赚钱|怎么做|怎么接|哪里接|在哪接|怎么加入|推荐|带我|拉人|不被|不会被|查不)';
/**
 * The same trade in plain words: others' money taken in and passed on through the asker's own accounts, for a daily
 * or a per-transfer fee (帮别人收款转账，每天给两百). A cashier's transfers for the employer carry no such fee.
 */
const RELAYED =
  '((帮|替)(别人|人|陌生人|网友|朋友)?(收款|收钱|转账|转钱|过账)|(用|拿)(我|自己)的?(银行卡|卡|账户|支付宝|微信|收款码)(帮|替|给)(别人|人|他们|陌生人)?(收|转|过))';
const PAID_PER = '((每天|一天|每笔|一笔|每次)(给|能赚|赚|拿|返)|日结|提成|几个点|佣金|返点)';

/** Money from a crime, and washing it clean. */
const DIRTY_MONEY = '(黑钱|赃款|脏钱|赌资|诈骗(来)?的钱|来路不明的(钱|资金|款)|灰产的?(钱|资金)|(一笔|这笔|这些)钱)';
const WASHED = '(洗白|洗干净|洗一下|洗成干净的)';

/** People's identity papers and the faces that unlock accounts. */
const ID_PAPERS =
  '(身份证(正反面)?(照片|照|图片|复印件|号码?)?|手持(身份证)?(照片|照)?|人脸(照片|视频|数据)|实名(认证)?(信息|资料|的?(账号|号|卡))|三件套|四件套)';
/** Bought as goods: at a price, in bulk, from whoever has them. */
const BOUGHT =
  '(高价收|长期收|大量收|批量收|收购|求购|回收|一套多少|一张多少|多少钱一(套|张|份)|有人出|谁有|哪里(能|可以)?买)';
/** A price put on them, which makes a bare 收 a purchase (收身份证照片，高价), not an office collecting copies. */
const PRICED = '(高价|价格|多少钱|一套|一张|秒结|日结|现结)';

/** The scam compounds and their trades. */
const SCAM_WORK = '(电诈|网诈|诈骗|杀猪盘|骗人)';
/** Where the compounds are: 境外 and 海外 alone are any overseas job's, whose headhunters are paid per hire too. */
const ABROAD = '(缅甸|柬埔寨|老挝|妙瓦底|kk园区|西港|东南亚)';
/** Work against the scams (反诈民警, a journalist's investigation), which is joined lawfully. */
const AGAINST_SCAMS = /反(电)?诈|民警|警察|公安|打击|宣传|记者|律师|研究/;
/**
 * The scam asked about, not taken up (怎么判断海外招聘是不是诈骗): the trade's word inside such a question names no
 * work the asker wants, whatever else they plan abroad.
 */
const WHETHER_SCAM = new RegExp(`(是不是|会不会是?|是否|判断|识别|分辨|防范|避免|警惕).{0,6}${SCAM_WORK}`, 'gu');
const scamOnlyQuestioned = (q: string) => {
  const rest = q.replace(WHETHER_SCAM, '');
  return rest !== q && !new RegExp(SCAM_WORK, 'u').test(rest);
};
/**
 * Going over to the compounds' lure (已经谈好了，下周就飞柬埔寨做高薪打字员): a typing or service job at a high wage
 * or with board, in a compound's country, the trip settled. A job offer there on other terms (中资工程项目的翻译)
 * is no such lure; the one asking whether it is a trap is warned (riskAsked).
 */
const COMPOUND_LAND = '(缅甸|柬埔寨|老挝|妙瓦底|kk园区|西港|金三角|佤邦|园区)';
const LURE =
  '(打字|客服|网销|网络销售|园区|高薪|包吃住|月薪[0-9一二两三四五六七八九十几]+万|一个月[0-9一二两三四五六七八九十几]+万)';
const GOING_OVER =
  '(准备过去|要过去|就过去|想过去|过去了|谈好了|说好了|定好了|答应了|下(周|个月|礼拜)(就)?(飞|走|过去|出发)|就飞|机票|出发|偷渡|入境|签证|护照|要带什么|带什么)';
/** Someone sent there for a fee per head (拉一个人给两万, 招人去缅甸提成多少). */
const PER_HEAD = '(拉|招|带|介绍|骗)(一个|1个|每个|几个)?人(头)?.{0,6}(给|拿|提成|返|奖励|佣金|多少钱)';

/** A bank's access: the account, its key and its cards; 卡 alone is a gym's or a canteen's as often. */
const BANK_ACCESS = '(对公账户|对公账号|对公户|公户|u盾|网银|银行卡|储蓄卡|借记卡|[一二三]类卡|银行账户)';
/** Let go of for a price or to someone else's use, or a buyer sought for it. */
const LET_GO =
  '((想|要|打算|准备)?(出手|转手|出掉|打包卖|处理掉换|换(点)?钱|变现|租出去|借出去)|(转|借|租|给)(给)?(别人|他人|人|外人)用|(借|租|转)给(他|她|他们|朋友|别人|外人|老板)?(走账|过账|收款|过流水|刷流水)|(有人|谁|哪里|哪儿)(有人)?收(吗|不|的)?|能卖多少|卖多少钱?|能拿多少|一个月(能)?给多少)';

/**
 * Reviews written for pay as a job (刷好评的工作在哪接, 淘宝评论一条几块钱): 刷单's neighbour that the keyword misses. A
 * seller's own lawful work on its ratings (怎么合规地提升好评率, 评价管理专员) writes no review for pay.
 */
const REVIEWS = '(刷好评|刷评价|刷评论|刷五星|刷销量|刷点评|好评返现|写好评|代写好评|刷点赞|刷收藏|刷浏览量)';
const REVIEW_WORK =
  '(工作|兼职|单子|活儿?|接单|在哪接|哪里接|怎么接|日结|一条|一单|一个|赚|挣|副业|平台|群|渠道|在哪找|哪里找|怎么找)';

const re = (source: string) => new RegExp(source, 'u');

export const MULE_RULES: PlannerRule[] = [
  // 跑分平台哪个佣金高, 帮人过水一次能拿几个点, 做代收代付怎么找上家, 帮信的活怎么做才不会被抓, 帮别人收款转账每天给两百.
  {
    id: 'money-mule',
    category: 'illegal',
    unless: (q) => BENCHMARK.test(q) || riskAsked(q),
    pattern: re(`${MULE}.{0,12}${AS_WORK}|${AS_WORK}.{0,8}${MULE}|${RELAYED}.{0,12}${PAID_PER}`),
  },
  // 怎么用USDT帮别人把黑钱洗白: criminal money washed.
  {
    id: 'launder-money',
    category: 'illegal',
    unless: riskAsked,
    pattern: re(`${DIRTY_MONEY}.{0,12}${WASHED}|${WASHED}.{0,4}${DIRTY_MONEY}`),
  },
  // 有人出身份证正反面照吗，高价收, 收身份证照片和手持照一套多少钱: people's identity papers bought.
  {
    id: 'buy-identity-papers',
    category: 'fraud',
    unless: riskAsked,
    pattern: re(`${BOUGHT}.{0,8}${ID_PAPERS}|${ID_PAPERS}.{0,12}${BOUGHT}|收.{0,4}${ID_PAPERS}.{0,8}${PRICED}`),
  },
  // 去柬埔寨做电诈我想去怎么联系, 帮境外老板招人去缅甸拉一个人给两万: the scam compounds joined or supplied.
  {
    id: 'join-scam-abroad',
    category: 'fraud',
    unless: (q) => /被骗|被卖|被困|被扣/.test(q) || riskAsked(q) || AGAINST_SCAMS.test(q) || scamOnlyQuestioned(q),
    pattern: re(
      `^(?=.*${SCAM_WORK})(?=.*((?<!不)想(去|做|干)|怎么去|怎么联系|怎么加入|哪里招|招不招人|要人吗|带我去))|^(?=.*${ABROAD}).*${PER_HEAD}`,
    ),
  },
  // 朋友介绍去缅甸园区做客服月薪三万我准备过去了, 下周就飞西港做网络客服包吃住: the lure taken, the trip settled.
  {
    id: 'go-to-compound',
    category: 'fraud',
    unless: (q) => /被骗|被卖|被困|被扣|回国|逃/.test(q) || riskAsked(q) || AGAINST_SCAMS.test(q),
    pattern: re(`^(?=.*${COMPOUND_LAND})(?=.*${LURE})(?=.*${GOING_OVER})`),
  },
  // 帮商家刷好评的工作在哪接, 想接刷好评的单子一条几块钱: reviews written for pay, joined as work.
  {
    id: 'review-farming-job',
    category: 'fraud',
    unless: riskAsked,
    pattern: re(`${REVIEWS}.{0,12}${REVIEW_WORK}|(接|找|做|干)(点|个|些)?${REVIEWS}`),
  },
  // 信用卡额度怎么通过pos机把钱刷出来: a card's credit drawn as cash (套现 without the word). Paying a shop by POS, or
  // asking whether a cash advance at the bank is allowed (信用卡取现手续费), draws nothing out unseen.
  {
    id: 'card-cash-out',
    category: 'illegal',
    unless: (q) => riskAsked(q) || /手续费|利息|取现额度|银行柜台/.test(q),
    pattern: re(
      '(信用卡|花呗|白条|额度).{0,14}(pos机?|刷卡机|商户|代刷).{0,10}(刷出来|取出来|提出来|变现|换成现金|拿出来|套出来)|(信用卡|花呗|白条|额度).{0,8}(刷出来|套出来)(用|花|还)',
    ),
  },
  // 对公账户和u盾想出手, 营业执照加对公户打包卖掉能拿多少, 几张不用的银行卡想处理掉换点钱: a bank's access let go for
  // money in other words than sell-accounts' (intent-conduct.ts). A company's lawful winding up (对公账户怎么销户) lets
  // nothing go to anyone.
  {
    id: 'let-go-accounts',
    category: 'illegal',
    unless: riskAsked,
    pattern: re(`${BANK_ACCESS}.{0,10}${LET_GO}|${LET_GO}.{0,6}${BANK_ACCESS}`),
  },
];
