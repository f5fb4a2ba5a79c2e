import type { SafetyCategory } from './safety.types.js';
import { any, DOC } from './intent-vocabulary.js';
import { riskAsked } from './intent-mule.js';

/**
 * More requests recognised by what they ask for (beside intent-rules.ts): papers made by oneself to pass as
 * issued, personal data traded, revenge, harassment and covert tracking, attacks on systems, drug use, self-injury,
 * explicit writing and identities misused. Each combines an act with its object or a cue, so the same words asked
 * about one's rights or a job (被骚扰怎么取证, 渗透测试工程师, 禁毒社工) pass. They read the normalized question.
 */
export interface ConductRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  /** Where the pattern's words are asked innocently after all. */
  unless?: (normalized: string) => boolean;
}

/** Papers an employer, a school or a bank issues, which one does not make for oneself. */
const ISSUED = any(DOC, '(离职|在职|收入|实习|工作|居住|贫困|无犯罪)证明', '章', '公章', '钢印');
/** Making it oneself, or having it made. */
const MAKE_ONESELF = any(
  '(我)?自己(做|写|开|弄|打印|刻|盖|p|ps|画|填)',
  '(帮我|给我|替我)(做|弄|搞|p|ps|开|刻|生成|画)',
  '找人[^，。]{0,8}(做|弄|开|刻|p|ps|签|仿)',
);
/** It is to pass for the real thing: look genuine, go unchecked. */
const PASS_AS_REAL = any(
  '弄得?像',
  '做得?像',
  '像(真的|一点|样)',
  '跟真的一样',
  '以假乱真',
  // A replica of a paper lost or never had (找人做一张一样的).
  '一模一样',
  '(做|弄|搞|p|ps)(一张|一份|个|张|份)(一样|相同)的',
  '逼真',
  '看不出',
  '查不(出|到)',
  '不会(打电话)?(核实|核查|去查|查|发现|看出)',
  // Stamped or signed by someone with no right to (a draft the employer stamps itself is ordinary).
  '(自己|找人|私自|偷偷)(盖|签|刻)',
  '冒签',
  '代签',
  '模仿.{0,4}签',
  '用一下就行',
  // The issuer will not give it (a draft the employer stamps itself, 公司让我自己写再盖章, is ordinary).
  '(财务|公司|单位|学校|hr|人事|领导)(不给|不肯|不愿意?)(开|出|盖|签)',
  '应付(一下)?',
  '(的)?(图片|照片|电子版|截图)',
);

/** Personal data in bulk: résumés, numbers, identities. */
const PERSONAL_DATA =
  '(简历|求职者|候选人|客户|用户|业主|学生|家长|车主|个人)(的)?(简历|信息|资料|数据|名单|手机号|电话|联系方式)?';

/** An amount of records: many, a batch, or a count with its unit (两万条, 3000份). */
const QTY = '(大量|一批|批量|成批|上万|[0-9一二两三四五六七八九十几百千万]+(份|条|w|k))';

/** Getting back at someone: the cue that turns deleting or damaging into revenge. */
const REVENGE = any(
  '出(口|一口)?气',
  '解气',
  '泄愤',
  '报复',
  '(给|让)(他|她|他们|公司|老板)(点)?(颜色|好看|吃点苦头|后悔)',
  '同归于尽',
);
const DAMAGE = any(
  '删(掉|了|光|库)?',
  '清空',
  '格式化',
  '破坏',
  '搞瘫',
  '弄瘫',
  '瘫痪',
  '砸',
  '泼',
  '划(他|她)?的?车',
  '扎(他|她)?的?(车)?胎',
  '堵(他|她)?(家)?门',
  '搞臭',
  '抹黑',
);

