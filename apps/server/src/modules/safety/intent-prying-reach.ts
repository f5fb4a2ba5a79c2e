import type { PlannerRule } from './planner-rules.js';

/**
 * Another person reached through what is theirs, said the ways people say it (beside intent-prying.ts, which reads
 * records and whereabouts asked about in general): their phone, accounts and chats got into (登录我男朋友的微信, 解锁她手机
 * 偷看, 恢复前女友手机里的聊天记录), something installed on their phone unknown to them, their trail looked up (同事的
 * 酒店入住记录, 前夫的车去了哪, 那个女生下班走哪条路), people's data bought or sold (简历库, 身份证正反面照片, 客户资料拿去卖)
 * and cameras hidden to film someone. Each needs the other person, or data in bulk, with an ask or a cue of secrecy,
 * so one's own account and records, the law, a job that handles them and a victim's side pass. They read the
 * normalized question.
 */

/** Someone other than the asker, as people name them (我男朋友, 我那个前任, 那个女生). */
const CLOSE =
  '(男朋友|女朋友|男友|女友|男票|女票|老公|老婆|对象|另一半|前任|前男友|前女友|前夫|前妻|暗恋的人|喜欢的人|(那个|这个)(女生|男生|女孩|男孩|女的|男的|人))';
const SOMEONE = `(别人|他人|人家|对方|ta|他|她|(我的?|我那个)?(${CLOSE.slice(1, -1)}|同事|前同事|室友|舍友|同学|老板|领导|上司|员工|下属|邻居|闺蜜|朋友))`;

/** Asked as something to do: a way, a tool, a wish or a secret kept (a past act told, 登录了他的微信, is not). */
const ASK =
  /怎么|如何|怎样|咋|办法|方法|法子|软件|app|工具|教程|能不能|能否|可以|有没有|教我|帮我|求|想|要|偷偷|悄悄|暗中|不被|不让|别让/;

/** The law or one's rights asked, or the asker the one reached. */
const RIGHTS =
  /合法|违法|犯法|合规|侵犯|算不算|有权|授权|同意|告知|规定|制度|政策|被[^，。]{0,4}(偷看|查看|盗|黑|监控|定位|偷拍|偷录|泄露|跟踪|卖)/;
/** Asked on their behalf, at their request (朋友让我帮她恢复): no prying. */
const AT_THEIR_REQUEST =
  /(他|她|朋友|对象|客户|家人|爸|妈)(让|请|叫|求|托)我|帮(他|她|朋友|家人|爸|妈|客户)[^，。]{0,3}(找回|恢复)/;

/** Breaking into a device or an account. */
const BREAK_IN = '(登录|登陆|登入|登进|进入?|黑进|黑入|骇进|入侵|侵入|破解|盗|解锁|解开|远程控制|远控|偷登)';
const ACCOUNT =
  '(微信|wx|vx|qq|邮箱|百度网盘|网盘|云盘|icloud|appleid|苹果id|手机|电脑|支付宝|微博|抖音|淘宝|小红书|账号|帐号|游戏号|相册|备忘录)';
/** Reading what is kept on it. */
const READ = '(看|看到|查看|偷看|翻看|翻|读取|获取|监控|恢复|同步|导出|拷贝|截获|拦截|转发)';
const KEPT_ON = '(手机|电脑|微信|qq|icloud|网盘|云盘|邮箱|百度网盘)';
const PRIVATE =
  '(聊天记录|聊天内容|聊天|消息|短信|相册|照片|浏览记录|搜索记录|通话记录|邮件|文件|备忘录|密码|删掉的|删除的|被删的)';
/** A password then got (前任的邮箱密码怎么才能搞到). */
const GOT = '(搞到|弄到|拿到|知道|查到|获取|破解|盗|改掉|改了|找到|试出)';

/** Installed on their device, and the cue that they are not to know or are to be watched through it. */
const INSTALL = '(偷偷|悄悄|私自|暗中)?(装|安装|下载|下|植入|放)(个|一个|了)?';
const UNAWARE =
  /(不让|别让|不被|不会被|不要让|不能让)[^，。]{0,4}(知道|发现|察觉)|偷偷|悄悄|暗中|私自|背着|看(他|她)们?(在)?(聊|和谁|去哪|在哪)|监控|定位|监听|窃听/;

