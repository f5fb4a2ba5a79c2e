import type { SafetyCategory } from '../safety/index.js';

/**
 * Every word the planner says when the safety gate declines: one or two sentences, what it can help with
 * instead, no occupation and no paid service. Someone in distress is pointed to a doctor and a hotline.
 */
const REDIRECT = '如果你愿意，我们可以聊聊专业选择、求职准备或职业规划方面的问题。';

/** Said only to someone who spoke of medicine or an illness: to others it would answer what they never asked. */
const NOT_A_DOCTOR = '用药和身心状况我不能替医生判断，';
const DISTRESS =
  '听到你这么难受，我很担心你。用药和身心状况我不能替医生判断，请尽快联系信任的人，拨打全国心理援助热线 12356 或北京心理危机研究与干预中心 010-82951332，也可以去医院的精神科或心理科就诊，如有危险请立即拨打 120 或 110。等你感觉好一些，我也愿意陪你慢慢聊学业和职业规划。';

/** Where legal work is done: a lawyer, the legal-aid line, and for labour disputes the arbitration committee. */
const LEGAL_HELP =
  '建议咨询律师，或拨打 12348 法律援助热线；劳动争议也可以到当地劳动人事争议仲裁委员会咨询，申请劳动仲裁不收费。';

/**
 * Harm to someone said in anger (我想杀了我老板, 想报复领导): the anger heard, the harm declined, and someone to talk to
 * named, since whoever says it may be near the end of their tether. 12356 is the national psychological-assistance
 * line (国家卫生健康委, in service since 2025-01-01), 12333 the human-resources and social-security line for a dispute
 * at work.
 */
const angerDecline = (named: string) =>
  `听得出你现在非常生气，心里一定憋了不少委屈。抱歉，${named}我帮不了你：这会伤害别人，也会把你自己搭进去。先离开让你生气的场合，找信任的人说一说；如果怒气一直压不下去、担心自己控制不住，可以拨打全国心理援助热线 12356。要是在工作里受了不公平的对待，可以留好证据，拨打 12333 咨询或申请劳动仲裁。等你平静一些，我也愿意陪你聊聊接下来的工作和职业规划。`;
/** The rules on harm wished or meant against a person (intent-harm-wish.ts): the anger is in the request itself. */
const HARM_WISHED = /^harm-wish/;
/** The rules and keywords on harm done to a person, heard as anger when the asker voices it. */
const HARM_TO_PERSON =
  /^(violence-(harm|punish|person)|revenge-damage|sabotage-someone|gang-up|spike-drink|harm-slipped-in)$|死|杀|打|揍|残|砍|捅|伤|报复/;
const ANGER_VOICED = /想|要|恨|气|烦|受不了|忍不了|报复|出气|解气|泄愤|欺负|针对|pua|羞辱|凭什么|恶心|不爽|冲动|诅咒/i;

/** The category's decline when nothing more particular can be said of the request. */
export const DECLINE_TEXTS: Record<SafetyCategory, string> = {
  illegal: `抱歉，这个请求涉及违法违规的做法，我不能提供帮助。${REDIRECT}`,
  violence: `抱歉，涉及伤害他人的内容我不能提供帮助；如果你正遇到冲突或威胁，请向身边可信的人或警方求助。${REDIRECT}`,
  self_harm: DISTRESS,
  porn: `抱歉，这类内容我不能提供。${REDIRECT}`,
  gambling_drugs: `抱歉，涉及赌博或毒品的内容我不能提供帮助。${REDIRECT}`,
  fraud: `抱歉，涉及欺骗他人或弄虚作假的做法我不能提供帮助：伪造、买卖学历和证件是违法的，简历上的经历要真实，编造的经历经不起背调。${REDIRECT}`,
  discrimination: `抱歉，带有歧视的说法和做法我不能提供帮助，每个人都应当被公平对待。${REDIRECT}`,
  politics: `抱歉，这个话题不在我能讨论的范围内。${REDIRECT}`,
  privacy: `抱歉，查找或获取他人的个人信息、公司的客户资料属于侵犯隐私和商业秘密，我不能提供帮助。${REDIRECT}`,
  homework:
    '抱歉，论文、作业、作文和考试都需要你自己完成，我不能替你写或替你考。如果你想聊聊专业方向、求职准备或职业规划，我很乐意帮你一起梳理。',
  medical:
    '抱歉，用药、剂量和病情判断需要医生当面诊断，我不能给出建议，请到正规医院就诊或咨询医生。职业规划方面的问题，比如专业选择和求职准备，我可以帮你。',
  legal: `抱歉，起草法律文书、判断官司输赢需要律师看过全部材料才能做，我帮不了你。${LEGAL_HELP}${REDIRECT}`,
  jailbreak: `抱歉，我的设定和规则不能透露，也不能关掉。${REDIRECT}`,
};

