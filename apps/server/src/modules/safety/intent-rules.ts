import type { SafetyCategory } from './safety.types.js';
import {
  ASKS_LAW_OR_GUARDS,
  EMPLOYER_ASSET,
  FRAME,
  FRAMED,
  NOT_MINE_TO_TAKE,
  OBTAIN,
  RIVAL,
  TAKE,
  UNSEEN,
} from './intent-assets.js';
import { asksWhatCountsAsCheating, cheatedBettorAsks, ownCheatingRecord, relativesHabit } from './intent-frames.js';
import { preventsCheating } from './intent-exam-roles.js';
import { DRUG_NAME, GET, RX_DRUG } from './intent-medicine.js';
import {
  ALTER,
  askedToRefuse,
  asksConsequenceOnly,
  CHEAT,
  CONCEAL,
  DOC,
  EXAM,
  FORGE_FAR,
  FORGE_NEAR,
  IMAGE_MADE,
  PS_AFTER,
  STATEMENT_MADE,
  INFO,
  SECRET,
  WHO,
  WORK,
  WRONG,
} from './intent-vocabulary.js';

/**
 * Requests recognised by what they ask for rather than by a word: each rule combines an action with its object,
 * or with a cue of concealment or harm, so the same words asked innocently pass (伪造 in 审计查造假, 作弊 in
 * 反作弊工程师, 住址 in 政审查家人). They read the normalized question (no spaces or symbols, lower case).
 */
export interface IntentRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  /** Where the pattern's words are asked innocently after all. */
  unless?: (normalized: string) => boolean;
}

/** Whose the person is, said before them (查到我前男友的, 一个陌生人的): still someone else. */
const WHOSE = '(这个|那个|某个|一个|我的?|我那个)?';

