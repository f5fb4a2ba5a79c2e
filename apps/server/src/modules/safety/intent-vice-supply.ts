import { riskAsked } from './intent-mule.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * Drugs made, carried or hidden (怎么自己提炼麻黄碱, 寄点叶子快递怎么包装查不出来, 过安检怎么藏冰, 帮人运货说是冰报酬五万):
 * the supply's side, beside intent-vice.ts and intent-vice-plain.ts, which read drugs got, taken and sold. Each pairs
 * the drug with making it, or with moving it past a check or for pay; a course or a job that studies the chemistry
 * (制药专业要学麻黄碱提取吗), enforcement and the one offered such an errand and unsure (帮人带包裹过境给五千，是不是运毒)
 * pass. They read the normalized question.
 */

/** Work against it or the law on it. */
const AGAINST = /禁毒|缉毒|戒毒|检测|危害|识别|科普|宣传|防范|打击|合法吗|违法吗|犯法吗|判几年|量刑/;

/** Drugs and their precursors as a maker names them. */
const MADE_DRUG =
  '(毒品|冰毒|麻黄碱|伪麻黄碱|大麻|罂粟|k粉|氯胺酮|摇头丸|可卡因|海洛因|甲卡西酮|芬太尼|ghb|lsd|神仙水|致幻蘑菇|迷幻蘑菇)';
const MAKE = '(提炼|提取|提纯|合成|制作|制备|熬制|炼|做|种|种植|培育)';
/** Asked as one's own doing: how, at home, the steps or the recipe. */
const HOW_MADE = '(怎么|怎样|如何|自己|在家|教我|方法|步骤|配方|流程|工艺)';
/** A course, a lab or a job that studies it. */
const STUDIED = /专业|课程|课上|实验课|药厂|制药企业|岗位|研发|考试|教材/;

/** Drugs by the names a courier or a user gives them; 冰 only where no drink, rink or fridge follows. */
const CARRIED_DRUG =
  '(毒品|冰毒|白粉|海洛因|大麻|叶子|k粉|摇头丸|麻古|可卡因|笑气|依托咪酯|上头电子烟|曲马多|冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品|川|岛))';
/** Moved: posted, carried across, hidden in luggage or goods. */
const MOVED = '(寄|邮|快递|包裹|带|藏|运|夹带|塞|托运|过安检|过海关|过关|出境|入境|过境)';
/** Past the check unseen. */
const PAST_CHECK =
  '(查不(出|到)|不被(查|发现|扫|闻|抓|搜)|不会被(查|发现|扫|闻)|躲过|逃过|瞒过|骗过|绕过)(安检|x光|缉毒犬|海关|检查)?';
/** Carried for pay: the errand's fee, or the asker's wish to take it. */
const FOR_PAY =
  '(报酬|酬劳|给(我|了我)?钱|佣金|跑一趟|(?<!不)想接|接不接|能接|干不干|给我?[0-9一二两三四五六七八九十几]+(万|千|百|块))';

/**
 * An errand with no drug named: something carried for someone (帮忙带个包裹, 运个箱子, 捎点东西), for a fee far above a
 * courier's, and either across a border or a customs check, or with its contents not to be looked at. It is how
 * couriers of drugs are hired, so the one who wants to take it is declined; the one unsure (是不是运毒) is answered.
 */
const ERRAND_CARRIED =
  '(帮|替|给)(人|别人|朋友|老板|他|她|对方|陌生人|网友)?(忙)?.{0,6}(带|运|运送|送|寄|捎|拿|背|提)(个|一个|几个|点|些|一些|一趟|一包)?(包裹|箱子|行李箱|行李|东西|货|包|快递|袋子|物品)' +
  // Carried as a side job (兼职运送物品), or the thing hidden in luggage (把一包东西藏在行李里).
  '|(兼职|副业)(帮人)?(运送|送|带|运)(个|点|些)?(东西|物品|包裹|货)|把(一|这|那)?(包|箱|袋|个)?(密封的?)?(东西|包裹|货|箱子|袋子|行李箱).{0,10}(带|藏|塞|运|寄)';
/** A fee far above a courier's: a sum per trip, a high price, tens of thousands. */
const ERRAND_FEE =
  '((一趟|跑一趟|一次)(就)?(给|赚|能赚|有|能拿)?([0-9一二两三四五六七八九十几好]+(万|千)|多少)|赚(好)?几万|出高价|高价|重金|(给|赚|报酬|酬劳|出)[^，。]{0,3}[0-9一二两三四五六七八九十几好]+(万|千))';
