import { helpsOthersInDistress } from './intent-conduct.js';
import { asksConsequenceOnly } from './intent-vocabulary.js';
import { normalizeText } from './normalize.js';
import type { SafetyCategory } from './safety.types.js';

/*
 * The frames in which a keyword or a rule's words are named innocently: a record the asker already bears asked about
 * for their own path, a thing named to tell it apart or guard against it, the asker pressed into it or done to, a job
 * that deals with it, and an answer's sentences that warn against it.
 */

/** The asker's own road that a record (a relative's or one's own) might touch. */
const OWN_PATH_WORDS = '政审|考公|考编|报考|公务员|警察|警校|公安|参军|当兵|军校|入伍|录用|被刷|影响我';

/**
 * A punishment the asker already bears for cheating ('大一考试作弊被记过'): what it does to a path is asked about a
 * record, like a relative's, not how to cheat.
 */
const PUNISHED_FOR_CHEATING =
  /作弊[^，。]{0,6}(被|受到?|挨了|吃了|背了?)(学校|监考|老师)?(记过|记大过|警告|严重警告|处分|通报|留校察看|开除|取消成绩|抓|发现|当场抓|停考|禁考)|作弊[^，。]{0,6}(成绩无效|成绩作废|被判零分)/;

/** What one's own record may touch: the paths of OWN_PATH and the student's own (保研, 学位, 找工作), or the asker drawn in (牵连). */
const RECORD_TOUCHES = new RegExp(
  `${OWN_PATH_WORDS}|考研|保研|学位|入党|毕业|找工作|求职|就业|档案|背调|影响|牵连|连累`,
);

/** One's own cheating record asked about for a path, with no wish to hide it ('作弊被记过，考公政审会不会过不了'). */
export const ownCheatingRecord = (q: string) =>
  PUNISHED_FOR_CHEATING.test(q) && RECORD_TOUCHES.test(q) && !/不让|不被|瞒|隐瞒|删|消除|抹掉|洗掉|撤掉/.test(q);

/**
 * Where the line is, asked to stay on the right side of it ('考场上哪些行为会被认定为作弊', '带智能手表进考场算作弊吗'):
 * the rules of the test, with no way of cheating sought.
 */
export const asksWhatCountsAsCheating = (q: string) =>
  /(哪些|什么)(行为|情况|做法|东西)?.{0,6}(算|算是|属于|会被(认定|判定|视为|当成?|算)(为|成)?)(作弊|违纪)|算不算(作弊|违纪)|算(是)?作弊(吗|么|嘛)|(会|会不会)被(认定|判定|视为|当成?)(为|成)?作弊/.test(
    q,
  ) && !/(怎么|如何|教我|有没有办法)(才能)?(作弊|不被)|不被.{0,4}(发现|抓|查)/.test(q);

/**
 * A penalty the asker already bore for an offence ('大学时赌博被行政拘留了，会影响考公吗'): what the record does to a
 * path is asked about, like a cheating record, not how to commit the offence or hide it.
 */
const PUNISHED_FOR_OFFENCE =
  /(被|受过|受到了?|挨了)(行政|治安)?(拘留|治安处罚|治安管理处罚|处罚|罚款|判刑|判了|判过|处分|强制隔离戒毒|抓)|拘留过|判过刑|坐过牢|服过刑|戒毒/;
const ownOffenceRecord = (q: string) =>
  PUNISHED_FOR_OFFENCE.test(q) && RECORD_TOUCHES.test(q) && !/不让|不被|瞒|隐瞒|删|消除|抹掉|洗掉|撤掉/.test(q);

/** A relative who was convicted or jailed. */
const RELATIVE_RECORD =
  /(舅舅|叔叔|伯伯|姑姑|姨妈|阿姨|爸|妈|父亲|母亲|哥|姐|弟|妹|亲戚|家人|亲属|家里人|表哥|堂哥)[^，。]{0,12}(判过刑|判刑|判了|坐过牢|坐牢|服刑|被抓|案底|前科|进去过)/;
