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
const OTHERS_RECORD = '(开房记录|入住记录|酒店记录|住宿记录|家庭住址|住址|行踪轨迹|行踪|身份证号码?|名下的?(房产|财产|车辆|存款))';
const LOOK_UP = '(查|查到|查出|查询|调取|调出|找到|搞到|弄到|获取)';
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
const EVIDENCE = /反偷拍|防偷拍|检测|排查|证据|取证|仲裁|维权|举报|报警|合法吗|违法吗|犯法吗|被.{0,6}(偷拍|偷录)|偷拍我|偷录我|拍到我/;

/** Groups whose contact details are sold as lists. */
const GROUP =
  '(业主|车主|客户|用户|学生|家长|企业主|老板|新生儿|宝妈|股民|患者|会员|小区|楼盘|考生|毕业生|贷款客户|网贷)';
const CONTACTS = '(电话|手机号|联系方式|通讯录|名单|资料|信息|数据)';

export const PRYING_RULES: PlannerRule[] = [
  // 开房纪录怎么查, 家庭住址怎么查到, 帮我查sfz号码, 怎么查他名下的房产: records never one's own to look up.
  {
    id: 'records-lookup',
    category: 'privacy',
    unless: (q) => OWN_OR_LAW.test(q),
    pattern: new RegExp(
      `${OTHERS_RECORD}.{0,2}(怎么|如何|哪里|在哪|去哪|能不能|能|可以|有没有办法|有什么办法|用什么)(才能|能|可以)?${LOOK_UP}` +
        `|(帮我|替我|给我|帮忙)${LOOK_UP}(一下|查)?(到)?(这个人|那个人|某人|一个人|这个|那个)?的?(身份证|家庭住址|住址|开房记录|行踪|户籍|聊天记录|通话记录|名下)` +
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
];
