import { cheatedBettorAsks, relativesHabit } from './intent-frames.js';
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
 * bare, it is ice for drinks and 溜冰 is skating, and a drinks shop's ice asked where to buy is ice. A dealer's wink
 * (懂的来, 私聊) is a channel too.
 */
const ICE =
  '(找|买|搞|弄|来|求|拿|整)(点|些|一点|几克|一克|一包|几包)?冰(溜|吸|嗨|玩|抽|飞)|^(?!.*(奶茶|饮|餐|咖啡|制冰|冰块|店|食品|海鲜|冷链)).*(买|搞|弄|拿|求)(个|点|些)?冰的?(渠道|货源|上家|门路|卖家)|(买|搞|弄|拿|求|整)(个|点|些)?冰.{0,4}(懂的|懂得|你懂|私聊|私我|滴滴我|加我)|^(?!.*(奶茶|饮|餐|咖啡|制冰|冰块|店|食品|海鲜|冷链|夏天|降温|钓鱼)).*冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品)(哪里|哪儿|谁|哪)(有货|有卖|出货)' +
  // 哪里有冰卖要纯的, 谁有冰价格好商量: who or where has some, with its purity, its price or a dealer's wink asked; ice for
  // a drink, a cooler or a fishing trip is bought by the bag.
  '|^(?!.*(奶茶|饮|餐|咖啡|制冰|冰块|店|食品|海鲜|冷链|夏天|降温|钓鱼|袋|箱)).*(哪里|哪儿|哪|谁)(手上|手里|那|还)?有冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|贴|沙|糖|棍|粉|镇|品).{0,8}(纯|价格|价钱|多少钱|好商量|一克|几克|私聊|懂的|上头)';
/** Any substance taken in an amount for a high (曲马多吃多少能high, 止咳水喝几瓶能飞): dosing for the effect. */
const TAKEN_FOR_HIGH =
  '(吃|喝|用|吸|嗑|磕|抽|打)(多少|几)(片|粒|颗|瓶|盒|克|毫升|口|支)?.{0,8}(嗨|high|飞起来|(能|就|会)飞(?!机|行|书|快|速)|致幻|飘)';
/** Precursors, and medicines abused for a high, which are sold in small amounts and with a prescription. */
const ABUSED =
  '(麻黄碱|伪麻黄碱|羟亚胺|邻酮|止咳水|止咳露|右美沙芬|曲马多|(复方)?甘草片|地芬诺酯|复方可待因|氯胺酮|γ?羟基丁酸|ghb)';
/** Such a medicine dosed for what it does to the mind (甘草片吃多少能有感觉): no illness is named, the feeling is sought. */
const DOSED_FOR_FEELING = `${ABUSED}.{0,10}(吃|喝|用)(多少|几)(片|粒|颗|瓶|盒|毫升)?.{0,6}(有感觉|放松|解压)`;
const GOT_AROUND = '(不用|不要|没有|没|免|绕过|绕开)处方|大量|批量|多买|囤|一箱|几十瓶|几十盒|上百';
const WHERE_GET = '(哪里|哪儿|去哪|在哪|怎么|如何)(能|可以|才能)?(买|搞|弄|拿|找)(到|得到)?';
/**
 * Drugs named by their users' words for taking them (溜冰, 飞叶子, 打k), which an ice rink's or a vape's talk does not use.
 * A supply is asked by its price or its venue too (打k需要多少钱一克, 打k去哪个场子).
 */
const TAKING =
  '(上头电子烟|依托咪酯|溜冰|溜一口|溜一下|飞叶子|抽叶子|打k|吸k|嗑药|磕药|冰妹|冰壶|麻古|k粉|k仔|上头烟|跳跳糖|神仙水|听话水|笑气|rush)';
/** A supply asked after: who has some, from whom it comes. */
const SUPPLY =
  '((找|搞|弄|拿)(得)?到货|有没有卖|有卖|卖不卖|谁(手上|手里|那)?有货|有货吗|有没有货|拿货|出货|散货|上家|门路|货源|渠道|哪里有|哪有|哪儿有|哪儿能(买|弄|搞)|哪(里|儿)?能(买|弄|搞)到|去哪弄|怎么弄到|(哪个|什么)场子|多少钱一(克|包|颗)|(一|每)克多少钱)';
/** Not the drug: a rink, a sport, a skating lesson. */
// 场子 is a venue to take it in (打k去哪个场子), not a rink.
const RINK = /鞋|场(?!子)|馆|教练|课|速滑|花滑|冰球|滑冰|轮滑|冰壶运动/;

