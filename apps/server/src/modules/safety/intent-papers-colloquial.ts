import { askedToRefuse } from './intent-vocabulary.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * A paper or a record falsified in everyday words rather than 伪造 (在职证明P一下日期, 成绩单改一下数字, 找人代开实习证明,
 * 实习证明自己做一份盖个章), and a fake's chances asked (假的实习证明交上去会被发现吗, 流水能P吗查得出来吗): only the issuer
 * makes such a paper, so anyone else editing or making one forges it, and asking whether it will be caught is planning
 * to use it. How to get the genuine paper, what it must show, an error corrected by the issuer, and an HR worker
 * checking one pass. Beside forge-document and inflate-papers, whose words are more formal. They read the normalized
 * question.
 */

/** Papers issued by an employer, a bank, a school or a clinic. */
const PAPER =
  '(收入证明|在职证明|工作证明|实习证明|离职证明|工资证明|银行流水|工资流水|流水|对账单|成绩单|成绩表|体检报告|体检单|体检结果|病历|诊断证明|健康证|工资条|录用通知|offer|毕业证|学位证|学历证明|征信报告)';
/** Edited in an image editor or its numbers changed (P一下日期, PS一下挂科那门, 改一下数字). */
const EDITED =
  '((?<![a-z])(p|ps|p图)(一下|下|一份|一张|个|了|过|掉|成|能|吗|行不行)|(改|调|动|修)(一下|下|几个|个)?(里面的|上面的|上的)?(数字|数据|分数|绩点|成绩|金额|日期|时间|指标|结果|数值|名字|单位)|涂改)';
/** Made or issued by someone who is not the issuer (代开, 自己做一份盖个章, 开个假的). */
const MADE =
  '(代开|代办|代做|找人(开|做|弄|办)|自己(做|弄|打|写|开)(了)?(一份|一张|个|份|张)?.{0,6}(盖|章)|(开|做|弄|搞|办|买)(个|一个|份|一份|张|一张)?假的?|(开|做)假的|做假|造假|作假)';
/** Asked whether a fake gets past the check (会被发现吗, 查得出来吗, 能蒙过去吗). */
const CAUGHT =
  '(会被(发现|查出来?|查到|识破|看出来)|查得出(来)?|能查出(来)?|查不查得|会不会被(发现|查)|会穿帮|能蒙过去|蒙混过关|能过吗|看得出(来)?|会核实|会核查)';
/** A paper already false (假的实习证明, 假流水), or said as made up. */
const FALSE_PAPER = `(?<![寒暑请休放度病产婚年])假的?${PAPER}|${PAPER}(是)?假的`;

/**
 * The paper asked about honestly: how it is got, replaced or corrected by its issuer, what it shows, or checked by
 * whoever receives it (HR核实, 怎么识别P过的流水); the issuer having the asker draft it for its stamp (公司让我自己写好再去
 * 盖章); and someone asked to make one who wants to say no (askedToRefuse).
 */
const HONEST =
  /识别|辨别|鉴别|甄别|核实(候选人|员工|应聘者)|判断.{0,12}(是否|是不是|有没有)|防止|防范|我是hr|作为hr|hr怎么|人事怎么|丢了|遗失|补开|补办|录错|有误|错了|更正|申请(更正|修改)|(让|请|找|要求)(公司|学校|单位|hr|人事|财务|老师|银行|医院)(帮我)?(改|修改|重开|重新开|更正)|(公司|单位|学校|hr|人事|财务|领导|老师)(让|要|叫|要求)我(先)?自己(写|做|填|打)/;

const re = (source: string) => new RegExp(source, 'u');

/** A school's record of one's grades. */
const GRADE = '(成绩|绩点|gpa|分数|挂科|学分|不及格|补考记录)';
/** Someone paid, asked or knowing someone to change it (花钱, 托人, 找关系, 让教务). */
const PAID = '(花钱|给钱|塞钱|送礼|找人|托人|找关系|走后门|花点钱|(让|叫)(教务|教务处|老师|辅导员))';

export const PAPERS_COLLOQUIAL_RULES: PlannerRule[] = [
  // 找人改下成绩单的绩点花多少钱都行, 挂科能不能花钱让教务改掉: a grade changed by someone paid or pulled for it.
  {
    id: 'grade-bought',
    category: 'fraud',
    unless: (q) => HONEST.test(q),
    pattern: re(
      `${PAID}[^，。]{0,8}(改|消|删|抹|刷|调)(掉|成|一下|下|高)?[^，。]{0,6}${GRADE}|${GRADE}[^，。]{0,10}${PAID}[^，。]{0,6}(改|消|删|抹|弄|调)(掉|成|一下|高|了)`,
    ),
  },
  // 在职证明P一下日期, 成绩单改一下数字, 找人代开实习证明, 实习证明自己做一份盖个章, 帮我做一份假的流水.
  {
    id: 'paper-edited-or-made',
    category: 'fraud',
    unless: (q) => HONEST.test(q) || askedToRefuse(q),
    pattern: re(`${PAPER}.{0,12}(${EDITED}|${MADE})|(${EDITED}|${MADE}).{0,6}${PAPER}`),
  },
  // 假的实习证明交上去会被发现吗, 自己做的流水查得出来吗: a fake's chances at the check.
  {
    id: 'paper-fake-caught',
    category: 'fraud',
    unless: (q) => HONEST.test(q),
    pattern: re(`(${FALSE_PAPER}|(自己|找人)(做|弄|开|p)的.{0,4}${PAPER}).{0,16}${CAUGHT}`),
  },
];
