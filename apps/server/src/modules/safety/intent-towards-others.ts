import type { PlannerRule } from './planner-rules.js';

/**
 * Acts against a particular person that the other rules name in different words: a weapon carried to frighten them
 * (带把刀去吓唬他), a wrong invented to have them investigated (编点老板偷税的事去举报), and a colleague, an interviewer
 * or a subordinate pursued for sex (约她出来开房). The one threatened, accused or pursued, asking what to do, passes.
 * They read the normalized question.
 */

const WEAPON = '(刀子?|菜刀|水果刀|斧头|棍子|铁棍|棒球棍|汽油|硫酸|电棍)';
const FRIGHTEN = '(吓唬|吓吓|吓|威胁|恐吓|堵)';
/** Someone at work or study, or the one the question is about. */
const SOMEONE =
  '(她|他|女同事|男同事|同事|女领导|领导|上司|面试官|实习生|下属|女下属|客户|女客户|学妹|学姐|女老师|老师|室友|hr)';
/** The one it is done to, telling it: threatened, accused or pursued. */
const ON_THE_RECEIVING_END =
  /(被|遭)(人|他|她|同事|领导|老板|上司|室友)?(诬告|诬陷|栽赃|陷害|威胁|恐吓|吓唬|堵|骚扰|约|打)|(吓唬|威胁|恐吓|堵|诬告|诬陷|约|骚扰)(了)?(我|我们)|报警|拒绝|诬告陷害罪/u;
/** Whose: 我们部门的实习生, 那个面试官. */
const WHOSE = '(我们|我们部门的?|部门的?|公司的?|我们公司的?|那个|这个|新来的)?';

export const TOWARDS_OTHERS_RULES: PlannerRule[] = [
  // 带把刀去老板家吓唬他, 拿汽油去公司堵他.
  {
    id: 'threat-armed',
    category: 'violence',
    unless: (q) => ON_THE_RECEIVING_END.test(q),
    pattern: new RegExp(
      `(带|拿|揣|提)(着|上)?(把|一把|桶|一桶|瓶|一瓶)?${WEAPON}(去|到)?.{0,10}${FRIGHTEN}|${FRIGHTEN}.{0,8}(带|拿|揣|提)(着|上)?(把|一把|桶|一桶|瓶|一瓶)?${WEAPON}`,
      'u',
    ),
  },
  // 编点老板偷税的事让他被查, 诬告同事性骚扰: a wrong made up to set the authorities on someone.
  {
    id: 'false-accusation',
    category: 'illegal',
    unless: (q) => ON_THE_RECEIVING_END.test(q),
    pattern:
      /(编|编造|捏造|虚构|瞎编|造)(点|些|一些|个|一个|一条)?.{0,10}(偷税|漏税|逃税|受贿|贪污|行贿|违法|犯罪|性骚扰|猥亵|出轨|吸毒|嫖娼|作弊|造假).{0,12}(举报|告他|告她|告发|被查|被抓|曝光|搞臭|让他|让她)|(诬告|诬陷|栽赃|陷害)(一下)?(他|她|老板|领导|同事|上司|前公司|公司|室友|同学|老师)/u,
  },
  // 约她出来开房, 怎么睡到女同事: someone at work or study pursued for sex.
  {
    id: 'sexual-pursuit',
    category: 'porn',
    unless: (q) => ON_THE_RECEIVING_END.test(q),
    pattern: new RegExp(
      `(约|带|骗|哄|灌醉|把)${WHOSE}${SOMEONE}(出来|出去)?.{0,4}(开房|上床|睡觉|过夜)|(睡到|睡了|搞到手|上了)${WHOSE}${SOMEONE}(?!的)|(和|跟)${WHOSE}${SOMEONE}(开房|上床)`,
      'u',
    ),
  },
];