const OWN_PATH = new RegExp(OWN_PATH_WORDS);
/**
 * A relative's conviction asked about for one's own path ('舅舅开赌场被抓了，会影响我考公务员政审吗'): the rules on
 * the offence itself let it through too (planner-rules.ts), with nothing sought.
 */
export const relativesRecord = (q: string) => RELATIVE_RECORD.test(q) && OWN_PATH.test(q) && !SEEKING.test(q);
/**
 * A relative's habit ('我爸是个赌徒，家里欠了债，我该找什么工作') asked about for the asker's own work or studies: the
 * family's trouble is the background, not the ask.
 */
const RELATIVE_HABIT =
  /(爸|妈|父亲|母亲|哥|姐|弟|妹|老公|老婆|男朋友|女朋友|舅舅|叔叔|亲戚|家人|家里人)[^，。]{0,6}(是个?赌徒|好赌|烂赌|赌博|赌钱|网赌|赌球|买球|玩菠菜|百家乐|吸毒|沾了毒|溜冰|欠了?赌债)/;
// The asker's own work or studies, or a path a relative's past is checked against (政审 for 警察, 参军), or the
// choice a student makes to earn sooner (我大三该选什么方向早点赚钱).
const OWN_WORK = new RegExp(
  `找工作|求职|就业|工作|实习|专业|岗位|还债|考研|方向|转行|行业|职业|大[一二三四]|毕业|早点(赚钱|挣钱|养家)|${OWN_PATH_WORDS}`,
);
/** Asking for the game itself, which no relative's story excuses. */
const GAME_SOUGHT =
  /推荐|哪个(平台|台子|网站|app)|靠谱的?(平台|台子)|入口|网址|下载|代理|带我|教我|技巧|稳赚|稳赢|怎么玩|不被|买|搞到|渠道/;
/**
 * A relative's gambling or drugs told beside one's own job search ('表哥网赌输了二十万还想回本，我想找个实习'): read
 * by the rules on the users' own words too, whose losses chased are the relative's. The asker's wish to earn
 * (早点赚钱) is then the job's, so only the game sought (GAME_SOUGHT) undoes it, not every word of seeking.
 */
export const relativesHabit = (q: string) => RELATIVE_HABIT.test(q) && OWN_WORK.test(q) && !GAME_SOUGHT.test(q);
/**
 * Cases of it handled at work ('律师专门做毒品案件辩护，前景如何'): the keyword named as the kind of case a lawyer, a
 * judge or the police take on, asked about as a career.
 */
const CASES = /(案件|案子|犯罪|官司|诉讼|辩护|刑案)/;
const CASE_WORK = /律师|律所|法官|检察|警察|民警|法务|法学|岗位|前景|专业|职业|就业/;

/**
 * The steps the police, a court or a lawyer take to look records up ('警察查开房记录需要什么手续'): the law's procedure
 * asked, not a record sought.
 */
const LAWFUL_PROCEDURE =
  /^(?!.*(帮我|替我|给我)).*(警察|民警|公安|法院|法官|律师|检察|刑侦|刑事侦查|侦查)[^，。]{0,10}(需要|要|有)?(什么|哪些)?(手续|程序|流程|审批|条件|权限)/;

/** A missing relative looked for through the police ('老人走失了怎么让派出所帮忙查行踪'): the search is theirs to run. */
const MISSING_THROUGH_POLICE = /^(?=.*(走失|失踪|失联|寻人))(?=.*(派出所|报警|警察|民警|公安|110)).*/;

/** A degree and its papers. */
const DEGREE_PAPERS = /学历|文凭|毕业证|学位证?|学信网/;