const ACROSS =
  '(过境|出境|入境|出国|过关|出关|入关|海关|边境|口岸|边检|安检|机场|飞机|登机|国外|境外|缅甸|老挝|越南|金三角|香港|澳门|泰国|瑞丽|德宏|西双版纳|中缅)';
/** The border provinces the routes run through: counted only with a fee in thousands (ERRAND_FEE), as a colleague's parcel home is paid in hundreds. */
const BORDER_PROVINCE = '(云南|广西|西藏|新疆)';
/** A seller's or a streamer's goods (直播带货, 跨境电商), and a courier's own job. */
const TRADE = /直播|主播|电商|外贸|物流公司|快递员|快递公司|代购店/;
/**
 * Brought home from abroad (带一包东西回国): a colleague's gift or a 代购's errand as often, so counted only with its
 * contents kept from the carrier or a fee in thousands.
 */
const HOME = '(回国|带回国内|带进国内)';
const GOODS_PAST_CUSTOMS = /报关|申报|水客|水货|人肉带货|人肉代购/;
const UNSEEN_CONTENTS =
  '(密封|封好的|不(让|许|能|要|准|用)(我)?(看|打开|拆|问)|别(看|问|打开|拆)|不问(里面)?|里面是(啥|什么)(不知道|别管)|不知道里面)';

/**
 * Goods tucked inside something else to be sent or carried (把货藏在快递里, 东西塞进玩具里寄): with a check to be passed
 * unseen (PAST_CHECK), whatever the goods, it is how contraband travels; a shop's own parcels are TRADE.
 */
const TUCKED_INSIDE =
  '(把|将)(这|那)?(些|点|包|袋|批)?(东西|货|粉|药)[^，。]{0,4}(藏|塞|夹|混|裹)(在|到|进)[^，。]{0,6}(快递|包裹|行李|箱子|玩具|零食|衣服|鞋|罐头|茶叶|信封)';

/** The one doing the check (海关缉私, 安检员): what is hidden is what they look for. */
const CHECKER = /缉私|安检员|查验员|(怎么|如何)(发现|识别|查出)/;

const re = (source: string) => new RegExp(source, 'u');

export const VICE_SUPPLY_RULES: PlannerRule[] = [
  // 怎么自己提炼麻黄碱, 冰毒怎么制作的步骤, 在家种罂粟的方法: a drug made.
  {
    id: 'drug-make',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || STUDIED.test(q),
    pattern: re(`${HOW_MADE}.{0,6}${MAKE}(出)?(点|些|一点)?${MADE_DRUG}|${MADE_DRUG}.{0,6}${HOW_MADE}.{0,2}${MAKE}`),
  },
  // 寄点叶子给朋友快递怎么包装查不出来, 过安检怎么藏冰不被查到, 帮忙运货去边境说是冰报酬五万: a drug moved past a
  // check, or carried for pay.
  {
    id: 'drug-carry',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || riskAsked(q),
    pattern: re(
      `^(?=.*${CARRIED_DRUG})(?=.*${MOVED})(?=.*(${PAST_CHECK}|${FOR_PAY}))|${CARRIED_DRUG}.{0,8}${MOVED}.{0,6}(方法|技巧|怎么(包|藏|寄|带|运))`,
    ),
  },
  // 有人让我帮忙带个包裹去云南给两千，里面不让看，我想接, 帮人运个箱子过境对方给三万怎么过海关不被查: an errand with no
  // drug named, paid and carried across a border or unseen.
  {
    id: 'drug-errand-unnamed',
    category: 'gambling_drugs',
    // Goods kept from customs' declaration (不报关, 水货) are the smuggling of goods, declined as such (smuggle-goods).
    unless: (q) => AGAINST.test(q) || riskAsked(q) || TRADE.test(q) || GOODS_PAST_CUSTOMS.test(q) || CHECKER.test(q),
    pattern: re(
      `^(?=.*(${ERRAND_CARRIED}))(?=.*(${FOR_PAY}|${ERRAND_FEE}|${PAST_CHECK}))(?=.*(${ACROSS}|${UNSEEN_CONTENTS}))` +
        `|^(?=.*(${ERRAND_CARRIED}))(?=.*${ERRAND_FEE})(?=.*${BORDER_PROVINCE})` +
        `|^(?=.*(${ERRAND_CARRIED}))(?=.*(${FOR_PAY}|${ERRAND_FEE}))(?=.*${HOME})(?=.*(${ERRAND_FEE}|${UNSEEN_CONTENTS}))` +
        `|^(?=.*${TUCKED_INSIDE})(?=.*${PAST_CHECK})`,
    ),
  },
];
