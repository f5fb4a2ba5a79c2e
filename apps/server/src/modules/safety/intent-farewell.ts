import type { PlannerRule } from './planner-rules.js';

/**
 * Distress said as an image or a farewell rather than in the words of intent-distress.ts: not wanting to see
 * tomorrow or to wake, vanishing from the world, stepping off a roof or a bridge, things given away and pets
 * entrusted "from now on", a letter left for the family, "don't look for me", one's last weekend, ending it all, and
 * a means kept to be used. A counsellor hears each as a warning sign and asks how the person is, so the gate points
 * them to a hotline. The same words about a job (辞职后感觉解脱了, 想从体制内跨出去, 离职把东西送给同事) name a move
 * or the work, and each rule lets those through. They read the normalized question (no spaces or punctuation).
 */

/** A move, a handover or a trip the words belong to: leaving a job or a city, not life. */
const MOVE_REASON =
  /出国|留学|出差|外派|旅游|旅行|搬家|搬走|搬去|外地|换城市|回老家|毕业|离职|辞职|交接|入职|转行|新工作|换工作|上岸|考完|考上|断舍离|退坑|不玩了|读研|读博|升级|换新|放假|假期/;
/** The work or a road asked about next: the words are said of it (真想就这么结束, then 要不要去工作). */
const ROAD_ASKED = /要不要|还是|该不该|找工作|就业|三战|考公|转行|实习|项目|合同|面试技巧|简历/;
/** Work at a height, or a sport: a roof or a bridge as a workplace. */
const HEIGHT_WORK =
  /作业|施工|检修|维修|安装|清洗|巡检|救援|救人|消防|安全带|工程|工人|蜘蛛人|特技|跳伞|蹦极|跳水|演员|拍摄|无人机|测量|监理|设计/;

/** Tomorrow not wanted, or a sleep one would not wake from. */
const NO_TOMORROW =
  '(不想|不愿|不要|不愿意)(再)?(看到|看见|见到|迎接|过)(明天|明早|天亮|太阳升起)(?!的(?!太阳))' +
  '|(想|希望|但愿|宁愿|巴不得|要是能|如果能|最好)[^醒]{0,10}(睡过去|睡着|睡一觉|睡下|闭上眼睛?)(了)?(就|然后)?(再也|永远)?(不要|不再|别|不会|不)(再)?醒' +
  '|再也不(要|会)?醒(来|过来)?|永远(不要|不会|不再)醒' +
  '|(dont|donot)wantto(wakeup(?!early|at|for|so|before|[0-9])|seetomorrow|seeanotherday)|wish(i|id)(could)?(never|not)wakeup';

/** The asker vanishing from the world, or everyone better off once they are gone; not a job or from a line of work. */
const NOT_WORK = '(?:(?!职业|行业|岗位|工作|专业|公司|技术|工种|圈|职场)[^消])';
const VANISH =
  `(我|自己|想|真想|好想|只想|就想|要不要)${NOT_WORK}{0,8}(从|在)?(这个)?世界(上)?(彻底|永远|就)?消失|消失(在|于)这个世界` +
  `|(想|要不要|干脆|不如|打算|准备)${NOT_WORK}{0,6}(彻底|永远|就这样|就这么|悄悄|默默)(地)?消失(?!了?(一|几|半|两|三|很久|好久|多久)|在.{0,4}(行业|圈|公司|职场|朋友圈|视线))` +
  '|我(消失|不在)了(的话)?.{0,6}(都|就|也|会)(会)?(轻松|解脱|好过|清净|开心|省心)';

/** A high place, and a step off it. */
const HIGH_PLACE = '(天台|楼顶|顶楼|窗台|窗边|窗外|窗户|阳台|桥上|桥边|大桥|那座桥|栏杆|护栏|高楼|悬崖|[0-9]+(楼|层))';
const STEP_OFF =
  '(跨出去|迈出去|跨过去|迈过去|翻过(去|栏杆|护栏)|翻出去|一步(跨|迈)?(出去|下去)|(跳|飘|走|掉|落|栽|摔|飞)下去|往下(跳|跃|迈|跨|飘)|纵身)';
const EDGE =
  `${HIGH_PLACE}.{0,16}${STEP_OFF}` +
  '|(从)(天台|楼顶|顶楼|窗台|窗户|阳台|桥上|高楼|[0-9]+(楼|层))(跳|飘|掉|摔)?下去.{0,4}(是什么感觉|什么感觉|会怎样|疼不疼|痛不痛|会不会疼|会很快)' +
  '|(站|坐|待|蹲|爬)(在|到)?(栏杆|护栏|围栏|窗户|窗台)外';

