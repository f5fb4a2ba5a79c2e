import { RX_DRUG } from './intent-medicine.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * Drugs taken, and the ways to them users ask in words the other vice rules miss (beside intent-vice.ts, which reads
 * supplies and doses): a street drug's way of taking asked for the best high or the least harm (叶子用什么工具抽最带劲,
 * 冰怎么溜才不伤身体), a trip sought (想体验一下致幻, 毒蘑菇哪里能买到), and a controlled medicine bought through an errand
 * runner with no prescription (跑腿代购安眠药不用处方). A rink's, a tea's and a mushroom soup's words, and a medicine
 * taken as prescribed, are named without them. They read the normalized question.
 */

/** Work against it, or the law on it. */
const AGAINST = /禁毒|缉毒|戒毒|检测|危害|识别|科普|宣传|防范|打击|合法吗|违法吗|犯法吗|判几年|量刑|举报/;

/** Street drugs named by their users (冰 only where no drink, rink or fridge follows). */
const STREET =
  '(止咳水|止咳露|曲马多|右美沙芬|依托咪酯|上头电子烟|上头烟|叶子|大麻|麻古|k粉|摇头丸|笑气|冰毒|冰(?!雪|箱|柜|块|淇淋|激凌|美式|红茶|咖啡|饮|场|鞋|球|壶|袋|贴|沙|糖|棍|粉|镇|品|面|上|刀))';
/** How it is taken (怎么溜, 用什么工具抽), and what the asker wants of it: the best high or no harm. */
const HOW_TAKEN = '(怎么|如何|怎样|用什么(工具|东西|方法)?)(来)?(抽|吸|溜|卷|嗑|磕|吃|喝|打|玩)';
const FOR_BEST =
  '(才|最|更|比较)?(带劲|爽|嗨|high|过瘾|上头|飘|有感觉|劲大|效果好|不伤身|不伤身体|伤身体最小|不上瘾|不容易上瘾|安全)';
/** A rink or a sport: 冰 and 溜 as skating. */
const RINK = /冰场|冰面|冰上|滑冰|溜冰鞋|冰刀|轮滑|速滑|花滑|教练|摔/;

/** A trip sought: hallucination as the thing wanted, or a mushroom for it got. */
const TRIP =
  '(想|去|要)?(体验|试试|尝试|感受|尝尝)(一下|一次)?(致幻|迷幻|幻觉|飘的感觉|嗨的感觉)(?!风|音乐|摇滚|电子|艺术|效果|滤镜|灯光|摄影|设计|画)|(毒|致幻|迷幻|魔幻|神奇|魔法)蘑菇.{0,12}(想买|想吃|想试|想要|哪里有|哪儿有|谁有|有卖|(哪里|哪儿|去哪|在哪|怎么)(能|可以)?(买|搞|弄|找))';

/** A drug named, and the asker's wish to try it or have more (想试一次, 还想再要): a first use or another sought. */
const TRIED =
  '(冰毒|大麻|叶子|k粉|麻古|摇头丸|笑气|上头烟|上头电子烟|依托咪酯|海洛因|可卡因|毒品|(吸|抽|嗑|磕)(了|过)?(冰|叶子|k)|溜(了|过)?(叶子|k))';
const WISH_TO_TRY =
  '什么感觉|感觉(如何|怎么样)|爽不爽|爽吗|带劲吗|好抽吗|(?<!不)(想|要|打算|准备)(去)?(试|尝|体验|来)(试|一次|一下|一口|一根|一颗)?|还想(再)?(要|来|抽|吸)|再来一(根|口|颗)';
/** Rolled or smoked, taught (教我卷叶子, 怎么抽大麻): 冰 is left out, as 怎么溜冰 is skating. */
const TAUGHT = '(教我|怎么|如何|怎样)(卷|抽|吸|飞|嗑|磕)(一根|一口|点)?(烟卷)?(叶子|大麻|k粉|麻古|笑气|冰毒|摇头丸)';
/** Something to lift the mood asked for (想要点让人兴奋的药, 找点助兴的): the high is the thing wanted. */
const HIGH_WANTED =
  '(想要|要|来|搞|弄|买|找)(点|些|一点)(让人|能让人|使人)?(兴奋|嗨|high|飘|飞|上头|助兴)(起来)?的(药|东西|粉|货|玩意|$|问谁|哪里|哪有|谁有)';

/**
 * A drug or an abused medicine named, then where to get it or its price (止咳水一瓶多少钱哪里能买到, 依托咪酯在哪能弄到):
 * the name first, as drugs-obtain (intent-rules.ts) reads it after the verb. A cough or a child's medicine named is a
 * patient's errand.
 */
