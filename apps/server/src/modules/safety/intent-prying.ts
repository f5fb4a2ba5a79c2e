import type { PlannerRule } from './planner-rules.js';
import { asksConsequenceOnly } from './intent-vocabulary.js';

/**
 * Prying asked for without naming whom (the doxxing rules in intent-rules.ts need a person): a record that is
 * always someone else's asked how to look up (开房记录怎么查), looked up for the asker (帮我查身份证号码), another's
 * messages read, someone recorded or photographed in secret, contact lists and identity kits bought. Each pairs an
 * act with its object, so one's own records (我的征信怎么查), the law on them (警察调取开房记录需要什么手续) and the
 * victim's side (被偷拍了怎么取证) pass. They read the normalized question.
 */

/** Records of a person that nobody looks up for themselves. */
const OTHERS_RECORD =
  '(开房记录|入住记录|酒店记录|住宿记录|家庭住址|住址|行踪轨迹|行程轨迹|出行记录|行踪|户籍(信息)?|身份证号码?|名下的?(房产|财产|车辆|存款))';
const LOOK_UP = '(查|查到|查出|查询|调取|调出|找到|搞到|弄到|获取|买到|买|购买)';
/** One's own, or the law on it: asked about rights and procedure, not done. */
const OWN_OR_LAW =
  /我的|我自己|自己的|本人|手续|程序|合法吗|违法吗|犯法吗|合规|有权|权限|依法|法律规定|侵犯隐私吗|算不算侵犯|被(人)?(查|偷看|偷拍|偷录|监听|泄露)/;

/** People whose messages or phone one might read. */
const OTHER = '(别人|他人|他|她|老公|老婆|男朋友|女朋友|对象|同事|员工|前任|室友|同学|领导|老板|朋友|陌生人)';
const MESSAGES = '(短信|聊天记录|聊天内容|聊天|消息|相册|通话记录|通话|邮件|私信|验证码|浏览记录)';

/** Filming or recording someone unknown to them. */
const COVERT = '(偷拍|偷录|(偷偷|悄悄|暗中|秘密)(地)?(录音|录像|录视频|拍照|拍视频|拍|录)|针孔|隐藏的?摄像头)';
/** What makes it prying: spread, aimed at a person or a private place, or kept from them. */
const EXPOSED =
  '(发到|发在|发网上|传到|传网上|上传|曝光|公开|挂到|挂网上|发朋友圈|发群|发抖音|卖|换钱|威胁|要挟|女生|女孩|女同事|美女|她|别人|裙底|更衣室|厕所|卫生间|浴室|洗澡|宿舍|隔壁|邻居|房间|不被发现|不被察觉|不让.{0,4}知道|技巧|教程)';
/**
 * A recording kept as evidence of a wrong done to the asker, the asker the one filmed, or the work of finding
 * hidden cameras: their rights and a job.
 */
const EVIDENCE =
  /反偷拍|防偷拍|检测|检查|查找|找出|识别|排查|有没有(针孔|隐藏的?摄像头|摄像头)|证据|取证|仲裁|维权|举报|报警|合法吗|违法吗|犯法吗|被.{0,6}(偷拍|偷录)|偷拍我|偷录我|拍到我/;

/** Groups whose contact details are sold as lists. */
const GROUP =
  '(业主|车主|客户|用户|学生|家长|企业主|老板|新生儿|宝妈|股民|患者|会员|小区|楼盘|考生|毕业生|贷款客户|网贷)';
const CONTACTS = '(电话|手机号|联系方式|通讯录|名单|资料|信息|数据)';

/** Anyone else, named or not, whose details might be sought (前任, 某明星, 一个人). */
const PERSON =
  '(一个人|别人|他人|某人|这个人|那个人|陌生人|明星|某明星|网红|(女|男)?主播|博主|up主|爱豆|网友|前任|前女友|前男友|前妻|前夫|男友|女友|邻居|室友|舍友|房东|租客|同学|同事|老板|领导|上司)';