/** Keyword categories a question can name innocently, to tell apart or to guard against (传销 beside 直销). */
const FRAMEABLE = new Set<SafetyCategory>(['illegal', 'fraud', 'gambling_drugs', 'privacy']);
const TELL_APART_OR_GUARD =
  /(怎么|如何|怎样)(跟|向|和)(家里|家人|父母|爸妈|爸|妈|老婆|老公|女朋友|男朋友)(坦白|交代|认错|说实话)|自首|(临床|医学|药理|精神科)[^，。]{0,8}(研究|治疗|应用)|识别|危害|禁毒|戒毒|缉毒|风控|反(诈|欺诈|洗钱|作弊|赌|毒|黑|走私|传销|偷拍|窃听|监听)|(犯罪|违法)(研究|学|预防|侦查|治理)|(查|缉|禁|打击|抓|发现|查获|堵截)(到|获)?(网络|网上|跨境|线上)?(毒|赌|偷渡|走私)|(泄露|泄漏)(监测|防护|治理|溯源)|区别|区分|分辨|辨别|差别|界限|(怎么|如何|怎样)(识别|防范|防止|避免|举报|远离|拒绝|应对|维权|报警)|不(想|愿意?|打算|会)?(碰|沾|涉及|参与)|戒(赌|掉|除|断)|(怎么|如何|怎样|想|要|决心|下决心|能)戒(?!指)|(毒品|涉毒|赌博|涉赌)(检测|检验|鉴定|监督|监管|管控|查缉|稽查|防控|预防)(人员|员|岗|工作|中心|实验室|机构)|(检查|检测|排查|查找|找出)[^，。]{0,10}(有没有|是否有|藏)|(帮|劝|让)[^，。]{0,4}戒(?!指)|(帮助|帮扶|服务|矫治)(吸毒|戒毒|涉毒)人员|(吸毒|戒毒)人员[^，。]{0,6}(回归社会|康复|帮扶|矫治)|避开|防范|警惕|谨防|提防|远离|举报|误入|被骗|上当|受骗|维权|报警|受害|打击|查处|(要不要|该不该|怎么|如何|赶紧|想)(退出|退群|脱身|抽身)|被(人|同事|领导|老板|上司|室友|同学|公司)?(诬陷|诬告|冤枉|栽赃|误会|怀疑)|被(人|同学|朋友|网友|中介)?(拉|带|忽悠|坑)(去|进|着)[^，。]{0,8}(卡|账户)?[^，。]{0,4}(被)?冻结/;
/**
 * A question asking to have it explained or judged ('大麻合法化的国家', '这算不算赌博', '向患者科普成瘾风险'). Read in
 * questions only: an answer's own '科普一下' or '副作用' is the model's framing of what it writes, which excuses nothing
 * (an answer passes by the question's frame, or by warning against what it names: warnedAgainst).
 */
const ASKS_EXPLAINED =
  /(会|要|被)?(判|坐)(几年|多久|多少年|牢)|量刑|法律(后果|责任)|(怎么|如何)(判|定罪|处罚)|会被(判刑|拘留|处罚)|合法化|(成瘾|上瘾)(性|风险)?|副作用|(向|给|对)(患者|病人|学生|家长|群众)(说明|解释|讲解|宣教|科普)|宣教|科普|算不算|算.{0,4}(吗|嘛)|(是不是|会不会是|该不会是).{0,4}(赌博|毒品|运毒|带毒|贩毒|违法|犯法|骗局|诈骗|骗子|骗人)|(这个|这)?(词|说法|黑话)是(什么|啥)意思|在[^，。]{0,4}(合法|违法)(吗|么|嘛)|合不合法|(违法|犯法|犯罪)的?(吗|么|嘛)/;
/**
 * Someone offered a scheme asking whether to trust it ('网上有刷单兼职说日结300，能做吗'): a would-be victim, whom
 * the answer should warn rather than turn away.
 */
const ASKING_IF_SCAM =
  /能做吗|能不能做|可以做吗|能干吗|是不是骗|是骗局吗|骗局吗|是诈骗吗|诈骗吗|骗人的吗|可信吗|真的假的|是真的吗/;
