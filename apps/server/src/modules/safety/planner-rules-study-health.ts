import { DRUG_NAME } from './intent-medicine.js';
import { preventsCheating } from './intent-exam-roles.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * The planner's decline rules for asks about the asker's own studies and health: words of a person in distress,
 * writing or solving someone's coursework, which medicine or dose to take, whether one has an illness. Read
 * before the rules in planner-rules-off-limits.ts, in this order.
 */

const WRITE = '(写|做|完成|代写|代做|搞定|弄|整|生成|出|憋)';
export const FOR_ME = '(帮我|替我|给我|帮忙|请你|你来|帮我们)';
const WORK =
  '(论文|毕业论文|作业|作文|读后感|观后感|心得体会|课程设计|毕业设计|毕设|课设|大作业|实验报告|开题报告|文献综述|习题|试卷|答案)';
/** A piece of coursework, named with the kinds of report students hand in. */
export const HOMEWORK_PIECE = `(${WORK.slice(1, -1)}|实习报告|实践报告|社会实践报告|调研报告|实验总结|课程总结|结课论文|期末论文|思想汇报|入党申请书|读书笔记|周记|心得|报告)`;
const SOMEONE = '(我|我妈|我爸|我家人|我朋友|室友|同事|孩子|家里人|老人|女朋友|男朋友)?';

/** Words of someone who wants to die or cannot go on. */
const DISTRESS_WORDS =
  /不想活|活不下去|一了百了|活着没(什么|啥)?(意思|意义|盼头)|人生没(什么|啥)?(意思|意义)|没有活下去的(动力|意义|理由)|(从楼上|楼顶|天台)跳下去|跳下去算了|吃了一整(板|瓶)药|活着没意思|活着没意义|活着好累|想死|去死算了|自杀|轻生|结束(自己的)?生命|了结自己|把(我)?自己(给)?(了结|了断|解决)(掉|了)(?!的)|割腕|跳楼|跳河|烧炭|上吊|安眠药.{0,6}(多少|几片|致死|一瓶)|(吃|喝|吞)?(多少|几)(片|粒|颗|瓶).{0,6}(会死|能死|致死|死得了)|(想|要|准备|打算|真想)去死|死了算了|不如死了|想消失(?!一段|一阵|几天|一周|一个月|几个月|半年|一年)|撑不下去了|没有活下去|(想|要|去|打算|准备|干脆)(杀|杀掉|杀死|弄死)(了)?自己(?!的)|活够了|(想|希望|真希望|巴不得|恨不得|好想|只想)(就|能|可以)?(一觉不醒|一睡不醒|睡过去(就)?不(再)?醒|再也不(要)?醒|永远(睡着|不醒|不要醒))/;
/**
 * 想死 and 想消失 said of a passing feeling ('面试紧张到想死', '尴尬到想原地消失', '想死你了'), not of wanting to die (the
 * library allows the same).
 */
const HYPERBOLE = /(紧张|尴尬|丢人|丢脸|社死|羡慕|笑)(得|到)(想死|想(原地)?消失)|想原地消失|想死(你|我)了/g;
/** Hyperbole taken out, no word of distress is left. */
const onlyHyperbole = (q: string) => {
  const rest = q.replace(HYPERBOLE, '');
  return rest !== q && !DISTRESS_WORDS.test(rest);
};
/** A move of job asked for ('撑不下去了，想换个行业'): the strain is the job's, and the ask a career one. */
const CAREER_MOVE =
  /(想|要|打算|准备|该不该|要不要)(换|辞职|离职|转行|跳槽|裸辞)|换(个|份|一份)?(工作|行业|公司|岗位|城市)/;
/** 撑不下去了 said of a job left for another, with no other word of distress. */
const onlyWorkStrain = (q: string) =>
  CAREER_MOVE.test(q) && /撑不下去了/.test(q) && !DISTRESS_WORDS.test(q.replace(/撑不下去了/g, ''));

/**
 * The words met at work (顾客来买安眠药问能吃几片, 消防员救跳楼的人): a counter's or a rescuer's job asked about, the
 * customer's or the person's in danger words, never the asker's own wish (我也想死).
 */
const WORK_ASKER = /店员|营业员|药店|药房|药师|药剂|护士|医生|消防|警察|辅警|救援队?|救生员|社工|心理咨询师|辅导员/;
const MET_AT_WORK =
  /(顾客|客人|客户|患者|病人|家属|来访者)(来)?[^，。]{0,10}(问|买|咨询|要)|救人|救援|(救|劝|拉)(下来|回来)|谈判专家/;
