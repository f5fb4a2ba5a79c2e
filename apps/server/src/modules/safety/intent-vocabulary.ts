/*
 * The words the intent rules (intent-rules.ts) combine: acts, their objects and the cues that turn an ordinary
 * question into a request to do harm. Each is a regular-expression alternation over the normalized question.
 */
/** An alternation of the parts, as a non-capturing group. */
export const any = (...parts: string[]) => `(?:${parts.join('|')})`;

/** Wrongful acts that a cue of concealment turns into a request for help getting away with them. */
export const WRONG = any(
  '(?<!偷)偷(?!偷)',
  '盗',
  '窃',
  '拷走',
  '拷贝',
  '复制',
  '带走',
  '拿走',
  '转走',
  '转移(资产|财产|资金)',
  '转账',
  '转到(自己|我)的?(卡|账户|名下|口袋)',
  '(多|虚)开',
  '洗',
  '逃税',
  '漏税',
  '作弊',
  '抄',
  '挪用',
  '侵占',
  '私吞',
  '吃回扣',
  '拿回扣',
  '套现',
  '骗',
  '刷(单|流水|好评|数据|销量)',
  '贿',
  '送红包',
  '泄露',
  '泄密',
  '倒卖',
  '(?<![请休病年婚产事放度寒暑])假(?!期|日|如|设)',
  '替考',
  '代考',
  '贪',
  '飞单',
  '入侵',
  '监控',
  '定位',
  '偷看',
  '跟踪',
  '删(掉|除)?(聊天)?(记录|日志|证据)',
  '挖矿',
  '仿冒',
  '假冒',
  '高仿',
  // Customers or data moved to one's own account (客户微信都加到自己私人号上).
  '(加|导|转|拉|带)(到|进|去)(我)?(自己)?的?(私人|个人)?(号|微信号?|账号|手机|公司|店|工作室)',
);
/** Getting away with it: not being found out, leaving no trace, getting past a check. */
export const CONCEAL = any(
  '不被.{0,4}(发现|查到|查出|察觉|追查|识破|抓|查|审计|知道|封)',
  '不让.{0,4}(发现|知道|查到)',
  '不会被.{0,4}(发现|查到|查出|察觉|抓)',
  '神不知鬼不觉',
  '瞒过',
  '躲过',
  '逃过',
  '骗过',
  '(避开|绕过|躲开|规避).{0,4}(审计|监控|稽查|检查|查处|监管|风控|检测|查重|追踪)',
  // Wished for or asked how, not told of: '学信网上查不到我的学历，是假的吗' reports a problem.
  '(让|使|才|才能|才会|就能|能不能|可以|保证|确保|怎么|如何|会不会|就)[^，。？！,?!]{0,10}查不(到|出)',
  '不留(痕迹|证据|记录)',
  '销毁(证据|记录)',
);

/** Papers a person could forge, and forging verbs that need an object nearby. */
export const DOC = any(
  '证书',
  '证明',
  '学历',
  '学位证?',
  '毕业证',
  '文凭',
  '公章',
  '印章',
  '合同',
  '(离婚|购房|租房|劳动|借款|结婚)协议',
  '流水',
  'offer',
  '录用通知',
  '工资条',
  '签名',
  '签字',
  '成绩单',
  '成绩',
  '分数',
  '四六级',
  '体检报告',
  '病历',
  '诊断书',
  '假条',
  '推荐信',
  '发票',
  '身份证',
  '驾照',
  '驾驶证',
  '(健康|工作|居住|结婚|离婚|房产|上岗|从业|实习)证',
  '户口本',
  '证件',
  '资格证',
  '职称证',
  '营业执照',
  '学生证',
  '工牌',
  '奖状',
  // 学信网's own papers (P一个学籍在线验证报告): what an employer checks a degree by.
  '(学籍|学历|学位)(在线)?验证报告',
  '学信网(的)?(截图|页面|档案|报告)',
);
export const FORGE_FAR = any('伪造', '造假', '作假', '做假', '仿造', '仿制', '篡改', '伪照');
export const FORGE_NEAR = any(
  '(?<![a-z])ps?(一张|一份|一个|张|份|个).{0,6}',
  '(做|写|开|弄|搞|办|出|整)(个|一个|张|一张|份|一份)?假的?.{0,6}',
  '(?<![请休病年婚产事放度寒暑])假(?!期|日|如|设|装)的?',
);
/** Made in an image editor (用PS做一张医院的诊断证明): the paper's picture made, not issued. */
export const IMAGE_MADE =
  '(用|拿)(ps|photoshop|p图软件|美图秀秀|修图软件|软件)(做|弄|改|p|搞|修|生成)(一张|一份|一个|张|份|个)?.{0,6}';