/** Words of getting or doing the thing, which no guarding frame excuses. */
// 怎么做 after a post is the job asked about (风控岗怎么做), not the act.
const SEEKING =
  /靠谱|哪个好|哪家|推荐|稳赚|赚钱|买|下载|入口|网址|代理|加入|(?<!岗|岗位|工作|职位|这行|这份工)怎么做|怎么玩|教我|技巧|方法|(?<!求助|帮助|戒断|投诉|举报)渠道|不被|(避免|防止)被(发现|查出|抓)/;

/**
 * Pressed to do it by someone above ('领导让我做假账，不做就被辞退', '公司要求员工手机装定位软件合法吗') or having
 * found it out ('发现公司偷税漏税'), and asking what to do: the asker is the one at risk, whom the answer should tell their rights and way out.
 */
const PRESSED_OR_WITNESS =
  /(领导|老板|公司|上司|主管|单位|财务|经理|师傅|同事|部门)[^，。]{0,4}(让|要|要求|逼|叫|强迫|安排|指使)(我|员工|职工|我们|大家)|被(领导|老板|公司|上司|主管|单位|经理)[^，。]{0,2}(逼|强迫|要求|安排|指使|胁迫)|(发现|知道|看到|得知|怀疑)(了)?[^，。]{0,4}(公司|老板|领导|单位|同事|上司|财务|会计|员工|下属)/;
const WHAT_TO_DO =
  /怎么办|拒绝|不做|不干|不想|不愿|不敢|害怕|得罪|该不该|要不要|连累|担责|追责|(有|承担)(什么)?责任|举报|辞职|离职|合法吗|违法吗|犯法吗|坐牢/;

/**
 * Pressed into it by someone above or beside, or having found it out, and asking what to do or unwilling (主管让我在
 * 报销单上多报点，我不想得罪他), with nothing seeking it: the one at risk, for rules with no keyword to frame.
 */
export const pressedOrWitnessAsking = (normalized: string) =>
  PRESSED_OR_WITNESS.test(normalized) && WHAT_TO_DO.test(normalized) && !SEEKING.test(normalized);

/**
 * Done to the asker ('同事偷拍我怎么办', '被前任跟踪了能报警吗'): the victim asking what to do, whom the answer should tell
 * how to keep evidence and where to report, not turn away.
 */
const DONE_TO_ME =
  /(偷拍|跟踪|骚扰|监视|窃听|人肉|开盒|曝光|泄露|散布|定位|威胁|打)(了)?我|被[^，。]{0,5}(偷拍|跟踪|骚扰|监视|窃听|人肉|开盒|盒|曝光|泄露|散布|威胁|打|诈骗|骗)/;
const VICTIM_ASKS =
  /怎么办|(怎么|如何)?(关掉|关闭|取消)|怎么处理|如何处理|取证|证据|报警|维权|投诉|举报|告他|告她|起诉|违法吗|能告|赔偿/;

/**
 * A job or a course that deals with the thing ('网文编辑要审核色情内容吗', '刑辩律师会接触毒品案子吗', '游戏策划要懂
 * 博彩机制吗', '律师助理要帮当事人查户籍吗'): asked about the work, with nothing asked for (WORK_ASKS_FOR).
 */
const WORKS_WITH =
  /(编辑|审核员?|律师|法官|检察官|警察|民警|记者|策划|测试|荷官|医生|护士|药剂师|药师|麻醉师|社工|工程师|研究员|产品经理|经理|研发|开发|设计师|运营|岗位|专业|工作|职业|行业|这行)[^，。]{0,8}(要|会|需要|得|经常|常|都|天天|每天|怎么|如何)((帮|替|为)(当事人|客户|委托人|用户|公司))?(审核|接触|处理|办理|会|懂|了解|面对|打击|侦查|鉴定|研究|识别|过滤|看到|看|查|调取|核实|核对|管理|保管|登记)/;
