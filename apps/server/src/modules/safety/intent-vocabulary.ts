/*
 * The words the intent rules (intent-rules.ts) combine: acts, their objects and the cues that turn an ordinary
 * question into a request to do harm. Each is a regular-expression alternation over the normalized question.
 */
const any = (...parts: string[]) => `(?:${parts.join('|')})`;

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
);
/** Getting away with it: not being found out, leaving no trace, getting past a check. */
export const CONCEAL = any(
  '不被.{0,4}(发现|查到|查出|察觉|追查|识破|抓|查|审计|知道)',
  '不让.{0,4}(发现|知道|查到)',
  '不会被.{0,4}(发现|查到|查出|察觉|抓)',
  '神不知鬼不觉',
  '瞒过',
  '躲过',
  '逃过',
  '骗过',
  '(避开|绕过|躲开|规避).{0,4}(审计|监控|稽查|检查|查处|监管|风控|检测|查重|追踪)',
  '查不(到|出)',
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
  '户口本',
  '证件',
  '资格证',
  '职称证',
  '营业执照',
  '学生证',
  '工牌',
  '奖状',
);
export const FORGE_FAR = any('伪造', '造假', '作假', '做假', '仿造', '仿制', '篡改', '伪照');
export const FORGE_NEAR = any(
  '(?<![a-z])ps?(一张|一份|一个|张|份|个).{0,6}',
  '做(个|一个|张|一张|份|一份)?假的?.{0,6}',
  '(?<![请休病年婚产事放度寒暑])假(?!期|日|如|设|装)的?',
);
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
  '法考',
  '行测',
  '申论',
  '考场',
  '监考',
);
export const CHEAT = any(
  '作弊',
  '抄答案',
  '小抄',
  '夹带',
  '替考',
  '代考',
  '枪手',
  '找人(代|替|帮我?)(考|答|做题|面)',
  '让(别人|朋友|同学|人)(帮我?|替我?|代)(答|考|做题|面|看题)',
  '(场外|远程|实时)(求助|提示|协助|指导|答题|帮答)',
  '偷偷(查|看|搜|用)(答案|手机|资料|ai|小抄|百度)',
  '(用|开)(ai|chatgpt|gpt|豆包|软件|外挂|插件).{0,6}(答题|作答|搜题|提词|提示答案)',
  '耳机.{0,6}答案',
  '传纸条',
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
  '主播',
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
/**
 * Medicines sold only on prescription, or controlled, by their class (安眠药, 镇静剂, 处方药) or their name.
 */
const RX_CLASS = any(
  '安眠药',
  '助眠(的)?(药|处方药)',
  '催眠药',
  '镇(静|定)(剂|药|片)',
  '处方药',
  '精神(类|科)的?药物?',
  '抗(抑郁|焦虑|精神病)(的)?药物?',
  '麻醉(药|剂)',
  '兴奋剂',
  '安定(片|药)',
  '阿片类?(药物?)?',
  '吗啡',
  '羟考酮',
  '可待因',
  '右美沙芬',
  '利他林',
  '哌醋甲酯',
  '莫达非尼',
);
/**
 * The sedative, hypnotic, antidepressant and opioid families by their name endings, so a drug not listed by
 * name is still known (艾司唑仑, 劳拉西泮, 唑吡坦).
 */
const RX_FAMILY = '[\\p{Script=Han}]{1,3}(唑仑|西泮|吡坦|匹克隆|曲林|西汀|帕明|酞普兰|巴比妥|芬太尼)';
export const RX_DRUG = `(${RX_CLASS}|${RX_FAMILY})`;
/**
 * Asking to be given or to get such a medicine: a verb with a result or an amount (买到, 弄点, 开几片), a verb
 * done for the asker (给我开, 帮我推荐), or asking where or how to get it. Selling or studying one is not asking
 * for it (医药代表卖处方药, 安眠药研发), and 给我开了 tells of a prescription already given.
 */
export const GET = any(
  '(买|购买|网购|代购|弄|搞|拿|囤|开|配|求|找)(到|得到|来|出来)',
  '(买|弄|搞|拿|囤|开|配|要|来|求)(点|些|一些|几片|几粒|几颗|几盒|一盒|一瓶|几瓶|一板|一点)',
  '(给我|帮我|替我)(开|买|弄|搞|拿|配|推荐|来)(?!了|过)',
  '推荐(几种|几款|一种|一款|一些|个|款|点|下|一下)',
  '(想|我要|想要|能|可以|怎么|如何|哪里|哪儿|去哪|在哪|哪家|哪个)(能|可以|才能)?(买|购买|网购|弄|搞|拿|开|囤|配)',
  '(渠道|门路|途径|货源)',
);
export const DRUG_NAME = `((?<!医|农|火|炸|弹|中|西)药(?!剂|学|企|代|店|厂|房|师|物|监|检|品|理|业|科|械|材|大|专)|药片|胶囊|冲剂|口服液|${RX_CLASS}|褪黑素|激素|抗生素|[\\p{Script=Han}]{1,4}(霉素|西林|沙星|洛尔|地平|普利|沙坦|他汀|唑仑|西泮|曲林|西汀|帕明|酞普兰|巴比妥|芬太尼|昔康|洛芬|替丁|拉唑|双胍|克隆|吡坦|酮)|吗啡)`;

/**
 * An employer's confidential assets: the people it deals with, its code, designs, figures and secrets.
 */
export const EMPLOYER_ASSET = any(
  '(客户|用户|会员|供应商|经销商|代理商|员工|候选人)的?(资料|名单|信息|数据|通讯录|联系方式|电话|档案|资源|清单|库)',
  '通讯录',
  '源代码',
  '源码',
  '代码(库|仓库?)',
  '数据库',
  '内部(的)?(数据|资料|文件|文档|报价|邮件)',
  '(设计|工程|施工|产品)?图纸',
  '设计(图|稿)',
  '技术(资料|文档|方案|参数)',
  '商业(机密|秘密)',
  '核心(技术|数据|代码|资料)',
  '报价(单|表)',
  '投标(文件|方案)',
  '配方',
  '工艺(文件|参数)',
  '财务(报表|数据)',
  '(机密|保密|涉密)(的)?(文件|资料|数据)',
);
/** Taking a copy away: copying, exporting, sending it to oneself, carrying it off. */
export const TAKE = any(
  '拷(贝|走|出|下)?',
  '复制',
  '导出',
  '下载',
  '带(走|出)',
  '拿(走|出)',
  '(弄|搞|偷|盗)(出|走)',
  '(?<!偷)偷(?!偷)',
  '窃取',
  '截图',
  '拍(照|下来)',
  '转发',
  '(发|传|同步|备份|转存|存)到',
  // Handing it to a successor is a handover; to oneself or a rival, a taking.
  '(发|传|转)给(我|自己|竞争对手|竞品|同行|下家|新公司|新东家|外人|朋友|别人)',
  '打包',
  '卖(给|掉)',
  '泄露给',
  '带(到|去|过去)',
);
/**
 * What makes the copy a taking rather than a day's work (导出客户数据做月报): the employer is a former one, the
 * copy goes with the person leaving or to a rival or to a private place, or it is meant to go unseen.
 */
export const NOT_MINE_TO_TAKE = any(
  '老东家',
  '前东家',
  '前公司',
  '原公司',
  '原单位',
  '老单位',
  '上(一)?家(公司)?',
  '之前的?公司',
  '离职',
  '辞职',
  '跳槽',
  '走之前',
  '走人',
  '被裁',
  '跑路',
  '新公司',
  '新东家',
  '下家',
  '竞争对手',
  '竞品',
  '同行',
  '自己(创业|单干|开公司|接私活)',
  '私活',
  '卖(给|掉|钱)',
  '(自己|私人|个人|私)的?(邮箱|网盘|云盘|u盘|硬盘|电脑|手机|微信|qq)',
);
export const UNSEEN = any(
  CONCEAL,
  '偷偷',
  '悄悄',
  '私下',
  '背着',
  '(防止|避免|以免|免得)(被)?.{0,4}(发现|查到|察觉|知道)',
);
export const FRAME = any('诬告', '诬陷', '栽赃', '陷害', '构陷', '嫁祸');
export const FRAMED = any(
  '他',
  '她',
  '领导',
  '老板',
  '同事',
  '上司',
  '主管',
  '前任',
  '对方',
  '竞争对手',
  '室友',
  '同学',
  'hr',
  '面试官',
);
/** Another company, whose assets are not the asker's to get hold of. */
export const RIVAL = any(
  '竞争(公司|对手)',
  '竞品(公司)?',
  '对手(公司)?',
  '同行',
  '友商',
  '别(的|人)家?公司',
  '其他公司',
  '别家',
);
export const OBTAIN = any(
  '拿到',
  '搞到',
  '弄到',
  '获取',
  '套取',
  '套出',
  '买到',
  '偷到',
  '挖到',
  '打听到',
  '偷',
  '窃取',
  '盗取',
);
/**
 * Asking what the law says of it, or how to stop others doing it (带走客户资料违法吗, 防止员工拷走源代码): an
 * answerable question, unless it also asks how to go unseen.
 */
export const ASKS_LAW_OR_GUARDS = any(
  '(违法|犯法|合法|违规|侵权|犯罪)(吗|么|嘛|不)',
  '(算不算|是不是|会不会|算)(违法|犯法|侵权|犯罪|泄密)',
  '法律(责任|后果|风险)',
  '(防止|防范|阻止|杜绝|预防|监测|追查|追责|起诉)',
);
