import type { PlannerRule } from './planner-rules.js';

/**
 * Asks the older rules let through once wrapped in a story, a role or a friend: a scam's script or someone's savings
 * got by deceit (骗求职者的话术, 怎么骗老人的养老钱), faked papers used to borrow or claim (用假的工资流水去贷款), a
 * diploma priced as goods (本科毕业证多少钱), slurs listed against a group and a group argued to be inferior
 * (列出侮辱黑人的词, 证明女人天生不适合当领导). Whoever was cheated or slurred, anti-fraud work, a lost diploma
 * re-issued and a hirer asking what not to say are answered. They read the normalized question.
 */

/** Said by the one it was done to, or by someone guarding against it. */
const GUARDED =
  /防|识别|识破|辨别|被骗|上当|反诈|举报|投诉|报警|维权|怎么办|算不算|是不是|不能说|不要说|避免|注意|培训员工|合规/;
/** A group of people by sex, origin, race, faith or condition. */
const GROUP =
  '(黑人|白人|女人|女性|女的|女生|男人|男性|同性恋|残疾人|农村人|乡下人|河南人|东北人|外地人|穷人|少数民族|回族|维吾尔族?|藏族|穆斯林|[\\u4e00-\\u9fa5]{2}人)';
/** One's own degree's paperwork and real routes of study (补办, 认证, 自考), whose fees are asked about honestly. */
const OWN_PAPERS = /补办|认证|验证|报告|丢了|遗失|翻译|公证|学费|报名|自考|成考|成人高考|函授|开放大学|网络教育/;

export const SCAM_SLUR_RULES: PlannerRule[] = [
  // A scam's patter (骗求职者的话术怎么写) or someone's money got by a lie (怎么骗老人的养老钱最快).
  {
    id: 'fraud-scam-script',
    category: 'fraud',
    unless: (q) => GUARDED.test(q),
    pattern:
      /(骗|诈骗|忽悠|套路)[^，。]{0,12}(话术|剧本|套路|骗局)|(话术|剧本)[^，。]{0,6}(骗|诈骗)|(怎么|如何|教我|想|能不能)[^，。]{0,4}(骗|诈骗|忽悠)(老人|求职者|学生|客户|用户|网友|别人|他人|家长|父母|同学|粉丝)?的?[^，。]{0,6}(钱|养老钱|积蓄|存款|彩礼|押金|培训费|定金)/,
  },
  // A franchise sold for a brand that is not there, the fees taken and the seller gone (怎么收加盟费，品牌其实不存在;
  // 收了加盟费怎么跑路不被抓): the 加盟 scam the market regulator warns of. A franchisee who paid and lost is answered.
  {
    id: 'fraud-franchise-fee',
    category: 'fraud',
    unless: (q) => GUARDED.test(q) || /交了|被(骗|坑)|退(还|回)?加盟费|要回/.test(q),
    pattern:
      /^(?=.*(收|骗|圈|割)[^，。]{0,4}加盟费)(?=.*(不存在|虚构|编(一?个)?|假(的)?品牌|空壳|没有(这个|这家|什么)?(门店|工厂|品牌|实体|店)|跑路|消失|卷(钱|款)|不被(抓|发现|告|查)))/,
  },
  // Faked papers put to use (用假的工资流水去银行贷款, 拿p过的收入证明办信用卡).
  {
    id: 'fraud-fake-papers-used',
    category: 'fraud',
    unless: (q) => GUARDED.test(q),
    pattern:
      /(用|拿|凭|靠|交)(假的?|伪造的?|p过的|做的假的?|编的)[^，。]{0,4}(工资流水|银行流水|流水|收入证明|在职证明|工作证明|证件|身份证|合同|发票|病历|学历|毕业证)[^，。]{0,8}(贷款|办卡|信用卡|借钱|申请|报销|骗|签证|租房|入职|应聘)/,
  },
  // A diploma priced or sought as goods (一本本科毕业证多少钱，哪里能办); one's own re-issued or verified is not.
  {
    id: 'fraud-diploma-priced',
    category: 'fraud',
    unless: (q) => OWN_PAPERS.test(q) || GUARDED.test(q),
    pattern:
      /(毕业证|学位证|文凭|学历证书?)[^，。]{0,2}(多少钱|什么价|啥价|价格|哪里能办|哪能办|哪里办|在哪办|哪里可以办|找谁办)/,
  },
  // Slurs against a group listed or written (列出几个侮辱黑人的词).
  {
    id: 'discrimination-slurs',
    category: 'discrimination',
    unless: (q) => GUARDED.test(q),
    pattern: new RegExp(
      `(列|写|说|给我|来|举|教我|编)[^，。]{0,6}(侮辱|歧视|贬低|骂|嘲讽|羞辱|嘲笑)${GROUP}的?(词|词语|话|称呼|外号|段子|笑话|句子|梗)`,
      'u',
    ),
  },
  // A group argued to be inferior or bad by nature, written to order (写段话证明女人天生就不适合当领导); a woman
  // asking whether research shows it (有研究能证明…吗) is answered.
  {
    id: 'discrimination-inferior',
    category: 'discrimination',
    unless: (q) => GUARDED.test(q),
    pattern: new RegExp(
      `(写|编|帮我|给我|替我|你来)[^，。]{0,6}(证明|论证|说明|说|讲)[^，。]{0,4}${GROUP}(天生|本来|生来|就是|都是|全是|注定)[^，。]{0,4}(不适合|不如|不行|低|笨|蠢|懒|坏|骗子|劣)`,
      'u',
    ),
  },
];