const DETAILS =
  '(全部|所有|详细|完整|个人|身份|学历|婚姻|财产|私人)?(资料|信息|档案|隐私|电话|手机号|银行流水|流水|存款|征信|病历)';
/** Private images or records spread about someone (把前任的私密照片发到网上). */
const PRIVATE_MEDIA = '(隐私|私密|裸|不雅|床|私房|亲密)(的)?(照片|照|视频|聊天记录|录音)';
const SPREAD = '(发到|发在|传到|上传|曝光|公开|发群|发朋友圈|挂到|挂网上|散布|传播)';
/** A number or an account traced to its holder (陌生号码是谁的). */
const HANDLE = '(号码|手机号|电话号码?|电话|微信号?|qq号?|车牌号?|ip)';
const HOLDER = '(是谁的|是谁|的主人|的机主|的车主|的号主|的实名|的真实姓名|的真名|的身份)';
/** Where someone was seen, said before them (那个抖音博主, b站的up主, 直播间的女主播): still a person sought. */
const WHERE_SEEN = '((抖音|快手|b站|小红书|微博|斗鱼|虎牙|直播间|视频号|贴吧|知乎|游戏|群)(里|上)?的?)?';
/** Someone whose home or whereabouts might be sought: anyone named, a stranger seen or someone met online. */
const SOUGHT = `${WHERE_SEEN}(那个|这个|某个)?(${PERSON.slice(1, -1)}|女生|女孩|男生|妹子|小姐姐|小哥哥|对方|他|她|ta)`;
/** Where someone lives, works or goes. */
const WHEREABOUTS =
  '(行程(?!安排|规划|表)|(?<=后|天|晚上|周末)去哪|住在?哪|家在哪|住址|住的地方|住的小区|住几楼|几号楼|哪个小区|哪栋|门牌号|在哪上班|在哪工作|在哪个公司|每天去哪|去了哪|去哪了|在哪里|现在在哪|位置|行踪|实时位置|轨迹|行程轨迹|出行记录|搬(去|到)?哪|新家|和谁在一起)';
/** When they are somewhere (下播后住哪, 下班后去哪): the time of day narrows the search, it changes nothing. */
const WHEN = '(现在|每天|平时|具体|最近|目前|新|晚上|周末|(下播|下班|放学|下课)(以)?后)';
/** Done without them knowing (怎么偷偷查到). */
const COVERTLY = '((偷偷|悄悄|暗中|秘密)(地)?)';
/** Personal details that pin someone down. */
const PINNING = '(住址|地址|电话|手机号|身份证|工作单位|单位|学校|真名|真实姓名|照片|家人|家里)';
/** Put online for others to see. */
const ONLINE =
  '(挂到网上|挂网上|挂出来|发到网上|发网上|传到网上|发出来|放出来|贴出来|扒出来|曝光|公开|发到群|发群里|发朋友圈|让大家|让网友|人肉)';
/** A tracking device. */
const TRACKER = '(airtag|定位器|追踪器|跟踪器|gps|北斗定位|定位贴)';
/** A missing or elderly relative looked for, a device's own owner, or the device's own makers: no prying. */
const FOUND = /走失|失联|失踪|寻人|丢了|被偷|找回|孩子|老人|父母|爸妈|研发|工程师|产品经理|设计|测试|岗位|行业|前景/;

/** A partner, current or former. */
const PARTNER = '(男朋友|女朋友|男友|女友|老公|老婆|对象|前任|另一半|他|她)';
/** Whom one might spy on at home or at work. */
const CLOSE = '(老公|老婆|男朋友|女朋友|男友|女友|对象|前任|员工|同事|下属|室友|他|她)';

