/*
 * The everyday words of two asks that name a major or a job and want only what it is or where it leads. Read by
 * asked-alone.ts (which entries such a question is answered from) and parts.ts (whether a major's part lists its
 * outlets); kept apart from both so neither imports the other's dependencies.
 */

/**
 * Where a major leads, in everyday words: '毕业去向', '出路', '能干啥', '就业方向', '好就业吗', '以后能做什么', '对口工作',
 * '转什么方向', '都去哪了', '其他路子'. Not '对口还是高薪' (weighing an offer), '不对口' (working outside the major) nor
 * '是干什么的' (what a thing is).
 */
export const WHERE_IT_LEADS =
  /(?:毕业)?去向|出路|路子|其他路|别的路|(?:什么|哪些|哪条)路|(?:毕业(?:后|了)?|以后|将来|出来)?(?:都|一般|能|可以|还能|会)(?:干|做|从事)(?:些)?(?:什么|啥|嘛|哪些)(?!的)(?:工作|岗位|行业)?|(?:毕业(?:后|了)?|以后|将来|出来)(?:干|做|从事)(?:些)?(?:什么|啥|嘛|哪些)(?!的)(?:工作|岗位|行业)?|干嘛|能干|找什么工作|什么工作|好就业|好找工作|就业(?:方向|前景|面|情况|率|怎么样|咋样|如何)|(?<!不)对口(?!还是|和|与|跟)(?:的)?(?:工作|岗位|职业|行业|单位)|(?:都|能|可以)?去哪(?:了|儿|里)?|(?:哪些|什么|其他|别的).{0,4}(?:岗位|工作|方向|行业)|转到哪|转去哪|能转|(?:哪个|什么)方向|往哪(?:走|发展|个方向)|前景/u;

/**
 * Leaving a major's own line, asked of the major alone: '物流管理转行做什么', '测绘工程转行可以干啥', '学日语的能转什么'.
 * A student or new graduate asks what the major carries over to; the major's usual moves (switchTo) and outlets
 * answer, not the block for a worker changing careers at 30. A stated age or working life ('工作三年了', '30岁')
 * makes it a worker's change, which that block answers (see WORKED_BEFORE).
 */
export const SWITCH_FROM_MAJOR =
  /(?:转行|跨行|换行|转方向|换方向)(?:的话)?(?:都|一般)?(?:可以|能|该|应该|适合|还能|好)?(?:做|干|去|转|选|从事)?(?:些)?(?:什么|啥|嘛|哪)|(?:可以|能|还能)转(?:去)?(?:什么|啥|哪)/u;

/** Words that the asker already works or is of an age to have worked: a career change, not a major's move. */
export const WORKED_BEFORE =
  /\d+\s*岁|[一二两三四五六七八九十几]+岁|工作(?:了|[一二两三四五六七八九十几\d]+年)|(?:做|干|当)了|上班|在职|年经验|跳槽|单位|公司/u;

/**
 * A major feared to lead one way only: '学前教育是不是只能当幼师', '酒店管理是不是只能当服务员'. The job after it is
 * the one way the asker fears, not the job asked about; the major's outlets answer (the job among them).
 */
export const ONLY_LEADS_TO = /(?:是不是|难道|是否|就|真的)?只能(?:当|做|去|干|进|考)/u;
/** The fear and the one way named after it, to be read past when looking for a job asked about. */
export const ONLY_WAY = /(?:是不是|难道|是否|就|真的)?只能(?:当|做|去|干|进|考)[^，。,？?！!；;吗呢了]{1,8}/gu;

/**
 * Where a major leads, asked either way: as above, or through a search that stalls ('找不到工作', '就业难'), which its
 * own entries weigh before the outlets are added.
 */
export const ASKS_OUTLETS = new RegExp(
  `${WHERE_IT_LEADS.source}|找不到工作|不好找工作|(?:越来越)?难找工作|工作难找|找工作(?:难|容易|好找)|(?:好不好|难不难)找|就业难|不好就业`,
  'u',
);

/**
 * What a job is like: '是干什么的', '日常工作', '每天做什么', '累不累', '前景', '门槛', '要求', and what its employer is
 * ('体彩中心是事业单位吗', '有编制吗': the job's card says, no choice between 编制 and a company is asked). Not whether the asker
 * can or should take it ('销售能干吗', '管培生怎么样，值得去吗'), which its own entries weigh.
 */
export const ASKS_ABOUT_JOB =
  /(?:是|都)?(?:干|做)(?:什么|啥|嘛)的?|日常(?:工作)?(?:内容)?|工作内容|(?:每天|平时)(?:都|主要)?(?:在)?(?:做|干|忙)(?:些)?(?:什么|啥|嘛)?|累(?:不累|吗|嘛)|辛苦(?:吗|不辛苦)|前景|(?:发展)?(?:空间|前途)|门槛|(?:有)?(?:什么|哪些)?(?:要求|条件)|(?:高|大)(?:不高|吗|不大)|(?:是|算)(?:不是|不算)?(?:事业单位|事业编|国企|体制内)(?:吗|么|嘛)|有(?:没有)?编制(?:吗|么|嘛)?/u;
