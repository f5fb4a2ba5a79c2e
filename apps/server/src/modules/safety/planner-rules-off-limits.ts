import type { PlannerRule } from './planner-rules.js';

/**
 * The planner's decline rules for asks about others, the law and subjects a career planner keeps out of: breaking
 * into systems, fraud and getting past checks, discrimination, prying into others' lives, grey trades, politics,
 * explicit content, violence. Read after planner-rules-study-health.ts, in this order.
 */

/*
 * The same words ('只招男生', '不要河南人') come from the one turned away: 'HR 说只招男生，这合法吗' asks about their
 * rights, which the planner answers; so does a student weighing her own prospects ('工地不要女的，女生学土木好就业吗').
 * It stays declined whenever it also asks how to do it or get away with it.
 */
const SUFFERED =
  /(?:女生|女孩子?|女的)(?:学|读)|(?:好|难)(?:就业|找工作)|(?:有|没)出路|还有机会|合法吗|违法吗|合不合法|违不违法|合法不|歧视吗|歧视了|算歧视|算不算歧视|是不是歧视|属于歧视|就业歧视|被(拒|刷|辞退|开除|劝退|筛|淘汰|歧视|拒绝)|嫌我|因为我是|我是(女|男|河南|东北|外地|农村|同性恋|乙肝|残疾|少数民族)|维权|投诉|仲裁|起诉|告他|告公司/;
const DOING =
  /(怎么|怎样|如何|教我|帮我|能不能|可不可以|有没有办法|想|要)[^，。]{0,6}(不招|只招|只要|筛|刷掉|避开|劝退|辞退|开除|淘汰|拒绝|不要|委婉)|不被(说|发现|告|查)|又不(写|犯法|违法|被)|才(能)?不(违法|犯法|算歧视)|不犯法|不违法地|规避|写(一个|个)?招聘|启事|注明/;
const suffered = (q: string) => SUFFERED.test(q) && !DOING.test(q);
/**
 * The asker's own condition ('面试要不要说自己怀孕', '我是乙肝携带者，体检会被刷吗'): they are the one a hirer might
 * turn away, asking how to go about it, unless they speak as the one hiring.
 */
const OWN_CONDITION =
  /(我|自己|本人)(已经|现在|目前)?(是|有|在)?(怀孕|怀了|孕期|乙肝|残疾|已婚未育|未育|有孩子|大龄|同性恋|离异)|^(已经)?(怀孕|怀了)/;
const HIRING = /hr|人事|招聘|招人|面试官|老板|我们公司|用人单位|部门/;
const ownCondition = (q: string) => OWN_CONDITION.test(q) && !HIRING.test(q);

/** Objects a check is about (a medical, a record, a background check), for the rules on getting past one. */
const CHECKED =
  '(入职体检|体检|尿检|毛发检测|验毒|毒检|吸毒检测|政审|背调|背景调查|考察|心理测评|乙肝|两对半|病史|病情|精神病史|抑郁症|案底|犯罪记录|前科|拘留|处分|征信|逾期|色弱|色盲)';
const PAST_IT =
  '(瞒过|瞒住|骗过|躲过|绕过|蒙混过关|蒙混|糊弄|逃过|隐瞒|藏住|藏起来|查不(出|到)|不被(发现|查出|查到)|不让.{0,6}(知道|发现|查到))';
const HOW = '(怎么|怎样|如何|教我|有什么办法|有没有办法|想办法|帮我|技巧|方法|秘诀|攻略)';
/** Found on record (学信网可查, 能查到, 联网), said of a degree or certificate to be had. */
const ON_RECORD =
  '(能(在)?(学信网|网上|官网|系统)?(上|里)?查(得)?到|(学信网|网上|官网|系统)(上|里)?(能|可以)查(得)?到|可查|查得到|可以查到|联网|上网(能|可以)?查)';
