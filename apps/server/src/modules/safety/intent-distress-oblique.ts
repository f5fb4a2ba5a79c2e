import type { PlannerRule } from './planner-rules.js';

/**
 * Hopelessness said around the older words (不想活, 活着没意思): life said to have no point with a word between
 * (活着真没什么意思了, 活下去还有什么用), the world better off without the asker (我不在了爸妈会轻松一点), death kept in
 * mind (最近老是想到死), an end wished for everything (想让一切结束), a plan tied to the next failure (这次再不过就全吃了),
 * and a bridge, a height, a rope or a dose asked beside a reason to want one (哪座桥比较高，反正也没人在乎我). A
 * counsellor hears each as a warning sign whatever career word is said beside it, so the gate points the person to
 * a hotline. A job that leaves (我走了团队会更好吗), work at a height and a move of city are said in other words and
 * pass. They read the normalized question (no spaces or punctuation).
 */

/** Life itself, said to have no point, no use or no hope, a word or two between (真, 还, 也, 已经). */
const LIFE = '(活着|活下去|人生|活在(这个)?世(上|界上))';
const POINTLESS =
  `${LIFE}(真的?|好像|也|都|已经|就|实在|根本|确实|真是)?(没|没有|毫无)(什么|啥|任何)?(意思|意义|盼头|希望|留恋)` +
  `|${LIFE}(还|又)?有(什么|啥)(用|意义|意思|盼头)|人为什么要活(着|下去)|(找不到|没有)(任何)?(理由|动力)(再)?(继续|活)` +
  '|对这个世界(已经)?(没有|没|毫无)(任何|什么)?(留恋|牵挂)|活着(真|好|太|很|实在)?(痛|疼)(了|啊)?(?!的)' +
  '|活着(就是|只是)?(在)?浪费(空气|粮食)|(我|自己)(这种人)?(的)?存在(本身)?(就是)?(一个|个)?错误|不该(来到|出生在?|降生到?)(这个)?世界';

/** The asker gone, and the family or everyone said to be better for it; a job left is said with a move beside it. */
const WITHOUT_ME =
  '(没有我|没了我|我不在了?|我没了(?!工作|收入|钱|方向|动力|信心|offer|机会|兴趣|目标)|我走了|我死了|我消失了?)(的话|以后|之后)?.{0,8}(会|就|都|反而|也|能)(会)?.{0,4}(轻松|更好|过得更好|好过|解脱|不用(再)?(为我|操心|发愁|担心))' +
  '|(要是|如果)没有我.{0,10}(就)?(不用|不必|轻松|更好)' +
  '|(还是|不如|干脆)(我)?不在了?(比较|会|更)?好' +
  '|我(死了|不在了|走了|消失了)(以后|之后)?(会|还会)?有(人|谁)(难过|在乎|伤心|记得|发现|哭)' +
  '|(如果|要是|等)我死了.{0,10}(不用|解脱|轻松|难过|在乎|伤心|更好)' +
  '|(不如|干脆|还不如)(就)?消失(算了|吧|好了)';
/** A job, a team or a city left: 我走了以后团队会更好吗 asks about a handover. */
const LEAVING_A_JOB = /离职|辞职|跳槽|交接|团队|部门|岗位|项目|公司|单位|换城市|搬家|出国/;

/** Death kept in mind, or a wish for everything to end or never to wake again. */
const DEATH_IN_MIND =
  '(总是|老是|经常|一直|最近|天天|每天|整天|时不时)(会)?(在)?(想到|想着|想起|在想|琢磨)死(?!亡率|角|机|板|心|磕|守|线|刑|者|因|记)' +
  '|死(是|会是)(一种)?什么感觉' +
  '|(想|好想|真想|只想|就想|希望|真希望|打算)(让|把)?(这)?一切(都)?(结束|终结|停下来)(?!的(工作|项目|合同))' +
  '|不想再醒(过)?来|再也不想醒|不用(再)?醒(过)?来面对|一直睡(着|下去)(就好了|多好|该多好|不醒)';

