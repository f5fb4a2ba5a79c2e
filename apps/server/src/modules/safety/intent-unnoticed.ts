import type { PlannerRule } from './planner-rules.js';

/**
 * Harm done at work asked to go unnoticed (怎么给员工降薪又不被投诉, 把老员工逼走还不被他察觉, 监控员工聊天不留痕迹): the
 * harm is to someone's pay, privacy or job, and the cue of concealment is from the people it is done to, the
 * arbitrator or anyone at all. A worker's own tact (如何提意见又不得罪领导, 怎么拒绝加班不被穿小鞋) does no one harm, and
 * the same harm suffered or asked of the law (被降薪怎么维权, 降薪合法吗) names no concealment sought; both pass. Beside
 * evade-detection in intent-rules.ts, whose acts are theft and fraud. They read the normalized question.
 */

/** Whom it is done to. */
const STAFF = '(员工|下属|实习生|同事|老员工|新人|他|她|对方|工人|职工|大家)?';
/** Pay cut or withheld, someone pushed out, their messages or screen watched, data copied away. */
const HARM =
  `(降薪|降工资|降低${STAFF}的?(工资|薪资|薪水|底薪|待遇)|(扣|克扣|少发|拖欠|不发|砍)${STAFF}的?(绩效|工资|奖金|提成|加班费|年终奖|补贴|薪水)?|克扣|少发` +
  `|(逼|挤|赶|踢|弄|搞)(走|掉|退)|逼.{0,8}(辞职|离职|走人|自离|主动走)|(辞退|开除|裁掉).{0,8}不(给|用给|想给|赔)` +
  `|(监控|监视|偷看|查看|翻看|看)${STAFF}的?(微信|聊天|聊天记录|电脑|屏幕|邮件|手机)` +
  `|(拷|复制|导出|带走|拿走)(走)?.{0,8}(数据|资料|客户|代码|源码|文件))`;
/** Not found out, complained about or noticed, by them or by anyone. */
const UNNOTICED =
  '((又|还|而|且|但)?(不被|不让|不会被|不要被|没人|不至于被|避免被)(员工|下属|他们|她们|他|她|人|对方|别人|同事|任何人|劳动局)?(投诉|发现|察觉|觉察|知道|举报|劳动仲裁|仲裁|告|起诉|看出来|抓到|查到)|神不知鬼不觉|不留(痕迹|证据|记录)|悄悄|偷偷|暗中)';
/** Suffered, or the law and one's rights asked. */
const SUFFERED =
  /被(公司|老板|领导|单位|上司|hr)?.{0,4}(降薪|扣|克扣|逼|监控|辞退|开除|拖欠)|把我(逼|挤|赶|踢)|给我|我被|我的(工资|绩效|奖金)|怎么办|维权|合法吗|违法吗|合不合法|能不能告|仲裁怎么|劳动法/;

const re = (source: string) => new RegExp(source, 'u');

export const UNNOTICED_RULES: PlannerRule[] = [
  // 怎么给员工降薪又不被员工投诉, 怎么悄悄降低员工工资, 如何逼员工主动辞职又不被劳动仲裁, 监控员工聊天不留痕迹.
  {
    id: 'workplace-harm-unnoticed',
    category: 'illegal',
    unless: (q) => SUFFERED.test(q),
    pattern: re(`${HARM}.{0,16}${UNNOTICED}|${UNNOTICED}.{0,8}${HARM}`),
  },
];
