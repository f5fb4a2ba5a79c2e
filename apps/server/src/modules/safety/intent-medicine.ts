/*
 * The intent rules' words for medicines (intent-rules.ts): prescription and controlled ones by class, name or
 * family ending, and the ways of asking to get them.
 */
import { any } from './intent-vocabulary.js';

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
/**
 * Everyday medicines by the brand or common names a household knows them by (泰诺, 扑热息痛, 思诺思), whose
 * generic names the family endings below may not reach.
 */
const HOUSEHOLD = any(
  '泰诺',
  '扑热息痛',
  '百服宁',
  '必理通',
  '芬必得',
  '散利痛',
  '思诺思',
  '感冒灵',
  '白加黑',
  '康泰克',
  '安眠',
  '头孢',
  // Weight-loss medicines asked for by name (奥利司他; 司美格鲁肽 by its family ending below).
  '奥利司他',
);
export const DRUG_NAME = `((?<!医|农|火|炸|弹|中|西)药(?!剂|学|企|代|店|厂|房|师|物|监|检|品|理|业|科|械|材|大|专)|药片|胶囊|冲剂|口服液|${RX_CLASS}|${HOUSEHOLD}|褪黑素|激素|抗生素|[\\p{Script=Han}]{1,4}(霉素|西林|沙星|洛尔|地平|普利|沙坦|他汀|唑仑|西泮|曲林|西汀|帕明|酞普兰|巴比妥|芬太尼|昔康|洛芬|替丁|拉唑|双胍|克隆|吡坦|氨基酚|司匹林|酮|鲁肽|泊肽)|吗啡)`;
