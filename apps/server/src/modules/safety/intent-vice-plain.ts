import type { PlannerRule } from './planner-rules.js';

/**
 * Gambling and drugs asked in plain words the library's names miss (beside intent-vice.ts, which reads their users'
 * slang): where one can gamble at all (国内哪里能赌), a stake to get out of debt (欠了网贷想去赌一把翻身), betting
 * asked in English, and street drugs sold (卖点货，K和冰哪个利润高). 赌一把 is also a career's idiom (辞职去深圳赌一把),
 * so the stake counts only beside a debt, a casino or a loss and with no move of work named. They read the
 * normalized question.
 */

/** Work against it or its law asked about: not done. */
const AGAINST = /禁毒|缉毒|戒毒|反赌|反诈|风控|危害|识别|科普|宣传|防范|打击|合法吗|违法吗|犯法吗|判几年|量刑/;

/** Gambling asked where (哪里能赌, 去哪下注): 赌 as the act, not 赌博行业 or a casino's jobs. */
const WHERE_TO_BET =
  '(哪里|哪儿|去哪|在哪|哪有)(里)?(能|可以|有得|还能)?(赌|下注|押注|买球|(买|下)(到)?外围(?!女|模特|嫩模|设备|配件|产品|市场|电路|芯片|接口|器件|硬件))(?!博?(行业|业|公司|工作|岗位|专业|招聘)|场(工作|上班|招聘|岗位))' +
  // The game named first (🎲 is read as 赌: 赌哪里能玩).
  '|^赌+(钱|球)?(哪里|哪儿|去哪|在哪)(能|可以|有得)?(玩|下注|押)';
/** A stake to win back a debt or a loss, or placed at a casino or online. */
/** 搏一把 and 博一把 are the same stake, read only after a debt or a loss or at a casino, as 赌一把 is. */
const STAKE = '(赌|搏|博)(一把|两把|几把|一次|一场)';
const TO_RECOVER = `(欠|网贷|债|输|亏)[^赌]{0,12}${STAKE}|${STAKE}(翻身|回本|还债|翻盘|赢回来|还网贷)|(澳门|赌场|网上|线上|app|平台)${STAKE}`;
/** A move of work or a road the idiom 赌一把 is said of. */
/** A stake said in other words (再搏一把赢回来, 梭哈翻本), counted only with the winnings back named, as 搏一把 is a career's too. */
const STAKE_TO_WIN_BACK = '(搏|博|梭哈)(一把|两把|一次|一波)?(赢回来|翻本)';
const CAREER_MOVE = /辞职|裸辞|创业|跳槽|考研|考公|发展|转行|北漂|offer|工作|读博|留学|专业/;
/** Betting asked in English, spaces dropped ('where can I bet on football', 'betting app'). */
const ENGLISH_BET =
  '(best|top|recommend|recommended|good|trusted|safe|reliable)(an?)?(online)?(casinos?|sportsbooks?|bookies?|bettingsites?|gamblingsites?|bettingapps?|gamblingapps?)(?!job|career|work|intern)|(how|where)(to|can|do|should)(i|we|you)?(get|getting)high|gethighwith|(where|how)(can|could|do|to|should)(i|we|you)?(bet|gamble|placeabet|placebets)(?!ter|ween|a)|(betting|gambling|casino)(site|app|platform|website)';

/** Street names no shop sells by (k, 冰, 叶子, 麻古), beside goods sold. */
const HARD_STREET =
  '(k粉|k仔|(?<![a-z])k(?![a-z0-9])|冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品)|麻古|叶子|摇头丸|冰毒|大麻)';
const SELL_GOODS = '(卖|散|贩|倒|出)(点|些|一批|一点)?货';
/**
 * A street drug sold in the seller's words: 冰 or 叶子 put up for sale (卖点冰, 出点叶子) beside a buyer sought or a profit
 * (下家, 客户, 赚外快): a seller's ask, not a shop's ice.
 */
const STREET_SOLD = `(卖|散|贩|出)(点|些|一批|一点|几克)?${HARD_STREET}[^。]{0,16}(下家|客户|买家|赚|利润|外快|出手|销路)`;
/** A shop's or a streamer's goods: 卖货 at work. */
const SHOP = /微商|电商|代购|摆摊|淘宝|直播|带货|店|门店|奶茶|外卖|品牌|加盟/;