/**
 * P (photoshop) said after the paper (收入证明能不能P一份, 流水P高一点): a passport photo retouched (证件照P一张) is no
 * forgery, so the paper's own photo is left out.
 */
export const PS_AFTER = '(?!照).{0,8}(?<![a-z])ps?(一张|一份|一个|张|份|个|高|大|多|成|改)';
/**
 * A bank statement made up by someone else (流水能帮我做一份吗, 代做流水, 包装流水): only the bank issues one, so
 * anyone else making it forges it; a business's own books (个体户流水怎么做账) are kept, not made for someone.
 */
export const STATEMENT_MADE =
  '流水.{0,10}(帮我|帮忙|替我|给我|找人|代)(做|弄|搞|整|包装|美化|刷)|(代做|代办|包装|美化|做假)(银行)?流水';
/** Changing a record of one's own: only these objects, since 改合同 or 修改简历 are ordinary. */
const RECORD = '(成绩单|成绩|分数|学历|出生日期|年龄|工资条|流水|签名|考勤记录|打卡记录)';
export const ALTER = `(改|篡改|修改)(一下|掉)?${RECORD}|${RECORD}.{0,6}(改掉|改成|改一下|改一改|涂改|篡改|抹掉)`;

export const EXAM = any(
  '考试',
  '笔试',
  '机考',
  '网测',
  '测评',
  '面试',
  '考研',
  '考公',
  '教资',
  '四六级',
  '期末',
  '雅思',
  '托福',
  '驾考',
  '驾照',
  '科目[一二三四1234]',
  '法考',
  '行测',
  '申论',
  '考场',
  '监考',
  // Certificates and qualifications sat as exams, often remotely.
  '软考',
  'pmp',
  'cpa',
  '注会',
  '(证券|基金|银行)从业',
  '[一二]建',
  '六级',
  '四级',
  '自考',
  '专升本',
  '(资格|职称|证书|线上|远程)考试',
);
export const CHEAT = any(
  '作弊',
  '抄答案',
  '小抄',
  '夹带',
  '替考',
  '代考',
  '枪手',
  '找(个|一个)?人(代|替|帮)(我)?(考|答|做题|面)',
  '让(别人|朋友|同学|人)(远程|偷偷|在旁边|在外面)?(帮我?|替我?|代)(答|考|做题|面|看题)',
  '(场外|远程|实时)(求助|提示|协助|指导|答题|帮答)',
  '偷偷(查|看|搜|用)(答案|手机|资料|ai|小抄|百度)',
  '(用|开)(ai|chatgpt|gpt|豆包|软件|外挂|插件).{0,6}(答题|作答|搜题|提词|提示答案)',
  '耳机.{0,6}答案',
  '(远程|遥控)(控制|操控|操作|协助)?(电脑)?.{0,4}(帮|代|替)(我|你)?(答题|做题|考)',
  '传纸条',
  // Answers or papers bought or leaked before the sitting: a past paper's answer key (真题答案解析) is study.
  '(?<!真题|历年|往年|模拟)(答案|考题|原题|试题|试卷)(卖|出售|有人卖|有卖|有人出|多少钱)',
  '(买|卖|出售|收)(到)?(考试|考题)?的?(答案|考题|原题)(?!解析)',
  '(有人|谁|有没有人)(出|卖)(考试)?的?(答案|考题|原题)',
  // Sought by the asker, not a leak reported (考生提前拿到试卷怎么处理 is a proctor's question).
  '(想|要|怎么|如何|能|能不能|哪里能|有没有办法|求|帮我)(提前|考前)(拿到|弄到|搞到|买到)的?(考题|答案|试题|原题|试卷|题目)',
  // The same sought with the wish after the time (考前想先弄一份答案): only seeking verbs, not a leak's 拿到.
  '(提前|考前)(想|要|能|得)?先?(弄|搞|买|淘|求)(到)?(一份|份|一套|套|点)?的?(考题|答案|试题|原题|试卷|题目)',
);