/** Things given away with no use for them left, or pets and family entrusted from now on. */
const VALUED = '(都|全部|全都|所有|存款|积蓄|工资卡|银行卡|密码|账号|猫|狗|宠物|遗物)';
const GIVEN_AWAY = `${VALUED}.{0,8}(送给|送人|送了|转给|捐了|捐掉|分给|留给|分掉|告诉|交给|写给)[^用]{0,14}(以后|往后|反正)(也|都)?(用不上|用不着|用不到|不需要|没用了)`;
const KIN = '(猫|狗|宠物|猫咪|狗狗|爸妈|父母|家人|我妈|我爸|孩子|老婆|老公|女儿|儿子)';
const ENTRUSTED =
  `${KIN}(以后|往后|今后)(就)?(拜托|托付|交给|麻烦)(给)?(你们|你|大家)` +
  `|(以后|往后|今后).{0,6}(替我|帮我)(照顾|照看)(好)?(我的)?${KIN}`;

/** A farewell: no longer a burden, a letter left for the family, "don't look for me", one's last weekend. */
const FAREWELL =
  '(以后|再也)(不会|不用|不能)再?(麻烦|打扰|拖累|连累)(你们|大家|你|家里|爸妈)|不会再给(你们|大家|家里|爸妈)添麻烦' +
  '|(给|留给|写给)(爸妈|父母|家人|家里人|我妈|我爸|孩子|老婆|老公|女朋友|男朋友|你们|大家)的(信|话|最后的话)(已经|都|也)?(写好|留好|放好|放在|压在)(了)?.{0,10}(抽屉|枕头|桌上|不重要|无所谓|不用管|不在乎)' +
  '|(不要|别|不用)(来)?找我.{0,6}(不要|别|也别|也不要)报警' +
  '|如果(明天|哪天)?我(没来|没去|没回|不在|不见|联系不上|失联|消失)[^如]{0,12}(不要|别|不用)(找我|担心|难过|伤心)' +
  '|我(的)?最后一(个|天|晚|夜)(周末|生日|春节|新年|夜晚|晚上|夜|天)';

/** Ending it all, leaving the world said as a plan, and a means kept to be used. */
const END_IT =
  '(怎么|怎样|如何|想着|想|打算|准备|决定|干脆)(怎么|怎样|如何)?结束(这一切|一切|自己|这条命|生命)(?!的(工作|项目|合作|合同|关系|内耗|混乱|争吵))' +
  '|(该|是不是该|要不要|准备|打算|决定|想着|不如|干脆)(就)?(离开这个世界|离开人世|离开人间|告别这个世界)';
const ENDED_HERE = '(想|真想|好想|干脆|不如)(就)?(这么|这样)结束(算了|吧|了)';
const MEANS_KEPT =
  '(准备|买|攒|存|囤|备)(了|好)?(一瓶|一盒|一板|一堆|好多|很多|一包|一袋)?的?(安眠药|农药|百草枯|老鼠药|敌敌畏|木炭|炭|绳子).{0,20}(用掉|用上|吃掉|吞掉|全吃|都吃|一起吃|喝掉|点上|点燃)';

const re = (source: string) => new RegExp(source, 'u');
const END_IT_RE = re(`${END_IT}|${MEANS_KEPT}`);

export const FAREWELL_RULES: PlannerRule[] = [
  // 不想再看到明天的太阳了, 想一直睡过去不要醒, 睡一觉再也不醒了: tomorrow not wanted.
  { id: 'distress-no-tomorrow', category: 'self_harm', pattern: re(NO_TOMORROW) },
  // 想彻底从这个世界上消失, 要不要就这样消失, 我消失了大家都轻松.
  { id: 'distress-vanish', category: 'self_harm', pattern: re(VANISH) },
  // 28楼窗边站着想着跨出去, 去天台吹吹风然后一步跨出去, 翻过栏杆跳下去, 站在栏杆外面.
  { id: 'distress-edge', category: 'self_harm', unless: (q) => HEIGHT_WORK.test(q), pattern: re(EDGE) },
  // 存款都转给我妈了反正以后用不着了, 我的猫以后拜托你们照顾了, 以后不会再麻烦你们了, 别找我也别报警.
  {
    id: 'distress-farewell',
    category: 'self_harm',
    unless: (q) => MOVE_REASON.test(q),
    pattern: re(`${GIVEN_AWAY}|${ENTRUSTED}|${FAREWELL}`),
  },
  // 一直想着怎么结束这一切, 是不是该离开这个世界了, 准备了一瓶安眠药…都要用掉.
  { id: 'distress-end-it', category: 'self_harm', pattern: END_IT_RE },
  // 真想就这么结束算了, said with no road asked beside it (then it is the road that ends).
  { id: 'distress-ended-here', category: 'self_harm', unless: (q) => ROAD_ASKED.test(q), pattern: re(ENDED_HERE) },
];