/** A plan tied to the next failure, medicine kept to be taken at once, or a look down from a roof with a jump in mind. */
const FAILED = '(不过|没过|挂了?|失败|没上|考不上|没考上|被拒|找不到|没找到)';
const PLAN =
  `(如果|要是|再|还|又)[^。]{0,12}${FAILED}[^。]{0,6}(我)?就(从这里|从这儿|从楼上|从楼顶|从天台)?(跳下去|跳楼|全吃了|全吞了|都吃了|去死|不活了|结束自己|结束这一切)` +
  '|(攒|存|囤)(了|下)?(一些|好多|很多|一堆|不少|好几瓶|几瓶|几盒)?的?(药|安眠药|药片).{0,16}(全|都|一起|一次)(吃|吞)' +
  '|(站|坐|待|蹲)(在)?.{0,8}(楼顶|天台|桥上|窗台|阳台|顶楼).{0,12}(要不要|该不该|想着|想要|想)跳' +
  '|(写好|留好)了?(给|留给)(爸妈|父母|家人|家里人|我妈|我爸|孩子|老婆|老公)的(信|遗书)' +
  '|(江边|河边|海边|桥上|楼顶|天台).{0,12}(再也|永远)不(会)?(回去|回来)了';

/** A bridge, a height, a rope or a dose asked about. */
const MEANS_ASKED =
  '(哪(座|个|里|儿)?.{0,4}(桥|楼顶|天台|高楼)|(桥|楼顶|天台|楼).{0,4}(多高|有多高|几层|几楼|高不高)|(哪里|哪儿|在哪|去哪)(能|可以)?买(到)?(绳子|炭|木炭|安眠药|农药|刀片)|(绳子|炭|刀片).{0,4}(哪里|哪儿|去哪)(买|有卖)|(安眠药|药).{0,6}(多少|几片|几粒|几颗))';
/** Said beside it: nobody would care, life weighs too much, the end wished for. */
const REASON =
  '((没人|没有人)(会)?(在乎|在意|关心|需要)我|活着(真|好|太|也|都)?(累|没意思|没意义|痛苦|没劲|痛)|不想(再)?醒|一切(都)?结束|撑不下去|没(有)?(任何)?意义|多余的|负担|累赘|解脱|一了百了|不想活)';
/** A job at a height, a bridge's building or a pharmacy's counter: the means is the work. */
const MEANS_AT_WORK =
  /工程|施工|设计|监理|检测|作业|安装|清洗|店员|药师|药剂|顾客|患者|病人|护士|医生|专业|岗位|工作内容/;

const re = (source: string) => new RegExp(source, 'u');

export const OBLIQUE_DISTRESS_RULES: PlannerRule[] = [
  // 二战又挂了，活着真没什么意思, 活下去还有什么用, 人为什么要活着, 对这个世界没有任何留恋, 存在本身就是个错误.
  { id: 'distress-life-pointless', category: 'self_harm', pattern: re(POINTLESS) },
  // 我不在了爸妈会轻松一点, 要是没有我家里就不用发愁, 我还是不在了比较好, 我死了会有人难过吗, 不如消失算了.
  {
    id: 'distress-better-without-me',
    category: 'self_harm',
    unless: (q) => LEAVING_A_JOB.test(q) && !/死|不在了|消失/.test(q),
    pattern: re(WITHOUT_ME),
  },
  // 最近老是想到死, 想让一切结束, 不想再醒过来, 要是能一直睡着就好了.
  { id: 'distress-death-in-mind', category: 'self_harm', pattern: re(DEATH_IN_MIND) },
  // 这次面试还不过我就从这里跳下去, 攒了一些药想着全吃了, 站在楼顶想要不要跳, 写好了给爸妈的信, 去江边再也不回去了.
  { id: 'distress-plan', category: 'self_harm', pattern: re(PLAN) },
  // 附近哪座桥比较高，反正也没人在乎我; 哪里能买到绳子，活着也没意思: a means asked with a reason beside it.
  {
    id: 'distress-means-with-reason',
    category: 'self_harm',
    unless: (q) => MEANS_AT_WORK.test(q),
    pattern: re(`^(?=.*${MEANS_ASKED})(?=.*${REASON})`),
  },
];