/*
 * A decline names what it declines in the asker's words ('伪造的离职证明', '替你写思修课论文'), so declines of
 * different requests read differently. Only nouns from the lists below are echoed, never free text from the
 * question, and none that names an occupation (a decline recommends none).
 */
const OCCUPATION =
  /工程师|经理|设计师|分析师|程序员|文员|专员|运营|销售|公务员|会计|编辑|记者|教师|顾问|医生|律师|警察/;
const first = (q: string, re: RegExp) => {
  // A name caught with the word before it ('开的劳拉西泮') is said without it.
  const m = re.exec(q)?.[0]?.replace(/^[的了开吃用买是把这那个些点药]+/, '');
  return m && !OCCUPATION.test(m) ? m.replace(/hr|pmp|cpa|adhd|qq|sql/g, (x) => x.toUpperCase()) : null;
};

/** What weighs on someone in distress, named back to them. */
const STRESSOR =
  /考研|考公|考编|失业|裁员|找不到工作|求职|加班|工作|房贷|欠债|网贷|分手|学业|毕业|实习|论文|领导|老板|家里|父母|考试/;
const PAPERS =
  /(离职|在职|收入|实习|工作|居住|无犯罪|病假)证明|(银行|工资)?流水|工资条|(英语)?[四六]级(证书|成绩)?|(教师资格|普通话|计算机[一二三]级|职业资格)证书?|毕业证|学位证|学历|文凭|公章|印章|offer|录用通知|成绩单|体检报告|化验单|病历|诊断书|假条|推荐信|发票|身份证|驾照|签名|合同|证书/i;
const CHECKS = /入职体检|体检|政审|背调|背景调查|心理测评|尿检|色盲检查/;
const EXAMS =
  /英语[四六]级|[四六]级|软考|pmp|cpa|注会|(证券|基金|银行)从业|[一二]建|教资|考研|考公|雅思|托福|驾考|法考|期末考试?|自考|专升本|笔试|机考|网测|测评|面试|考试/i;
const PIECE =
  /(毕业|课程|期末|结课|学期|开题|实习|实践|调研|实验|读书|思修课?|马原|近代史|高数|英语|数学)?(论文|作业|报告|作文|读后感|观后感|心得体会|课程设计|毕业设计|大作业|文献综述|习题|网课|学分)/;
const SUBJECT_TASK = /(高数|数学|物理|化学|线代|概率论?|英语|编程|c语言)(题|作业)/;
const ASSETS =
  /客户(名单|资料|信息|数据|通讯录)|用户数据|源代码|源码|代码|数据库|图纸|设计稿|技术资料|商业(机密|秘密)|配方|报价单|财务报表|简历/;
const SYSTEMS = /教务系统|考勤系统|服务器|数据库|后台|官网|网站|系统|邮箱|微信|qq|账号|密码|电脑|wifi/i;
const DRUGS =
  /[\u4e00-\u9fa5]{1,3}(西泮|唑仑|吡坦|洛芬|西林|霉素|沙星|曲林|西汀)|褪黑素|安眠药|抗抑郁药|处方药|激素|抗生素|头孢/;
const ILLNESS =
  /(心脏|肝|肾|胃|肺|甲状腺|颈椎|腰椎)(有|出了?)(问题|毛病)|抑郁症?|焦虑症?|双相|强迫症?|躁郁症?|多动症|adhd|自闭症?|[\u4e00-\u9fa5]{0,2}(癌|炎)/i;
