import type { DistressRule } from './intent-distress.js';
import { DRUG_NAME } from './intent-medicine.js';

/**
 * Self-harm asked for as a means rather than said as a feeling: how much of a medicine or poison kills and how fast, from how
 * high a fall does, where one would not be saved, and how to hide the cuts. Each pairs a measure or a place with
 * a death (or a wound with hiding it), so a question about doses at work, heights in a safety job or a scar at an
 * interview passes. Read with the distress rules, first, so whoever asks (a novelist, a friend) is pointed to help.
 * They read the normalized question.
 */

/** Dying, or not being saved, or oneself done with (一次解决自己, 把自己解决掉): what the measure is asked against. */
const DEATH =
  '((解决|了结|了断)(掉)?(我)?自己(?!的)|把(我)?自己(给)?(解决|了结|了断|处理)(掉|了)|一定会?死|必死|会死|会不会死|能不能死|死不死|能死|(会|能|就)[^死不]{1,4}死(?!心|机|角|板|活)|才会?死|就(会)?死|死得了|死得掉|致死|致命|毙命|送命|没命|活不了|活不成|救不(回来|活|了|过来|上来)|(肯定|一定|就|会|绝对)没救|不会被救|没(人|法)救|摔死|淹死|毒死)';
/**
 * Dying in the internet's words (嘎了, 挂掉, 直接走), and a medicine's harm that ends a life: an organ failing, a
 * coma. Asked against an amount of a medicine they are the death asked about (布洛芬吞多少片会肝衰竭).
 */
const DEATH_SLANG = '((能|会|就|直接)(嘎|噶|挂)(了|掉)?|(能|会|就|可以)?直接走|(能|会|就)走(掉|了)?(吗|吧|$))';
const ORGAN_FAILS =
  '((急性)?(肝|肾|心脏?|器官|多器官)(功能)?(会|就)?(衰竭|坏死|坏掉|坏了|会坏|衰|废了|废掉)|昏迷(不醒)?|不省人事|休克)';
/** A whole pack or a count no dose comes near (一整瓶, 一板全, 30片, 两盒), taken at once or kept. */
const MASS =
  '(一整?(瓶|盒|板)|整(瓶|盒|板)|一大把|几十(片|粒|颗)|上百(片|粒|颗)|[1-9][0-9]+(片|粒|颗)|[两三四五六七八九几]盒)';
const MASS_TAKEN = `((吃|吞|喝|服)(了|下|掉|完|光)?(一口气|一次性|一下子?)?${MASS}|${MASS}((全|都|一起|一次)?|.{1,6}(全|都|一起|一次))(吃|吞|喝|服))`;
/** What the mass is asked to do: anything at all, or be enough for an end. */
const WHAT_IT_DOES = '(会怎样|会怎么样|会如何|后果|会有事|睡过去|够不够|够吗|够了吗|能不能(直接)?(走|睡|结束))';
/** Kept up for it (攒了好多片, 家里有两盒), then asked whether it is enough or how many are. */
const KEPT = '(攒|存|囤|有|买|剩)(了|够|下)?(好多|很多|一堆|不少)?';
/** Someone else's accident, a child's or a pet's: an emergency, not one's own end. */
const ACCIDENT = '(误服|误食|误吃|小孩|孩子|宝宝|儿子|女儿|老人)';

/** A poison no one drinks but to die (百草枯哪里还能买到，喝多少): its amount asked is the dose asked against a death. */
const POISON = '(百草枯|敌敌畏|毒鼠强|老鼠药|氰化物|氰化钾|农药)';
/** Taking it, and an amount with its unit (a count of tablets or bottles, a weight, a volume). */
const TAKE = '(吃|喝|吞|服|服用|打|注射|吸)(了|下|下去)?';
const UNIT = '(片|粒|颗|瓶|盒|板|克|毫克|mg|毫升|ml|口|杯|支|针|单位|iu|剂量|量)';
/** An amount asked of what is taken (吃多少片, 几颗…吞). */
const AMOUNT_ASKED = `(${TAKE}.{0,4}(多少|几)${UNIT}?|(多少|几)${UNIT}.{0,6}${TAKE}?)`;
/** A height, or the highest place around; and falling from it. */
const HEIGHT =
  '((多少|几)(楼|层|米)|多高|哪(座|栋|个|一座|一栋).{0,6}(楼|桥|大厦|楼顶|天台|悬崖)|最高的?.{0,3}(楼|桥|大厦|楼顶|天台|悬崖))';
const FALL = '(跳|摔|掉|坠|一跃)';
/** A floor or a height named, and a fall from it straight after (从18楼跳下去, 30米跳下来; counts read as digits). */
const NAMED_HEIGHT_FALL = '[0-9]+(楼|层|米)(高)?的?(楼顶|天台|窗户|阳台)?(往下|上)?(跳|摔|掉|坠)(下去|下来|楼)?';
/** Gone, said of the one who fell (会不会很快就没了): after a fall, no job or chance lost. */
const GONE = '(很快|直接|马上)?(就|会)(没了|走了)';
/** Not being found or saved after it. */
const UNSAVED = '(不(会)?被.{0,2}(救|发现)|救不上来|没人救|没人发现|找不到)';