export const INTENT_RULES: IntentRule[] = [
  // Getting away with a wrongful act: the concealment cue is what makes 转账 or 带走 a request for help.
  {
    id: 'evade-detection',
    category: 'illegal',
    pattern: new RegExp(`${WRONG}.{0,20}${CONCEAL}|${CONCEAL}.{0,12}${WRONG}`, 'u'),
  },
  {
    id: 'forge-document',
    category: 'fraud',
    // Spotting or checking a forgery (HR怎么识别假学历), or a case about one handled at work, asks for nothing forged.
    unless: (q) =>
      (/(识别|辨别|鉴别|甄别|核实|核查|查验|验证|防范|防止|杜绝)[^，。]{0,8}(假|伪造|造假|真伪)/.test(q) ||
        /判断[^，。]{0,16}(是不是|是否|有没有)(造假|伪造|假的|p过)/.test(q) ||
        /(案件|案子|辩护|罪名|判决|判刑|立案)/.test(q) ||
        // An error its issuer is asked to correct (成绩录错了找老师改一下).
        /录错|登错|写错|算错|弄错|有误|更正/.test(q) ||
        askedToRefuse(q)) &&
      !/(帮我|替我|给我|教我)[^，。]{0,4}(伪造|做|弄|搞|p)|怎么(才能)?(不被|骗过|躲过|通过)/.test(q),
    pattern: new RegExp(
      `${FORGE_FAR}.{0,8}${DOC}|${DOC}.{0,4}${FORGE_FAR}|${FORGE_NEAR}${DOC}|${IMAGE_MADE}${DOC}(?!照)|${DOC}${PS_AFTER}|${STATEMENT_MADE}|${ALTER}|(编造|虚构|捏造|瞎编|编(?!程|辑|剧|码|制|写|排|译|导|曲|舞))(一段|个|几段)?.{0,4}(工作|实习|项目|留学|管理|海外)?经(历|验)`,
      'u',
    ),
  },
  {
    id: 'cheat-exam',
    category: 'illegal',
    unless: (q) => ownCheatingRecord(q) || asksWhatCountsAsCheating(q) || preventsCheating(q),
    pattern: new RegExp(
      `${EXAM}.{0,12}${CHEAT}|${CHEAT}.{0,12}${EXAM}|(?<!反|防)作弊(的)?(方法|办法|法子|窍门|招|路子|手段|攻略|技巧|工具|神器|器|软件|设备)|(怎么|如何|教我|想)作弊|替考|代考`,
      'u',
    ),
  },
  {
    id: 'plagiarism',
    category: 'homework',
    // Lowering one's own duplicate rate the proper way (论文降重有什么正规方法, 引用规范) is academic writing, not
    // passing off; a tool or someone else doing it is not.
    unless: (q) =>
      /正规|合规|学术规范|引用(格式|规范)|规范(引用|标注)/u.test(q) &&
      !/代|帮我|帮忙|工具|软件|神器|网站|机构|找人/u.test(q),
    pattern: new RegExp(
      '降重|降(低)?(重复率|查重率|相似度|ai率|aigc率)|(过|躲过|逃过|绕过|骗过|避开|应付)(知网|维普|万方|turnitin|paperpass)?的?(查重|ai检测|aigc检测)' +
        `|(抄袭|抄|搬运|照搬|剽窃|盗用|偷|盗)(别人|他人|网上|同学|学长|学姐|同事|前同事|竞品|老外)?的?${WORK}.{0,10}(当|改成|变成|署|冒充|说是|交|发表|投稿|参赛|作为|成我|不被|不会被)` +
        `|${WORK}.{0,4}(抄|搬|拿)过来.{0,10}(署|当成|当作|冒充|说是)|把(别人|他人|学长|学姐|同学|同事|网上|师兄|师姐)的?${WORK}.{0,8}(当成|当作|变成|改成|署上?)(我|自己)|(抄袭|剽窃).{0,6}(不被|技巧|方法|不会被)|(怎么|如何)(抄袭|剽窃)|同义词?替换.{0,6}(论文|查重)|(别人|他人|网上)的?.{0,10}${WORK}.{0,24}(用|署|写|挂|换成)(我|自己)的?(名字|名义|署名)|洗稿|伪原创|(改写|洗)(一下)?(别人|他人)的?${WORK}`,
      'u',
    ),
  },
  {
    id: 'doxxing',
    category: 'privacy',
    pattern: new RegExp(
      `(查|查到|查出|查询|找到|找出|扒|扒出|挖出|打听|搞到|弄到|拿到|获取|定位|跟踪|追踪)(一下)?${WHOSE}${WHO}的?.{0,4}${INFO}` +
        '|(通过|用|根据|凭)(一个)?(手机号|电话号码|照片|车牌|身份证号|名字|姓名|微信号|qq号|ip|快递单号?|运单号).{0,6}(查|找|定位|扒|挖)(到|出)?(他|她|人|这个人|那个人|对方|住址|地址|家|位置|身份|真名|真实姓名|姓名|实名|本人|车主|机主|号主|收件人|是谁)' +
        `|${WHO}的?${INFO}.{0,4}(怎么|如何|哪里|能不能|可以|能|谁)(能|才能|可以)?(查|找|知道|拿到|搞到)` +
        // A number or a plate traced to its owner: 查一下这个手机号的机主是谁.
        '|(查|查一下|查下|查查|查出|找出)(一下)?(这个|那个|某个|一个)?(手机号|电话号码?|号码|车牌号?|微信号|qq号|ip)的?(机主|车主|号主|主人|是谁|本人|实名)' +
        // The number first, then what it is looked up for (手机号查机主姓名, 车牌反查车主住址).
        '|(手机号码?|电话号码?|车牌号?|身份证号|微信号|qq号)(反查|查询|查|定位)(到|出)?(机主|车主|号主|姓名|真名|真实姓名|住址|地址|身份|本人)' +
        // Someone's partner or family asked after (查查候选人的前男友是谁).
        `|(查|查查|查一下|打听|扒|扒一下)(一下|下)?${WHOSE}${WHO}的?(前男友|前女友|前任|前夫|前妻|对象|男朋友|女朋友|老公|老婆|家人|父母|爸妈)(是谁|是哪个|叫什么|是干什么的|在哪)` +
        // Someone's criminal record looked into (看他有没有案底): theirs to tell, and the police's to keep.
        `|(查|看|知道|打听|搞到)(一下|下)?(这个人|那个人|${WHO})(有没有|有无|是否有|的)(案底|前科|犯罪记录)` +
        // Said of the number itself (车牌号能查到车主住哪吗, 快递单号能查到收件人地址吗); one's own parcel's progress passes.
        '|(车牌号?|手机号码?|电话号码?|快递单号?|运单号|身份证号|微信号|qq号|ip地址?).{0,6}(能|可以|怎么|如何|能不能)(查|找|定位)(到|出)(他|她|人|车主|机主|号主|收件人|寄件人|住址|地址|住哪|家|位置|身份|真名|是谁|本人)' +
        // Anyone named, not only the people listed: 查一下张三的身份证号. One's own records are no one else's.
        `|(查|查到|查出|查询|找到|扒|挖出|搞到|弄到|拿到|获取|看到)(一下)?.{0,6}(?<!我|自己|公司|企业|单位)的${SECRET}` +
        // Where someone lives is theirs to tell, whoever wants to know it.
        `|(知道|打听|问到|问出)${WHOSE}${WHO}的?(家庭住址|住址|住哪|家在哪|住在哪|家住)` +
        // Where someone is now, asked as a way to find out (有没有办法知道前女友现在的位置).
        `|(有没有办法|有什么办法|怎么|怎样|如何|能不能|教我)(才能|能|可以)?(知道|看到|查到|找到|定位到?)${WHOSE}${WHO}(现在|目前|每天|实时)?的?(位置|定位|行踪|在哪)`,
      'u',
    ),
    // What a job may see of the people it serves and the rules on it ('做HR能看到员工的住址吗，要注意什么隐私合规'),
    // and the powers of a profession asked about ('律师可以查询当事人的户籍信息吗', '警察怎么查嫌疑人的通话记录').
    unless: (q) =>
      (/合规|隐私保护|个人信息保护法/.test(q) ||
        (/hr|人事|行政|岗位/.test(q) && /(能|可以|会)看到.{0,8}吗/.test(q)) ||
        /(律师|法院|法官|警察|公安|民警|检察官?|公证员?)(可以|能|有权|是否可以|是否有权)(查|查询|调取|调查|看).{0,16}吗/.test(
          q,
        ) ||
        /(警察|公安|民警|刑警|检察官?|审计)(怎么|如何|一般怎么)(查|查询|调取).{0,4}(嫌疑人|案件|涉案)/.test(q) ||
        // The job asked about by someone joining it ('想做刑侦，平时会查嫌疑人的行踪吗'): its subjects are the case's.
        (/刑侦|侦查|警察|公安|民警|刑警|检察/.test(q) && /(查|调取|追踪)(犯罪)?(嫌疑人|逃犯|涉案人员)/.test(q)) ||
        // What a check on the asker looks into ('考公政审会查父母的征信吗'): the one checked asking, not someone prying.
        /(政审|背调|背景调查|资格审查|考察)[^。？?]{0,6}(会|要|会不会|是否|都)?(查|看|审)/.test(q)) &&
      !/偷偷|不被发现|不让.{0,4}知道|私下/.test(q),
  },
  // Hopelessness about living itself, said without the words a keyword list holds: pointed to help, not to careers.
  {
    id: 'distress-hopeless',
    category: 'self_harm',
    pattern:
      /(活着|人生|这辈子|活下去|生命).{0,6}(没意思|没意义|没有意义|毫无意义|没盼头|没有盼头|没希望|有什么意义|有什么意思|好累|太累了|是种折磨|是煎熬)|(不想|不愿意?)(再)?(醒来|睁开眼|面对明天)|(?<!(紧张|尴尬|丢人|丢脸|社死)(得|到))(想|好想|只想|真想)(解脱|消失(?!一段|一阵|几天|一周|一个月|几个月|半年|一年)|离开这个世界|永远睡|一睡不醒|结束这一切|结束一切|从这个世界)|(写|留|准备)(好|了)?遗书|遗书.{0,4}(写好|写完|准备好)|没有我.{0,4}(会更好|更好|也没人)|(这个)?世界(上)?(没有|少了|少)我|撑不住了|(从|在)(天台|楼顶|桥上|窗台|窗边).{0,6}(往下看|跳|站了|想)|(药|安眠药).{0,6}(攒|存)(了|够)|(攒|存|囤)(了|够)(一瓶|一盒|一板|一堆|好多|很多|不少)?的?(安眠药|药片|药)|告别信|(想好|决定好|计划好|安排好)(了)?(怎么|在哪|哪天|什么时候)(走|离开|结束|死|了断)|(想|要|好想|只想)去(见|陪|找)(我)?(去世|过世|死去|已故|走了|在天上)的|不想(再)?撑(了|下去)/u,
  },
  {
    id: 'medical-dosing',
    category: 'medical',
    pattern: new RegExp(
      `(吃|服|用|喝)(几|多少)(粒|片|颗|毫升|ml|mg|毫克|袋|支|包)[\\p{Script=Han}]{0,3}?${DRUG_NAME}|${DRUG_NAME}.{0,10}((能|可以)(长期|一直|天天)?吃(吗|不)|长期吃|吃多久|剂量|用量|几片|几粒|几颗|多少毫克|多少mg|吃多少|一次吃|怎么吃|怎么服用|能不能吃|可以吃吗|加量|减量|停药|一起吃|同时吃|混着吃|吃多了|过量|(一针)?(打|注射)(多少|几)|(一天|每天|一日)?(吃|服|用)几(次|回)|多久(吃|服|用)一次|隔(几|多久)(个)?小时(吃|服)|饭前(吃|服)?还是饭后|空腹(能)?(吃|服)|(能|可以)(自己|直接|马上|突然)?停(吗|不|掉|药)|自己停)` +
        '|(不用|没有|不要|绕过)处方.{0,6}(买|开|拿)(到)?|(怎么|哪里|去哪)(买|开)(到)?(处方药|安眠药|精神类药物?|抗抑郁药|镇静药)' +
        '|(失眠|焦虑|抑郁|胃疼|头疼|头痛|牙疼|发烧|感冒|咳嗽|过敏|痛经|高血压|糖尿病|失眠症)(了|的话)?(该|要|应该|可以|能)?(吃|服|用)(什么|哪种|啥|哪些)(药|药物|药片|好得快|能好|管用)',
      'u',
    ),
  },
  // Getting or being given a prescription or controlled medicine, however the ask is put.
  {
    id: 'medical-get-rx',
    category: 'medical',
    pattern: new RegExp(`${GET}.{0,8}${RX_DRUG}|${RX_DRUG}.{0,6}${GET}`, 'u'),
  },
  // Copying an employer's confidential assets on the way out, or where no one will see.
  {
    id: 'take-employer-data',
    category: 'illegal',
    pattern: new RegExp(
      `^(?=.*(?:${TAKE}.{0,12}${EMPLOYER_ASSET}|${EMPLOYER_ASSET}.{0,10}${TAKE}))` +
        `(?:(?=.*${UNSEEN})|(?=.*${NOT_MINE_TO_TAKE})(?!.*${ASKS_LAW_OR_GUARDS}))`,
      'u',
    ),
  },
  // Accusing someone falsely or planting blame: asked as something to do, not suffered (被同事诬陷怎么办) or asked
  // of the law (诬告陷害罪怎么界定).
  {
    id: 'frame-someone',
    category: 'fraud',
    pattern: new RegExp(
      `^(?!.*(被|遭|受到?).{0,8}${FRAME})(?!.*(罪|法律|律师|界定|构成|怎么办|维权|应对|证明清白))` +
        `.*(?:(帮我|怎么|如何|教我|想|要|写|编|捏造|搞).{0,10}${FRAME}|${FRAME}(一下)?${FRAMED}|捏造.{0,6}(罪名|证据|事实|黑料)|(编|伪造|捏造|造)(点|些|一些)?(黑料|假证据).{0,8}(举报|曝光|告|搞))`,
      'u',
    ),
  },
  // Getting hold of another company's confidential assets: the same assets, owned by a rival.
  {
    id: 'obtain-rival-secrets',
    category: 'illegal',
    pattern: new RegExp(
      `${OBTAIN}.{0,4}${RIVAL}.{0,6}${EMPLOYER_ASSET}|${RIVAL}.{0,6}${EMPLOYER_ASSET}.{0,8}${OBTAIN}`,
      'u',
    ),
  },
  {
    id: 'violence-weapon',
    category: 'violence',
    // A working one described before the noun (做一把能打响的土枪), or the weapon named first and then where to get it
    // (枪哪里能买), or how to mix or make it (炸药怎么配, 土枪的教程) outside a blaster's trade or a story: a spray gun or a
    // barcode gun (喷枪, 扫码枪) is a tool.
    pattern:
      /(做|制作|自制|造|配置|合成|买|买到|弄到|搞到|组装)(个|一个|点|些|一些|一把|把|支|一支|瓶|一瓶)?((能|可以)(打响|打死人|伤人|杀人|爆炸|发射|用)的)?(炸药|炸弹|弹药|雷管|燃烧瓶|土枪|枪|弩|毒药|毒气|硫酸|氰化物|砒霜|铊盐)(?!检测|检验|工程|专业|管理|安全|处置|销毁|鉴定|研发|研究|生产企业|厂|行业|岗位)|(?<!水|玩具|气|电|喷|焊|胶|钉|码|描|漆|熔|光|口)(枪|枪支|手枪|步枪|猎枪|土枪|炸药|炸弹|雷管|弩|毒药|(?<![a-z])du药|氰化物|砒霜|铊盐)(哪里|哪儿|在哪|去哪|从哪|怎么|哪)(里)?(能|可以|才能)?(买|弄|搞)(到)?|^(?!.*(爆破|工程|专业|矿|考试|课程|游戏|小说|影视|道具)).*(炸药|炸弹|雷管|燃烧瓶|土枪|毒气)(怎么|如何|怎样)(配|调配|做|制作|自制|造|合成|组装)|^(?!.*(爆破|工程|专业|矿|考试|课程|游戏|小说|影视|道具)).*(炸药|炸弹|雷管|土枪)的?(配方|配比|做法|制作方法|制作教程|教程)/,
  },
  {
    id: 'violence-harm',
    category: 'violence',
    pattern:
      /(让|叫|使).{0,12}(他|她|老板|领导|同事|面试官|前任|hr|主管|对方|上司|那个人)(出(点|个)?事|出(个|点)?意外|出车祸|消失|残废|住院|见血|不得好死|去死)|(在|往)(他|她|老板|领导|同事|上司|对方)的?(车|刹车|轮胎|电脑|椅子)(上|里)?(做|动)(点|些)?手脚|(在|往)(他|她|老板|领导|同事|面试官|hr|主管|对方|上司)?的?.{0,4}(水|饭|杯子|咖啡|茶|饮料|水杯|饭菜)里(放|下|加|掺)(点|些)?(药|东西|泻药|安眠药|老鼠药)|(?<!被)报复(一下)?(我的)?(他|她|老板|前老板|领导|前领导|同事|面试官|hr|主管|前任|前公司|公司|对方|上司)|让(他|她|他们|老板|前老板)的?(公司)?(倒闭|破产|身败名裂|混不下去)|给(他|她|老板|领导|同事|对方|上司|前任|主管)(的?(水|饭|杯子|咖啡|茶|饮料|饭菜))?(里)?下(点|些)?(药|毒|泻药|安眠药|老鼠药)|(放火|纵火|点火)(烧)?(了|掉)?(他|她|前公司|公司|老板|领导|同事|对方|他家|她家|房子|车)|(用|拿)(汽油|汽油瓶|燃烧瓶|打火机).{0,6}烧|制造(一起|一场|一个|个|点)?(意外|事故|车祸)|(让|叫|使).{0,12}(他|她|老板|领导|同事|上司|对方|前任)(受伤|摔伤|骨折|受点伤)|^(?!.*(游戏|原画|设计|建模|影视|小说)).*(哪种|哪个|什么|哪把)[^，。]{0,6}杀伤力(更|最)?(大|强|高)|(下毒|投毒)/,
  },
  {
    id: 'drugs-obtain',
    category: 'gambling_drugs',
    // A pharmacy's or a clinic's work with a controlled medicine (药店卖曲马多要处方吗，我是新来的店员), or a research post
    // on one (哪里有迷幻药研究的实验室招聘), nothing got for oneself.
    unless: (q) =>
      (/药店|药房|医院|诊所|药剂|药师|店员|医生|护士/.test(q) ||
        /(研究|科研|课题组|实验室)[^，。]{0,8}(招聘|招人|岗位|实习|读研|导师|就业|工作)/.test(q)) &&
      !/(我想|想要|我要|哪里|哪儿|去哪|在哪|哪家|怎么)(能|可以|才能)?(买|弄|搞|拿)|(不用|不要|没有|没|绕过)处方|给我|帮我|渠道|货源|卖给/.test(
        q,
      ),
    pattern:
      /(买|搞|弄|整|求|找|卖|哪里有|哪有)(到|得到)?(点|些|一点)?(叶子|飞叶子|神仙水|听话水|迷药|迷幻药|致幻剂|致幻蘑菇|迷幻蘑菇|春药|催情药|聪明药|开心水|止咳水|依托咪酯|芬太尼|曲马多|合成大麻|鸦片|罂粟|麻黄碱|冰妹)|(吸|溜|嗑|磕|抽)(点|些|一点)?(冰|叶子|药|嗨)(提神|助兴|放松)/,
  },
  {
    id: 'gambling-bet',
    category: 'gambling_drugs',
    // A lottery shop asked about as a business ('彩票店稳赚吗'), whose takings are no bet.
    // 规律 is a system's pattern, never the 律 of 合规律师 (a compliance lawyer), a title asked as a career.
    // Work against it (风控 reading a betting site's money, 反赌) is no bet either.
    unless: (q) =>
      /彩票(店|站)|代销|加盟|风控|反赌|反诈|禁赌|打击|监管|反洗钱|反欺诈/.test(q) ||
      cheatedBettorAsks(q) ||
      relativesHabit(q),
    pattern:
      /(押注|下注|投注|博彩|赌|菠菜|押球|买球(?!鞋|衣|拍|杆|服|票|袜|包)|(?<![a-z])bc(?![a-z])|足彩|球彩|盘口|外围(?!女|模特|嫩模))[^，。]{0,6}(平台|网站|app|代理|技巧|稳赚|必胜|稳赢|包中|必中|赢钱|翻本|回本|公式|规律(?!师)|出款|倍投|内幕|计划群|不黑|群(?!体|众|落)|拉人|上分|下分|返水|洗码)|(彩票|双色球|大乐透|时时彩).{0,6}(技巧|稳赚|必胜|稳赢|包中|必中|公式|规律|倍投|内幕|计划群)/,
  },
  // 在网上开个赌局抽水: hosting the game (开设赌场罪), whoever plays; 做赌场荷官 is a job in one, not hosting it.
  {
    id: 'gambling-host',
    category: 'gambling_drugs',
    pattern:
      /(开|组织|办|搞|做|坐庄)(个|一个|了个)?(网上|线上|网络|私人)?的?(赌局|赌场|赌档|地下赌场|盘口)(?!(里|的)?(荷官|发牌|员工|保安|服务员|前台|经理|工作|上班|岗位|招聘))|(赌局|牌局|棋牌|麻将局?)[^，。]{0,6}抽水/,
  },
  {
    id: 'fraud-scheme',
    category: 'fraud',
    // Someone else's scheme found out or reported ('发现同事虚报差旅费，要不要跟领导说'), or suffered ('被人冒充HR骗了押金').
    // A scam's victim brought to fall for it ('话术怎么写更容易让老人上当'): the deceiving asked for, whatever the script.
    unless: (q) => /发现(了)?(同事|别人|领导|老板|有人)|举报|揭发|被[^，。]{0,6}(骗|冒充|诈骗|套)/.test(q),
    pattern:
      /(怎么|如何|教我|想|帮我|我要|能不能|可以)(冒充|假冒|假扮|装成)(警察|公检法|客服|银行|领导|老板|hr|面试官|税务|社保局|招聘方)|(虚报|多报|假报|虚开|多开)(点|些)?(报销|差旅|发票|加班|工时|费用)|(套取|骗取|骗(?!子))(国家|政府|公司|单位|老板|领导|客户)?的?.{0,4}(补贴|社保|医保|公积金|贷款|保险|经费|报销|助学金|奖学金|失业金|低保|加班费|工资|提成|奖金|差旅费|赔偿金?|押金)|(背调|背景调查).{0,10}(瞒|隐瞒|糊弄|造假|作假|冒充|假扮|找人装)|(编|造|捏造|虚构)(一个|个)?.{0,8}(电话|联系方式|证明人|推荐人).{0,8}(背调|背景调查)|(找人|让朋友|让同学)(冒充|假扮|装成)|(找人|让朋友|让同学|让家人)(假装|装作|扮成)(是)?(我)?的?(前|原)?(公司|单位|东家)?的?(领导|hr|人事|老板|上司|主管|证明人|推荐人)(?!.{0,6}模拟)|(教我|怎么|如何|想|帮我)(去)?(骗|忽悠|坑)(家里|家里的|村里的?|身边的|小区里?的?)?(客户|顾客|用户|老人|消费者|学员|家长)|(怎么|如何|教我)[^，。]{0,12}(?<!避免|防止|以免|不)(让|使)(老人|别人|对方|客户|受害人|他们)(更)?(容易)?(上当|上钩|受骗|乖乖转账)/,
  },
  {
    id: 'bribe-gatekeeper',
    category: 'illegal',
    pattern:
      /(送|塞|给|包)(个|点)?(红包|钱|礼|购物卡|好处费|好处|回扣).{0,6}(面试官|考官|hr|招生老师|评委|监考|阅卷)|(面试官|考官|hr|招生老师|评委|监考|阅卷).{0,6}(送|塞|收)(个|点)?(红包|钱|购物卡|好处费|礼物?)/,
  },
  {
    id: 'privacy-pry',
    category: 'privacy',
    // What trading people's data costs the trader ('倒卖公民信息判多久'), asked without asking how.
    unless: asksConsequenceOnly,
    // Asking whether the employer may do it ('公司在电脑上装监控软件合法吗') is a question of one's rights.
    pattern: new RegExp(
      `^(?!.*(合法吗|违法吗|合不合法|侵犯隐私吗|算不算侵犯|能拒绝吗|可以拒绝吗|(偷看|监视|定位|监控)(了)?我(?!的?(老公|老婆|男朋友|女朋友|对象|前任|同事|员工|下属|孩子|家人))|被.{0,6}(偷看|监视|定位|监控))).*(?:定位(我的?)?(老公|老婆|男朋友|女朋友|对象|前任|同事|员工|他|她)的?(手机|位置|行踪|车)|偷看.{0,8}(工资|聊天|手机|微信|日记|邮件|邮箱|电脑|短信)|批量(获取|采集|爬取|导出|收集|抓取)(别人的|用户|客户|个人|他人)?(手机号|电话|信息|数据|简历|身份证)|(爬取|爬|抓取|采集|批量获取|批量导出)[^，。]{0,14}(手机号|电话号码|联系方式|身份证号?|微信号)|(买|卖|购买|出售|收购)(到|得到)?(一批|一些|点)?(客户资料|客户名单|客户信息|用户数据|个人信息|公民信息|手机号码|简历库|身份证信息)|(装|安装|偷装|放)(个|一个)?(监控|定位|窃听|追踪|跟踪)(软件|器|app|设备)|(看|查|知道|监视|掌握)(我)?(老公|老婆|男朋友|女朋友|对象|员工|同事|下属)(每天|平时|下班后?|周末)?的?(微信|手机|聊天|位置|行踪|在哪|定位|去了哪|去哪|去过哪|和谁)|${WHO}的?(工资条|工资|薪资|聊天记录|手机|微信|日记|邮件|短信)[^，。]{0,12}(偷偷|悄悄|背着.{0,4})(看|查|翻))`,
      'u',
    ),
  },
  {
    id: 'violence-punish',
    category: 'violence',
    pattern:
      /(想|怎么|找人|如何|要)(狠狠)?(地)?(教训|收拾|修理|整治|整死|暴打|毒打)(一下|一顿)?.{0,10}(他|她|老板|领导|同事|面试官|hr|主管|前任|上司|对方|那个人|这个人)|(打|揍|扇|弄|收拾|修理)(他|她|老板|前老板|领导|同事|面试官|hr|主管|前任|上司|对方)(一顿|几巴掌|一拳)|带(着)?(刀|枪|硫酸|汽油|棍子|斧头)(去|到|进)(公司|学校|单位|办公室|他家|她家)/,
  },
  {
    id: 'gambling-slang',
    category: 'gambling_drugs',
    pattern:
      /买球(?!鞋|衣|拍|服|票|星|队|场|馆)|棋牌.{0,4}(代理|充值|上分|下分|赢钱|提现)|(看|推荐|下载|找|发)(点|几部|些|几个)?(av|a片|毛片|黄片)/,
  },
  {
    id: 'break-in-account',
    category: 'illegal',
    pattern:
      /(盗|盗取|破解|(?<!拉)黑|黑进|骇进|骇入|入侵|侵入|偷|登录|登进|蹭)(别人|他人|人家|同事|前同事|前任|前男友|前女友|前夫|前妻|老板|领导|邻居|室友|舍友|同学|女朋友|男朋友|女友|男友|对象|老公|老婆|对方|竞争对手)(家|公司)?的?(微信|qq|邮箱|账号|密码|wifi|网盘|电脑|手机|支付宝|微博|抖音|淘宝|游戏号|云盘|icloud|相册)|(别人|他人|人家|同事|前同事|前任|前男友|前女友|前夫|前妻|老板|领导|邻居|室友|舍友|同学|女朋友|男朋友|女友|男友|对象|老公|老婆|对方|竞争对手)(家|公司)?的?(微信|qq|邮箱|账号|wifi|网盘|电脑|手机|支付宝|微博|抖音|淘宝|云盘|icloud)的?(密码)?(怎么|如何|能不能|咋|教我|有什么办法)(才能)?(破解|盗|黑进|骇进|黑|蹭到?|登进)/,
  },
];