const STREET_DRUGS = /冰毒|溜冰|k粉|摇头丸|麻古|大麻|叶子|可卡因|海洛因|笑气|神仙水|开心水|依托咪酯/i;
const GROUPS =
  /已婚未育|已婚|未育|孕妇|怀孕|女性|女生|女的|河南人|东北人|外地人|农村|乙肝|残疾|少数民族|同性恋|大龄|35岁以上|有孩子/;
const PEOPLE = /前女友|前男友|前任|前妻|前夫|老公|老婆|男朋友|女朋友|同事|老板|领导|面试官|hr|同学|室友|邻居|员工/i;
const WRONGS =
  /小抄|作弊|刷(单|好评|流水|数据|销量)|(多|虚)开(点)?发票|挖矿|逃税|漏税|挪用|套现|吃回扣|飞单|删(掉|除)?(聊天)?(记录|日志|证据)|拷走|带走|转账/;

const LEGAL_PAPERS =
  /(劳动)?仲裁申请书?|民事起诉状|起诉状|起诉书|诉状|答辩状|上诉状|律师函|法律意见书|证据清单|证据目录|代理词|申诉状|强制执行申请书?/;
/** What a labour dispute is about, named back in a legal decline. */
const DISPUTE =
  /拖欠工资|欠薪|违法解除(劳动合同)?|违法辞退|工伤|竞业(限制|协议)|加班费|社保|经济补偿|赔偿金|年假|试用期|劳动合同|租房押金|借款|网购/;

type Phrase = (q: string) => string;
const or = (q: string, re: RegExp, f: (m: string) => string, fallback: string) => {
  const m = first(q, re);
  return m ? f(m) : fallback;
};

/**
 * What a rule declines, named; the rule ids are those of planner-rules-study-health.ts, planner-rules-off-limits.ts,
 * intent-rules.ts and intent-conduct.ts.
 */