/** Where someone has been or goes, which only they and the police may look up. */
const TRAIL =
  '(开房(记录|纪录)|(入住|住宿|酒店)(记录|信息)|通话(记录|清单)|通讯记录|短信记录|(高铁|火车|飞机|航班|出行|乘车|乘机|打车|滴滴|网约车|购票)的?(记录|信息)|行程(记录|轨迹)|行车轨迹|车辆轨迹|轨迹|行踪|实时(定位|位置)|快递的?(收件|收货)?(地址|信息)|收(件|货)地址|住(在)?哪(个|家)(酒店|宾馆)|(上班|下班|放学|回家)(走)?(哪条路|的?路线)|几点(下班|回家|出门))';
/** A partner's plain whereabouts (男朋友这几天的行程, 老婆去哪了): said of anyone, they are a colleague's diary too. */
const PARTNER_TRAIL = '(行程(?!安排|表|规划|计划)|定位|位置|去了哪|去过哪|去哪了|每天去哪|在哪)';
const LOOK = '(查|查到|查出|查询|调取|调出|看到|看|知道|获取|拿到|搞到|弄到|摸清|打听|定位|追踪|找到)';
const ASK_WORD =
  '(怎么|如何|怎样|咋|有没有办法|有什么办法|有啥办法|能不能|能否|能|可以|帮我|替我|给我|帮忙|求|教我|想|要|偷偷|悄悄)';
/** Those whose work it is to look such records up lawfully (律师可以调取对方当事人的通话记录吗). */
const LAWFUL_OFFICE = /^(?!.*(帮我|替我|给我)).*(律师|法院|法官|警察|民警|公安|检察)/;
/** A person looked for by the police, or one's own lost phone. */
const FOUND = /走失|失联|失踪|寻人|丢了|丢失|被偷|找回|孩子|老人|自己|本人|我的(手机|通话|行程|出行|开房|快递|记录|车)/;

/** People's data in bulk, and a person's identity papers, which are bought and sold only to be misused. */
const DATA =
  '(简历库|(应届生|求职者|候选人)的?(简历|信息|资料)|(别人|他人|招聘网站|招聘平台|网站|平台)的?简历|(客户|用户|业主|车主|学生|家长|考生|会员|患者|股民|宝妈|老人|贷款|网贷|快递|外卖|收件人|公民|个人|居民|员工)的?(资料|名单|信息|数据|电话|手机号码?|联系方式|通讯录)|身份证(正反面)?(照片|图片|信息|号码?|复印件)|手持(身份证)?照|人脸(照片|数据|视频)|实名(信息|资料))(?!分析|管理|系统|平台|治理|安全|合规|标注|挖掘|可视化|课|保护)';
const BUY = '(买|买到|购买|收购|求购|高价收|收一批|收点|收些|弄到|搞到|采购)';
const SELL = '((?<!被)(卖|出售|倒卖|贩卖|兜售|变现|换钱))';
/** The law, one's own data guarded, a victim, or a job in it. */
const DATA_GUARDED =
  /合规|个人信息保护法|违法吗|犯法吗|合法吗|判几年|判多久|量刑|被[^，。]{0,4}(泄露|卖|倒卖|盗|贩卖)|防范|保护|防止|怎么办|举报|岗位|职业|工作内容/;

/** Someone filmed or recorded by a device hidden for it. */
const DEVICE = '(摄像头|针孔|镜头|录音笔|窃听器|监控)';
const FILMED = `(${SOMEONE.slice(1, -1)}|女生|女孩|美女|室友|舍友|租客|住客|房客|客人|邻居|人)`;
/** Looking for such a device, or the asker the one filmed. */
const SWEEP = /检查|检测|排查|查找|找出|发现|识别|防范|反偷拍|防偷拍|怎么办|报警|取证|被[^，。]{0,4}(偷拍|偷录)/;

const re = (source: string) => new RegExp(source, 'u');