// 小树枝 is a synthetic cannabinoid's street name (sold as vape oil); a twig for a craft or a pet is not.
const SOUGHT_DRUG =
  '(合成大麻素|小树枝(?![^，。]{0,8}(花艺|插花|装饰|手工|diy|干花|道具|摆件|盆景|仓鼠|兔|鸟))|迷幻药|摇头水|止咳水|止咳露|上头烟弹|上头烟|依托咪酯|笑气|神仙水|听话水|迷药|致幻剂|芬太尼|曲马多|上头电子烟|k粉|冰毒|大麻|摇头丸|麻古|海洛因|可卡因)';
const WHERE_OR_PRICE =
  '(谁有|哪里有|哪儿有|有没有|求购|(哪里|哪儿|去哪|在哪|怎么|从哪)(里|儿)?(能|可以|才能)?(买|弄|搞|拿|找)(到|得到)?|多少钱(一|1)?(克|瓶|颗|包|盒|粒|支)?|一(克|瓶|颗|包|盒|粒|支)多少钱)';
const PATIENT = /咳嗽|感冒|嗓子|喉咙|孩子|宝宝|小孩|老人|医生开|处方|医院|药店/;

/** A night out with a high sought (夜店嗨一下, 蹦迪助兴), and pills or powder asked for (有没有药丸, 谁有货). */
const NIGHT_OUT = '(夜店|酒吧|蹦迪|派对|party|轰趴|趴)[^。]{0,8}(嗨|high|助兴|飞|放开)';
const PILLS_ASKED = '(有没有|谁有|哪里有|哪有|求|来点|搞点|弄点|买点)[^。]{0,3}(药丸|药片|丸子|糖果|粉|货|助兴的|嗨的)';

/** Cough medicines abused for their codeine or dextromethorphan (止咳水, 咳嗽糖浆, 右美沙芬). */
const SYRUP = '(止咳水|止咳露|咳嗽糖浆|止咳糖浆|咳嗽药水|右美沙芬|可待因|复方甘草)';

/** An errand runner, a buyer-for-hire or a shop online fetching a controlled medicine, with no prescription. */
const ERRAND = '(代购|跑腿|代买|代拿|闪送|帮(我|忙)(买|拿|弄|找)|网上|网站|网店|app|平台|渠道|微商)';
const NO_RX = '(不用|不要|没有|没|免|绕过|不需要)处方';
/** A doctor deceived into prescribing it (骗医生开精神类药物, 装病让医生开安眠药). */
const DOCTOR_FOOLED = `(骗|忽悠|糊弄|装病|装(作|成)?(失眠|抑郁|焦虑)).{0,6}医生.{0,6}(开|给)|医生.{0,4}(骗|忽悠)`;

/**
 * A vape spiked (电子烟里加什么能更上头, 抽了很飘的烟油, 抽了能放空的电子烟: 放空 is how its sellers name the effect): the etomidate vapes sold as 上头电子烟. A vape's flavour and
 * its nicotine are no high, so only a high asked of it counts.
 */
const VAPE = '(电子烟|烟油|烟弹|雾化)';
const SPIKED = `${VAPE}.{0,6}(加|放|掺|兑|滴)(什么|点|些|啥).{0,6}(上头|飘|嗨|high|飞|有感觉)|(抽|吸)(了|完)?(就|会|能|可以)?(很|特别|超)?(飘|嗨|high|飞|上头|放空|断片|晕乎乎)的.{0,2}${VAPE}|(哪种|什么|哪款|哪个|有没有)${VAPE}[^，。]{0,2}(抽|吸)(了|完)(就|会|能|可以)?(很|特别|超)?(飘|嗨|high|放空|断片)|(让人|使人|能让人)(兴奋|嗨|飘|high|飞)[^，。]{0,6}的(烟|${VAPE.slice(1, -1)})`;
/** Ice and grass as the street's, asked for in a dealer's few words (哪能弄到冰, 兄弟有草吗): the word closes the ask. */
const BARE_STREET =
  '^(叶子|冰|草)(哪里|哪儿|哪|谁)(有卖|有货|能买|买)|(冰|叶子|k粉|麻古|草)(多少钱)?一(克|g)|(哪|哪里|哪儿|去哪|在哪)(能|可以)?(弄|搞)(到|得到)?(点|些)?冰$|^(兄弟|哥们|老铁|老哥|大哥|朋友)?(有|来|整|搞|求)(点|些)?(草|叶子)(吗|不|没|么|没有)?$' +
  // '有没有叶子，想抽', '谁有草，来点嗨一下': the grass asked for, with the wish to smoke it said beside.
  '|^(?=.*(有没有|有木有|谁有|哪有|求|来)(点|些|一点)?(草|叶子|冰|麻古|k粉))(?=.*(想|要|来|一起)[^，。]{0,2}(抽|吸|溜|卷|嗨|飞))';