const askedAtWork = (q: string) =>
  WORK_ASKER.test(q) && MET_AT_WORK.test(q) && !/我(自己|也)?(真|好)?(想|要|准备|打算)(死|跳|自杀|不活)|我自己/.test(q);

/** Those whose work gives medicine, and the study or job asked about beside it. */
const CLINICIAN_USES =
  /(兽医|麻醉科|麻醉师|医生|护士|药剂师|药师|牙医|医学生)[^，。]{0,8}(需要|要|得|会|经常|常)(给[^，。]{0,4})?(用|打|开|配)/;
const CAREER_ASKED = /专业|就业|岗位|前景|职业|行业|待遇|收入|好考|报考|怎么考|值得读/;

export const STUDY_HEALTH_RULES: PlannerRule[] = [
  // Distress first: 失眠吃什么药 is answered with the way to help, not as a question about medicine.
  {
    id: 'distress-words',
    category: 'self_harm',
    unless: (q) => onlyHyperbole(q) || onlyWorkStrain(q) || askedAtWork(q),
    pattern: DISTRESS_WORDS,
  },
  // Said in English ('I want to die', 'kill myself'), read with spaces and apostrophes dropped.
  {
    id: 'distress-english',
    category: 'self_harm',
    pattern:
      /(want|wanna|going|gonna|wish|ready)(ed)?to(die|killmyself|endit|endmylife|disappear)|killmyself|endmylife|suicid|selfharm|cuttingmyself|dontwanttolive|(dont|cant)(want|go)(to)?(live|goon)|nothingtolivefor|betteroffdead|wanna(die|killmyself)|lifeis(pointless|meaningless|notworthliving)|noreasontolive/,
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
    unless: preventsCheating,
    pattern:
      /(帮我|替我|给我|代)(刷|上|考|答|挂|学)(一下|一遍)?.{0,10}(网课|慕课|学习通|智慧树|学分|学时|期末|考试|课程)|刷(网课|慕课|学时|学分)/,
  },
  // Not the side that catches a stand-in sitter ('我是监考老师，代考的人怎么识别'), unless getting past it is asked.
  {
    id: 'homework-ghost',
    category: 'homework',
    unless: preventsCheating,
    pattern:
      /代写(?!(广告|营销|商业)?(文案|软文)(?![^，。]{0,4}(作业|论文|报告)))|代做(?!(银行)?流水)|(替|代)(我|他|她|人)(去)?(考|参加考试)(?!虑|察|核|评|勤|量|究)|枪手|代考|替考|代课作业|论文代|作业代|(论文|作业|作文|毕业设计|毕设|课程报告|实验报告).{0,6}代笔|代笔.{0,4}(论文|作业|作文|毕设)/,
  },
  {
    id: 'homework-solve',
    category: 'homework',
    pattern:
      /(这道|这几道|这些|下面的?|以下的?)[\u4e00-\u9fa5]{0,3}(题|题目|习题).{0,10}(怎么做|怎么解|解一下|算一下|答案|解答|求解|帮我)|(作业|习题|试卷|卷子|考试题)的?答案/,
  },
  {
    id: 'homework-words',
    category: 'homework',
    pattern: new RegExp(`(\\d{3,5}|[一二两三四五六七八九]千|[一二两三]万)字(左右)?的?${HOMEWORK_PIECE}`),
  },
  {
    id: 'medical-drug',
    category: 'medical',
    // Or a kind of medicine (吃什么抗生素, 吃哪种退烧药): not a farm's or a shop's (用什么农药, 开什么药店).
    pattern:
      /(吃|服|用|开|买|吃点)(什么|哪种|哪个|哪些|啥|哪一种|哪款|什么样的)(牌子的)?([\u4e00-\u9fa5]{0,3}(?<!农|火|炸|弹|医)药(?!店|房|企|厂|学|材|师|剂|代|科|品|业|理)|抗生素|激素|头孢)/,
  },
  // Which medicine works best, or whether one works (减肥药哪种效果好, 效果好的减肥药, 奥利司他有用吗); or one medicine
  // against another (吃阿莫西林还是头孢).
  {
    id: 'medical-which-drug',
    category: 'medical',
    // The medicine as a field of work (抗生素研发方向有用吗).
    unless: (q) => /研发|研究|岗位|行业|专业|药企|销售|就业|方向|前景|职业|课程/.test(q),
    pattern: new RegExp(
      `${DRUG_NAME}[^，。]{0,4}(哪种|哪个|哪款|哪些|什么牌子|啥牌子)[^，。]{0,6}(好|效果|管用|有用|有效|快)|(效果好|好用|管用|有效|见效快|靠谱)的?[^，。]{0,4}${DRUG_NAME}|${DRUG_NAME}[^，。]{0,6}(有用吗|管用吗|有效吗|效果怎么样|效果好吗|好使吗)|(吃|服|用|打|输)(点)?${DRUG_NAME}还是`,
      'u',
    ),
  },
  {
    id: 'medical-dose',
    category: 'medical',
    pattern:
      /(药|片|胶囊|针|安眠|褪黑素|胰岛素|布洛芬|阿莫西林|头孢|激素|抗生素|舍曲林|氟西汀|地西泮|安定|艾司唑仑|佐匹克隆|唑吡坦).{0,10}(剂量|用量|几片|几粒|多少毫克|多少mg|多少单位|几个单位|吃多少|打多少|一次吃|怎么吃|能不能吃|可以吃吗|加量|减量|停药|停了吗|能停吗|可以停|能不能停|停掉|断药)/,
  },
  {
    id: 'medical-dose2',
    category: 'medical',
    pattern: /(剂量|用量)(是多少|多少合适|怎么算|多大)|(一次|每天)吃(几|多少)(片|粒|颗)/,
  },
  // A patient or a ward said of the work ('精神科会不会被病人打') is the workplace, not an illness asked about.
  {
    id: 'medical-diagnose',
    category: 'medical',
    pattern: new RegExp(
      `${SOMEONE}(是不是|是否|会不会|算不算|判断一下|诊断一下|帮我诊断|帮我看看).{0,6}(得了|患了|有|是)?.{0,6}(病(?![人房区床友])|症|癌|瘤|炎|障碍|抑郁|焦虑|双相|强迫|躁郁|多动|adhd|自闭|(心脏|肝|肾|胃|肺|甲状腺|颈椎|腰椎)(有|出了?)(问题|毛病))`,
    ),
  },
  // Whether to take a medicine ('嗓子疼要吃头孢吗', '发烧需不需要打点滴').
  {
    id: 'medical-should-take',
    category: 'medical',
    // A clinician's or a vet's medicine told of their work (兽医需要用麻醉药，这个专业就业怎么样): no patient asking.
    unless: (q) => CLINICIAN_USES.test(q) && CAREER_ASKED.test(q),
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
  // An exercise pointed at without 道 ('帮我解一下这题') or named by its kind with how to solve it ('二元一次方程组怎么解'):
  // solving it is the homework; how to study for an exam ('考研数学怎么复习') names no exercise and passes.
  {
    id: 'homework-solve-this',
    category: 'homework',
    // An interview question to answer ('帮我答一下这个题目：你为什么选择我们公司') is preparation, not homework.
    unless: (q) => /面试|求职|应聘|自我介绍|我们公司|贵公司/.test(q),
    pattern:
      /(帮我|替我|给我)(做|解|算|答)(一下)?(这个?|那个?)(题|题目)|(方程组?|不等式|应用题|几何题|证明题|数列题)[^，。？]{0,4}(怎么解|怎么求|怎么算|怎么证|如何求解|如何证明)/,
  },
  {
    id: 'homework-solve-for-me',
    category: 'homework',
    // Or the exercise handed over to be done ('帮我把这道高数题做了', '把这张卷子写完'), or its worked solution asked
    // for whole ('把这道线代题的完整解答过程写出来'); the way to think about it ('解题思路') is guidance and passes.
    pattern:
      /(帮我|替我|给我)(做|解|算|写)(一下)?(这道|这几道|这些|下面的?)(数学|物理|化学|编程)?(题|习题)|把(这|那)(道|几道|些|张|套|份|个)[^，。]{0,6}(题|题目|习题|作业|卷子|试卷|练习册?)(给我|帮我|替我)?(做|写|解|算|答)(了|完|掉|出来|一下)|(这道|这几道|这些|这张|这份|这套|下面的?)[^，。]{0,8}(题|习题|作业|卷子|试卷)的?(完整|详细|全部)?的?(解答|解题|计算|推导)?(过程|步骤|答案)(全部?|都)?(给我|帮我)?(写|列|给|发)(出来|我|一下)/,
  },
];