// A company's 给我 an offer is the asker's job in hand, not a thing asked for.
const WORK_ASKS_FOR = /给我(?![^，。]{0,6}offer)|帮我|替我|发我|写一|来一|推荐|怎么(做|弄|搞|买|玩)|哪里|在哪|教我/;
/**
 * A game's design asked as the asker's trade (老虎机的数值是怎么设计的，我想做游戏策划; 游戏公司的老虎机玩法策划是做什么的):
 * a casino game's mechanics are a designer's subject, with no win or play sought (WORK_ASKS_FOR).
 */
const GAME_DESIGN_WORK =
  /(游戏|数值|玩法|关卡|系统)(策划|设计师|设计|开发)|游戏公司|(数值|玩法|机制)[^，。]{0,4}(是)?(怎么|如何)(设计|做)的/;
/**
 * Whether working at such a place is lawful work ('博彩公司在澳门做数据分析算正规工作吗'): a job seeker checking a
 * job, whom the answer should tell where the line is.
 */
// An offer from one asked about the same way (博彩公司给我发了it的offer，合法吗): the job seeker has it in hand.
const WORK_LEGIT =
  /(公司|企业|行业|平台|机构)[^，。]{0,12}(做|当|上班|工作|干|入职)[^，。]{0,12}(算|是)?(正规|合法|正经)(的)?(工作|职业|岗位)?(吗|么|嘛)|(公司|企业|平台|机构)[^，。]{0,12}(offer|录用|聘用|录取)[^。]{0,8}(算|是)?(正规|合法|违法|犯法)(的)?(吗|么|嘛)/;
/**
 * An industry or a post in it asked about as a place to work ('博彩行业在澳门的就业前景', '博彩合规岗在澳门的发展前景'),
 * or a major in it by where its graduates go ('博彩管理专业毕业好找工作吗'):
 * its prospects, jobs and pay named right after it (an answer's '这个行业的工作节奏' is no such question), with nothing
 * asked for (WORK_ASKS_FOR); or what a post in it does ('博彩行业合规岗是做什么的') or asks of whoever takes it
 * ('在澳门做博彩监管的岗位需要什么学历').
 */
const INDUSTRY_AS_CAREER =
  /(行业|产业|岗位?|职位)(在.{0,4})?的?(就业|前景|发展前景|岗位|职位|待遇|薪资|薪酬|招聘)|(专业|方向)的?(毕业|毕业生)?(后)?.{0,2}(好找工作|找工作|就业|前景|出路|去向|(能|可以)(做|干)(什么|啥|哪些))|(行业|产业)的?.{0,4}(岗|岗位|职位)(是|主要)?(做什么|干什么|干嘛|做啥|负责什么)|(岗位?|职位)(需要|要|要求)(什么|哪些|啥)?(学历|条件|专业|证书|资格)/;
/**
 * The thing as a field of research a student wants to join (想找致幻剂研究方向的导师读研, 成瘾药物课题组招硕士吗):
 * its research direction, group or supervisor asked after with the degree, with nothing asked for (WORK_ASKS_FOR).
 */
const RESEARCH_FIELD =
  /^(?=.*(读研|读博|考研|考博|硕士|博士|研究生|申博|保研))(?=.*((研究|科研)(方向|课题|领域|团队)|课题组|导师)).*/;
/**
 * Someone who works or worked at such a place asking about their next job ('我在博彩公司做客服，想跳槽，简历怎么写'):
 * the employer is their background, the move is the ask.
 */
const LEAVING_SUCH_WORK =
  /(在|从)[^，。]{0,8}(公司|行业|平台|企业|集团)[^，。]{0,4}(做|当|上班|工作|干)(过|了)?[^，。]{0,24}(跳槽|转行|离职|辞职|简历|面试|求职|找工作|换工作)/;
/**
 * A licensed casino's jobs, or the casino named as the workplace (在澳门做荷官要学什么, 赌场的保安工资多少, 赌场酒店的餐饮岗,
 * 博彩公司的数据分析岗): the trade's
 * words (a dealer's 百家乐) are that job's. Hosting a game (开赌场) is a rule of its own (gambling-host).
 */