const WHAT: Record<string, Phrase> = {
  'forge-document': (q) =>
    /经历|经验/.test(q) ? '编造项目或工作经历' : or(q, PAPERS, (m) => `伪造或修改${m}`, '伪造证明材料'),
  'fraud-forge': (q) => or(q, PAPERS, (m) => `伪造${m}`, '编造或伪造材料'),
  'self-made-papers': (q) => or(q, PAPERS, (m) => `自己做一份“${m}”冒充正式开具的`, '自己制作冒充正式开具的证明'),
  'fraud-buy-degree': (q) => or(q, PAPERS, (m) => `花钱办一个${m}`, '花钱买学历'),
  'degree-on-record': () => '把没拿到的学历写进简历或弄进学信网',
  'fraud-inflate-degree': () => '把学历往高了写',
  'fraud-fabricate-unseen': () => '编造一段查不出来的经历',
  'fraud-alter-medical': (q) => or(q, PAPERS, (m) => `改动${m}`, '改动病历或体检报告'),
  'doctor-result': (q) => or(q, CHECKS, (m) => `让${m}结果显示得和实际不一样`, '让检查结果显示得和实际不一样'),
  'fraud-evade-check': (q) => or(q, CHECKS, (m) => `在${m}中隐瞒或蒙混过关`, '在审查中隐瞒或蒙混过关'),
  'fraud-proxy-check': (q) => or(q, CHECKS, (m) => `找人替考${m}或背答案应付`, '找人替检或背答案应付检查'),
  'fraud-deceive': () => '骗过背调或招聘方',
  'fraud-fake-leave': () => '编造请假的理由',
  'fraud-scheme': (q) =>
    /冒充|假冒|假扮|装成/.test(q) ? '找人冒充他人' : /骗|套取/.test(q) ? '骗取钱款或补贴' : '虚报费用',
  'buy-papers': (q) => or(q, PAPERS, (m) => `花钱买${m}`, '花钱买证明或文凭'),
  'sell-accounts': () => '出售或出租银行卡、微信号这类账户',
  'fake-reviews': () => '刷差评或批量注册小号',
  'spike-drink': () => '往别人的饮食里放东西',
  'gang-up': () => '找人堵截或殴打别人',
  'stand-in': (q) => or(q, /签到|点名|上课|打卡/, (m) => `找人替你${m}`, '找人替你参加体育测试'),
  'pull-strings': () => '托关系把记录或证明弄成不实的样子',
  'spy-tools': () => '偷偷监视别人的聊天和电脑',
  'leaked-questions': () => '提前弄到考试题目',
  extort: () => '拿把柄要挟别人',
  'politics-party': () => '站队党派',
  'smuggle-goods': () => '帮人带货过关不报关或躲过海关检查',
  'evade-tax': () => '隐瞒收入、少交税款',
  'pry-payroll': () => '进公司系统查看别人的工资',
  'hire-hacker': () => '找黑客进系统或改动系统里的记录',
  'review-farming-job': () => '接刷好评的活',
  'weapon-made': () => '自制武器或拿武器对付别人',
  'evade-censorship': () => '绕过网络审查',
  'circumvent-firewall': () => '翻墙或推荐翻墙工具',
  'rent-certificate': () => '把证书挂靠出去或买证挂靠',
  'grade-bought': () => '花钱或托人改成绩',
  'poach-clients': () => '背着公司把客户带走',
  'stand-in-test': (q) => or(q, EXAMS, (m) => `找人替你参加${m}`, '找人替你参加考试'),
  'porn-camera-job': () => '脱衣陪聊这类色情兼职',
  'card-cash-out': () => '把信用卡额度刷成现金',
  'misuse-identity': () => '用别人的身份去注册或借贷',
  'frame-someone': () => '诬陷或栽赃别人',
  'evade-detection': (q) =>
    or(
      q,
      ASSETS,
      (m) => `把公司的${m}弄走又不被发现`,
      or(q, WRONGS, (m) => `让“${m}”不被发现`, '让违规的做法不被发现'),
    ),
  'cheat-exam': (q) => or(q, EXAMS, (m) => `${m}作弊或找人替考`, '考试作弊或找人替考'),
  'take-employer-data': (q) => or(q, ASSETS, (m) => `私自带走公司的${m}`, '私自带走公司的资料'),
  'obtain-rival-secrets': (q) => or(q, ASSETS, (m) => `弄到别家公司的${m}`, '弄到别家公司的机密'),
  'bribe-gatekeeper': () => '给招聘或考试的把关人送钱送礼',
  'illegal-break-in': (q) => or(q, SYSTEMS, (m) => `入侵${m}`, '入侵别人的系统'),
  'break-in-account': (q) => or(q, SYSTEMS, (m) => `破解别人的${m}`, '破解别人的账号'),
  'attack-system': (q) => or(q, SYSTEMS, (m) => `攻击别人的${m}`, '攻击别人的系统'),
  'illegal-exam-answers': () => '提前弄到考题或答案',
  'illegal-grey-trade': () => '灰色或黑色产业的门路',
  'homework-write': (q) => or(q, PIECE, (m) => `替你写${m}`, '替你写作业'),
  'homework-write-named': (q) => or(q, PIECE, (m) => `替你写${m}`, '替你写作业'),
  'homework-hand-in': (q) => or(q, PIECE, (m) => `写一份能直接交的${m}`, '写能直接交的作业'),
  'homework-proxy-course': (q) => or(q, PIECE, (m) => `替你刷${m}或替你考试`, '替你刷网课或考试'),
  'homework-ghost': (q) =>
    or(
      q,
      EXAMS,
      (m) => `${m}找人替考`,
      or(q, PIECE, (m) => `${m}请人代笔`, '请人代笔或替考'),
    ),
  'homework-solve': (q) =>
    or(
      q,
      SUBJECT_TASK,
      (m) => `${m}的答案`,
      or(q, PIECE, (m) => `${m}的答案`, '作业题的答案'),
    ),
  'homework-solve-for-me': () => '替你解作业题',
  'homework-calculate': () => '替你算出作业里的这道题',
  'homework-hand-over': (q) => or(q, PIECE, (m) => `直接给你一份现成的${m}`, '直接给你现成的作业'),
  'followup-homework': (q) => or(q, PIECE, (m) => `替你写${m}`, '替你写作业'),
  'followup-papers': (q) => or(q, PAPERS, (m) => `做一份假的${m}`, '伪造证明材料'),
  'homework-write-part': (q) => or(q, PIECE, (m) => `替你写${m}`, '替你写论文或作业'),
  'homework-english': () => '替你写英文作业或文章',
  'homework-words': (q) => or(q, PIECE, (m) => `替你写${m}`, '按字数替你写文章'),
  plagiarism: () => '降重或把别人的成果改成自己的',
  'medical-dose': (q) => or(q, DRUGS, (m) => `${m}该吃多少`, '药该吃多少'),
  'medical-dose2': () => '药的剂量',
  'medical-dosing': (q) => or(q, DRUGS, (m) => `${m}的用法用量`, '药的用法用量'),
  'medical-drug': () => '该吃什么药',
  'medical-should-take': (q) => or(q, DRUGS, (m) => `该不该吃${m}`, '该不该吃药、打针'),
  'medical-confirm': (q) => or(q, ILLNESS, (m) => `判断你是不是${m}`, '替医生确诊'),
  'medical-which-illness': () => '判断你得的是什么病',
  'medical-drug-for': () => '推荐提神或助眠一类的药',
  'medical-which-drug': (q) => or(q, DRUGS, (m) => `判断${m}管不管用、该选哪种`, '判断哪种药管用'),
  'medical-get-rx': (q) => or(q, DRUGS, (m) => `弄到${m}`, '弄到处方药'),
  'medical-prescribe': () => '开药或治疗方案',
  'medical-diagnose': (q) => or(q, ILLNESS, (m) => `判断你是不是${m}`, '判断是不是得了病'),
  'drug-use': (q) => or(q, STREET_DRUGS, (m) => `“${m}”这类毒品`, '毒品'),
  'drugs-obtain': () => '弄到违禁药物',
  'gambling-bet': () => '赌博的平台、代理或技巧',
  'gambling-slang': () => '赌球或成人内容',
  'discrimination-hiring': (q) => or(q, GROUPS, (m) => `按“${m}”把人筛掉`, '按出身或身份把人筛掉'),
  'discrimination-dismiss': (q) => or(q, GROUPS, (m) => `按“${m}”把人劝退或筛掉`, '按身份把人劝退'),
  'privacy-lookup': (q) => or(q, PEOPLE, (m) => `查${m}的个人信息`, '查别人的个人信息'),
  doxxing: (q) => or(q, PEOPLE, (m) => `查${m}的住址、证件或行踪`, '查别人的住址、证件或行踪'),
  'privacy-whereabouts': (q) => or(q, PEOPLE, (m) => `打听${m}现在在哪`, '打听别人的去向'),
  'privacy-pay': () => '打听别人的工资',
  'privacy-pry': () => '偷看或批量收集别人的信息',
  'trade-personal-data': (q) => or(q, ASSETS, (m) => `买卖${m}这类个人信息`, '买卖个人信息'),
  'harass-pursue': (q) =>
    /拉黑|删了|屏蔽/.test(q)
      ? '去找一个已经拉黑你的人'
      : or(q, PEOPLE, (m) => `弄到${m}的私人联系方式去纠缠对方`, '纠缠别人'),
  'covert-tracking': (q) =>
    /在哪|哪个公司|什么公司|哪家公司|单位|住哪/.test(q)
      ? or(q, PEOPLE, (m) => `打听${m}现在在哪`, '打听别人的去向')
      : or(q, PEOPLE, (m) => `背着${m}定位或监控`, '背着别人定位或监控'),
  'revenge-damage': (q) =>
    /泼/.test(q)
      ? '去别人家门口泼东西报复'
      : /黑料|搞臭|抹黑/.test(q)
        ? '编黑料搞臭别人'
        : or(q, SYSTEMS, (m) => `破坏${m}来出气`, '报复或破坏'),
  'violence-weapon': () => '做危险物品',
  'harm-wish': () => '伤害别人的事',
  'harm-wish-armed': () => '拿东西伤人的事',
  'harm-wish-befall': () => '让别人出事',
  'harm-wish-revenge': () => '报复别人',
  'harm-wish-english': () => '伤害别人的事',
  'violence-harm': () => '伤害或报复别人',
  'violence-punish': () => '教训或殴打别人',
  'violence-person': () => '伤害别人',
  'porn-content': () => '色情内容',
  'porn-borderline': () => '擦边内容',
  'porn-explicit-talk': () => '色情内容',
  'politics-leaders': () => '评价领导人',
  'homework-translate': () => '替你完成翻译作业',
  'homework-code': () => '替你写课程作业的代码',
  'homework-course-piece': () => '替你写课上要交的作业',
  'homework-exercise': () => '替你做练习题',
  'homework-english-do': () => '替你写英文作业',
  'cheat-helper': (q) => or(q, EXAMS, (m) => `${m}时找人给你递答案`, '考试时找人给你递答案'),
  'cheat-lookup': (q) =>
    /ai|gpt|豆包|kimi|deepseek|文心|通义|软件|插件|外挂/i.test(q)
      ? or(q, EXAMS, (m) => `${m}时让AI或软件替你作答`, '考试时让AI替你作答')
      : or(q, EXAMS, (m) => `${m}时偷偷查答案`, '考试时偷偷查答案'),
  'cheat-preview': (q) => or(q, EXAMS, (m) => `用别的账号先看${m}的题`, '用别的账号先看考题'),
  'exam-bought': () => '托关系拿考题或花钱买通过',
  'fake-seal': (q) => or(q, PAPERS, (m) => `用假章或花钱弄一份${m}`, '用假章或花钱弄证明'),
  'fabricate-experience': () => '在简历上编造经历',
  'crack-password': () => '破解别人的密码',
  'pursue-blocked': () => '去找一个已经拉黑你的人',
  'stalk-in-person': (q) => or(q, PEOPLE, (m) => `打听${m}的去向或去堵对方`, '打听别人的去向或去堵对方'),
  'politics-issues': () => '政治议题',
  'politics-opinion': () => '评价政策和制度',
  'override-instructions': () => '忽略或关掉我的设定和规则',
  'reveal-instructions': () => '透露我的系统设定和提示词',
  'legal-papers': (q) =>
    or(q, LEGAL_PAPERS, (m) => or(q, DISPUTE, (d) => `替你起草${d}的${m}`, `替你起草${m}`), '替你起草法律文书'),
  'legal-case': (q) =>
    /法律意见/.test(q)
      ? or(q, DISPUTE, (d) => `就${d}出具法律意见`, '出具法律意见')
      : or(q, DISPUTE, (d) => `判断${d}这场官司的输赢`, '判断官司的输赢'),
};