/**
 * Asked at work, in study or in a sport (法医判断致死量, 药理课讲致死剂量, 跳伞从多高跳): the measure is the
 * subject, not the wish.
 */
const STUDIED =
  '(法医|毒理|药理|药剂师|药师|医生|护士|医学|课上|课程|考试|教材|论文|安全员|安全工程|高空作业|施工|防护|急救|抢救|中毒了?怎么办|误服|误食|跳伞|蹦极|跳水|攀岩|宠物|猫|狗)';

/** Where a cut was made, or the cut named as one. */
const CUT =
  '((手臂|胳膊|手腕|小臂|大腿|腿上|腕).{0,4}(划|割|刮|烫)(的|出来的|出的|了)?.{0,2}(口子|伤口|伤|疤|痕|印子|道子)|割痕|划痕|刀痕|(割|划)的(伤|口子|疤)|自残的?(伤|疤|痕))';
/** Keeping it from being seen. */
const HIDE =
  '(遮|藏|盖住|挡住|掩盖|掩饰|不被.{0,6}(发现|看到|看见|知道|问)|不让.{0,6}(发现|看到|看见|知道)|看不出|穿长袖)';

/** Sleeping never to wake, asked as something to take or do. */
const SLEEP_FOREVER =
  '((永远|再也)(睡着|睡过去|醒不来|醒不过来|不会醒|不醒)|(睡过去|睡着)(了)?(就|再也|永远)?(不醒|醒不来|醒不过来|不会醒|不再醒))';
/** A death done to oneself (饿死自己), made to look like an accident, or a means made ready with a goodbye. */
const OWN_DEATH =
  '(饿|淹|冻|摔|毒|勒|闷|憋|撞|烧|电|捅|割|吊)死(我)?自己|(把|让)自己(饿|淹|冻|摔|毒|勒|闷|憋|撞|烧|电|吊)死|(注射|打|推)(进)?空气|空气栓塞|(怎么|如何|怎样)(才能)?让自己(得|生|出)(个|场|一场)?(重病|大病|绝症|病倒|住院)|(让|把)自己(出(个|场)?|发生)?(车祸|意外|事故)|(伪装|弄|搞|装)成(意外|事故|车祸).{0,6}(死|走|自杀|赔)|自杀.{0,8}(像|伪装成|看起来像)(意外|事故)';
const MEANS = '(药|安眠药|绳子|绳|炭|木炭|刀片|农药|百草枯)';
const READY = `(准备好|买好|攒够|备好|存够|囤好)了?(的)?${MEANS}|${MEANS}(都|已经|也)?(准备好|买好|攒够|备好|存够|囤好)`;
const GOODBYE = '(今晚|今天|明天|马上|这就|然后)(就)?(走|离开|结束|了断|解脱)|就走了?$|再见了|永别|告别';
/** Somewhere high or deep, with an end said beside it (天台的门怎么打开，上去待一会儿就结束). */
const EDGE = '(天台|楼顶|顶楼|桥上|江边|河边|海边|铁轨|悬崖)';
const END =
  '((去|到)(那里|那儿|那边|那)(去)?(结束|了断|解脱)|就结束|结束(这一切|一切|自己|了)|了断|解脱|一了百了|(不打算|不想|不会|不准备)?(再)?回来了|最后看一眼|最后一次)';
/** Leaving the world, asked how (如何无痛离开这个世界). */
const LEAVE_WORLD = '(离开这个世界|离开人世|离开人间|告别这个世界|去另一个世界)';
/** Dying said as going, asked how to do it without pain (怎么走最不痛苦, 吃了能安静地走). */
const GO_QUIETLY =
  '(安静|安详|无痛|不痛|没有痛苦|不痛苦|体面|悄悄|轻松)(地|的)?(走|睡去)(?!路|过|进|出|到|向|访|开|掉|人)|怎么(样)?走(才|最|比较)?(不痛|不痛苦|舒服|快|轻松|安详)|(安眠药|农药|百草枯|老鼠药)(吃|喝)?(了)?.{0,2}(能|就|可以)走(吗|吧|了)?$';
/** A cut's depth asked against a vessel or a death (手腕割多深会割到动脉). */
const CUT_DEPTH =
  '(手腕|腕|动脉|静脉|血管|脖子|颈)[^，。]{0,6}(割|划|切)(开)?(多深|几厘米|几毫米|多长)|(割|划|切)(多深|几厘米|几毫米)[^，。]{0,6}(动脉|静脉|血管|致命|会死|才(会)?死)';
/** Without pain, asked of a fall from a height (多高的地方下去不会痛苦): the height is asked as a way to die. */
const PAINLESS = '(不会?(痛|疼)|不痛苦|没(有)?痛苦|没感觉|不受罪|(最|比较)(不痛|轻松|快))';
/** A deep water asked beside a height (哪座桥最高，下面水深吗). */
const DEEP_WATER = '(水深|水多深|水够深|深不深)';
/** Sure to work, asked of a height (几楼够, 多高才保险). */
const SURE = '(够|才够|就够|够不够|够高|保险|稳|一次成功|成功率)';

