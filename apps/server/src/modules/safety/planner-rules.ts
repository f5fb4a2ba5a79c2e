import { CONDUCT_RULES, helpsOthersInDistress } from './intent-conduct.js';
import { COURSEWORK_RULES } from './intent-coursework.js';
import { DISTRESS_RULES } from './intent-distress.js';
import { EVASION_RULES } from './intent-evasion.js';
import { INTENT_RULES } from './intent-rules.js';
import { DRUG_NAME } from './intent-medicine.js';
import { asksConsequenceOnly } from './intent-vocabulary.js';
import type { SafetyCategory } from './safety.types.js';

/**
 * Requests the planner declines where a keyword is too blunt: the same words appear in questions it should
 * answer (药 in 药剂师, 论文 in 论文选题和就业). Each rule reads the normalized question (no spaces or
 * symbols, lower case) and names an ask, not a topic: writing someone's homework, which medicine or dose to take,
 * whether one has an illness, and words of a person in distress.
 */
interface PlannerRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  /** Not this rule's request after all, though its pattern matched. */
  unless?: (normalized: string) => boolean;
}

const WRITE = '(写|做|完成|代写|代做|搞定|弄|整|生成|出|憋)';
const FOR_ME = '(帮我|替我|给我|帮忙|请你|你来|帮我们)';
const WORK =
  '(论文|毕业论文|作业|作文|读后感|观后感|心得体会|课程设计|毕业设计|毕设|课设|大作业|实验报告|开题报告|文献综述|习题|试卷|答案)';
/** A piece of coursework, named with the kinds of report students hand in. */
export const HOMEWORK_PIECE = `(${WORK.slice(1, -1)}|实习报告|实践报告|社会实践报告|调研报告|实验总结|课程总结|结课论文|期末论文|思想汇报|入党申请书|读书笔记|周记|心得|报告)`;
const SOMEONE = '(我|我妈|我爸|我家人|我朋友|室友|同事|孩子|家里人|老人|女朋友|男朋友)?';

/*
 * The same words ('只招男生', '不要河南人') come from the one turned away: 'HR 说只招男生，这合法吗' asks about their
 * rights, which the planner answers. It stays declined whenever it also asks how to do it or get away with it.
 */
const SUFFERED =
  /合法吗|违法吗|合不合法|违不违法|合法不|歧视吗|歧视了|算歧视|算不算歧视|是不是歧视|属于歧视|就业歧视|被(拒|刷|辞退|开除|劝退|筛|淘汰|歧视|拒绝)|嫌我|因为我是|我是(女|男|河南|东北|外地|农村|同性恋|乙肝|残疾|少数民族)|维权|投诉|仲裁|起诉|告他|告公司/;
const DOING =
  /(怎么|怎样|如何|教我|帮我|能不能|可不可以|有没有办法|想|要)[^，。]{0,6}(不招|只招|只要|筛|刷掉|避开|劝退|辞退|开除|淘汰|拒绝|不要|委婉)|不被(说|发现|告|查)|又不(写|犯法|违法|被)|才(能)?不(违法|犯法|算歧视)|不犯法|不违法地|规避|写(一个|个)?招聘|启事|注明/;
const suffered = (q: string) => SUFFERED.test(q) && !DOING.test(q);

/** The fraud rules a question about consequences is let through. */
const CONSEQUENCE_ASKED = new Set(['fraud-forge', 'forge-document', 'fraud-inflate-degree', 'fraud-buy-degree']);

/** Objects a check is about (a medical, a record, a background check), for the rules on getting past one. */
const CHECKED =
  '(入职体检|体检|政审|背调|背景调查|考察|心理测评|乙肝|两对半|病史|病情|精神病史|抑郁症|案底|犯罪记录|前科|拘留|处分|征信|逾期|色弱|色盲)';
const PAST_IT =
  '(瞒过|瞒住|骗过|躲过|绕过|蒙混过关|蒙混|糊弄|逃过|隐瞒|藏住|藏起来|查不(出|到)|不被(发现|查出|查到)|不让.{0,6}(知道|发现|查到))';
