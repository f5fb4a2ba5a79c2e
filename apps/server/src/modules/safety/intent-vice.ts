import type { PlannerRule } from './planner-rules.js';

/**
 * Drugs and gambling asked for in the words their users use rather than the library's names (beside drug-use and
 * gambling-bet in intent-conduct.ts and intent-rules.ts): 冰 by its channel, any substance dosed for a high,
 * precursors and cough syrups bought in bulk, cash games and the odds of illegal betting, lottery sure-wins. Each
 * pairs the thing with getting it or using it, so enforcement work, the law and a game designer's question pass.
 * They read the normalized question.
 */

/** Work against it or the law on it: asked about, not done. */
const AGAINST = /禁毒|缉毒|戒毒|检测|危害|识别|科普|宣传|防范|打击|合法吗|违法吗|犯法吗|判几年|量刑/;

/**
 * 冰 alone for methamphetamine, only where it is got to be taken or asked by its channel (找点冰溜溜, 买冰的渠道):
 * bare, it is ice for drinks and 溜冰 is skating.
 */
const ICE =
  '(找|买|搞|弄|来|求|拿|整)(点|些|一点|几克|一克|一包|几包)?冰(溜|吸|嗨|玩|抽|飞)|^(?!.*(奶茶|饮|餐|咖啡|制冰|冰块|店|食品|海鲜|冷链)).*(买|搞|弄|拿|求)(个|点|些)?冰的?(渠道|货源|上家|门路|卖家)';
/** Any substance taken in an amount for a high (曲马多吃多少能high, 止咳水喝几瓶能飞): dosing for the effect. */
const TAKEN_FOR_HIGH =
  '(吃|喝|用|吸|嗑|磕|抽|打)(多少|几)(片|粒|颗|瓶|盒|克|毫升|口|支)?.{0,8}(嗨|high|飞起来|致幻|飘)';
/** Precursors, and medicines abused for a high, which are sold in small amounts and with a prescription. */
const ABUSED =
  '(麻黄碱|伪麻黄碱|羟亚胺|邻酮|止咳水|止咳露|右美沙芬|曲马多|复方甘草片|地芬诺酯|复方可待因|氯胺酮|γ?羟基丁酸|ghb)';
const GOT_AROUND = '(不用|不要|没有|没|免|绕过|绕开)处方|大量|批量|多买|囤|一箱|几十瓶|几十盒|上百';
const WHERE_GET = '(哪里|哪儿|去哪|在哪|怎么|如何)(能|可以|才能)?(买|搞|弄|拿|找)(到|得到)?';
/** Drugs named by their users' words for taking them (溜冰, 飞叶子, 打k), which an ice rink's or a vape's talk does not use. */
const TAKING =
  '(溜冰|溜一口|溜一下|飞叶子|抽叶子|打k|吸k|嗑药|磕药|冰妹|冰壶|麻古|k粉|k仔|上头烟|跳跳糖|神仙水|听话水|笑气|rush)';
/** A supply asked after: who has some, from whom it comes. */
const SUPPLY = '(谁(手上|手里|那)?有货|有货吗|有没有货|拿货|出货|散货|上家|门路|货源|渠道|哪里有|哪有|去哪弄|怎么弄到)';
/** Not the drug: a rink, a sport, a skating lesson. */
const RINK = /鞋|场|馆|教练|课|速滑|花滑|冰球|滑冰|轮滑|冰壶运动/;

/** Cards, dice and mahjong played for money, found or joined (德州现金局哪里有). */
const CASH_GAME = '(现金局|真钱局|真钱|带彩|玩钱|赌钱|输赢钱)';
const FIND = '(哪里有|哪有|在哪|去哪|怎么找|怎么进|怎么加入|平台|app|网站|群)';
/** Odds of illegal betting (外围, 盘口), not a share's order book (股票盘口). */
const ODDS = '(外围(?!女|模特|嫩模)|盘口)';
const READ_ODDS = '(分析|推荐|预测|怎么买|怎么下|怎么看|买哪|下哪|稳|必中|包中)';
/** The state lottery asked to be won for certain: no such way, and selling one is a scam. */
const LOTTERY = '(竞彩|足彩|体彩|福彩|刮刮乐|彩票|双色球|大乐透|排列[三五3 5]|七星彩|快三|pc28)';
const SURE_WIN = '(稳赚|稳赢|必中|包中|必胜|稳中|包赢|中大奖的(方法|技巧|规律))';
/** Losses chased (想翻本, 输了十几万想赢回来) or a book's odds compared: a gambler's words, not a reader's (翻本书). */
const CHASE =
  '(想|要|怎么|如何|急着|赶紧|能不能|一把)翻本|翻本(的)?(平台|方法|办法|机会|技巧|秘诀)|(输|亏)了?[^，。]{0,10}(翻本|赢回来)|赔率(高|最高|更高|好|大)的?(平台|网站|app)|(平台|网站|app)的?赔率|(哪个|什么)(平台|网站|app)[^，。]{0,4}赔率';

export const VICE_RULES: PlannerRule[] = [
  // 找点冰溜溜, 止咳水喝几瓶能飞, 麻黄碱去哪买得到, 止咳水不用处方去哪买: drugs got or dosed for a high.
  {
    id: 'drug-slang',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: new RegExp(
      `${ICE}|${TAKEN_FOR_HIGH}|(麻黄碱|伪麻黄碱|羟亚胺|邻酮).{0,6}${WHERE_GET}|${WHERE_GET}.{0,4}(麻黄碱|伪麻黄碱|羟亚胺)|${ABUSED}.{0,10}(${GOT_AROUND})|(${GOT_AROUND}).{0,10}${ABUSED}`,
      'u',
    ),
  },
  // 今晚想溜冰谁有货, 飞叶子哪有门路: a drug by its users' words, with a supply asked after.
  {
    id: 'drug-supply',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || RINK.test(q),
    pattern: new RegExp(`${TAKING}.{0,12}${SUPPLY}|${SUPPLY}.{0,6}${TAKING}`, 'u'),
  },
  // 德州扑克现金局哪里有, 帮我分析明天的外围盘口, 竞彩怎么买才能稳赚, 输了想翻本哪个平台赔率高: gambling found, read,
  // won for sure or chased.
  {
    id: 'gambling-play',
    category: 'gambling_drugs',
    // A share's order book, and a lottery shop as a business (彩票店稳赚吗), are no bets.
    unless: (q) => /股|期货|k线|基金|证券|交易所|彩票(店|站)|代销|加盟/.test(q) || AGAINST.test(q),
    pattern: new RegExp(
      `${CASH_GAME}.{0,6}${FIND}|(哪里|哪儿|在哪|去哪)(有|能|可以)?(玩)?.{0,4}${CASH_GAME}|(线上|网上|在线|app|平台|群里)(有|能)?(没有)?.{0,4}${CASH_GAME}|${ODDS}.{0,6}${READ_ODDS}|${READ_ODDS}.{0,8}${ODDS}|${LOTTERY}.{0,8}${SURE_WIN}|${CHASE}`,
      'u',
    ),
  },
];