/** What follows the named request: why, and what the planner can do instead, by category. */
const AFTER: Record<SafetyCategory, string> = {
  illegal: '这涉及违法违规。如果你担心自己的处境，我可以陪你理一理合规的出路和职业规划。',
  violence:
    '这可能伤害他人；如果你正遇到冲突或威胁，请向身边可信的人或警方求助。心里的委屈也可以和我说说，我们一起看看接下来的职业规划。',
  self_harm: DISTRESS,
  porn: '如果你想聊专业方向、求职准备或职业规划，我很乐意帮你。',
  gambling_drugs: '赌博和毒品既违法也伤身。想聊聊求职准备或职业规划，我随时都在。',
  fraud:
    '这属于弄虚作假，一旦被查出，轻则丢掉工作，重则要担法律责任。我可以帮你把真实经历写得更有说服力，或一起做职业规划。',
  discrimination:
    '这属于就业歧视，招聘应当按岗位要求公平对待每个人。招聘标准怎么写才合规、求职和职业规划的问题，我可以帮你。',
  politics: '这不在我能讨论的范围内。如果你愿意，我们可以聊聊专业选择、求职准备或职业规划。',
  privacy: '这会侵犯别人的隐私。你自己的求职准备和职业规划，我很乐意帮你一起想。',
  homework: '这需要你自己完成。如果你想聊聊选题方向、专业选择、求职准备或职业规划，我很乐意帮你一起梳理。',
  medical: '这需要医生当面诊断，请到正规医院就诊或咨询医生。职业规划方面的问题，比如专业选择和求职准备，我可以帮你。',
  legal: `这需要律师看过全部材料才能做。${LEGAL_HELP}这件事会不会影响求职、接下来的职业怎么规划，我可以陪你一起想。`,
  jailbreak: '它们不能透露，也不能关掉。关于专业选择、求职准备或职业规划的问题，我很乐意帮你。',
};

