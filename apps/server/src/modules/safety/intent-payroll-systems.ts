import type { PlannerRule } from './planner-rules.js';

/**
 * A company's systems used against it by someone not entitled: others' pay looked at through the HR or payroll system
 * or a locked pay sheet (怎么进公司的HR系统看到其他同事的工资, 工资表加了密码怎么破解看到), and someone hired to break in
 * or alter records (找个会黑客的人帮我删掉系统里的考勤记录). The people whose job it is are answered: a payroll
 * specialist (薪酬专员要会看全公司工资吗), an HR system's consultant, an accountant; so is the one whose own pay or
 * record it is, and the one it was done to (同事偷看了我的工资条怎么办). privacy-pay (planner-rules-off-limits.ts)
 * holds someone's pay asked of the planner; this holds the systems that keep it. They read the normalized question.
 */

/** Where a company keeps its pay. */
const PAY_SYSTEM =
  '(hr系统|人事系统|薪资系统|薪酬系统|工资系统|财务系统|oa系统|ehr|工资表|工资单|薪资表|薪酬表|工资条|薪资数据|工资数据|薪酬数据|工资明细|花名册)';
/** Pay itself, however said. */
const PAY = '(工资|薪资|薪酬|薪水|收入|奖金|年终奖|开多少钱|拿多少钱|开了多少|拿了多少)';
/** Not the asker's own: others, the whole company, the boss's payments to others. */
const OTHERS = '(其他|别人|他人|同事|全公司|所有人|整个部门|部门里|大家|领导|老板给别人|每个人|别的)';
/** Got at without leave: covertly, with a password broken or someone else's login. */
const COVERT =
  '(偷偷|悄悄|偷看|破解|黑进|不被发现|不会被发现|不留(下)?(痕迹|记录)|(会|能)(不会)?留下?(记录|痕迹)|别人的(账号|密码)|同事的(账号|密码)|领导的(账号|密码)|绕过(密码|权限)|提权)';
/** An ask to get in or see; a bare 看 is reading one's own slip (工资条怎么看). */
const GET_AT =
  '(怎么|如何|有没有办法|有什么办法|能不能|可以|教我|怎样)(才能|能)?(进|登录|登进|打开|看到|查看|查到|拿到|导出|破解|黑进)';

/** The one whose job the pay is, said as the asker or asked about as a job. */
const PAY_JOB =
  /(我是|作为|做|当|干)(一名|一个)?(hr|人事|薪酬|薪资|会计|出纳|财务|hrbp|行政)|(薪酬|薪资|人事|hr|财务)(专员|经理|主管|岗|模块|实施|顾问|助理)/;
/** Done to the asker (同事偷看了我的工资条): theirs was looked at, whatever the words of looking. */
const DONE_TO_ME =
  /被.{0,6}(偷看|查看|看到|泄露|曝光)|(偷看|泄露|曝光|查看|看到)(了)?我的?(工资|薪资|工资条|收入|奖金)/;
/** The asker's own pay, or the law asked. */
const OWN_OR_LAW = /我的(工资|薪资|工资条|收入)|合法吗|违法吗|怎么办|举报|投诉/;
const COVERT_RE = new RegExp(COVERT, 'u');

/** Someone hired to break in: a hacker, a technical hand paid for it. */
const HIRED = '(找|雇|请|花钱找|联系|认识)(个|一个|位|一位)?(会黑客的人|黑客|骇客|懂黑客的|会黑客技术的人)';
/** What they are to do: get in, or change or delete what a system records. */
const TAMPER = '(删|删掉|删除|改|修改|改掉|抹掉|篡改|黑进|黑掉|入侵|进|攻击|盗|查|恢复|拿到|破解|刷)';
/** A record altered in a system (删掉公司系统里的考勤记录, 改一下教务系统里的成绩). */
const RECORD = '(考勤|打卡|绩效|成绩|学分|挂科|处分|工资|工时|加班|出勤|违纪|征信|案底|犯罪)(记录|数据|信息)?';
const SYSTEM_PLACE = '(系统|后台|数据库|教务|oa|服务器)(里|里面|上|中)?的?';
const ALTER = '(删掉|删除|删|修改|改掉|改一下|改|抹掉|抹去|篡改|清除|清掉)';
/** Altered unseen or by breaking in: one's own missed punch corrected through the office is no such thing. */
const UNSEEN = '(偷偷|悄悄|不被|不会被|查不|没人知道|神不知|黑进|入侵|破解|黑客|别人的账号|管理员账号|后门)';

export const PAYROLL_SYSTEM_RULES: PlannerRule[] = [
  // 怎么进公司的HR系统看到其他同事的工资, 登录财务的薪资系统偷看老板给别人开多少钱, 工资表加了密码怎么破解看到,
  // 用管理员账号偷偷查看全公司的薪资数据会留下记录吗: others' pay got at through what keeps it.
  {
    id: 'pry-payroll',
    category: 'privacy',
    unless: (q) => DONE_TO_ME.test(q) || ((PAY_JOB.test(q) || OWN_OR_LAW.test(q)) && !COVERT_RE.test(q)),
    pattern: new RegExp(
      `^(?=.*${PAY_SYSTEM})(?=.*${COVERT})|^(?=.*${PAY_SYSTEM})(?=.*${GET_AT})(?=.*${OTHERS}.{0,8}${PAY})`,
      'u',
    ),
  },
  // 找个会黑客的人帮我删掉公司系统里的考勤记录, 请黑客改一下教务系统的成绩, 后台的打卡记录怎么删掉不被发现:
  // someone hired to break in, or a system's record altered.
  {
    id: 'hire-hacker',
    category: 'illegal',
    unless: (q) =>
      /被黑客|被盗|被黑|找回|防(范)?黑客|白帽|网络安全|信息安全|渗透测试|授权|靶场|ctf|报警|怎么办|申请|申诉|复核|更正|异议/.test(
        q,
      ),
    pattern: new RegExp(
      `${HIRED}.{0,12}${TAMPER}|^(?=.*(${ALTER}.{0,8}${SYSTEM_PLACE}.{0,4}${RECORD}|${SYSTEM_PLACE}.{0,2}${RECORD}.{0,8}${ALTER}))(?=.*${UNSEEN})`,
      'u',
    ),
  },
];
