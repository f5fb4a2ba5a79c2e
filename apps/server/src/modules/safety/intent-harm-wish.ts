import type { PlannerRule } from './planner-rules.js';

/**
 * Harm to another person said as the asker's own wish or intent, mostly in anger at work or school (我想杀了我老板,
 * 恨不得掐死那个hr, 想拿刀砍他, 想找个机会弄他不被发现, 巴不得组长出车祸去死): the rules of intent-rules.ts name an ask
 * (怎么报复, 让他出事), these the wish itself. Such a question is not a career question whatever else it asks, and its
 * decline hears the anger and points to someone to talk to (decline-texts.ts: angerDecline). Each pairs a wish with
 * an act of violence and a person, so anger without harm (被领导骂了很生气要不要离职, 老板PUA我想辞职, 同事抢功劳怎么办),
 * a business's rival (干掉竞争对手), a price (砍价) and the law asked about after being threatened (老板说要打我) pass.
 * They read the normalized question.
 */

/** The people a worker or a student may be angry with, with the words said before them (我们, 那个). */
const PERSON =
  '(他|她|他们|她们|他全家|老板|前老板|老总|领导|前领导|上司|主管|组长|经理|总监|部长|主任|leader|同事|前同事|hr|面试官|甲方|客户|老师|导师|班主任|辅导员|室友|舍友|同学|前任|前男友|前女友|前夫|前妻|老公|老婆|邻居|房东|那个人|这个人|那人|那家伙|那货|那个男的|那个女的|对方|渣男|小三)';
const DET = '(我们|我的|我|我那个|那个|这个|那几个|这几个|我们的|我们组的?|我们公司的?|公司的?|部门的?)?';
/** Wanting or meaning to (想, 恨不得, 迟早要), said by the asker. */
const WISH = '(想|要|真想|好想|很想|特别想|恨不得|巴不得|打算|准备|迟早|早晚|忍不住想|有冲动)';
/** Acts that end or maim a person: a verb strong enough that a person a few words after it is its victim. */
const KILL = '(杀了|杀掉|杀死|宰了|弄死|搞死|整死|掐死|砍死|捅死|剁了|毒死|撞死|勒死|做掉|弄残|打残|打废|打个半死)';
/** Verbs with everyday senses (砍了这个需求, 打死也不去, 废了这个账号): the person must follow at once. */
const KILL_NEAR = '(打死|砍了|捅了|废了|推下楼)';
/** The same said after the person: 把经理打死, 把领导打一顿. */
const DONE_TO =
  '(杀了|杀掉|宰了|弄死|搞死|整死|掐死|打死|砍死|砍了|捅死|剁了|毒死|做掉|废了|弄残|打残|打废|打(一顿|个半死)|揍(一顿)?|暴打(一顿)?|弄消失|推下(楼|去))';
/** What is wished to happen to the person (去死, 出车祸), not 死了这条心. */
const BEFALL =
  '(去死|死掉|死了(?!这条心|心)|暴毙|猝死|出(个|场|一场|点)?(车祸|意外)|被车撞(死)?|不得好死|残废|得(癌|绝症))';
/** Out of sight: the wish planned to go unnoticed. */
const UNSEEN = '(不被(发现|抓|查到?)|不留(痕迹|证据)|神不知鬼不觉|查不到我|不会被(查|抓|发现))';

/** The person asking about their rights after a threat, or the law on violence (被打了怎么办, 故意伤害罪判几年). */
const ASKS_AS_VICTIM =
  /(被|遭到?)(他|她|老板|领导|同事|人)?(打|揍|威胁|恐吓|殴打)|说要(杀|打|弄死|揍)我|罪(怎么|判|的)/;

const re = (source: string) => new RegExp(source, 'u');

export const HARM_WISH_RULES: PlannerRule[] = [
  // 我想杀了我老板, 恨不得掐死那个hr, 好想把经理打死, 想揍那个抢我功劳的同事.
  {
    id: 'harm-wish',
    category: 'violence',
    unless: (q) => ASKS_AS_VICTIM.test(q),
    pattern: re(
      `${WISH}.{0,4}${KILL}.{0,2}${DET}.{0,8}${PERSON}|${WISH}.{0,4}${KILL_NEAR}${DET}${PERSON}|${WISH}.{0,6}把${DET}.{0,8}${PERSON}.{0,3}${DONE_TO}` +
        `|${WISH}.{0,4}(狠狠地?)?(揍|暴揍|痛揍|扇)(一顿)?${DET}.{0,10}${PERSON}|(揍|扇)${DET}${PERSON}` +
        `|${WISH}.{0,4}捅(他|她)(一刀|几刀|刀)|${KILL}${DET}${PERSON}的(冲动|心|念头)`,
    ),
  },
  // 想拿刀砍他, 拿板砖拍他: a weapon at hand against someone.
  {
    id: 'harm-wish-armed',
    category: 'violence',
    unless: (q) => ASKS_AS_VICTIM.test(q),
    pattern: re(
      `(拿|用|提|操)(着)?(把|一把)?(刀|菜刀|水果刀|斧头|棍子|铁棍|棒球棍|砖头|板砖|锤子|榔头)(去)?((砍|捅|劈)|(砸|敲|打|揍|拍|抡)${DET}${PERSON})`,
    ),
  },
  // 我想让我们组长去死, 巴不得他出个车祸, 有什么办法让老板出个车祸, 老板赶紧去死吧.
  {
    id: 'harm-wish-befall',
    category: 'violence',
    pattern: re(
      `(想|想要|希望|真希望|巴不得|恨不得|盼着|诅咒|(怎么|如何|办法|能不能)(才能)?(让|叫|使))(让|叫)?${DET}.{0,6}${PERSON}(赶紧|快点|快|早点)?${BEFALL}` +
        `|${PERSON}(怎么还不|赶紧|快点)去死`,
    ),
  },
  // 想找个机会弄他不被发现, 想报复一下那个面试官, 整一下我室友让他吃点苦头: revenge on someone, meant.
  {
    id: 'harm-wish-revenge',
    category: 'violence',
    pattern: re(
      `(弄|整|搞|收拾|阴|坑|治)(一下|一把)?${DET}${PERSON}.{0,10}${UNSEEN}` +
        `|(?<!被|不|别|怕|担心|防止)报复(一下|回去)?${DET}${PERSON}|(?<![面应针相绝反])(对|向)${DET}${PERSON}(进行|实施)?报复` +
        `|(整|收拾|治|教训|修理|坑)(一下)?${DET}${PERSON}.{0,8}(吃点苦头|吃苦头|尝尝厉害|长点记性|长长记性)`,
    ),
  },
  // Said in English, spaces dropped ('i want to kill my boss').
  {
    id: 'harm-wish-english',
    category: 'violence',
    pattern:
      /(want|wanna|going|gonna|wish|wishi|could)(to)?(kill|murder|stab|strangle|punch|beatup|poison)(my|that|this|the)?(boss|manager|supervisor|coworker|colleague|teacher|roommate|ex|him|her|them)/,
  },
];