/** The people one might track or pester, and the tools of covert tracking. */
const PARTNER = any('他', '她', '老公', '老婆', '男朋友', '女朋友', '对象', '前任', '员工', '同事', '下属', '孩子');
const ATTACK = any(
  'sql注入',
  '注入',
  'xss',
  'ddos',
  'dos攻击',
  '撞库',
  '爆破',
  '木马',
  '提权',
  '钓鱼(邮件|网站|链接)',
  '抓包',
);
const DRUG =
  '(冰毒|溜冰(?!鞋|场|馆|课|教练|运动|比赛)|k粉|k仔|摇头丸|麻古|麻果|大麻|叶子|可卡因|海洛因|笑气|神仙水|开心水|邮票|跳跳糖|(?:嗨|(?<![a-z])hi|(?<![a-z])high)药|依托咪酯|上头电子烟|娜塔莎|迷幻蘑菇|致幻蘑菇)';
/** Street names bought to be tried (买点邮票试试): not 溜冰, which is also skating someone may try. */
const DRUG_TO_TRY = '(邮票|叶子|飞叶子|笑气|k粉|麻古|冰毒|大麻|摇头丸|(?:嗨|(?<![a-z])hi|(?<![a-z])high)药|可卡因)';

/** Someone close who said it or feels it ('朋友说活着没意思', '室友最近总想不开'). */
const FRIEND_SAID =
  /(朋友|同学|室友|同事|闺蜜|兄弟|家人|妈妈|爸爸|母亲|父亲|孩子|女儿|儿子|爸妈|父母|学生|男朋友|女朋友|对象|老公|老婆|弟弟|妹妹|哥哥|姐姐|表[弟妹哥姐])(最近|总是|经常|老是|一直)?.{0,10}(说|总说|老说|提到|觉得|有|想|流露)/;
/**
 * Asking how to be there for them, the asker the helper; never with a means asked beside it ('朋友想不开，怎么帮他
 * 找个不痛的方法'). Worry for them said with 怎么办 (我很担心她，怎么办) or what to do now (我现在该做什么) asks the same.
 */
const HOW_TO_HELP =
  /^(?!.*(死法|方法|办法|多少|几片|几楼|哪里|买|不痛|不疼)).*((怎么|怎样|如何)(帮|劝|安慰|开导|陪|支持)|我(作为(家长|父母|朋友|室友|同学|老师|同事|家人|姐姐|哥哥|妈妈|爸爸))?(现在|这时候|应该)?(该|能|可以|应该)(怎么|做些?什么)|(担心|害怕|怕)(他|她|ta|他们)[^，。]{0,8}(怎么办|怎么做|该做什么)|(要不要|该不该)(报警|打120|打110|告诉(他|她)的?(家人|爸妈|父母|辅导员|老师|领导)))/;
/**
 * Someone learning to help others who harm themselves ('怎么帮有自残倾向的来访者') or working in prevention
 * ('自杀干预热线的接线员怎么招'): asking about the work, not in danger. Never when they speak of themselves (我有…,
 * 我总是…), who are pointed to help whatever else they say; 我想做… or 我想当… is a wish for the work.
 */
export const helpsOthersInDistress = (q: string) =>
  (/来访者|患者|病人|(学生|孩子|青少年|员工)(有|的)?(自残|自伤|轻生)|(自残|自伤|轻生)倾向的(人|学生|孩子|青少年)|(自杀|自伤|自残|轻生)(干预|预防|防治)|(心理援助|危机干预|心理危机)热线的?(接线员|工作人员|志愿者|岗位|工作|招聘)/.test(
    q,
  ) ||
    // A rescuer's work (消防员救跳楼的人, 谈判专家劝下轻生者): the one in danger is whoever is rescued.
    /(消防|救援|警察|民警|辅警|谈判专家|救生员)[^，。]{0,10}((救|劝|拉)(人|下来|回来)|救(跳楼|跳河|轻生))/.test(q) ||
    // Someone close who said it, the asker asking how to help them.
    (FRIEND_SAID.test(q) && HOW_TO_HELP.test(q))) &&
  !/我(自己)?(也)?(有|想(?!做|当|去|成为|报|学|从事|加入|应聘|考|转)|总|经常|又|一直|曾经)/.test(q);