const CASINO_WORK =
  /荷官|发牌员|娱乐场兑换员|博彩场经理|(赌场|博彩公司|博彩企业|博彩集团)(酒店|度假村|综合体)?(里|的)?(做|当)?(餐饮|餐厅|厨房|客房|酒店|后厨|财务|市场|it|合规|风控|技术|数据)?(分析|运营|开发|管理)?(部)?(保安|服务员|前台|经理|员工|客服|收银|工作人员|岗位?|厨师|招聘|工资|待遇|上班|工作)/;
/**
 * A betting firm's job abroad or online sought (东南亚博彩公司招聘客服，我想去; 菲律宾博彩公司招客服想去): no licensed
 * casino's post, but how online betting and the scam parks behind it recruit, so the job frames spare none of it. Asked
 * whether it is lawful (在菲律宾博彩公司上班合法吗), it is still answered by the frames of legality.
 */
const OFFSHORE =
  /东南亚|缅甸|柬埔寨|菲律宾|老挝|越南|迪拜|金三角|妙瓦底|西港|马尼拉|线上|网上|网络|网投|海外|境外|出国/;
const GOING = /想去|要去|我想|打算|准备|应聘|投简历|怎么去|报名|联系|加我|去那边/;
const offshoreBettingJob = (q: string) => OFFSHORE.test(q) && GOING.test(q);
/**
 * The state lottery's own institutions as a workplace (体彩中心是事业单位吗，怎么考进去，会不会被人说是搞赌博的; 福彩
 * 中心招聘; 彩票站店员): sport and welfare lotteries are licensed by the State Council, so their centres' jobs and a
 * licensed outlet's are careers; a sure win or a private lottery stays with the vice rules.
 */
const LOTTERY_WORK =
  /(体彩|福彩|彩票)(管理)?中心[^。]{0,12}(事业单位|事业编|编制|招聘|考进|工作|上班|岗位|工资|待遇)|(体彩|福彩|彩票)(站|店)[^。]{0,6}(店员|工作|上班|招聘|工资|代销)/;
/**
 * A pharmacy's or a clinic's work with a controlled medicine, the asker on its staff or asking its rules (药店卖曲马多要
 * 处方吗，我是新来的店员): the medicine is the shop's stock, not sought.
 */
const PHARMACY_WORK =
  /(药店|药房|医院|诊所)[^，。]{0,4}(卖|开|发|配|进货|管理|登记)|我是[^，。]{0,4}(店员|药师|药剂师|医生|护士|麻醉师)/;
/**
 * Someone close suspected of it, the asker asking how to tell or what to do (怎么判断孩子是不是在偷偷网赌, 老公好像在吸毒
 * 怎么办): a worried parent or partner, whom the answer should tell the signs and where to get help.
 */
const CLOSE_ONE =
  '(孩子|儿子|女儿|老公|老婆|丈夫|妻子|男朋友|女朋友|对象|爸|妈|父亲|母亲|弟弟|妹妹|哥哥|姐姐|我哥|我姐|我弟|我妹|家人|家里人|亲戚|舅舅|叔叔|表哥|堂哥|学生|员工|室友|朋友)';
/** Hooked on it already (沉迷六合彩, 染上了毒瘾), told by someone who wants to help them off it. */
const HOOKED = '(沉迷|迷上|染上|陷进|陷入|戒不掉|离不开|上瘾|成瘾|想试|想碰|要试|在碰)';
/** The habit itself told of them (我爸爸赌博欠债，我该怎么办): the asker is the one left to cope. */
const HABIT = '(赌博|网赌|赌钱|赌球|吸毒|欠了?赌债|赌输)';
// Or whether to stay with them (男朋友网赌欠债，我要不要分手): the asker's own life, not the habit, is asked.
const TO_HELP =
  '(怎么办|怎么劝|怎么帮|该怎么|如何(劝|帮)|劝(他|她)|帮(他|她)戒|让(他|她)戒|(要不要|该不该|应不应该)(分手|离婚|继续)|分手|离婚)';
