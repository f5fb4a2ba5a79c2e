import { riskAsked } from './intent-mule.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * Contraband and paid sex asked for in a dealer's trade talk, where the thing's name alone is innocent: 叶子, 冰, 糖果
 * and 草 are a tea's, a cold chain's, a shop's and a lawn's words, and 上门服务 a cleaner's, until the sentence deals
 * in them (还剩几天货, 拿两克, 老价格, 老地方, 面交, 量大从优, 包夜), posts them past a check unseen (寄的时候怎么过安检)
 * or sells what is off the menu (除了奶茶之外的好东西，价格私聊). A lawful trade's own words (茶, 店, 批发, 进货, 冷链)
 * keep the stock a shop's; the courier and the checker asking the rules pass. Money moved for others in worker slang
 * (帮人过账抽点, 拆成小额多次转出去查不到) and papers faked whole in everyday words (学位证做一个跟真的一样) are here
 * too, beside intent-mule.ts and intent-papers-colloquial.ts. They read the normalized question.
 */

/** Street names for drugs that are also everyday words; 冰 only where no drink, rink, fridge or cold chain follows. */
const STREET =
  '(叶子|yezi|糖果|邮票|草(?!莓|原|坪|地|稿|案|本|药|书|帽|根|图)|冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品|川|岛|排|库|鲜|冻|敷|山|面|城|凉|水|点)|bing(?![a-z])|那个东西|那种东西|那玩意儿?|好东西)';
/** A dealer's talk: stock left, a weight bought, the regulars' price, a meeting place, bulk, delivery tonight. */
const DEALING =
  '(实价|给个价|报个价|送到楼下|送上门|楼下(交易|见)|还剩几天货|剩几天货|还有货|有货(吗|没|不)|还有吗|老价格|老地方|老客户|老规矩|面交|同城(可以|能)?(送|面交|自取)|量大从优|量大优惠|[0-9一二两三四五六七八九十几半]+克|一克|克多少|几克|收多少|出点|出一点|价格私聊|私聊|今晚(能|可以)?送|能送(吗|不)|送货上门|走货|拿货|[0-9一二两三四五六七八九十几]+颗)';
/** A lawful trade's own words, which make the stock and the price a shop's or a farm's. */
const LAWFUL_TRADE =
  /茶|店(?!里除了)|批发|进货|供应商|冷链|超市|工厂|厂家|园艺|绿植|采摘|物流|仓库|零食|门店|电商|文具|集邮|邮政|黄金|金价|银价|首饰|收藏|一枚|面值|饲料|牧场|草料/;
/** Off the menu: something else sold beside the goods on show, its price kept private. */
const OFF_MENU = '(之外|以外|除了)[^，。]{0,8}(别的|其他|特别的|特殊的)?(好东西|好货|特别的东西|特殊的东西|那种东西)';
const PRIVATE_PRICE = '(价格私聊|私聊|懂的(来|都懂|私)|暗号|老规矩|加我|加微信)';

/** Goods left unnamed, or named as what a dealer posts (白色粉末). */
const UNNAMED_GOODS = '(这种东西|这些东西|这东西|那种东西|那些东西|一批货|这批货|货|白色粉末|粉末|东西)';
/** Sent by post. */
const POSTED = '(寄|邮寄|快递|包裹|发货|发快递)';
/** Past the post's check, asked how or whether it shows. */
const PAST_PARCEL_CHECK =
  '((怎么|如何)(才能)?过(快递)?安检|过(快递)?安检的(包装|方法|办法|技巧)|查不(出|到)|不被(查|发现|扫)|(躲|瞒|绕)过(快递)?安检)';
/** Tucked inside something else, then asked whether the check shows it. */
const TUCKED = '(塞进|塞在|藏在|藏进|夹在|混在|裹在)[^，。]{0,8}(包装|零食|衣服|玩具|罐|盒|袋|信封|快递)';
const SHOWS = '(安检|x光|扫描)(能|会)?(查|扫|看)(得?到|出来|得出来)(吗|么|不)';
/** The courier and the checker asking the rules: what may not be sent, what the check looks for. */
/** Lawful goods named, whose post is a question of the rules (锂电池寄快递怎么过安检). */
const NAMED_LAWFUL = /电池|充电宝|液体|化妆品|香水|酒|手机|电脑|刀具|打火机|茶叶|特产|文件|书|食品|药品/;
const RULES_OF_POST =
  /缉私|海关|(怎么|如何)(发现|识别|查出)|快递员|快递小哥|安检员|驿站|违禁品(怎么|如何)?(处理|识别)|哪些(东西)?不能寄|禁寄/;