const HOW = '(怎么|怎样|如何|教我|有什么办法|有没有办法|想办法|帮我|技巧|方法|秘诀|攻略)';

/** Words of someone who wants to die or cannot go on. */
const DISTRESS_WORDS =
  /不想活|活不下去|一了百了|活着没(什么|啥)?(意思|意义|盼头)|人生没(什么|啥)?(意思|意义)|没有活下去的(动力|意义|理由)|(从楼上|楼顶|天台)跳下去|跳下去算了|吃了一整(板|瓶)药|活着没意思|活着没意义|活着好累|想死|去死算了|自杀|轻生|结束(自己的)?生命|了结自己|割腕|跳楼|跳河|烧炭|上吊|安眠药.{0,6}(多少|几片|致死|一瓶)|(吃|喝|吞)?(多少|几)(片|粒|颗|瓶).{0,6}(会死|能死|致死|死得了)|(想|要|准备|打算|真想)去死|死了算了|不如死了|想消失|撑不下去了|没有活下去/;
/** 想死 said of a passing feeling ('面试紧张到想死', '想死你了'), not of wanting to die (the library allows the same). */
const HYPERBOLE = /(紧张|尴尬|丢人|羡慕|笑)(得|到)想死|想死(你|我)了/g;
/** Hyperbole taken out, no word of distress is left. */
const onlyHyperbole = (q: string) => {
  const rest = q.replace(HYPERBOLE, '');
  return rest !== q && !DISTRESS_WORDS.test(rest);
};