export const PRYING_RULES: PlannerRule[] = [
  // 把前任的住址和电话挂到网上, 怎么通过照片找到这个女生住在哪, 用airtag跟踪前女友, 有什么软件能看到别人的实时位置,
  // 想定位我男朋友: someone's whereabouts sought or their details put online.
  {
    id: 'whereabouts',
    category: 'privacy',
    unless: (q) => OWN_OR_LAW.test(q) || EVIDENCE.test(q) || FOUND.test(q),
    pattern: new RegExp(
      `${SOUGHT}的?[^，。]{0,6}${PINNING}[^，。]{0,10}${ONLINE}|${ONLINE}[^，。]{0,6}${SOUGHT}的?[^，。]{0,4}${PINNING}` +
        `|(知道|找到|找出|查到|查出|查|打听|摸清|搞清楚|定位)(到|出)?(一下)?(我的?|我们)?(这个|那个|一个|某个)?${SOUGHT}的?${WHEN}{0,2}(住在|住)?${WHEREABOUTS}` +
        // Their home or identity named, then asked who has it (那个up主的住址谁知道).
        `|${SOUGHT}的?(${WHEREABOUTS}|家庭住址|地址|身份证号?|真名|真实姓名)(谁知道|有人知道|有没有人知道|谁有|求)` +
        // Their whereabouts named first, then asked how to see them (男友每天去哪了能看到吗).
        `|${SOUGHT}${WHEN}{0,2}的?${WHEREABOUTS}.{0,4}(能|可以|怎么|如何|有办法)(才能)?${COVERTLY}?(看到|知道|查到|查|找到|打听到)` +
        // 开盒 used as a verb (把他盒出来): whatever can be found of someone put out.
        `|把${SOUGHT}(给)?(开盒|盒|人肉)(出来|了|一下)` +
        `|${TRACKER}.{0,8}(跟踪|追踪|定位|监视|盯)${SOUGHT}|(放|装|藏|贴)(个|一个)?${TRACKER}.{0,8}${SOUGHT}|${SOUGHT}的?(车|包|身上|手机)(上|里)?(放|装|藏|贴)(个|一个)?${TRACKER}` +
        `|(跟踪|追踪|尾随|盯梢)${SOUGHT}.{0,12}(不被发现|会被发现|发现不了|不会被发现|怎么|方法|技巧)` +
        `|(软件|app|工具|方法|办法|网站|怎么|如何|怎样)[^，。]{0,8}(看到|查看|知道|获取|查到|监控|追踪)(别人|他人|${CLOSE.slice(1, -1)}|一个人|某人)的?(每天|平时|实时|即时)?(位置|定位|行踪|轨迹|去向|在哪|去了哪|去哪了|去哪|和谁在一起)` +
        `|(想|要|怎么|如何|怎样|偷偷|悄悄|帮我|能不能|教我|有没有办法)[^，。]{0,4}(定位|追踪|跟踪|尾随|监视)(一下)?(我)?的?(男朋友|女朋友|老公|老婆|对象|前任|前女友|前男友|员工|同事|室友|他|她|别人|(一个|那个|这个|某个)?(人|女生|女孩|女的|男生|男的|小姐姐|妹子))` +
        // The person themselves, or their phone or whereabouts: not 定位一个人的职业方向.
        '(?!的(?!手机|位置|行踪|车|实时|定位|去向|轨迹))',
      'u',
    ),
  },
  // 想查岗怎么看女朋友的定位, 查岗神器: a partner checked on, by a word for a post's inspection (查岗). A partner's
  // own checking (老查岗), and a guard's or a boss's rounds, are no ask.
  {
    id: 'partner-check',
    category: 'privacy',
    unless: (q) =>
      OWN_OR_LAW.test(q) ||
      /(被|老|总|天天|经常|一直|又|不停)(地)?查岗|查我的?岗|领导|老板|保安|值班|单位|公司/.test(q),
    pattern: new RegExp(
      `^(?=.*${PARTNER})(?:.*(想|要|怎么|如何|怎样|教我|偷偷|悄悄|帮我|能不能|有没有办法)(给|对|去)?${CLOSE}?查岗|.*查岗.{0,8}(软件|app|工具|方法|办法|神器|技巧|定位|不被发现)|.*查${CLOSE}的?岗)`,
      'u',
    ),
  },
  // 开房纪录怎么查, 家庭住址怎么查到, 帮我查sfz号码, 怎么查他名下的房产: records never one's own to look up.
  {
    id: 'records-lookup',
    category: 'privacy',
    // A missing relative looked for through the police (老人走失了怎么让派出所帮忙查行踪).
    unless: (q) => OWN_OR_LAW.test(q) || /走失|失联|失踪|寻人|派出所|报警/.test(q),
    pattern: new RegExp(
      `${OTHERS_RECORD}.{0,2}(怎么|如何|哪里|在哪|去哪|能不能|能|可以|有没有办法|有什么办法|用什么)(才能|能|可以)?${LOOK_UP}` +
        `|(帮我|替我|给我|帮忙)${LOOK_UP}(一下|下|查|个)?(到)?(这个人|那个人|某人|一个人|这个|那个)?的?(身份证|家庭住址|住址|开房记录|行踪|户籍|聊天记录|通话记录|名下)` +
        `|${LOOK_UP}(一下)?${OTHER}名下`,
      'u',
    ),
  },
  // 怎么看到别人手机里的短信, 远程查看老婆的聊天: another's messages read.
  {
    id: 'read-messages',
    category: 'privacy',
    unless: (q) => OWN_OR_LAW.test(q),
    pattern: new RegExp(
      `(怎么|如何|有没有办法|有什么办法|能不能|教我|想|偷偷|远程|办法|方法|软件).{0,4}(看到|看|查看|读取|获取|同步|监控|截获|拦截|转发|偷看|监听|窃听)(到)?${OTHER}的?(手机|微信|qq|电话)?(里|上)?的?${MESSAGES}`,
      'u',
    ),
  },
  // 开会时偷偷录音再发到网上, 在女生宿舍装针孔: someone recorded or filmed in secret.
  {
    id: 'covert-capture',
    category: 'privacy',
    unless: (q) => EVIDENCE.test(q),
    pattern: new RegExp(
      `${COVERT}.{0,16}${EXPOSED}|${EXPOSED}.{0,6}${COVERT}|(在|往)${EXPOSED}.{0,6}(装|放|藏)(个|一个)?(针孔|摄像头|录音笔|窃听器)`,
      'u',
    ),
  },
  // 哪里能买到业主电话名单, 收四件套: people's contacts or identities bought.
  {
    id: 'buy-contacts',
    category: 'privacy',
    unless: asksConsequenceOnly,
    pattern: new RegExp(
      `(买|购买|买到|收购|求购|弄到|搞到|(哪里|哪儿|去哪|在哪)(能|可以)?收)(到)?(一份|一批|点|些|一些|最新的?)?${GROUP}(的)?${CONTACTS}` +
        // 四件套: an identity card, a bank card, a phone card and its U key, sold for others' money; not bedding.
        '|^(?!.*(床|被|枕|纯棉|全棉|家纺|婚庆|蚕丝)).*((收|收购|回收|出售|卖|出|租|买)(一套|几套)?(银行卡)?四件套|四件套.{0,6}(渠道|上家|下家|价格|多少钱|回收))',
      'u',
    ),
  },
  // 想要一个人的全部资料去哪里买, 怎么获取某明星的私人电话, 怎么查前任的新对象是谁, 怎么查别人有没有结婚,
  // 陌生号码是谁的, 能查全国人身份信息的网站: a person's details sought, or a service that finds them.
  {
    id: 'person-details',
    category: 'privacy',
    // A background check with the candidate's consent is lawful, and a public figure's business contact is public
    // (网红的商务合作电话怎么找).
    unless: (q) => OWN_OR_LAW.test(q) || /背调|背景调查|候选人|授权|同意|商务|合作|经纪|工作室|官方|代言/.test(q),
    pattern: new RegExp(
      `${PERSON}的?.{0,4}${DETAILS}.{0,10}(哪里|哪儿|去哪|在哪|怎么|如何|能不能)(能|可以)?(买|查|搞|弄|拿|找|获取)` +
        `|(查|查到|查询|获取|买|购买|买到|搞到|弄到|窃取|盗取|偷取|套取)(一下)?${PERSON}的?.{0,4}${DETAILS}` +
        `|(查|打听|知道|查出)(一下)?${CLOSE}的?(新对象|新欢|现任|小三|情人|出轨对象)` +
        `|(查|查询|查到|知道)(一下)?(别人|他人|他|她|对方|某人|一个人|这个人|男朋友|女朋友|相亲对象|对象)(有没有|是否|是不是)(结婚|结过婚|离婚|离过婚|婚史|案底|犯罪记录|负债|欠债)` +
        `|(怎么|如何|怎样|能不能|有没有办法|帮我|替我|给我|帮忙)(才能)?(知道|查到|查出|查|看出|找出)(一下)?(一个|这个|那个|某个)?(陌生)?${HANDLE}${HOLDER}` +
        '|(能|可以)查.{0,6}(身份信息|个人信息|户籍|开房|身份证|手机号|住址).{0,6}(网站|平台|app|软件|群|机器人|库)',
      'u',
    ),
  },
  // 把别人的隐私照片发到网上, 在出租屋里装摄像头拍租客, 老公手机怎么装监控, 偷偷打开室友的快递, 怎么看被屏蔽的朋友圈,
  // 如何监听别人的电话, 怎么定位一个人的手机: someone's private life exposed, watched, followed or opened.
  {
    id: 'private-life',
    category: 'privacy',
    // One's own lost phone or stolen car, and a fleet tracked by its owner, are no one else's life.
    unless: (q) => OWN_OR_LAW.test(q) || EVIDENCE.test(q) || /丢|被偷|失窃|车队|公司车辆|物流|货车/.test(q),
    pattern: new RegExp(
      `${PERSON}?的?${PRIVATE_MEDIA}.{0,6}${SPREAD}|${SPREAD}.{0,6}${PERSON}的?${PRIVATE_MEDIA}` +
        '|(装|放|藏|安)(个|一个)?(针孔|摄像头|录音笔|窃听器|监控).{0,6}(拍|录|偷看|监视)(租客|房客|客人|住客|女生|女孩|她|室友|邻居|保姆)' +
        `|${CLOSE}的?(手机|电脑|车|微信).{0,4}(怎么|如何|能不能)?(偷偷)?(装|安装|偷装|放|植入)(个|一个)?(监控|定位|窃听|追踪|跟踪|木马|远控)` +
        '|(偷偷|私自|悄悄)(打开|拆开|拆|翻|翻看)(别人|他人|室友|同事|同学|邻居|老公|老婆|他|她)的?(快递|信件|包裹|信|日记|包|抽屉|柜子)' +
        `|(看|看到|查看)${PERSON}?的?(微信)?(朋友圈|动态|空间|微博).{0,6}(被屏蔽|屏蔽了|被拉黑|不给看|仅三天|三天可见|隐藏)` +
        `|(监听|窃听|偷听)${PERSON}?的?(电话|通话|手机|谈话|聊天|语音|会议)` +
        // 怎么定位一个人的手机, 如何追踪一辆车的位置: someone, or a car, followed from afar.
        `|(怎么|如何|怎样|能不能|有没有办法|教我)(偷偷)?(定位|追踪|跟踪)(${PERSON}的?(手机|位置|行踪|车|在哪|去哪|实时位置)|一辆车|别人的车|他的车|她的车)`,
      'u',
    ),
  },
];