/** Sex sold in a hawker's words: the girl, the call-out and the night, with a price or a buyer. */
const GIRLS = '(学生妹|妹子|小妹|嫩模|外围|兼职妹|少妇|熟女|美女)';
const SEX_PRICED = '(上门|包夜|快餐|一次多少|多少钱一次|按次|资源|全套|过夜)';
/** A girl's lawful work named with its fee (学生妹做家教一小时多少钱). */
const GIRLS_WORK =
  /家教|模特|主播|程序员|工资|家政|保洁|月嫂|保姆|护工|陪护|看护|陪床|护理|老人|病人|实习|兼职(家教|模特|客服|服务员)/;
/** Explicit material sold as a membership or a group. */
const ADULT_STUFF = '(成人|黄色|色情|av|里番|无码|福利姬)(的)?(资源|视频|片子|网盘|群)';
const SOLD = '(群|会员|多少钱|卖|买|怎么进|入口|链接|网盘|一个月)';

/** Another's money passed through the asker's own accounts, in worker slang, for a cut. */
const PASSED_ON = '((帮|替)(别人|人|他们|他|她|朋友|网友|陌生人|外人)(过账|走账|走流水|过流水|倒账|过一下账))';
const CUT = '(抽点|抽成|手续费|提成|几个点|百分之[0-9一二两三四五六七八九十几]+|[0-9]+%|返点|佣金|怎么接|这个活|接单)';
/** Transfers cut small or spread over cards so the bank's checks miss them. */
const SPLIT =
  '(拆成|拆开|分成|拆分|分散)[^，。]{0,6}(小额|几笔|多笔|好几笔|几张卡|多张卡)|(小额|分批)(多次)?(转|存|取|汇)';
const UNSEEN_BY_BANK = '(查不(到|出)|不被(查|发现|冻|风控)|躲过|避开|绕过|不会被(查|冻|发现)|不触发)';
/** Washing spelled as its steps: spread over several cards, then turned into gold or coins. */
const SPREAD_THEN_BOUGHT =
  '(分散|拆)[^，。]{0,8}(转|存)[^，。]{0,8}(卡|账户)[^。]{0,10}(买|换)(成)?(黄金|金条|u|usdt|虚拟币|比特币|手表|奢侈品)';
const FOREIGN_MONEY = '(来路不明|别人的|朋友的|老板的|黑|脏)';

/** A degree or a paper made whole by someone not its issuer, asked to pass as real. */
const DEGREE = '(学位证|毕业证|学历证书|文凭|学历|资格证|四六级证书?|教师资格证|执业证)';
const MADE = '(做一个|做个|做一张|做张|办一个|办个|办一张|弄一个|弄个|弄一张|搞一个|搞个|造一个)';
const AS_REAL = '(跟真的一样|和真的一样|以假乱真|能查到|可查|学信网(能|可以)?查|查得到|看不出(来)?(是)?假)';
/** Another sits the test in the asker's place, the look-alike chosen and the invigilator dodged. */
const STAND_IN =
  '(找人|找个人|让人|让别人|让朋友)(替|代)(我|他|她)(去)?(考|笔试|机考|上考场|参加笔试|进考场)|(替|代)(我|他|她)(去)?(笔试|机考|上考场|进考场)';
const UNCAUGHT = '(不被(发现|认出|查|抓)|认不出|看不出|蒙混|混过去|人脸识别怎么过)';

/** Something put in another's cup or food to make them ill unseen. */
const SLIPPED =
  '(在|往)(他|她|同事|室友|老板|领导|对方|别人|他们)的?(水杯|杯子|饭|饭菜|饮料|水|茶|咖啡|菜|汤|饭盒)里?(放|下|加|倒|掺)(点|些)?(什么|啥|东西|药)';
const ILL = '(病倒|生病|拉肚子|难受|昏|睡着|出事|住院|查不出|起不来|不舒服)';

const re = (source: string) => new RegExp(source, 'u');

/**
 * A turn that speaks only the trade: stock, weight, a price per piece, the cut, the check got past, the order taken.
 * Read after a question naming the thing, it completes a request split across turns (intent-followup.ts).
 */