const DEGREE = '(学历|学位|文凭|毕业证|证书|本科|大专|专科|硕士|博士|研究生)';
/** Real routes of study a degree is paid for (成人本科学费, 自考报名). */
const STUDY_ROUTE =
  /学费|报名|报考|自考|成考|成人高考|函授|开放大学|国开|电大|网络教育|专升本|非全|在职研究生|学历提升|同等学力/;

/**
 * The country's leaders by name, as an opinion of them is asked (评价一下习近平); not the thought or the speeches a civil
 * service exam studies (习近平新时代中国特色社会主义思想, 总书记重要讲话).
 */
const LEADER_NAMED =
  '(习近平|李克强|胡锦涛|江泽民|温家宝|彭丽媛)(?!新时代|思想|总书记?重要|重要讲话|讲话|谈治国理政|经济思想|法治思想|生态文明思想|外交思想|强军思想|文化思想)';

export const OFF_LIMITS_RULES: PlannerRule[] = [
  {
    id: 'illegal-break-in',
    category: 'illegal',
    // What a security course or job teaches ('网络安全专业要学怎么黑进系统吗').
    unless: (q) => /(专业|岗位|工程师|课程|面试)(要|需要|会|得|都)(学|考|教)/.test(q),
    pattern:
      /(破解|入侵|黑进|骇进|骇入|侵入|攻破|黑掉)(公司|学校|别人|他人|政府|银行|前公司|老东家)?的?.{0,4}(系统|服务器|网站|数据库|账号|邮箱|考勤|手机|电脑|微信|相册|云盘|摄像头)/,
  },
  {
    id: 'illegal-exam-answers',
    category: 'illegal',
    pattern: /(买|搞到|弄到|提前拿到).{0,12}(考试|笔试|教资|考公|考研)的?(答案|试题|考题)/,
  },
  // Getting past a medical, a vetting or a background check (someone else sitting it, a record hidden or altered):
  // asking whether one must tell ('要不要告诉公司', '隐瞒病史会怎样') is answered, asking how to hide it is not.
  {
    id: 'fraud-proxy-check',
    category: 'fraud',
    pattern:
      /代检|替检|(找人|让人|请人|找个人|花钱找人|找朋友|让朋友|让同学)((替|帮|代)(我)?(去)?(做|参加|抽血|去)?|(替|代)(我)?.{0,8})(体检|尿检|抽血|血检|心理测评)|(体检|尿检|抽血|血检).{0,4}(找人|让人|请人)(替|代)|(背|记)(住|熟)?(色盲图|色觉图|色盲本|色盲检查图)|(色盲图|色觉图|色盲本|色盲检查图).{0,4}(怎么背|背下来|背熟|记住|答案)/,
  },
  {
    id: 'fraud-evade-check',
    category: 'fraud',
    pattern: new RegExp(
      `${HOW}.{0,10}${PAST_IT}.{0,10}${CHECKED}|${HOW}.{0,10}${CHECKED}.{0,10}${PAST_IT}|${CHECKED}.{0,10}(怎么|如何)(才能)?(瞒|藏|躲|骗|糊弄|蒙混)`,
    ),
  },
  {
    id: 'fraud-alter-medical',
    category: 'fraud',
    unless: (q) => /写错|有误|错了|更正|纠正/.test(q),
    pattern:
      /(病历|病例|体检报告|体检单|体检结果|诊断书|诊断证明|化验单|检查报告|报告单|病假条).{0,6}(改掉|改成|改一下|改了|修改|涂改|p掉|p一下|ps)|(改|修改|涂改|p|ps)(一下|掉)?(我的)?(病历|病例|体检报告|体检单|体检结果|诊断书|诊断证明|化验单|检查报告)|(病历|病例|体检报告|诊断书).{0,4}怎么改/,
  },
  {
    id: 'fraud-forge',
    category: 'fraud',
    // Or had made by someone else (毕业证丢了想找人做个假的).
    pattern:
      /(帮我|怎么|如何|教我|能不能|想|^)(伪造|编造|做假|弄个假|搞个假|做个假|开个假|(弄|搞|办|做)一?(份|张)假)|(找人|让人|请人|花钱)(帮我)?(做|弄|搞|办|开|p)(个|一个|张|一张|份|一份)假/,
  },
  {
    id: 'fraud-deceive',
    category: 'fraud',
    // Or lying about a degree or years one does not have ('面试时撒谎说自己是985').
    pattern:
      /骗(过|住|一下)?(hr|面试官|背调|背景调查|老板|银行|保险公司|税务局)|((撒谎|谎称|假装|冒充)(说)?|让(hr|面试官|公司|老板|背调|单位)(以为|相信|觉得|认为))(自己|我)(是|有)(985|211|本科|硕士|研究生|博士|名校|海归|清华|北大|([0-9]|[一二两三四五六七八九十])+年(工作)?经验)/,
  },
  // A lower degree passed off as a higher one ('把专科写成本科').
  {
    id: 'fraud-inflate-degree',
    category: 'fraud',
    pattern:
      /(专科|大专|二本|三本|本科|非全日制|非全|自考|成考|函授)(学历)?.{0,4}(写成|改成|说成|冒充|包装成|当成)(本科|一本|211|985|硕士|研究生|全日制|统招|名校)/,
  },
  // An experience made up so that checks do not find it out ('编一段实习，背调查不出来').
  {
    id: 'fraud-fabricate-unseen',
    category: 'fraud',
    pattern:
      /(编|造|虚构|捏造|瞎写|假装有)(一段|一个|个|些)?.{0,10}(实习|工作经历|项目|经历|学历|工作|获奖).{0,16}(查不出|查不到|不被发现|发现不了|看不出|背调|背景调查)|(看不出|查不出|发现不了|不被发现|识破不了).{0,16}(实习|经历|学历|项目|工作)(是)?(编的|假的|编造的|虚构的|造假的)/,
  },
  // A degree or certificate obtained rather than earned ('弄一个学信网能查到的学历'), priced as goods ('学信网可查的学历多少钱',
  // '花钱弄成本科'), or a certificate bought ('花钱买个教师资格证', '买个证书挂靠'). Fees for a real course of study
  // (成人本科学费, 自考报名) and a course or book for the exam (买一建网课) are no purchase of the paper.
  {
    id: 'fraud-buy-degree',
    category: 'fraud',
    unless: (q) =>
      STUDY_ROUTE.test(q) && !/(不用|不需要|免|无需)(考试|上课|读)|包过|包拿证|直接(拿|出)证|买|代考/.test(q),
    pattern: new RegExp(
      `(弄|搞|买|办|花钱)(一个|个|一张|张)?.{0,8}${ON_RECORD}的?.{0,4}${DEGREE}|(买|办)(个|一个|张|一张)?(假)?(学历|文凭|毕业证|学位证)` +
        `|^(?=.*${ON_RECORD}的?.{0,4}${DEGREE})(?=.*(多少钱|价格|价位|什么价|啥价|行情|费用|报价|渠道|门路|办下来|能办|包过|联系方式|哪里(能|可以)?(办|买|弄)))` +
        // '毕业证+学位证一套多少钱，要学信网能查到的': the papers priced first, the record asked after; not one's own
        // degree's verification report, which 学信网 charges for.
        `|^(?!.*(认证|验证|报告))(?=.*${DEGREE}.{0,20}${ON_RECORD})(?=.*(多少钱|一套|价格|什么价|啥价|行情|渠道|门路|能办|哪里(能|可以)?(办|买|弄)))` +
        `|花钱(弄|搞|办|买|改|换)(成|个|一个|张|一张)?.{0,4}${DEGREE}|${DEGREE}.{0,8}(能|可以)?(买到|买得到|能买|可以买)` +
        '|(买|买到|花钱买|购买)(个|一个|张|一张|本)?(假的?)?(证书|资格证|教师资格证|教资证|建造师证?|一建|二建|造价师证?|会计证|职称证?|职业资格证书?|技能证书?|[四六]级证书?)(?!.{0,2}(网课|课程|课|教材|资料|培训|(?<!证)书|题|真题|报名))',
      'u',
    ),
  },
  {
    id: 'discrimination-dismiss',
    category: 'discrimination',
    unless: suffered,
    pattern:
      /只(招|要)(男的|男生|男性)|(女的|女性|已婚|未育|孕妇|怀孕|河南人|东北人|乙肝|残疾|少数民族|同性恋|大龄)[^，。]{0,6}(怎么|如何)(劝退|辞退|筛掉|淘汰|开除)/,
  },
  {
    id: 'discrimination-hiring',
    category: 'discrimination',
    unless: (q) => suffered(q) || ownCondition(q),
    pattern:
      /(怀孕|生育|生孩子|生二胎|结婚|已婚|未育|乙肝|残疾)(的)?(打算|计划|情况)?.{0,8}(然后|再|就|好)(把[^，。]{0,4})?(刷掉|筛掉|淘汰|不要|不录|劝退|辞退|拒掉)|(不招|不要|不想要|不想招|不打算招|不考虑|不录用|拒绝|拒掉|筛掉|淘汰|避开|刷掉|劝退|辞退|开除|只招男)[^，。]{0,8}(女的|女性|女生|已婚|未育|孕妇|怀孕|河南人|东北人|外地人|农村|乙肝|残疾|少数民族|回族|维吾尔|黑人|同性恋|老人|大龄|35岁以上|有孩子)/,
  },
  {
    id: 'privacy-lookup',
    category: 'privacy',
    pattern:
      /(查|查一下|偷看|监控|定位|获取|拿到|搞到|查到)(别人|他人|这个人|某人|一个人|他|她|前任|前女友|前男友|男朋友|女朋友|老公|老婆|同事|老板|面试官|员工|hr)的?.{0,6}(开房记录|聊天记录|身份证|住址|家庭住址|手机号|位置|定位|户籍|通话记录|行踪|隐私)/,
  },
  // Someone else's pay looked up ('同事的工资是多少，你帮我查一下'); asking about pay levels is not caught.
  {
    id: 'privacy-pay',
    category: 'privacy',
    pattern:
      /(同事|别人|他人|领导|老板|同学|朋友|室友)的?(工资|薪资|收入|工资条|奖金|绩效).{0,12}(帮我查|查一下|查查|查到|告诉我)|(查|查一下|打听|获取|拿到|搞到|弄到|偷看)(公司|单位)?的?(同事|别人|他人|领导|老板)的?(工资|薪资|收入|工资条|奖金)/,
  },
  // Finding where a particular person now works or lives ('查一下我前女友现在在哪家公司').
  {
    id: 'privacy-whereabouts',
    category: 'privacy',
    pattern:
      /(查|找|打听|搜|定位)(一下|到|出)?(我的?|我们)?(那个|这个|某个|一个)?(前女友|前男友|前任|前妻|前夫|(前|老)?(同学|同事|领导|老板|上司|室友|邻居)|网友|某个人|这个人|那个人|他|她).{0,8}(在哪|哪家公司|哪个公司|什么公司|工作单位|单位|住哪|住在哪|住址|电话|手机号|微信号)/,
  },
  // Income from grey or black trades asked for ('推荐几个赚快钱的灰色产业').
  {
    id: 'illegal-grey-trade',
    category: 'illegal',
    pattern: /(灰色|黑色)(产业|收入|行业|项目|生意|赚钱)|灰产|黑产|捞偏门|来钱快的偏门/,
  },
  // A made-up reason for leave or absence ('帮我想个理由请假，说家里有人去世').
  {
    id: 'fraud-fake-leave',
    category: 'fraud',
    pattern:
      /(编|找|想|造)(个|一个|些)?(理由|借口).{0,10}(请假|旷工|不去上班|不上班|翘班|逃课)|(编|造|捏造|瞎编)(个|一个|些)?.{0,6}(理由|借口).{0,10}(请.{0,3}假|旷工|不上班|翘班|逃课)|(假装|谎称|装作|骗领导说)(家里|我家)?(有人|老人|亲戚)?(生病|病了|家里有事|发烧|去世|过世|病危)/,
  },
  // Opinions on the country's leaders, parties or government, by office or by name: not a career planner's subject.
  {
    id: 'politics-leaders',
    category: 'politics',
    pattern: new RegExp(
      String.raw`(评价|看法|怎么看|如何看|点评|议论|吐槽|骂|攻击|抹黑|辱骂|丑化|讽刺|支持|反对|你觉得|你认为).{0,10}(国家领导人|领导人|总书记|国家主席|国务院总理|党中央|中央政府|政治局|执政党|${LEADER_NAMED})|(${LEADER_NAMED}.{0,8}(怎么样|好不好|评价|看法|做得|干得|行不行|合格|印象|咋样|是个什么样的人))|((国家|我国|中国|我们国家|咱们国家)的?领导(人|层)|总书记|国家主席|执政党).{0,8}(怎么样|好不好|评价|看法|做得|干得|行不行|合格|怎么看|如何看|印象|咋样)`,
      'u',
    ),
  },
  // A side asked for among parties: the planner takes none.
  {
    id: 'politics-party',
    category: 'politics',
    pattern:
      /(支持|喜欢|站|拥护)(哪个|哪一个|什么)(党派|政党|党)|你(是|支持|喜欢)(共产党|国民党|民进党)|^(?!.*(党员|入党|党史|党校|党建|党务|党课|党政)).*(共产党|国民党|民进党|中共|执政党).{0,6}(好不好|好还是|是好是坏|坏不坏|怎么样|行不行|评价|看法|怎么看)/,
  },
  // Sovereignty and separatism, events and groups a career planner does not discuss.
  {
    id: 'politics-issues',
    category: 'politics',
    pattern:
      /(台湾|香港|西藏|新疆|两岸)(问题|局势|独立|统一|争端)|(怎么看待?|如何看待?|怎么评价|如何评价)(一下)?(香港|台湾|西藏|新疆)的?(那些事|那件事|事件|局势|现状|抗议|运动)|(台湾|香港|西藏|新疆|澳门)(是不是|是|算不算|算)(一个)?(独立的)?国家|台独|港独|藏独|疆独|六四|法轮功/,
  },
  // An opinion asked on the government's policies or the system as a whole ('你觉得现在的政策对年轻人公平吗'); a
  // named policy's effect on the asker (考公政策, 落户政策) is a career question and is not caught here.
  {
    id: 'politics-opinion',
    category: 'politics',
    pattern:
      /(你觉得|你认为|你怎么看|怎么评价|如何评价|评价一下)(现在的?|当前的?|如今的?|国家的?|政府的?|这个)?(政策|政府|制度|国家)(对.{0,6})?.{0,4}(公平|合理|对不对|好不好|怎么样|有没有问题|正确|错)/,
  },
  // Overthrowing the state or calling people into the street ('怎么推翻现在的政府', '写篇文章号召大家上街'); a strike at
  // one's own workplace is a labour question and is not caught here.
  {
    id: 'politics-agitation',
    category: 'politics',
    // Workers protesting their own employer ('组织员工抗议公司降薪'): a labour dispute, with the state named nowhere.
    unless: (q) =>
      /公司|单位|老板|厂里|工厂|降薪|欠薪|拖欠|工资|罢工|裁员|维权/.test(q) &&
      !/政府|政权|国家|体制|当局|执政党/.test(q),
    pattern:
      /(推翻|颠覆|打倒)(现在的|当前的|这个|我们的)?(政府|政权|国家|体制|制度|执政党|共产党)|(号召|煽动|鼓动|组织|动员)(大家|群众|人们|网友|学生|市民|民众|更多人)?.{0,4}(上街|游行|示威|抗议|暴动|起义|暴乱)|上街(游行|抗议|示威)|(组织|策划|发起|号召|煽动|鼓动|动员).{0,10}(反对|针对|抗议)(政府|当局|政权|体制)|(反对|针对|抗议)(政府|当局|政权|体制)的?.{0,4}(抗议|游行|示威|集会|运动)/,
  },
  // Explicit stories or talk asked for ('写个成人小说', '跟我说点色色的').
  {
    id: 'porn-explicit-talk',
    category: 'porn',
    // Told of by someone it was done to ('主管总是开黄腔，我该怎么办'), who is answered.
    unless: (q) => /怎么办|怎么处理|举报|投诉|取证|骚扰|报警|维权|辞职|该不该|要不要/.test(q),
    pattern:
      /(写|来|编|讲|发)(一?[个篇段部本])?.{0,6}(成人|色情|黄色|18禁|r18|限制级)的?(小说|故事|文(?!凭|学|化|字|案)|段子|剧情|漫画)|色色|开黄腔|黄段子|荤段子|(黄色|荤|色情|成人|下流)(的)?笑话|(说|聊|讲)(点|些)?(色的|黄的|荤的|下流的)/,
  },
  // Borderline sexual content made for attention ('擦边内容怎么拍').
  {
    id: 'porn-borderline',
    category: 'porn',
    pattern: /擦边.{0,8}(怎么|如何|涨粉|赚钱|流量|拍|视频|照片|直播|内容|主播|博主|网红)|(当|做)擦边/,
  },
  // Undressing on camera as paid work ('视频陪聊要脱衣服的兼职'): 裸聊 in other words. Told of by someone pressed or
  // cheated into it, who is answered.
  {
    id: 'porn-camera-job',
    category: 'porn',
    unless: (q) => /怎么办|举报|投诉|报警|被骗|取证|拒绝|人体模特|写生|美院|美术|医学|体检/.test(q),
    pattern:
      /(陪聊|聊天|直播|视频|表演|主播)[^，。]{0,8}(脱衣|脱光|露点|裸|不穿衣)|(脱衣|脱光|露点|裸体|不穿衣服)[^，。]{0,8}(陪聊|直播|视频|表演|兼职|副业|赚钱|接单)/,
  },
  // Paid sex sought or sold ('哪里能找到小姐上门服务', '约个楼凤', '做外围') and 看片 sites: home services (家政上门服务),
  // 小姐姐 and peripheral hardware (外围电路) are something else.
  {
    id: 'porn-paid-sex',
    category: 'porn',
    unless: (q) => /怎么办|举报|投诉|报警|被骗|取证/.test(q),
    pattern:
      /(找|叫|约|点|推荐|哪里有|哪有)(个|一个|几个|些)?(小姐(?!姐)|楼凤|外围女|援交|兼职妹)|(小姐(?!姐)|按摩|spa|妹子|技师).{0,4}上门(服务)?|上门(服务)?.{0,4}(小姐(?!姐)|特殊服务|全套)|特殊服务|大保健|嫖娼?|约炮|看片的?(网站|app|软件|资源)|(做|当|干)外围(女|模特|嫩模)?(?!电路|设备|硬件|接口|芯片|器件|市场|工作|测试|开发)/,
  },
  {
    id: 'violence-person',
    category: 'violence',
    pattern:
      /(杀了|杀掉|弄死|干掉|捅死|砍死|毒死|撞死)(他|她|那个|这个|老板|领导|同事|面试官|hr|主管|前任)|(让|叫)(他|她)(出事|出车祸)/,
  },
];
