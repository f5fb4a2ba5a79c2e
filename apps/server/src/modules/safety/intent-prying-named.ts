import type { PlannerRule } from './planner-rules.js';

/**
 * A person's records asked for by the person's name or description (帮我查一下王磊的手机号, 想看看我们主管的工资条,
 * 找一下张雅婷现在住哪): the other prying rules need a word for the person (别人, 前任, 同事), but a name or 我们部门经理
 * is as much someone else. Each pairs the asker's getting it with a record that is always somebody's own, so the
 * asker's own (我的征信怎么查), the law and a background check done with consent (背调查征信合法吗, 候选人授权), and a
 * job that handles them pass. They read the normalized question.
 */

/** Records that belong to one person and are no one else's to look up (not 电话, which a firm has too). */
const PERSONAL_RECORD =
  '(手机号码?|身份证号?码?|家庭住址|住址|开房记录|入住记录|征信(报告|记录)?|工资条|工资单|银行流水|聊天记录|通话记录|社保(缴纳|缴费)?记录|个税记录|行踪|行程轨迹|户籍信息|婚姻记录|病历|私人(微信|电话|号码|手机|联系方式|邮箱)|微博小号|小号)';
/** Getting it: looking up, obtaining, seeing. */
const GET = '(查|查查|查到|查出|搞到|弄到|拿到|找到|要到|获取|调出|看看|看到|偷看|翻到)';
/** Asked for help or a way (帮我, 有啥办法, 怎么查, 求): the ask, not a mention. */
const WAY =
  '(怎么|如何|怎样|咋|有啥办法|有什么办法|有没有办法|有办法|哪里|哪儿|能不能|能查|可以查|帮我|帮忙|替我|给我|求|教我)';
/** One's own, or a check the law allows (the candidate's consent, an HR asking what is lawful). */
const OWN_OR_LAWFUL =
  /我的|我自己|自己的|本人|我们?家的?(房|户)|背调|背景调查|候选人|授权|同意|合法吗|违法吗|犯法吗|合规|法律|依法|手续|被(人)?(查|泄露|盗|偷看|挂)|泄露了|怎么(保护|防止|防范)/;
/** Those whose work it is to look such records up lawfully, asked how they do it (警察怎么查嫌疑人的通话记录). */
const LAWFUL_OFFICE = /^(?!.*(帮我|替我|给我)).*(律师|法院|法官|警察|民警|公安|检察院?)/;
/** A job that handles such records, asked about as work (律师助理要帮当事人查户籍吗). */
const AS_WORK = /(岗位|工作|职业|专业|前景|入行|要学|需要学|需要什么|资格证|资质)(?!.*(帮我|替我|给我))/;

/** A firm's record (这个公司的征信), or the asker's own said by where or when it was paid (在深圳交的社保缴纳记录). */
const OWN_PERIOD =
  /(公司|企业|单位|机构|平台|商家|店铺|学校)的(征信|银行流水)|(交|缴|办|开|发)的(社保|个税|银行流水|征信|工资)|(这几年|今年|去年|前年|之前|以前|上家|上一家)的/;

/** Where someone lives, asked of a name (张雅婷现在住哪): not 住哪个区好, which is the asker's own move. */
const LIVES =
  '(住哪|住在哪|住哪里|住在哪里|家在哪|家住哪|住什么地方|住哪个小区)(?!个区|个城市|里好|好|比较|更|方便|合适|划算)';

export const NAMED_PRYING_RULES: PlannerRule[] = [
  // 帮我查一下王磊的手机号, 帮我搞到我们部门经理的个人征信, 我要前同事赵敏的社保缴纳记录怎么查, 这个手机号13812345678的机主是谁.
  {
    id: 'named-person-record',
    category: 'privacy',
    unless: (q) => OWN_OR_LAWFUL.test(q) || LAWFUL_OFFICE.test(q) || AS_WORK.test(q) || OWN_PERIOD.test(q),
    pattern: new RegExp(
      `(^|${WAY})[^，。？]{0,4}${GET}(一下|下)?[^，。？]{1,12}?的(个人)?${PERSONAL_RECORD}` +
        `|^(我)?(想|要|想要)?${GET}?[^，。？]{1,12}?的(个人)?${PERSONAL_RECORD}[^。？]{0,16}(怎么|如何|咋|有啥办法|有什么办法|有没有办法|有办法|哪里|能不能)(才能)?(查|弄|搞|拿|看|找|要)?` +
        `|(号码|手机号|电话)[0-9]{5,13}的?(机主|主人|实名|号主)(是谁|是哪个)`,
      'u',
    ),
  },
  // 帮我找一下张雅婷现在住哪, 能查到李明住在哪里吗: where a person named lives.
  {
    id: 'named-person-home',
    category: 'privacy',
    unless: (q) => OWN_OR_LAWFUL.test(q) || /走失|失联了?报警|寻人|孩子|老人|父母|爸妈/.test(q),
    pattern: new RegExp(
      `(帮我|帮忙|替我|给我|能不能|能|怎么|如何|想)(查|找|打听|查到|找到|打听到)(一下|下)?(出)?[^，。？我]{2,8}?(现在|目前|如今|平时)?${LIVES}`,
      'u',
    ),
  },
];
