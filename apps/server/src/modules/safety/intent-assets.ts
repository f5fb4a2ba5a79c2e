/*
 * The intent rules' words for what is not the asker's to take (intent-rules.ts): an employer's or a rival's assets,
 * the ways of taking them, accusing someone falsely, and the frames of law and prevention that let such words pass.
 */
import { any, CONCEAL } from './intent-vocabulary.js';

/**
 * An employer's confidential assets: the people it deals with, its code, designs, figures and secrets.
 */
export const EMPLOYER_ASSET = any(
  '(客户|用户|会员|供应商|经销商|代理商|员工|候选人)的?(资料|名单|信息|数据|通讯录|联系方式|电话|档案|资源|清单|库)',
  '通讯录',
  '源代码',
  '源码',
  '代码(库|仓库?)',
  '(公司|单位|项目|团队)(的|里的)?代码',
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
  'clone',
  '克隆',
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
  // Handed to someone outside: a friend, a broker.
  '(发|给|传|卖|转)给?.{0,8}(朋友|中介|外人|第三方)',
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
