/*
 * The side of a job or major a question asks about ('工资多少', '每天做什么', '要考什么证'), in the words people use for
 * it: a card answers with the lines of that side.
 */

/** What about a job or major the question asks. */
export type Aspect =
  | 'daily'
  | 'skills'
  | 'majors'
  | 'path'
  | 'entry'
  | 'certificates'
  | 'fit'
  | 'salary'
  | 'further'
  | 'public'
  | 'outlets'
  | 'intern';

export const ASPECTS: Array<[Aspect, RegExp]> = [
  // '想找数据分析实习', '投律所的实习': a first internship in the job is sought, so its card says where and how to get
  // one. A question about its pay, proof or conversion ('实习工资', '实习转正') is about another topic.
  [
    'intern',
    /^(?![^]*(?:工资|补贴|薪资|日薪|转正|留用|证明))[^]*?(?:(?:找|投|申请|去|进|做|拿)[^，。？！?!,；;]{0,12}实习(?!期)|实习(?:怎么|好不好|难不难|好|难)找)/,
  ],
  ['majors', /(什么|哪些|哪个|相关的?|对口的?)专业|学什么专业|读什么专业/],
  ['certificates', /证书|考什么证|资格证|考证|执业证/],
  ['further', /读研|考研|深造|读博|要不要读|留学/],
  ['public', /考公|考编|体制内|公务员|事业单位|国企|编制/],
  // '一般给多少', '多少钱' said of a job is its pay; '读研要花多少钱' is a cost.
  [
    'salary',
    /薪资|工资|收入|待遇|赚钱|挣多少|挣钱|[挣赚]得(?:多|更多|少)|薪水|能拿多少|拿多少钱|一个月多少|月薪|年薪|起薪|年包|[给开]多少(?!时间|天|年|分)|(?<![花费交要贵])多少钱/,
  ],
  ['fit', /适合什么(样的)?(性格|人)|什么性格|适合我吗|适不适合/],
  // '还能干什么' asks where a major leads (outlets), not a job's day.
  [
    'daily',
    // '累不累', '辛苦吗', '危险吗' of a job: its load and hazards are what its day holds.
    /累不累|累吗|辛苦吗|辛不辛苦|危险吗|危不危险|有危险|会不会被[^，。？?]{0,4}(?:打|伤)|忙不忙|(?<!我|我们|自己)(?:日常|平时|每天)|一天(?:里|下来)?(?:都|一般|主要)?(?:在)?(?:做|干|忙)|具体(是)?做什么|(?:具体|平时|每天|日常)(?:要|都|需要|主要)?(?:做|干)(?:些|哪些)?(?:什么|啥)|做什么的|是做什么|工作内容|(?<!能|以后|将来|毕业|出来|去)干什么|(?<!能|以后|将来|毕业|出来|去)干啥/,
  ],
  ['skills', /技能|能力|要会|掌握|需要学|补哪些|要学|学哪些|学什么/],
  [
    'entry',
    /入行|怎么(进|当|成为|入门)|步骤|门槛|如何(进|成为|入门)|准备什么|要准备|做什么准备|哪些准备|怎么准备|怎么开始/,
  ],
  ['path', /发展|晋升|路径|路线|前景|以后|未来|出路|方向/],
  ['outlets', /就业|能做什么|能干什么|找什么工作|做哪些工作|去哪/],
  // '这种公司正规吗': whether work is above board is told by its lawful way in (licence, employer, rule), read last.
  ['entry', /正规吗|正规不|正不正规|合法吗|合不合法|正经吗|会不会违法|违法吗|犯法吗/],
];