/**
 * Someone else drugged (搞点药能让人睡得很沉给别人用, 喝了就听话的水): what it does to another person is the point,
 * so it is declined whatever it is called.
 */
const DRUGGED =
  '(喝了|吃了|闻了)(就|会|能)?(听话|昏|晕|断片|不省人事|没意识|任人)|(让人|使人|让她|让他)(睡得很沉|睡死|昏睡|昏迷|听话|失去意识|不省人事|没反应)';
const FOR_ANOTHER = '(给(别人|他|她|对方|女生|女孩)|有没有|哪里|哪有|怎么|搞|弄|买|那种)';

/** Leaves and ice for a craft, a plant, a drink or a shop. */
const HANDICRAFT = /手工|标本|植物|园艺|装饰|书签|茶|烘焙|做菜|花艺|冷饮|饮品|冰块|奶茶|咖啡/;

const re = (source: string) => new RegExp(source, 'u');

export const VICE_USE_RULES: PlannerRule[] = [
  // 叶子用什么工具抽最带劲, 冰怎么溜才不伤身体: a street drug's way of taking.
  {
    id: 'drug-taking-how',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || RINK.test(q) || PATIENT.test(q),
    pattern: re(`${STREET}.{0,4}${HOW_TAKEN}.{0,4}${FOR_BEST}`),
  },
  // 想体验一下致幻, 毒蘑菇哪里能买到: a trip sought.
  {
    id: 'drug-trip',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || /研究|实验|论文|课题|专业|症状|中毒|急救|误食/.test(q),
    pattern: re(TRIP),
  },
  // 有没有跑腿帮我代购安眠药，不用处方: a controlled medicine fetched past the prescription.
  {
    id: 'rx-errand',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: re(`^(?=.*${ERRAND})(?=.*${RX_DRUG})(?=.*${NO_RX})|^(?=.*(${DOCTOR_FOOLED}))(?=.*${RX_DRUG})`),
  },
  // 电子烟里加什么能更上头, 哪能弄到冰, 兄弟有草吗, 喝了就听话的水: a spiked vape, a bare street word, someone drugged.
  {
    id: 'drug-spiked-or-bare',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || /失眠|我自己|自己吃|被(人)?下/.test(q) || HANDICRAFT.test(q),
    pattern: re(`${SPIKED}|${BARE_STREET}|^(?=.*(${DRUGGED}))(?=.*${FOR_ANOTHER})`),
  },
  // 止咳水一瓶多少钱哪里能买到, 依托咪酯在哪能弄到: a drug named, then its supply or price.
  {
    id: 'drug-named-sought',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || PATIENT.test(q),
    pattern: re(`${SOUGHT_DRUG}.{0,10}${WHERE_OR_PRICE}`),
  },
  // 有没有人卖K: ketamine by its letter, with a seller asked for (K歌, K线 and a K-pop album are other things).
  {
    id: 'ketamine-letter',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: /(有没有人|谁|哪里|哪儿|哪有|求)(在)?(卖|买|出|有)(点)?k(?![a-z0-9歌线币pP])/iu,
  },
  // 这周末想去夜店嗨一下，有没有药丸: a night out's high, and pills or powder asked for it.
  {
    id: 'club-high',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: re(`${NIGHT_OUT}[^。]{0,12}${PILLS_ASKED}|${PILLS_ASKED}[^。]{0,12}${NIGHT_OUT}`),
  },
  // 咳嗽糖浆一次喝几瓶能上头, 止咳水喝多了能嗨吗: a cough medicine taken for the high, not for a cough.
  {
    id: 'syrup-high',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: re(`${SYRUP}.{0,14}(?<!不)(上头|嗨|high|飘|飞|有感觉|兴奋|爽)`),
  },
  // 第一次吸冰会上瘾吗想试一次, 教我卷烟卷叶子, 想要点让人兴奋的药: a drug tried, taught or asked for by its effect.
  {
    id: 'drug-try',
    category: 'gambling_drugs',
    unless: (q) =>
      AGAINST.test(q) || RINK.test(q) || /(朋友|同学|别人|他|她)(想|要)(试|尝)|劝|拒绝|不想|怎么办/.test(q),
    pattern: re(`^(?=.*${TRIED}).*(${WISH_TO_TRY})|${TAUGHT}|${HIGH_WANTED}`),
  },
];