/**
 * Fraud that is not about one's own papers or record ('钓鱼网站', '换脸骗钱'): its harm is to others, and the offer to
 * help with a true résumé would not fit.
 */
const SCAM_AFTER = '这属于欺诈，会给别人造成损失，也要承担法律责任。求职准备和职业规划方面的问题，我很乐意帮你一起想。';
const OWN_RECORD =
  /简历|经历|经验|学历|文凭|毕业证|学位|证书|证明|背调|背景调查|实习|offer|履历|体检|政审|成绩|四六级|[四六]级|工资条|流水|请假|假条|病历|签名|公章|印章|盖章/i;
const afterFor = (category: SafetyCategory, question: string) =>
  category === 'fraud' && !OWN_RECORD.test(question) ? SCAM_AFTER : AFTER[category];

/** Words that read as offering the service itself ('代考', '保过'), which a decline never says. */
const OFFERED = /保过|包过|代写|代考|代投|代刷/;

/** A keyword is said back in the decline except where saying it is itself explicit, political or a slur. */
const ECHO_KEYWORD = new Set<SafetyCategory>([
  'illegal',
  'fraud',
  'gambling_drugs',
  'violence',
  'privacy',
  'homework',
  'medical',
]);

/**
 * The decline for a verdict on this question: the request named (by its rule, or the keyword that matched), then
 * why and what the planner can do instead. Distress always gets the same words of help.
 */