export const TRADE_CUE = re(
  `${DEALING}|${CUT}|${PAST_PARCEL_CHECK}|${UNCAUGHT}|多少钱|什么价|啥价|价格|价钱|一(张|次|克|颗|单)(给)?多少|日结|怎么(接|拿|联系)|(哪里|在哪)(找|接|拿)`,
);

export const TRADE_TALK_RULES: PlannerRule[] = [
  // 叶子还剩几天货我想拿两克, 冰还有吗老价格今晚能送吗, 出点草同城面交量大从优, 你们店除了奶茶之外还有没有别的好东西价格私聊:
  // a street name dealt in.
  {
    id: 'street-name-dealt',
    category: 'gambling_drugs',
    unless: (q) => riskAsked(q),
    pattern: re(`^(?!.*(${LAWFUL_TRADE.source}))(?=.*${STREET}).*${DEALING}|^(?=.*${OFF_MENU}).*${PRIVATE_PRICE}`),
  },
  // 这种东西寄的时候怎么过安检, 手里有一批货怎么发快递不被查出来, 把东西塞进零食包装里安检能查到吗: goods posted past the check.
  {
    id: 'goods-past-parcel-check',
    category: 'gambling_drugs',
    unless: (q) => RULES_OF_POST.test(q) || riskAsked(q),
    pattern: re(
      `^(?!.*(${NAMED_LAWFUL.source}))(?=.*${UNNAMED_GOODS})(?=.*${POSTED}).*${PAST_PARCEL_CHECK}|^(?=.*${UNNAMED_GOODS}).*${TUCKED}.{0,12}${SHOWS}`,
    ),
  },
  // 上门服务多少钱一次可以包夜吗, 有没有资源学生妹那种价格怎么算, 卖成人资源的群怎么进: sex sold in a hawker's words.
  {
    id: 'sex-hawked',
    category: 'porn',
    unless: (q) => /怎么办|举报|投诉|报警|被骗|取证/.test(q) || GIRLS_WORK.test(q),
    pattern: re(
      `上门(服务)?.{0,12}(包夜|过夜|全套)|${GIRLS}.{0,12}${SEX_PRICED}|${SEX_PRICED}.{0,12}${GIRLS}|${ADULT_STUFF}.{0,8}${SOLD}|(卖|买|收)${ADULT_STUFF}`,
    ),
  },
  // 帮人过账抽点一万块给百分之二, 帮别人走账手续费怎么收, 把钱拆成小额多次转出去银行查不到吧: money moved for others.
  {
    id: 'money-passed-on',
    category: 'illegal',
    // A cashier's or an accountant's transfers for the employer are the job.
    unless: (q) => riskAsked(q) || /出纳|会计|财务/.test(q),
    pattern: re(
      `${PASSED_ON}.{0,16}${CUT}|${CUT}.{0,8}${PASSED_ON}|^(?=.*${SPLIT}).*${UNSEEN_BY_BANK}|${FOREIGN_MONEY}[^。]{0,8}钱.{0,6}${SPREAD_THEN_BOUGHT}`,
    ),
  },
  // 学位证能不能做一个跟真的一样, 找人替我去笔试怎么不被发现: papers made whole, a stand-in at a test.
  {
    id: 'papers-made-stand-in',
    category: 'fraud',
    // Its risk asked (会被发现吗, 判几年): riskAsked's 能不能做 is here the making itself asked.
    unless: (q) =>
      /会不会被(判|抓|开除)|(有|会有)什么(后果|风险)|判几年|坐牢|违法吗|犯法吗|被骗|怎么办|举报|报警/.test(q),
    pattern: re(
      `${DEGREE}.{0,8}${MADE}.{0,12}${AS_REAL}|${MADE}.{0,4}${DEGREE}.{0,12}${AS_REAL}|${STAND_IN}.{0,20}${UNCAUGHT}`,
    ),
  },
  // 在他水杯里放什么能让他病倒一阵子又查不出来: harm slipped into someone's food or drink.
  {
    id: 'harm-slipped-in',
    category: 'violence',
    unless: (q) => /怎么办|报警|被(人)?(下|放)|防止|怀疑/.test(q),
    pattern: re(`${SLIPPED}.{0,14}${ILL}`),
  },
];