export const MEANS_RULES: DistressRule[] = [
  // 百草枯喝多少会死, 安眠药吃几片能致死, 吃多少颗能睡过去不醒, 致死量是多少: an amount asked against a death.
  {
    id: 'distress-lethal-dose',
    category: 'self_harm',
    pattern: new RegExp(
      `^(?!.*${STUDIED})(?:.*${POISON}.{0,12}(喝|吃|吞|服)(多少|几口|几瓶|几毫升|几ml)|.*(${AMOUNT_ASKED}|${TAKE}.{0,8}(多久|多长时间|几分钟|几小时|几天)).{0,8}(${DEATH}|${SLEEP_FOREVER})|.*致死(剂)?量|.*${SLEEP_FOREVER}的?(药|办法|方法)|.*(药|办法|方法).{0,6}${SLEEP_FOREVER})`,
      'u',
    ),
  },
  // 布洛芬吞多少片会肝衰竭, 吃多少片能嘎, 扑热息痛一口气吃30片会怎样, 艾司唑仑一板全吃了能不能睡过去, 家里有两盒布洛芬
  // 够不够让我结束: an everyday medicine's amount asked against a death, an organ's failure or a coma.
  {
    id: 'distress-medicine-overdose',
    category: 'self_harm',
    pattern: new RegExp(
      `^(?!.*(${STUDIED}|${ACCIDENT}))(?:.*${AMOUNT_ASKED}.{0,8}${DEATH_SLANG}` +
        `|(?=.*(${DRUG_NAME}|片|粒|颗|板))(?:.*${AMOUNT_ASKED}.{0,8}${ORGAN_FAILS}|.*${MASS_TAKEN}.{0,10}(${WHAT_IT_DOES}|${DEATH}|${DEATH_SLANG}|${ORGAN_FAILS})` +
        `|.*${KEPT}${MASS}.{0,10}(够不够|够吗|够了吗|能不能).{0,6}(${END}|结束|走|死|睡过去)` +
        `|.*(攒|存|囤)(了|够)?.{0,10}(吃|吞)(多少|几)${UNIT}?(才|就)?够))`,
      'u',
    ),
  },
  // 从几楼跳下去一定会死, 哪座桥最高跳下去不会被救上来, 跳楼几楼才能摔死, 从18楼跳下去会不会死: a height asked
  // against a death, against pain (多高的地方下去不会痛苦) or with deep water and an end (哪座桥最高，水深吗，想去那里结束).
  {
    id: 'distress-lethal-height',
    category: 'self_harm',
    pattern: new RegExp(
      `^(?!.*${STUDIED})(?:(?=.*${HEIGHT})(?:(?=.*(${FALL}|下去)).*${HEIGHT}.{0,10}${PAINLESS}|(?=.*${DEEP_WATER}).*${END}|(?=.*${FALL}).*(${DEATH}|${UNSAVED})|(?=.*(${FALL}|${EDGE}.{0,4}下去)).*${HEIGHT}${SURE})|.*${NAMED_HEIGHT_FALL}.{0,8}(${DEATH}|${UNSAVED}|${SURE}|${GONE}))`,
      'u',
    ),
  },
  // 饿死自己要多久, 怎么让自己出车祸像意外, 药准备好了今晚就走, 天台上待一会儿就结束, 如何无痛离开这个世界,
  // 怎样才能死得快一点, 去哪里死, 安乐死的药哪里买: one's own death planned, however it is put.
  {
    id: 'distress-own-death',
    category: 'self_harm',
    pattern: new RegExp(
      `${OWN_DEATH}|${READY}.{0,12}(${GOODBYE})|${EDGE}.{0,20}${END}|(怎么|怎样|如何|方法|办法|无痛|不痛|安静地?|最快).{0,4}${LEAVE_WORLD}|${LEAVE_WORLD}.{0,4}(方法|办法|最快|不痛)` +
        '|(怎么|怎样|如何)(才能|才可以|可以|能)(去)?死|死得(快|痛快|干脆|轻松|舒服|不痛|没痛苦)|(哪里|哪儿|去哪|在哪)(去)?死(?!角|机|板|了|的|人|磕|守|心|记)' +
        '|安乐死.{0,6}(买|弄到|搞到|哪里|哪儿|去哪|渠道|怎么(做|实施|弄))|(买|弄|搞)(到)?.{0,4}安乐死|放血.{0,4}(最快|自杀|会死|死得快)' +
        `|${GO_QUIETLY}|^(?!.*${STUDIED}).*${CUT_DEPTH}`,
      'u',
    ),
  },
  // 手臂上划的口子怎么遮住不被同事发现: cuts kept from being seen.
  {
    id: 'distress-hide-cuts',
    category: 'self_harm',
    pattern: new RegExp(`${CUT}.{0,16}${HIDE}|${HIDE}.{0,8}${CUT}`, 'u'),
  },
];