export const CONDUCT_RULES: ConductRule[] = [
  // 自己做一份离职证明盖个章, 帮我做张六级证书的图片: papers made to pass as issued.
  {
    id: 'self-made-papers',
    category: 'fraud',
    pattern: new RegExp(
      `^(?=.*${ISSUED})(?=.*${MAKE_ONESELF})(?=.*${PASS_AS_REAL})|^(?=.*${ISSUED}).*(我)?自己(改|涂改|修改)|(自己|私自|偷偷|找人|私)刻(个|一个|一枚)?(公司|单位|学校|医院)?的?(章|公章|印章)|${ISSUED}[^，。]{0,10}(然后|再|顺便|还)?刻(个|一个|一枚)(公司|单位|学校|医院)?的?(章|公章|印章)|(章|公章|印章).{0,8}(自己刻|找人刻|私刻|偷偷刻|去刻)`,
      'u',
    ),
  },
  // 学信网那边有没有办法弄一下, 简历写本科其实是大专: a degree put on record or on paper that was not earned.
  {
    id: 'degree-on-record',
    category: 'fraud',
    // One's own record looked up or its report asked for (公司要我提供学历认证报告，怎么弄): 学信网 issues it to its holder.
    unless: (q) =>
      /(认证|验证)报告|备案表|学历认证|学籍验证|在线验证|查询|(怎么|如何)查/.test(q) &&
      !/没有|没拿到|没毕业|肄业|改成|改一下|花钱|买|假|伪造|录进|加进|加上|挂上|弄上/.test(q),
    pattern:
      /(学信网|学籍|学历).{0,8}(有没有办法|能不能|想办法|有办法|怎么)(弄|搞|改|操作|挂|录|加|上)|(简历|履历)(上)?.{0,4}(写|填)(成)?(本科|硕士|研究生|博士|985|211|全日制|统招).{0,10}其实|其实(我)?(是|只是|只有)?(大专|专科|高中|中专|二本|三本).{0,10}(写|填|说)(成)?(本科|硕士|研究生|985|211|全日制)/u,
  },
  // 哪里能买到大量简历, 几千份简历怎么卖: personal data bought or sold.
  {
    id: 'trade-personal-data',
    category: 'privacy',
    pattern: new RegExp(
      `(买|买到|购买|收购|收(?!到)|卖|出售|倒卖)(到)?${QTY}.{0,6}${PERSONAL_DATA}` +
        `|${QTY}的?${PERSONAL_DATA}.{0,10}(卖出去|卖掉|卖给|卖钱|出售|变现|值钱|怎么卖)` +
        '|^(?=.*(买|收购|收一批|收点|卖|出售|倒卖))(?=.*简历.{0,8}(带|含|附)(手机号|电话|联系方式))' +
        // Anyone's papers or data sold, however few: 卖别人的身份证信息.
        '|(卖|出售|倒卖|贩卖|买卖)(别人|他人|陌生人|用户|客户|公民|网友)的?(身份证|身份信息|个人信息|隐私|手机号|电话号码|照片|银行卡)',
      'u',
    ),
  },
  // 删了他公司的服务器出口气, 去他家门口泼油漆: damage done to get back at someone.
  {
    id: 'revenge-damage',
    category: 'violence',
    pattern: new RegExp(
      `^(?=.*${REVENGE})(?=.*${DAMAGE})|泼(油漆|红油漆|粪|大粪|汽油|硫酸)|(编|捏造|造)(点|些|一些)?.{0,6}黑料|(搞臭|抹黑)(他|她|他们|老板|领导|前公司|公司)`,
      'u',
    ),
  },
  // 有没有办法让我室友挂科, 怎么让同事被开除: someone else made to fail or lose their place. Not a worry or a wish
  // to avoid it (怎么避免让同事被辞退, 担心室友挂科).
  {
    id: 'sabotage-someone',
    category: 'violence',
    pattern:
      /^(?!.*(?:避免|不想让|不要让|别让|防止|担心|害怕|怕)).*(办法|方法|怎么|如何|咋|教我|能不能|有没有).{0,6}(让|害|使|搞得?|弄得?)(我的?)?(室友|舍友|同学|同事|对手|竞争对手|领导|上司|主管|老板|前任|前女友|前男友|他|她|别人|某人|那个人)(们)?.{0,4}(挂科|被开除|被辞退|被炒|丢(掉|了)?(工作|饭碗)|考不上|落榜|被处分|延毕|毕不了业|拿不到(offer|毕业证|学位)|面试(失败|挂)|被刷|升不了职|被裁|被降职|身败名裂)/u,
  },
  // 拉黑了我还有什么办法联系上她, 天天找她聊: pursuing someone who said no.
  {
    id: 'harass-pursue',
    category: 'privacy',
    pattern:
      /(拉黑|删了|屏蔽)(了)?我.{0,24}(换(了)?(好多|几个|个|小)?号|还有(什么|啥)办法|怎么(才能)?(联系|找到|加上|见到))|(弄到|搞到|要到|拿到)(她|他)的?私人(微信|电话|号码|联系方式|qq)|天天(找|骚扰|缠|盯)(着)?(她|他)|(怎么|如何)(骚扰|纠缠)/u,
  },
  // 在他手机上装个定位他不知道: tracking someone unknown to them.
  {
    id: 'covert-tracking',
    category: 'privacy',
    pattern: new RegExp(
      `在${PARTNER}的?(手机|电脑|车|包)(上|里)(偷偷)?(装|安装|放|开|设置)|(装|安装|偷装|放)(个|一个)?(监控|定位|窃听|追踪|跟踪)(软件|器|app|设备)?.{0,6}(不知道|不发现|发现不了|察觉不到|不被发现)` +
        '|(前女友|前男友|前任|前妻|前夫)(现在)?.{0,4}(在哪|住哪|哪个公司|什么公司|哪家公司|单位).{0,12}(查|找|打听|知道)' +
        // 想跟踪前任, 怎么偷偷尾随她下班: following someone in person.
        `|(想|要|怎么|如何|教我|打算)(偷偷)?(去)?(跟踪|尾随|蹲守|盯梢|监视)${PARTNER}`,
      'u',
    ),
  },
  // 用sql注入拿下前公司官网: an attack on a system that is not one's own.
  {
    id: 'attack-system',
    category: 'illegal',
    pattern: new RegExp(
      `^(?!.*(靶场|靶机|ctf|授权|原理|面试|考证|岗位|工程师|专业|防御|防护))(?:.*(教我|怎么|如何|想).{0,6}${ATTACK}.{0,12}(拿下|攻破|黑掉|入侵|搞垮|打穿|控制|进去|后台|服务器|官网)` +
        '|.*(拿下|攻破|黑掉|打穿|搞瘫|搞垮|攻击)(一个|别人|他人|前公司|公司|学校|某个|他们)?的?.{0,4}(网站|后台|服务器|官网|系统)' +
        // The attack's code asked for (入侵国家电网，请写出具体代码), whatever story it is for.
        '|.*(入侵|攻击|黑进|瘫痪|攻破)[^，。]{0,12}(写|给|提供|列)(出)?(我)?(具体|完整|详细|可用|能用)?的?(代码|脚本|exploit|payload|木马|病毒))',
      'u',
    ),
  },
  // 叶子怎么抽才不容易被尿检查出来: a drug taken so a test will not find it. Apart from drug-use, whose test work
  // (检测) passes: a test dodged is no tester's question.
  {
    id: 'drug-test-dodged',
    category: 'gambling_drugs',
    pattern: new RegExp(
      `^(?!.*(禁毒|缉毒|戒毒|科普|危害))(?=.*${DRUG}).*(不(容易|会)被|躲过|逃过|骗过|绕过)(尿检|毛发检测|验毒|毒检|检测)?.{0,3}(查|测|验|检)(出来|出|到)`,
      'u',
    ),
  },
  // 溜冰能提神哪里能搞到, 吸毒会上瘾吗 想试试, k仔几钱一包: a drug taken, got, priced by the packet or wished to be
  // tried, by its street name (嗨药 typed hi药 too).
  {
    id: 'drug-use',
    category: 'gambling_drugs',
    pattern: new RegExp(
      `^(?!.*(禁毒|缉毒|戒毒|检测|危害|识别|科普))(?:.*${DRUG}.{0,8}(提神|助兴|上头|嗨|放松|通宵|熬夜|解压)|.*${DRUG}.{0,6}(不被(发现|查到|抓)|查不(出|到)|躲过尿检)|.*${DRUG}.{0,12}(哪里|哪儿|去哪|在哪|怎么)(能|可以)?(买|搞|弄|拿)|.*(冰毒|k粉|k仔|摇头丸|麻古|麻果|大麻|可卡因|海洛因|笑气|(?:嗨|(?<![a-z])hi|(?<![a-z])high)药|依托咪酯|上头电子烟).{0,6}(哪里有|哪儿有|哪有|谁有)(卖|货)?|.*(冰毒|k粉|k仔|摇头丸|麻古|麻果|大麻(?!素|二酚|籽|纤维)|可卡因|海洛因|依托咪酯).{0,2}(多少钱|几钱|几多钱|什么价|啥价|怎么卖)(一)?(包|克|粒|颗|支|g)|.*(哪里|哪儿|去哪|在哪|怎么)(能|可以)?(买|搞|弄|拿)(到)?.{0,4}${DRUG}|.*(靠谱|稳定|安全)的?${DRUG}.{0,2}(渠道|货源|卖家|上家|门路)|.*${DRUG}.{0,2}(渠道|货源|卖家|上家|门路)|.*(买|搞|弄|来)(点|些|一点|几张|一张)?${DRUG_TO_TRY}.{0,6}(试试|尝尝|尝鲜|体验)|.*(买|搞|弄|整|来)(点|些|一点|几颗|几粒|一包)(冰毒|k粉|k仔|摇头丸|麻古|麻果|大麻|可卡因|海洛因|笑气|(?:嗨|(?<![a-z])hi|(?<![a-z])high)药|依托咪酯|飞叶子)|.*(吸毒|嗑药|磕药|毒品|${DRUG}).{0,12}(?<!不)(想|好想|打算|准备|也想)(去)?(试试|试一下|试一次|尝尝|尝一下|尝试一下|体验一下))`,
      'u',
    ),
  },
  // 拿刀划自己手臂, 从公司楼上跳下去是什么感觉: self-injury and the thought of jumping, pointed to help.
  {
    id: 'self-injury',
    category: 'self_harm',
    pattern:
      /(拿|用)?(刀|刀片|美工刀|玻璃|圆规|剪刀|烟头)?.{0,2}(划|割|刺|扎|烫)(自己|手臂|胳膊|手腕|大腿)|自残|伤害自己|惩罚自己.{0,4}(打|掐|撞|划)|从.{0,6}(楼上|楼顶|天台|窗户|桥上|阳台)(跳|往下跳|一跃)|(楼上|楼顶|天台|窗台|阳台|高楼)(一跃而下|跳下去|往下跳)|(跳下去|往下跳)(是)?(什么感觉|会怎样|疼不疼|会疼吗)/u,
  },
  // 教我开锁撬门, 怎么打开邻居家的门: breaking into a home, a car or a safe. A locksmith's trade and a door that was
  // forced (家里门被撬了) are asked about, not done.
  {
    id: 'break-in-property',
    category: 'illegal',
    pattern:
      /^(?!.*(被撬|防撬|防盗|锁匠|开锁师傅|开锁行业|开锁公司|考证|资格)).*(撬(门|锁|窗|开|保险柜|车门)|溜门撬锁|(教我|怎么|如何)(不用钥匙)?(开|打开)(别人|他人|邻居|同事|室友|老板)(家)?的?(锁|门|车门?|保险柜))/u,
  },
  // 有没有人卖实习证明, 不看学历直接能办的文凭: papers bought rather than earned or issued. 办证的 as a person is the
  // trade's own name (找个办证的), where an office's 办证 is done, not sought out.
  {
    id: 'buy-papers',
    category: 'fraud',
    pattern:
      /(有没有|哪里有|哪儿有|谁有|谁认识|找|联系|认识|求|推荐)(个|一个)?办证的(?!流程|手续|材料|时间|地方|窗口|大厅)|(有没有人|有人|谁|哪里|哪儿|在哪|去哪)(卖|出售|代办|能办|可以办|办)[^，。]{0,6}(证明|证书|学历|文凭|毕业证|学位证|驾照|驾驶证|健康证)|(卖|出售|代办)(实习|在职|离职|收入|工作)证明|有没有(卖|出售)[^，。]{0,6}(证明|证书|学历|文凭|毕业证|学位证|驾照)|(直接|花钱|能|可以)(?<!补|申|重)办的?[^，。]{0,10}(文凭|毕业证|学位证|学历证书?)/u,
  },
  // 收购微信号和银行卡, 把我的卡卖了, 电话卡想卖给收卡的: accounts and cards sold or lent for others' money flows.
  // Whoever was offered it and asks whether it is lawful, or lent one and asks what now, is warned instead.
  {
    id: 'sell-accounts',
    category: 'illegal',
    unless: riskAsked,
    pattern:
      /(卖|出售|出租|出借|租)(掉)?(我的|自己的|个人)?(银行卡|微信号|支付宝|电话卡|手机卡|对公账户|u盾|收款码)|(收购|回收|收)(微信号|银行卡|电话卡|手机卡|支付宝账号|对公账户|u盾)|(收购|回收|求购)(一批|一些|点|些)?[^，。]{0,6}(微信号|银行卡|电话卡|手机卡|支付宝账号|对公账户|u盾|实名账号)|(银行卡|电话卡|手机卡|微信号|支付宝|对公账户|收款码).{0,8}(卖了|卖掉|卖给|想卖|换钱|出租|出借|租给|借给别人)|收(一类|二类|三类|对公|对私)(卡|户)|收卡.{0,4}(一张|每张|价格|多少钱|高价|秒结)|(找|联系|认识|有没有)(个|一个)?收卡的|(当|做)卡农/u,
  },
  // 批量注册小号去刷差评: fake reviews and sockpuppets against a rival.
  {
    id: 'fake-reviews',
    category: 'fraud',
    pattern:
      /刷差评|恶意差评|(批量|大量)(注册|申请|养)(小号|账号|马甲)|(注册|申请|养|买)(一批|一堆|几十个|上百个|很多|好多)[^，。]{0,4}(小号|账号|马甲)|(去|来|帮我|怎么|如何|找人|批量)刷(好评|五星|评分|销量|点赞|播放量)|(雇|找)(水军|人)(刷|去刷|带节奏)/u,
  },
  // 往他茶杯里放点泻药: something put in someone's food or drink.
  {
    id: 'spike-drink',
    category: 'violence',
    pattern:
      /(水|饭|杯|咖啡|茶|饮料|饭菜|汤|外卖|零食)[\p{Script=Han}]{0,2}里(偷偷)?(放|下|加|掺|倒)(点|些)?(药|泻药|巴豆|安眠药|老鼠药|农药|消毒液)|(给|让)(他|她|领导|老板|同事|室友)(吃|喝)(点|些)?(泻药|巴豆|安眠药|老鼠药)/u,
  },
  // 找几个人下班堵他: a gang gathered against someone.
  {
    id: 'gang-up',
    category: 'violence',
    pattern: /(找|叫|喊)(几个|一帮|一群|些|帮)?人.{0,8}(堵|打|揍|教训|收拾|修理)(他|她|一顿)?/u,
  },
  // 找人替我跑800米, 代签到: someone else standing in for the asker's course or attendance.
  {
    id: 'stand-in',
    category: 'homework',
    pattern:
      /(找人|让人|请人|找个人|让同学|让室友|让朋友)(替|代|帮)(我)?(跑|上课|签到|点名|答到|体测|打卡)|代(跑(?!腿)|签到|点名|上课|体测)|替(我)?(签到|点名|答到|上课)/u,
  },
  // 有案底找熟人开证明: a record or a paper got past by pulling strings.
  {
    id: 'pull-strings',
    category: 'fraud',
    pattern:
      /^(?=.*(案底|前科|犯罪记录|处分|不合格|没考过|挂科|不符合))(?=.*(找|托|走)[^，。]{0,6}(熟人|关系|后门|人脉)).*(开|办|弄|改|消|删|抹|洗)/u,
  },
  // 装个键盘记录器看领导聊什么: spying on what others write or say.
  {
    id: 'spy-tools',
    category: 'privacy',
    pattern:
      /键盘记录|(装|植入|放)(个|一个)?(木马|远控|后门|监听器|窃听器)|(偷看|监视|监听|看看)(领导|同事|老板|老公|老婆|别人|他|她)(都)?(在)?(聊|说|发)(什么|啥|了什么|些什么)/u,
  },
  // 教资面试的题目能不能提前买到: a leaked paper.
  {
    id: 'leaked-questions',
    category: 'illegal',
    pattern:
      /(考试|笔试|面试|教资|考公|国考|省考|考研|期末|结构化|复试)[^，。]{0,8}(答案|试题|考题|题目|真题)[^，。]{0,8}提前(买|拿|搞|弄|卖|出售|放出)(到)?|提前(买|拿|搞|弄|卖|出售)(到)?[^，。]{0,8}(题目|考题|试题|答案)/u,
  },
  // 拍他点把柄好敲诈他: extortion, asked as something to do (被敲诈怎么办 and 敲诈勒索罪 are answered).
  {
    id: 'extort',
    category: 'illegal',
    pattern:
      /^(?!.*(被|遭|罪|怎么办|报警)).*(敲诈|勒索|(拿|用|抓|拍|搞).{0,6}(把柄|黑料|裸照|隐私).{0,8}(要挟|威胁|要钱|逼|敲))/u,
  },
  // 活着就是多余的, 怎么死比较不痛: a wish to die said without the words of the older lists, pointed to help.
  {
    id: 'distress-death-wish',
    category: 'self_harm',
    pattern:
      /(怎么|怎样|如何|哪种)(去)?死(?!的|掉|机|板|磕|记|胡同|角|线|期|亡|守|忠|心|活)|死法|(无痛|不痛|不疼|没有痛苦)(地|的)?((办法|方法|方式).{0,2})?(死|离开(?!公司|单位|这|行业|体制|职场|岗位|团队|部门|老板|现在|家|大厂|国企|学校|互联网|城市|北京|上海|深圳|广州)|走掉|解脱)|活着.{0,4}(多余|累赘|拖累|浪费)|死了.{0,4}(就好了|就解脱|就清净|就不用|也好)|(要是|如果|最好)(我)?.{0,8}(掉下去|跳下去|撞死|被车撞|死掉|死了|不在了|消失了|醒不来)了?(就好了|也好|多好|算了)|(不如|还不如|干脆)(去)?死/u,
  },
  // 写一段床戏越露骨越好, 能看黄的网站: explicit writing or sites.
  {
    id: 'porn-content',
    category: 'porn',
    pattern:
      /床戏|露骨|肉文|小黄文|黄文|色文|h文|涩涩|搞黄色|(写|来)(一段|一篇|个|点)?.{0,10}(激情戏|性爱|做爱)|(看|找|推荐|发|下载|求|进|上|打开|访问|登)(个|几个|点|些)?.{0,4}(看黄|黄色?|色情|成人|福利)(的)?(网站|网|片|视频|资源|app|漫画|小说)|能看黄/u,
  },
  // 用同学的身份证去注册网贷: someone else's identity used for credit or accounts.
  {
    id: 'misuse-identity',
    category: 'fraud',
    pattern:
      /(用|拿|借用|冒用|盗用|偷用)(别人|他人|同学|朋友|室友|同事|陌生人|员工|前任)的?(身份证|身份信息|身份|证件|名义|手机号|银行卡|人脸).{0,10}(注册|贷款|网贷|借钱|借贷|开户|办卡|实名|认证|套现|刷脸)/u,
  },
  // 怎么让体检报告显示正常: a result made to read otherwise than it is.
  {
    id: 'doctor-result',
    category: 'fraud',
    pattern:
      /(怎么|如何|有没有办法|能不能|有啥办法|有什么办法)(能|才能)?让?(体检|体检报告|检查报告|检查结果|化验单|化验结果|尿检|血检).{0,6}(显示|变成|看起来|查出来是?)(正常|阴性|合格|没问题)/u,
  },
];