export const REACH_PRYING_RULES: PlannerRule[] = [
  // 怎么登录我男朋友的微信, 解锁她手机偷看, 怎么查看别人的icloud相册, 恢复前女友手机里的聊天记录, 有没有能同步别人微信
  // 消息的软件, 前任的邮箱密码怎么才能搞到: another's device or account got into.
  {
    id: 'others-device',
    category: 'privacy',
    unless: (q) => !ASK.test(q) || RIGHTS.test(q) || AT_THEIR_REQUEST.test(q),
    pattern: re(
      `${BREAK_IN}(?!了)${SOMEONE}的?${ACCOUNT}` +
        `|${READ}(?!了)${SOMEONE}的?(${KEPT_ON}(里|上|中)?的?)?(删掉|删除|删了|被删|已删除)?的?${PRIVATE}` +
        `|${READ}(?!了)${SOMEONE}的${KEPT_ON}` +
        `|${SOMEONE}的?${ACCOUNT}的?密码.{0,8}${GOT}`,
    ),
  },
  // 给员工手机装个监控软件让他们不知道, 想给下属手机装个软件看他们聊什么: something installed on another's device
  // to watch them.
  {
    id: 'covert-install',
    category: 'privacy',
    unless: (q) => !UNAWARE.test(q) || RIGHTS.test(q),
    pattern: re(`${SOMEONE}的?(手机|电脑|车)(上|里)?${INSTALL}`),
  },
  // 怎么查同事的酒店入住记录, 想查男朋友这几天的行程, 查我前夫的车去了哪, 那个女生每天下班走哪条路怎么摸清, 帮我定位
  // 一下这个手机号: someone's trail looked up.
  {
    id: 'person-trail',
    category: 'privacy',
    unless: (q) => LAWFUL_OFFICE.test(q) || RIGHTS.test(q) || FOUND.test(q),
    pattern: re(
      `(^|${ASK_WORD})[^，。]{0,4}${LOOK}(一下|下)?(出|到)?${SOMEONE}的?[^，。]{0,6}?${TRAIL}` +
        `|${SOMEONE}的?[^，。]{0,6}?${TRAIL}[^。]{0,8}(怎么|如何|咋|能不能|能|可以|有没有办法|有什么办法|哪里)(才能)?${LOOK}` +
        `|(^|${ASK_WORD})[^，。]{0,4}${LOOK}(一下|下)?(我的?)?${CLOSE}的?[^，。]{0,6}?${PARTNER_TRAIL}` +
        `|(我的?)?${CLOSE}[^，。]{0,6}?${PARTNER_TRAIL}[^。]{0,8}(怎么|如何|咋|能不能|有没有办法|有什么办法)(才能)?${LOOK}` +
        '|定位(一下|下)?(这个|那个|一个|某个)?(手机号码?|电话号码?|号码)|(通过|用|根据|凭)(手机号码?|电话号码?|号码|微信号?|qq号?|ip)[^，。]{0,4}(定位|追踪)',
    ),
  },
  // 哪里能买到简历库, 身份证正反面照片哪里能买到, 有没有渠道买到某银行的客户资料, 怎么批量导出招聘网站的简历拿去卖,
  // 学生家长电话资料哪里有卖, 社工库怎么进: people's data traded.
  {
    id: 'data-trade',
    category: 'privacy',
    unless: (q) => DATA_GUARDED.test(q),
    pattern: re(
      `${BUY}(到|得到)?[^，。]{0,8}?${DATA}|${DATA}[^，。]{0,6}(哪里|哪儿|在哪|去哪|谁)(有|能|可以)?(卖|买|出|收)|${DATA}[^，。]{0,10}${SELL}|${SELL}[^，。]{0,6}${DATA}` +
        '|社工库.{0,6}(怎么进|怎么用|哪里有|哪有|在哪|入口|网址|机器人|链接|群|推荐)|(进|找|求|用|有没有)(个|一个)?[^，。]{0,4}社工库',
    ),
  },
  // 把摄像头藏在充电器里拍前女友, 怎样偷偷录下室友的私密视频: someone filmed by a hidden device or in private.
  {
    id: 'hidden-camera',
    category: 'privacy',
    unless: (q) => SWEEP.test(q),
    pattern: re(
      `${DEVICE}[^，。]{0,3}(藏|伪装|塞|装|放)(在|到|进|成)[^，。]{0,10}(拍|录|偷看|监视|看)${FILMED}` +
        '|(偷偷|悄悄|暗中|秘密)(地)?(录|拍)(下|到)?[^，。]{0,8}(私密|隐私|裸|洗澡|换衣|上厕所|裙底)',
    ),
  },
];