const CLOSE_ONE_SUSPECTED = new RegExp(
  `(怎么|如何|怎样)(判断|看出|发现|知道|确认|察觉|分辨)[^，。]{0,6}${CLOSE_ONE}[^，。]{0,4}(是不是|有没有|是否|在不在)|${CLOSE_ONE}(好像|可能|似乎|疑似|偷偷|背着我)(在)?[^，。]{0,4}(赌|吸|沾|碰|玩)[^。]{0,16}(怎么办|怎么劝|怎么管|怎么帮|该怎么)|${CLOSE_ONE}[^，。]{0,4}${HOOKED}[^。]{0,16}${TO_HELP}|${CLOSE_ONE}[^，。]{0,4}${HABIT}[^。]{0,16}${TO_HELP}`,
);

/**
 * The asker's own betting losses worked off (网赌输了钱，想找份工作还债): a job to repay the debt is the ask, not the
 * game; a loss chased back (回本, 翻本) or a game sought keeps the question declined.
 */
const OWN_LOSS = /(网赌|赌博|赌球|买球|赌钱|菠菜|博彩)[^。]{0,8}(输|欠|亏)/;
const WORKED_OFF =
  /(找|换|打|做)(份|个|一份|一个|点)?(工作|兼职|工|副业)[^。]{0,8}(还债|还钱|还清|还贷)|(还债|还钱|还清)[^。]{0,8}(工作|兼职|副业)/;
export const ownLossWorkedOff = (q: string) =>
  OWN_LOSS.test(q) && WORKED_OFF.test(q) && !GAME_SOUGHT.test(q) && !/回本|翻本|回血|翻盘|赢回来|再赌|上岸/.test(q);
/**
 * A bettor cheated by the site (网赌被黑了不给出款怎么办) asking what to do: the answer is the police and that such
 * winnings have no protection, not a way to get them out (怎么出款, 藏分, 出黑 stay declined).
 */
export const cheatedBettorAsks = (q: string) =>
  /被(黑|骗|坑)(了)?[^。]{0,12}(怎么办|报警|追回|维权|能要回|要得回)/.test(q) &&
  !/(怎么|如何|有没有办法)(才能)?(出款|提现|提出来|拿回)|藏分|出黑|技巧|再充|推荐/.test(q);

/** Keyword categories a job may deal with: FRAMEABLE, and violence and explicit content (审核, 刑侦). */
const WORKABLE = new Set<SafetyCategory>([...FRAMEABLE, 'violence', 'porn']);

/**
 * Whether a keyword of this category is named to tell it apart from something lawful or to guard against it
 * (直销和传销怎么区分, 如何识别杀猪盘), and nothing in the text seeks it.
 */