/** Cards, dice and mahjong played for money, found or joined (德州现金局哪里有). */
const CASH_GAME = '(现金局|真钱局|真钱|带彩|彩头|玩钱|赌钱|输赢钱)';
const FIND = '(哪里有|哪有|在哪|去哪|怎么找|怎么进|怎么加入|平台|app|网站|群)';
/** Odds of illegal betting (外围, 盘口), not a share's order book (股票盘口). */
/** 外围 as betting, not the modelling trade's word nor a computer's peripherals (外围设备买哪个). */
const OUTER_BOOK = '外围(?!女|模特|嫩模|设备|配件|产品|市场|电路|芯片|接口|器件|硬件)';
const ODDS = `(${OUTER_BOOK}|盘口)`;
const READ_ODDS = '(分析|推荐|预测|怎么买|怎么下|怎么看|买哪|下哪|稳|必中|包中)';
/** A stake placed on 外围 or on a match (买外围, 欧洲杯想下点): 下点功夫 and 外围设备 are no stakes. */
const STAKE_PLACED = `(买|下|押)(点|一点|些)?${OUTER_BOOK}|(世界杯|欧洲杯|欧冠|英超|西甲|nba|cba|球赛|这场球|今晚的?球)[^，。]{0,6}(想|去|要)?(下|押)(一注|几注|一手|点|一点|些|注)(?!功夫|工夫|力气|决心|血本)`;
/** The state lottery asked to be won for certain: no such way, and selling one is a scam. */
const LOTTERY = '(竞彩|足彩|体彩|福彩|刮刮乐|彩票|双色球|大乐透|排列[三五3 5]|七星彩|快三|pc28)';
const SURE_WIN = '(稳赚|稳赢|必中|包中|必胜|稳中|包赢|中大奖的(方法|技巧|规律))';
/** Losses chased (想翻本, 输了十几万想赢回来, 输了3万想回血) or a book's odds compared: a gambler's words, not a reader's (翻本书). */
const CHASE =
  '(想|要|怎么|如何|急着|赶紧|能不能|一把)翻本|翻本(的)?(平台|方法|办法|机会|技巧|秘诀)|(输|亏)了?[^，。]{0,10}(翻本|赢回来)|输(了|掉)?[^，。]{0,6}(万|千|块|钱|元|[0-9])[^，。]{0,12}(回血|翻盘|回本)|赔率(高|最高|更高|好|大)的?(平台|网站|app)|(平台|网站|app)的?赔率|(哪个|什么)(平台|网站|app)[^，。]{0,4}赔率';

/**
 * Drugs by their street names: 叶子 for cannabis, 冰 for methamphetamine, 奶茶, 邮票 and 跳跳糖 for the liquid, LSD
 * and powder ones, 摇头 for ecstasy. Most are everyday words too, so each counts only with a high sought beside it
 * and a supply or a dose asked (STREET_USE).
 */
const STREET =
  '(叶子|冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶)|麻古|k粉|k仔|(?<![a-z])k(?![a-z])|奶茶|邮票|跳跳糖|摇头(丸|的)|神仙水|开心水|笑气|小药丸|蘑菇)';
/** The high sought: a word for being high, a party's setting, or a street name's own act (卷一根, 溜一口). */
const HIGH =
  '(嗨|high|上头|助兴|飞一下|飞一口|飞起来|蹦迪|夜店|派对|party|趴|卷一根|卷根|卷个|想(溜|飞)|(抽|吸|嗑|磕|打|溜|飞)(一|两|几)(口|根|颗|粒|下|次|管))';
/** A supply asked after in a dealer's words, which no shop's customer uses. */
// 有没有蘑菇, 有什么东西 after a high sought (想嗨一下有没有蘑菇, 想飞一下有什么东西): the thing is the supply.
const DEALER =
  '(谁(手上|手里|那)?有货|有货吗|有没有货|上家|门路|路子|私聊|私我|有人出|出(点|些)?吗|有没有(蘑菇|叶子|东西|那种)|有(什么|啥)(东西|货))';
/** A supply asked after as any purchase or trade is (货源 is a shop's too), and a dose asked. */
const PURCHASE = `(${WHERE_GET}|哪里有|哪有|哪儿有|谁(手上|手里|那|还)?有|多少钱一(颗|克|包|张|粒|根|瓶)|(一|每)(颗|克|包|张|粒|根|瓶)多少钱|货源|拿货|出货|散货)`;
const DOSE = '(一次|第一次)?(抽|吸|嗑|磕|打|溜|吃|喝|飞)(多少|几)(口|克|颗|粒|片|根|次|瓶|管)?';
/**
 * 糖果 for ecstasy pills, a club's word: counted only with a club's high (蹦迪, 夜店, 嗨, 上头) and a channel or a dealer
 * asked (想整点糖果，蹦迪用的，哪有渠道); a party's sweets bought (派对要用的糖果哪里买) are a shopper's.
 */