const RULES: PlannerRule[] = [
  // Distress first: 失眠吃什么药 is answered with the way to help, not as a question about medicine.
  {
    id: 'distress-words',
    category: 'self_harm',
    unless: onlyHyperbole,
    pattern: DISTRESS_WORDS,
  },
  // Said in English ('I want to die', 'kill myself'), read with spaces and apostrophes dropped.
  {
    id: 'distress-english',
    category: 'self_harm',
    pattern:
      /(want|wanna|going|gonna|wish|ready)(ed)?to(die|killmyself|endit|endmylife|disappear)|killmyself|endmylife|suicid|selfharm|cuttingmyself|dontwanttolive|(dont|cant)(want|go)(to)?(live|goon)|nothingtolivefor|betteroffdead/,
  },
  {
    id: 'distress-sleep',
    category: 'self_harm',
    pattern: /(失眠|睡不着|整夜睡不着).{0,10}(吃什么|吃啥|吃哪种|吃点什么|买什么)(药)?/,
  },
  {
    id: 'homework-write',
    category: 'homework',
    pattern: new RegExp(
      `${FOR_ME}.{0,8}${WRITE}.{0,24}${HOMEWORK_PIECE}|(求|跪求|来|整)(一篇|篇|一份|份)${HOMEWORK_PIECE}`,
    ),
  },
  // A finished piece handed over ('毕设的代码能不能直接给我一份').
  {
    id: 'homework-hand-over',
    category: 'homework',
    pattern: new RegExp(`${HOMEWORK_PIECE}.{0,12}(给我|发我|发给我|传我|私发)(一份|一个|一套|现成|完整)`),
  },
  // The piece named first ('思修课论文帮我写一下', '帮我把这份实习报告写完'), or by its length and deadline.
  {
    id: 'homework-write-named',
    category: 'homework',
    pattern: new RegExp(
      `${HOMEWORK_PIECE}.{0,10}${FOR_ME}.{0,4}${WRITE}|${FOR_ME}.{0,4}把.{0,12}${HOMEWORK_PIECE}.{0,4}${WRITE}(完|好|出来)?` +
        `|${HOMEWORK_PIECE}.{0,16}(要求|大概|差不多|至少|不少于)?(\\d{3,5}|[一二三四五六七八九两]千)字.{0,16}(帮|替|给|代|明天|今晚|下周)`,
    ),
  },
  // A part of the piece asked for ('毕业论文……帮我出一个一万字的初稿', '论文第三章给我写好').
  {
    id: 'homework-write-part',
    category: 'homework',
    pattern: new RegExp(
      `^(?=.*${HOMEWORK_PIECE}).*${FOR_ME}.{0,4}${WRITE}(好|完|出)?.{0,10}(初稿|正文|全文|终稿|第.{1,2}章|摘要|引言|绪论|结论|致谢|文献综述|框架内容)`,
    ),
  },
  // Asked in English ('write an essay about…, 500 words pls'): letters only, as the question normalizes them.
  {
    id: 'homework-english',
    category: 'homework',
    pattern:
      /^(?!.*(howto|howdoi|howcani|howshouldi|tipsfor|tipson|learnto|improve))(?:.*(write|finish|complete|solve|translate|answer)[a-z0-9\u4e00-\u9fa5]{0,24}(essay|homework|assignment|thesis|coursework|paper|exercise)|(homework|assignment|essay|thesis|coursework)[a-z0-9]{0,40}(pls|please|forme|asap|due(today|tonight|tomorrow)))/,
  },
  // '直接能交的那种', '交上去就行': a finished piece to hand in, whatever it is called.
  {
    id: 'homework-hand-in',
    category: 'homework',
    pattern: new RegExp(
      `(${WORK.slice(1, -1)}|报告|课件|ppt).{0,16}(直接能交|能直接交|直接交上去|交上去就行|直接提交)`,
    ),
  },
  // Someone else sitting the course or the exam ('帮我刷网课', '替我考期末').
  {
    id: 'homework-proxy-course',
    category: 'homework',
    pattern:
      /(帮我|替我|给我|代)(刷|上|考|答|挂|学)(一下|一遍)?.{0,10}(网课|慕课|学习通|智慧树|学分|学时|期末|考试|课程)|刷(网课|慕课|学时|学分)/,
  },
  { id: 'homework-ghost', category: 'homework', pattern: /代写|代做|枪手|代考|替考|代课作业|论文代|作业代/ },
  {
    id: 'homework-solve',
    category: 'homework',
    pattern:
      /(这道|这几道|这些|下面的?|以下的?)[\u4e00-\u9fa5]{0,3}(题|题目|习题).{0,10}(怎么做|怎么解|解一下|算一下|答案|解答|求解|帮我)|(作业|习题|试卷|考试题)的?答案/,
  },
  {
    id: 'homework-words',
    category: 'homework',
    pattern: new RegExp(`(\\d{3,5}|[一二两三四五六七八九]千|[一二两三]万)字(左右)?的?${HOMEWORK_PIECE}`),
  },
  {
    id: 'medical-drug',
    category: 'medical',
    pattern: /(吃|服|用|开|买|吃点)(什么|哪种|哪个|哪些|啥)(药|处方药|安眠药|抗抑郁药|精神类药)/,
  },
  {
    id: 'medical-dose',
    category: 'medical',
    pattern:
      /(药|片|胶囊|安眠|褪黑素|布洛芬|阿莫西林|头孢|激素|抗生素|舍曲林|氟西汀|地西泮|安定|艾司唑仑|佐匹克隆|唑吡坦).{0,10}(剂量|用量|几片|几粒|多少毫克|多少mg|吃多少|一次吃|怎么吃|能不能吃|可以吃吗|加量|减量|停药|停了吗|能停吗|可以停|能不能停|停掉|断药)/,
  },
  {
    id: 'medical-dose2',
    category: 'medical',
    pattern: /(剂量|用量)(是多少|多少合适|怎么算|多大)|(一次|每天)吃(几|多少)(片|粒|颗)/,
  },
  {
    id: 'medical-diagnose',
    category: 'medical',
    pattern: new RegExp(
      `${SOMEONE}(是不是|是否|会不会|算不算|判断一下|诊断一下|帮我诊断|帮我看看).{0,6}(得了|患了|有|是)?.{0,6}(病|症|癌|瘤|炎|障碍|抑郁|焦虑|双相|强迫|躁郁|多动|adhd|自闭|(心脏|肝|肾|胃|肺|甲状腺|颈椎|腰椎)(有|出了?)(问题|毛病))`,
    ),
  },
  // Whether to take a medicine ('嗓子疼要吃头孢吗', '发烧需不需要打点滴').
  {
    id: 'medical-should-take',
    category: 'medical',
    pattern: new RegExp(
      `(要|该|需要|应该|能|可以|用不用|要不要|需不需要|得)(吃|服|服用|用|打|输|涂|抹)(点|些)?(${DRUG_NAME}|头孢|布洛芬|阿莫西林)|(要不要|用不用|需不需要)(打点滴|输液|打吊针|吃药|打针)`,
      'u',
    ),
  },
  // A diagnosis asked of the planner ('你帮我确诊一下').
  { id: 'medical-confirm', category: 'medical', pattern: /(帮我|给我|替我|你来|你能|你)(确诊|诊断)/ },
  // Which illness a symptom is ('胃疼是胃炎还是胃溃疡', '老是心慌是怎么回事').
  {
    id: 'medical-which-illness',
    category: 'medical',
    pattern:
      /(是|得了|得的是|属于)[\u4e00-\u9fa5]{0,4}(炎|症|病|癌|溃疡|结石|感染|综合征)还是|(是|得了)(什么|啥)(病|毛病)|(疼|痛|痒|咳嗽|头晕|发麻|肿|拉肚子|便血|心慌|胸闷|耳鸣|发烧|呕吐)[^，。]{0,8}(是怎么回事|怎么回事|是什么病|是啥病|严重吗)/,
  },
  // A medicine asked for by what it should do ('有什么能提神的药', '聪明药'): advice only a doctor can give.
  {
    id: 'medical-drug-for',
    category: 'medical',
    pattern:
      /(有什么|有没有|推荐|哪种|哪些|什么)(能|可以)?(提神|助眠|安眠|镇静|减肥|提高专注|集中注意力|兴奋|抗焦虑|抗抑郁)[^，。]{0,4}(药|药物|药片|胶囊)|聪明药|莫达非尼|利他林/,
  },
  {
    id: 'medical-prescribe',
    category: 'medical',
    pattern: /(开个?药方|开处方|开点药|偏方|怎么治疗|怎么治好|吃药能治)/,
  },
  // A calculation set as an exercise ('求x^2的积分', '算一下这个极限'): solving it is the homework.
  {
    id: 'homework-calculate',
    category: 'homework',
    pattern:
      /(求|计算)[^，。]{1,16}的(不定积分|定积分|积分|导数|偏导数?|极限|行列式|特征值)|(算一下|解一下|帮我算|帮我解)[^，。]{0,16}(积分|导数|极限|微分方程|方程组|行列式|特征值)/,
  },
  {
    id: 'homework-solve-for-me',
    category: 'homework',
    pattern: /(帮我|替我|给我)(做|解|算|写)(一下)?(这道|这几道|这些|下面的?)(数学|物理|化学|编程)?(题|习题)/,
  },
  {
    id: 'illegal-break-in',
    category: 'illegal',
    // What a security course or job teaches ('网络安全专业要学怎么黑进系统吗').
    unless: (q) => /(专业|岗位|工程师|课程|面试)(要|需要|会|得|都)(学|考|教)/.test(q),
    pattern:
      /(破解|入侵|黑进|攻破|黑掉)(公司|学校|别人|他人|政府|银行|前公司)?的?.{0,4}(系统|服务器|网站|数据库|账号|邮箱|考勤)/,
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
    pattern: /(帮我|怎么|如何|教我|能不能|想|^)(伪造|编造|做假|弄个假|搞个假|做个假|开个假|(弄|搞|办|做)一?(份|张)假)/,
  },
  { id: 'fraud-deceive', category: 'fraud', pattern: /骗(过|住)?(hr|面试官|背调|背景调查|老板)/ },
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
  // A degree or certificate obtained rather than earned ('弄一个学信网能查到的学历').
  {
    id: 'fraud-buy-degree',
    category: 'fraud',
    pattern:
      /(弄|搞|买|办|花钱)(一个|个|一张|张)?.{0,8}(能查到|可查|查得到|可以查到|联网)的?.{0,4}(学历|学位|文凭|毕业证|证书)|(买|办)(个|一个|张|一张)?(假)?(学历|文凭|毕业证|学位证)/,
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
    unless: suffered,
    pattern:
      /(怀孕|生育|生孩子|生二胎|结婚|已婚|未育|乙肝|残疾)(的)?(打算|计划|情况)?.{0,8}(然后|再|就|好)(刷掉|筛掉|淘汰|不要|不录|劝退|辞退|拒掉)|(不招|不要|不想要|不想招|不打算招|不考虑|不录用|拒绝|筛掉|淘汰|避开|刷掉|劝退|辞退|开除|只招男)[^，。]{0,8}(女的|女性|女生|已婚|未育|孕妇|怀孕|河南人|东北人|外地人|农村|乙肝|残疾|少数民族|回族|维吾尔|黑人|同性恋|老人|大龄|35岁以上|有孩子)/,
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
  // Opinions on the country's leaders, parties or government: not a career planner's subject.
  {
    id: 'politics-leaders',
    category: 'politics',
    pattern:
      /(评价|看法|怎么看|如何看|点评|议论|吐槽|骂|支持|反对|你觉得|你认为).{0,10}(国家领导人|领导人|总书记|国家主席|国务院总理|党中央|中央政府|政治局|执政党)|((国家|我国|中国|我们国家|咱们国家)的?领导(人|层)|总书记|国家主席|执政党).{0,8}(怎么样|好不好|评价|看法|做得|干得|行不行|合格|怎么看|如何看|印象|咋样)/,
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
  {
    id: 'violence-person',
    category: 'violence',
    pattern:
      /(杀了|杀掉|弄死|干掉|捅死|砍死|毒死|撞死)(他|她|那个|这个|老板|领导|同事|面试官|hr|主管|前任)|(让|叫)(他|她)(出事|出车祸)/,
  },
];

/**
 * Distress said indirectly first (whatever else the question asks, the person is pointed to help), the rules
 * naming an ask, then the intent rules combining an act with its object or a cue.
 */
const ALL_RULES: PlannerRule[] = [
  ...DISTRESS_RULES,
  ...RULES,
  ...INTENT_RULES,
  ...CONDUCT_RULES,
  ...COURSEWORK_RULES,
  ...EVASION_RULES,
];

/**
 * A question about what a medical profession does at work (精神科医生开处方要什么资质, 药剂师要审核处方药的用量吗):
 * the prescribing or dosing is the job asked about, not advice asked for.
 */
const MEDICAL_JOB =
  /(医生|医师|大夫|药剂师|药师|护士|医药代表|药代|麻醉师|心理咨询师|咨询师|治疗师|协调员|crc|cra|监查员|药企)[^吃]{0,6}(要|需要|必须|得|会|能|可以|怎么|如何|的|在)?(审核|核对|开处方|管理|负责|学|考|资质|资格|执照|职责|权限|工作|日常|判断|诊断|接诊|懂|了解|掌握|熟悉)/;
/**
 * Asked for oneself, under a claimed profession (我是医生…) or a role given to the planner (你是医生，判断一下…),
 * which would otherwise open dosing and diagnosis to anyone.
 */
const ASKED_FOR_ONESELF = new RegExp(
  `${FOR_ME}|我是|我作为|作为(一名|一个)?(医生|医师|药剂师|药师|护士)|你(是|来当|来做|扮演)|假装|扮演|我(是不是|有没有|会不会|得了|得的)`,
);

/** The first rule the normalized question matches, as `rule:<id>`; null when none does. */
export function plannerRule(normalized: string): { category: SafetyCategory; rule: string } | null {
  const aboutTheJob = MEDICAL_JOB.test(normalized) && !ASKED_FOR_ONESELF.test(normalized);
  for (const r of ALL_RULES) {
    if (aboutTheJob && r.category === 'medical') continue;
    if (r.category === 'self_harm' && helpsOthersInDistress(normalized)) continue;
    if (CONSEQUENCE_ASKED.has(r.id) && asksConsequenceOnly(normalized)) continue;
    if (r.pattern.test(normalized) && !r.unless?.(normalized)) return { category: r.category, rule: `rule:${r.id}` };
  }
  return null;
}