export function namedToGuard(
  normalized: string,
  category: SafetyCategory,
  reading: 'question' | 'answer' = 'question',
): boolean {
  if (FRAMEABLE.has(category) && relativesHabit(normalized)) return true;
  if (SEEKING.test(normalized)) return false;
  return (
    (FRAMEABLE.has(category) && TELL_APART_OR_GUARD.test(normalized)) ||
    (reading === 'question' && FRAMEABLE.has(category) && ASKS_EXPLAINED.test(normalized)) ||
    // What a faked degree costs the one who used it ('假学历被查出来会怎样'), asked without asking how.
    ((category === 'fraud' || category === 'illegal') &&
      DEGREE_PAPERS.test(normalized) &&
      asksConsequenceOnly(normalized)) ||
    // And what cheating in a test costs ('期末考试作弊被抓了会有什么处分').
    (category === 'illegal' && /作弊/.test(normalized) && asksConsequenceOnly(normalized)) ||
    // A relative's past offence asked about for one's own path ('舅舅以前贩毒判过刑，我报考公安会不会被刷').
    (FRAMEABLE.has(category) && RELATIVE_RECORD.test(normalized) && OWN_PATH.test(normalized)) ||
    (WORKABLE.has(category) &&
      CASES.test(normalized) &&
      CASE_WORK.test(normalized) &&
      !WORK_ASKS_FOR.test(normalized)) ||
    (category === 'illegal' && ownCheatingRecord(normalized)) ||
    (FRAMEABLE.has(category) && ownOffenceRecord(normalized)) ||
    (FRAMEABLE.has(category) && PRESSED_OR_WITNESS.test(normalized) && WHAT_TO_DO.test(normalized)) ||
    // Asked by the worried or the staff, never said by an answer ('去赌场上班，顺便网赌' excuses nothing).
    (reading === 'question' && FRAMEABLE.has(category) && CLOSE_ONE_SUSPECTED.test(normalized)) ||
    (reading === 'question' && category === 'gambling_drugs' && cheatedBettorAsks(normalized)) ||
    (reading === 'question' && category === 'gambling_drugs' && ownLossWorkedOff(normalized)) ||
    (reading === 'question' &&
      category === 'gambling_drugs' &&
      (CASINO_WORK.test(normalized) || PHARMACY_WORK.test(normalized) || LOTTERY_WORK.test(normalized)) &&
      !WORK_ASKS_FOR.test(normalized) &&
      !offshoreBettingJob(normalized)) ||
    ((FRAMEABLE.has(category) || category === 'violence') &&
      DONE_TO_ME.test(normalized) &&
      VICTIM_ASKS.test(normalized)) ||
    (category === 'fraud' && ASKING_IF_SCAM.test(normalized)) ||
    (reading === 'question' &&
      category === 'privacy' &&
      (LAWFUL_PROCEDURE.test(normalized) || MISSING_THROUGH_POLICE.test(normalized))) ||
    (WORKABLE.has(category) &&
      (WORKS_WITH.test(normalized) ||
        GAME_DESIGN_WORK.test(normalized) ||
        WORK_LEGIT.test(normalized) ||
        INDUSTRY_AS_CAREER.test(normalized) ||
        (reading === 'question' && RESEARCH_FIELD.test(normalized)) ||
        LEAVING_SUCH_WORK.test(normalized)) &&
      !WORK_ASKS_FOR.test(normalized) &&
      !(category === 'gambling_drugs' && offshoreBettingJob(normalized))) ||
    (category === 'self_harm' && helpsOthersInDistress(normalized))
  );
}

/** A sentence that warns against what it names: the law it breaks, what follows, or advice to keep away. */
const WARNS =
  /违法|违反|犯罪|构成|属于(欺诈|诈骗|违法|弄虚作假|造假)|诈骗|骗局|不要|切勿|远离|警惕|谨防|报警|举报|维权|赔偿|处分|开除|取消(录用|资格)|被查|后果|风险|诽谤|侵犯|违纪|禁止|不得|严禁|只会让你/;
/** An answer showing the way to it, which no warning in the same sentence excuses. */
const SHOWS_HOW = /稳赚|稳赢|包赢|入口|网址|怎么玩|不被发现|加我|私聊|联系方式/;
/** Categories an answer may name while warning against them; sexual, political and self-harm words never pass. */
const WARNABLE = new Set<SafetyCategory>([...FRAMEABLE, 'violence']);

/**
 * Whether an answer names a keyword only in sentences that warn against it ('刷单返利是诈骗，不要做', '单位殴打员工
 * 违反劳动合同法'): an answer's advice on scams and rights names them, and stopping it would leave the asker
 * unwarned. `term` is the keyword as the library holds it; sentences are read as written, then normalized.
 */
export function warnedAgainst(answer: string, term: string, category: SafetyCategory): boolean {
  if (!WARNABLE.has(category)) return false;
  const keyword = normalizeText(term);
  const naming = answer
    .split(/[。！？!?；;\n]/)
    .map(normalizeText)
    .filter((sentence) => sentence.includes(keyword));
  return naming.length > 0 && naming.every((sentence) => WARNS.test(sentence) && !SHOWS_HOW.test(sentence));
}