const CLUB_CANDY = `^(?=.*糖果)(?=.*(蹦迪|夜店|酒吧|迪厅|嗨|high|上头|助兴|飞一下))(?=.*(${DEALER}|渠道|货源|谁有|哪有|哪里有))`;
/** What is flown for real (想飞一下无人机哪里有卖的): 飞 is a flight, not a high. */
const FLOWN = /无人机|航模|飞机|飞行器|风筝|滑翔|跳伞|蹦极|模拟器/;
/** A shop, a drink or a hobby: the everyday sense of 奶茶, 邮票, 冰, 跳跳糖. */
const EVERYDAY =
  /(?<!夜)店|同款|杯|电商|植物|门店|分店|外卖|品牌|口味|好喝|好吃|零食|集邮|收藏|制冰|冷链|海鲜|食品|加盟|行业|设计|研发|专业/;
/** Something to get high on, unnamed (上头的东西, 助兴的, 上头的烟): the high is the thing asked for. */
const HIGH_THING =
  '((上头|嗨|high|助兴|飞|提神|飘起来|飞起来|嗨起来|飘飘然)的(东西|货|药|玩意儿?|烟弹|电子烟|烟油|烟)|(来|整|搞|弄|找|买)(点|些)(上头|嗨|high|助兴|飞)的)';
/** Asked not to show in a test: the thing is one a test looks for. */
const UNDETECTED = '(查不出|验不出|测不出|不被查|不会被查|尿检|毛发检测)';
/**
 * A high sought as such, with something bought for it (想飘一下哪有卖的, 想飞一下哪里有卖的, 买点药嗨一下): 飘, 飞 and 嗨 are a user's words for
 * being high, and a pill or a powder bought to reach it is no shop's purchase.
 */
// 飞 only with its measure (想飞一下): 想飞 alone is a pilot's or a traveller's wish.
const HIGH_SOUGHT = '(想|来|整|去)(点)?(嗨|high|飘|飞(?=一下|一把|一次|一口))(一下|一把|一次|一晚|一口)?';
const BOUGHT_FOR_IT = '((哪|谁)(里|儿)?(有)?(卖|买|货)|买得到|能买|有卖|货源|渠道)';
/** Taken, and the high it gives (打了飘, 吃了就嗨): 上头 is left out, as spicy snacks are 吃了上头 too. */
const TAKEN_HIGH = '(打|吃|抽|吸|喝|磕|嗑)(了|完|上)(就|能|会|很)?(飘|嗨|high|飞起来)';
const DRUG_FOR_HIGH =
  '(买|搞|弄|整|找|来)(到|得到)?(点|些|一点)?(药|药片|药丸|粉|东西|货)(来|吃了|吃完|喝了|抽了|吸了)?(能|会|可以)?(?<!不)(嗨|high|飘|上头|助兴)';

/**
 * Gambling's own words: its games and platforms (菠菜 for 博彩, 台子 for a betting site, 百家乐), and its moves
 * (上分 and 下分 for money in and out, 出款, 彩金 for a sign-up bonus, 回血 and 翻盘 for losses won back, 带单 for a
 * tipster). A game's rank (上分, 带飞 in 王者), a business's loss won back (回本) and a sales mentor (带单) share
 * them, so a move counts beside a game, or beside another move where one of the two is a platform's own (下分, 出款).
 */
const GAME =
  '(菠菜|博彩|百家乐|时时彩|六合彩|赌球|赌博|网赌|快三|pc28|飞艇|龙虎斗|炸金花|牛牛|真人视讯|老虎机|台子|(足球|篮球|体育|赛事)竞猜)';
const PLATFORM_MOVE = '(下分|出款|彩金|返水|洗码|带单)';
const MOVE = `(上分|带飞|回血|翻盘|回本|${PLATFORM_MOVE.slice(1, -1)})`;
/**
 * A site praised for paying out (出款快的平台, 哪个台子出款稳): what a bettor asks of it. A lender's 出款 is its loan
 * paid out (LENDING).
 */
const PAYS_OUT = '出款(快|稳|及时|秒到|有保障|不卡)';
const SITE = '(平台|网站|app|台子)';
const LENDING = /贷|借款|借钱|放款|下款|额度/;
/** A video game's or an investment's words, where 上分 and 回血 are a rank and a fund. */
const NOT_BETTING = /王者|段位|排位|英雄|游戏|代练|陪练|电竞|装备|基金|股|理财|期货|证券/;