export function declineFor(category: SafetyCategory, rule: string, question: string): string {
  if (category === 'self_harm') {
    // What weighs on them, heard back (never the words of harm): the help offered stays the same.
    const weight = first(question, STRESSOR);
    const health = DRUGS.test(question) || ILLNESS.test(question) || /药|失眠|睡不着|医生|医院|病/u.test(question);
    const words = health ? DISTRESS : DISTRESS.replace(NOT_A_DOCTOR, '');
    return weight ? words.replace('听到你这么难受', `听到你为${weight}的事这么难受`) : words;
  }
  const [kind = '', id = ''] = rule.split(':');
  if (
    category === 'violence' &&
    (HARM_WISHED.test(id) || (HARM_TO_PERSON.test(id) && ANGER_VOICED.test(question.toLowerCase())))
  )
    return angerDecline(kind === 'rule' ? (WHAT[id]?.(question.toLowerCase()) ?? '伤害别人的事') : '伤害别人的事');
  // A keyword matched as spelled or heard (`pinyin:duchang→赌场`, `homophone:赌博网站`) is named as the library holds it.
  const term = kind === 'keyword' ? id : kind === 'pinyin' || kind === 'homophone' ? id.split('→').at(-1)! : null;
  const named =
    kind === 'rule'
      ? WHAT[id]?.(question.toLowerCase())
      : term &&
          ECHO_KEYWORD.has(category) &&
          !OCCUPATION.test(term) &&
          !OFFERED.test(term) &&
          (kind === 'keyword' || !/[a-z]/.test(term))
        ? `“${term}”这类事`
        : null;
  return named && !OFFERED.test(named)
    ? `抱歉，${named}我帮不了你。${afterFor(category, question)}`
    : DECLINE_TEXTS[category];
}

/** What replaces an answer the gate stopped while it streamed, on the page and in the saved conversation. */
export const ANSWER_BLOCKED_NOTICE =
  '抱歉，这个回答包含不适合展示的内容，已停止生成。你可以换个方式提问，我可以继续帮你做职业规划和求职准备。';