export const WORK = any(
  '论文',
  '文章',
  '作品',
  '代码',
  '设计',
  '方案',
  '报告',
  '作业',
  '稿子',
  '创意',
  '课题',
  '专利',
  '成果',
);
export const WHO = any(
  '他',
  '她',
  '某人',
  '这个人',
  '那个人',
  '别人',
  '他人',
  '前任',
  '前男友',
  '前女友',
  '前夫',
  '前妻',
  '面试官',
  'hr',
  '同事',
  '前同事',
  '老板',
  '领导',
  '网友',
  // People known from a screen, whose fame or following is no consent to being found (扒那个博主住哪).
  '(女|男)?主播',
  '博主',
  'up主',
  '网红',
  '明星',
  '爱豆',
  // People of one's own life: the rent, the flat, the partner's family (对象他妈, 女朋友的爸爸).
  '房东',
  '租客',
  '室友',
  '舍友',
  '上司',
  '主管',
  '(对象|男朋友|女朋友|男友|女友|老公|老婆)(他|她)?的?(爸|妈|爸爸|妈妈|父母|家人|家里人)',
  '对方',
  '陌生人',
  '邻居',
  '同学',
  '竞争对手',
  '候选人',
);
export const INFO = any(
  '住址',
  '住哪',
  '家在哪',
  '住在哪',
  '家住',
  '身份证',
  '手机号',
  '电话号码',
  '私人电话',
  '真实姓名',
  '真实身份',
  '身份信息',
  '真名',
  '开房记录',
  '行程',
  '行踪',
  '位置',
  '定位',
  '户籍',
  '车牌',
  '小号',
  '聊天记录',
  '通话记录',
  '银行卡',
  '存款',
  '病历',
  '婚史',
  '单位在哪',
);
/** Records private to their owner whoever the owner is: asked about anyone but oneself, a request to pry. */
export const SECRET = any(
  '身份证号?',
  '家庭住址',
  '住址',
  '住哪',
  '开房记录',
  '行踪',
  '户籍',
  '征信',
  '银行卡号?',
  '通话记录',
  '聊天记录',
  '病历',
  '手机定位',
  '酒店记录',
  '出行记录',
);

/*
 * What happens to someone who lied about a degree ('学历造假被发现会怎样', '伪造学历会坐牢吗') is a question the planner
 * answers with the law and the check (学信网): it stays declined whenever it also asks how to do it or where.
 */
const ASKS_CONSEQUENCE =
  /后果|会怎样|会怎么样|怎么处理|怎么处罚|处罚|合法吗|退工资|退还工资|坐牢|判几年|判多久|判多少年|怎么判|量刑|判刑|犯法吗|违法吗|犯罪吗|算犯罪|处分|被(发现|查出来?|查到|抓|抓到)了?(会|怎么办|的话)|会被(开除|辞退|解除|发现吗|查出来吗|查到吗)|有什么影响|影响大吗|(能|会|查得)(查|查得)?(出来|到)吗|被(举报|认定|撤销)|撤销(学位|学历|毕业证)|申诉/;
const SEEKS_HOW =
  /(怎么|怎样|如何)(才|做|弄|办|搞|伪造|造|改|写|能|不)|教我|帮我|哪里|在哪|去哪|哪家|渠道|多少钱|价格|联系方式|推荐|靠谱|不(会)?被(发现|查)|查不(出|到)|发现不了|看不出|技巧|方法|攻略/;
export const asksConsequenceOnly = (q: string) => ASKS_CONSEQUENCE.test(q) && !SEEKS_HOW.test(q);

/** Asked of the asker by someone else, who wants to say no (朋友让我帮他做假的收入证明，我该怎么拒绝). */
export const askedToRefuse = (q: string) =>
  /(让|叫|求|找)我[^，。]{0,14}(怎么|如何|该怎么)(委婉地?)?(拒绝|推掉|劝)/.test(q);