export const VICE_RULES: PlannerRule[] = [
  // 找点冰溜溜, 止咳水喝几瓶能飞, 麻黄碱去哪买得到, 止咳水不用处方去哪买: drugs got or dosed for a high.
  {
    id: 'drug-slang',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: new RegExp(
      `${ICE}|${TAKEN_FOR_HIGH}|(麻黄碱|伪麻黄碱|羟亚胺|邻酮).{0,6}${WHERE_GET}|${WHERE_GET}.{0,4}(麻黄碱|伪麻黄碱|羟亚胺)|${ABUSED}.{0,10}(${GOT_AROUND})|(${GOT_AROUND}).{0,10}${ABUSED}|${DOSED_FOR_FEELING}`,
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
  // 叶子哪里有想卷一根, 奶茶和邮票哪个更上头哪里有, 想嗨一下谁有货, 上头的东西哪里能买到, 打k一次打多少, 想飘一下哪有
  // 卖的, 买点药嗨一下, 想飞行一下谁有货, 能让人飘起来的东西最好查不出来: a drug by its street name or unnamed, with a
  // high sought and a supply, a dose or a test evaded asked.
  {
    id: 'drug-street-names',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || RINK.test(q) || EVERYDAY.test(q) || FLOWN.test(q),
    pattern: new RegExp(
      `^(?=.*${STREET})(?=.*${HIGH})(?=.*(${DEALER}|${DOSE}|${PURCHASE}))` +
        `|${STREET}.{0,8}${DEALER}|${DEALER}.{0,8}${STREET}|${HIGH_THING}.{0,10}(${DEALER}|${PURCHASE}|${UNDETECTED})|(想|来|整)(点)?(嗨|high|飞行|飞|飘)(一下|一把|一次)?.{0,6}${DEALER}|${HIGH_SOUGHT}.{0,6}${BOUGHT_FOR_IT}|${DRUG_FOR_HIGH}|^(?=.*(${DEALER}|${PURCHASE})).*${TAKEN_HIGH}|${CLUB_CANDY}`,
      'u',
    ),
  },
  // 菠菜哪个台子出款快, 玩菠菜亏了五万怎么回血, 有没有带单的老师想跟着上分, 注册送彩金的平台, 菠菜哪家信誉好,
  // 出款快的平台有哪些: betting in its own words.
  {
    id: 'gambling-street-words',
    category: 'gambling_drugs',
    unless: (q) =>
      NOT_BETTING.test(q) ||
      AGAINST.test(q) ||
      relativesHabit(q) ||
      cheatedBettorAsks(q) ||
      LENDING.test(q) ||
      /风控|反赌|反诈|反洗钱|监管|客服|专业|学籍|课程/.test(q),
    pattern: new RegExp(
      `${PAYS_OUT}的?.{0,2}${SITE}|${SITE}.{0,6}${PAYS_OUT}|${GAME}.{0,12}${MOVE}|${MOVE}.{0,12}${GAME}|(?<a>${PLATFORM_MOVE}).{0,12}(?!\\k<a>)${MOVE}|(?<b>${MOVE}).{0,12}(?!\\k<b>)${PLATFORM_MOVE}|(注册|首充|充值|存款)(就)?送.{0,4}彩金|(彩金|返水).{0,6}(平台|网站|app)|(平台|网站|app).{0,6}(彩金|返水)|${GAME}.{0,6}(怎么玩|怎么注册|注册|入口|网址|下载|怎么充值|才能赢|赢钱|稳赢|技巧|靠谱|推荐|哪个好|哪家|信誉|正规|黑不黑|不黑)`,
      'u',
    ),
  },
  // 德州扑克现金局哪里有, 帮我分析明天的外围盘口, 竞彩怎么买才能稳赚, 输了想翻本哪个平台赔率高, 想赌一把哪里有场子:
  // gambling found, read, won for sure or chased.
  {
    id: 'gambling-play',
    category: 'gambling_drugs',
    // A share's order book, and a lottery shop as a business (彩票店稳赚吗), are no bets.
    unless: (q) => /股|期货|k线|基金|证券|交易所|彩票(店|站)|代销|加盟/.test(q) || AGAINST.test(q) || relativesHabit(q),
    pattern: new RegExp(
      `${CASH_GAME}.{0,6}${FIND}|(附近|周边|有没有|哪有|求个?|找个?)[^，。]{0,8}(可以|能)?${CASH_GAME}|(哪里|哪儿|在哪|去哪)(有|能|可以)?(玩)?.{0,4}${CASH_GAME}|(线上|网上|在线|app|平台|群里)(有|能)?(没有)?.{0,4}${CASH_GAME}|${ODDS}.{0,6}${READ_ODDS}|${READ_ODDS}.{0,8}${ODDS}|${LOTTERY}.{0,8}${SURE_WIN}|${CHASE}|${STAKE_PLACED}|赌(一|两|几)把[^。]{0,8}(${FIND.slice(1, -1)}|场子)`,
      'u',
    ),
  },
];