/**
 * Drugs by the street names that are everyday words too (冰 for meth, 麻药 an anaesthetic got outside a clinic):
 * counted right after a getting (买点冰, 找麻药) or before a supply asked after (冰的渠道, 麻药哪里有), and 冰 never
 * where it runs on into another word (冰块, 冰淇淋, 冰箱, 冰雕).
 */
const STREET_EVERYDAY =
  '(麻药|叶子|(?<!溜|滑|干|碎|刨|制|结)冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品|雕|灯|上|山|川|岛|面|晶|刀|凉|冷|点|封|城|墩|湖|棒|柠|水|可乐|啤))';
const STREET_GOT = `(买|搞|弄|整|求|找|来|吸|嗑|抽)(到|得到)?(点|些|一点|一克|几克)?${STREET_EVERYDAY}`;
const STREET_SUPPLY = `${STREET_EVERYDAY}(的)?(货|渠道|货源|哪里|哪儿|哪有|在哪|去哪|怎么买|多少钱一克|一克多少|好买|好弄|好搞|难买|难弄|难搞)`;
/** The getting asked a clause on (麻药好用吗？怎么弄到, 叶子这东西哪里能搞到): the name, then how or where it is got. */
const STREET_GOT_LATER = `${STREET_EVERYDAY}[^。]{0,12}(怎么|怎样|如何|哪里|哪儿|去哪|在哪)(才|能|可以)?(弄|搞|买|整)(到|得到)`;
/** Cannabis as grass, got to be smoked (想找点草抽抽, 哪里有卖草的，能抽的那种): a lawn or a herb is not smoked. */
const GRASS_SMOKED = '(买|找|搞|弄|卖|来)(点|些|一点)?草(的)?[^。]{0,10}(抽|吸|嗨|飞)';
/**
 * Winnings sought from a platform, and the lottery bought online (能赢钱的平台, 网上买彩票哪个app能提现): selling lottery
 * tickets online is banned in China, so an app that pays out is a betting one; building or running one is a job.
 */
const WIN_PLATFORM =
  '赢钱的?(平台|app|网站|软件)(?!开发|运营|设计|测试)|(网上|线上|手机|app)买彩票[^，。]{0,10}(提现|充值|出款|哪个|推荐)|彩票[^，。]{0,6}(app|平台|网站)[^，。]{0,6}(提现|充值|出款)';

/**
 * A clinic's, a vet's or an operating room's anaesthetic, a seller of ice (卖冰块, 冰品店), and leaves for a craft or a
 * plant (叶子哪里有卖，做植物标本用).
 */
const CLINIC_OR_SHOP =
  /医院|诊所|麻醉科|兽医|手术|牙科|药剂|护士|医生|冷饮|饮品|奶茶|摆摊|标本|植物|手工|园艺|绿植|茶叶|书签|树叶|落叶|插花/;

export const VICE_PLAIN_RULES: PlannerRule[] = [
  // 哪里能买到冰, 冰的渠道, 我想买一点麻药 (and mai bing zai na, read so by whole-pinyin.ts): street drugs got.
  {
    id: 'drug-street-got',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || CLINIC_OR_SHOP.test(q),
    pattern: new RegExp(`${STREET_GOT}|${STREET_SUPPLY}|${STREET_GOT_LATER}|${GRASS_SMOKED}`, 'u'),
  },
  {
    id: 'gambling-win-platform',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: new RegExp(WIN_PLATFORM, 'u'),
  },
  // 国内哪里能赌, 欠了网贷想去赌一把翻身, where can I bet on football: gambling sought.
  {
    id: 'gambling-sought',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: new RegExp(`${WHERE_TO_BET}|${ENGLISH_BET}`, 'u'),
  },
  {
    id: 'gambling-stake',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || CAREER_MOVE.test(q),
    pattern: new RegExp(`${TO_RECOVER}|${STAKE_TO_WIN_BACK}`, 'u'),
  },
  // 想卖点货赚钱，K和冰哪个利润高: street drugs sold.
  {
    id: 'drug-sell',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || SHOP.test(q),
    pattern: new RegExp(`${SELL_GOODS}.{0,16}${HARD_STREET}|${HARD_STREET}.{0,10}${SELL_GOODS}|${STREET_SOLD}`, 'u'),
  },
];
