import type { Named } from './named-fit.js';

/*
 * '我身体不好不能熬夜，程序员还能做吗', '腰椎不好能做会计吗', '不想出差，实施工程师可以吗': a condition of the asker's own
 * (health, the body, travel they will not take on;
 * colour vision has a topic of its own) set against a job they name. It is not a trait of the interest
 * types: whether it strains depends on the job's hours, posture, travel or colours, so each condition carries the
 * jobs where it bites, what to look for in them, and what to check before taking one. The condition is named back.
 */

export interface Condition {
  /** The condition as the answer names it back. */
  name: string;
  words: RegExp;
  /** Jobs (by their names) where the condition meets the work day to day, where in them it does, and how those jobs
   * are eased when they differ from the rest ('门诊比住院部少夜班'). */
  bites: Array<[jobs: RegExp, where: string, ease?: string]>;
  /** What it would meet, said of a job where it does not. */
  meets: string;
  /** How to keep the job and live with the condition: settings and employers where it bites less. */
  ease: string;
  /** What to check before taking the job. */
  check: string;
}

export const CONDITIONS: Condition[] = [
  {
    name: '不能熬夜',
    words:
      /不能熬夜|熬不了夜|不能(?:经常|长期)?加班|身体(?:比较|很|有点|一直)?(?:不好|弱|差)|体质(?:比较|很)?(?:差|弱)|作息要规律/u,
    bites: [
      [/程序员|开发|算法|运维|软件|游戏|产品经理|运营/u, '赶版本、上线和线上故障值班时的加班和熬夜'],
      [/投行|咨询|审计|律师/u, '项目和忙季里的连续加班'],
      [/医生|护士|护理/u, '夜班、倒班和急诊值班', '门诊、体检中心、社区卫生服务中心和学校医务室比住院部、急诊少夜班'],
      [/记者|编辑|剪辑|主播/u, '赶稿、突发新闻和直播时段的晚班'],
      [/施工|建筑|监理/u, '赶工期时的连续加班'],
    ],
    meets: '长期熬夜和倒班',
    ease: '同一个岗位，雇主不同作息差别很大：银行和国企的科技岗、外企、事业单位和传统行业的信息部门，一般比互联网大厂和外包规律',
    check: '面试时直接问加班、值班和倒班的频率，入职前找在职的人核实一次',
  },
  {
    name: '不能久坐',
    words: /不能久坐|坐不了(?:太)?久|久坐(?:不了|受不了)|腰椎|颈椎|腰不好|腰间盘|腰肌劳损/u,
    bites: [
      [
        /程序员|开发|算法|会计|财务|审计|设计|文员|行政|客服|编辑|数据|分析|翻译|出纳/u,
        '整天对着电脑、一坐就是几个小时',
      ],
      [/司机|驾驶/u, '一开就是几个小时的车'],
    ],
    meets: '整天久坐',
    ease: '用升降桌站坐交替、每小时起身走几分钟；也可以挑这一行里要跑现场、见客户、做培训的岗位',
    check: '先问清岗位每天在工位上的时长，身体情况拿给医生评估一下能承受多久',
  },
  {
    name: '不想经常出差',
    words: /不(?:想|能|愿意?|喜欢)(?:经常|老是|总是|长期)?出差|不想(?:到处|经常)?跑外地|出差(?:太多)?(?:受不了|不行)/u,
    bites: [
      [/实施|售前|技术支持|咨询|审计|项目经理|培训师/u, '跟着项目和客户走，驻场、跑外地的天数'],
      [/销售|商务|采购/u, '拜访外地客户、供应商和参展'],
      [/施工|监理|测绘|地质/u, '驻工地、跑野外，项目在哪人在哪'],
      [/记者|导游/u, '外出采访、带团'],
    ],
    meets: '常年出差',
    ease: '挑以本地客户为主的公司、甲方而不是乙方、总部或内勤岗位，出差会少很多',
    check: '看 JD 里的“驻场”“需适应出差”，面试时问每月在外的天数和项目在哪',
  },
  {
    name: '体力有限',
    words: /不能(?:搬|提)重物|干不了重活|体力(?:比较|很)?(?:差|不好|不行)/u,
    bites: [[/施工|快递|物流|仓储|装卸|护士|护理|厨师|电工|机修|搬运|安装/u, '搬抬、长时间站立或在现场来回跑的体力活']],
    meets: '重体力活',
    ease: '同一行里有偏管理、技术和质检的岗位，体力活少得多',
    check: '面试时问清岗位的体力要求和工作环境，必要时先实习一段试试',
  },
];

/** The condition the question states of the asker, if any. */
export const conditionSaid = (question: string) => CONDITIONS.find((c) => c.words.test(question));

/** The fit read through the condition: where it bites in the job, or that it does not, and what to check. */
export function conditionLines(job: Named, c: Condition): { lines: string[]; position: string } {
  const [, where, ease] = c.bites.find(([jobs]) => [job.name, ...job.aliases].some((n) => jobs.test(n))) ?? [];
  const position = where
    ? `${c.name}也能做${job.name}，但要挑雇主和岗位：这一行常会碰到${where}。`
    : `${c.name}不是做${job.name}的硬门槛：这一行一般不太碰到${c.meets}，照它的入行要求准备就行。`;
  const lines = [`**我的看法**：${position}`];
  if (where) lines.push(`怎么避开：${ease ?? c.ease}。`);
  lines.push(`入职前核实：${c.check}。`);
  if (job.entry) lines.push(`入行要准备的：${job.entry}`);
  return { lines, position };
}
