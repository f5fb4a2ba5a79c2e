import type { Intent } from './knowledge.js';

/** Checked in order: the first pattern that matches names the question's intent. */
const INTENT_PATTERNS: ReadonlyArray<[Intent, RegExp]> = [
  ['civil', /考公|考编|公务员|事业单位|选调|体制内|国考|省考|行测|申论|教资|教师资格|教编|教师编|编制/],
  ['switch', /转行|转型|改行|跳槽|转岗|转做|转去|转到|想转|不想当|不想做|换行业|换个行业/],
  ['postgrad', /考研|读研|保研|读博|深造|二战|留学|出国读|研究生(考试|入学)|考.{0,4}研究生/],
  ['internship', /实习/],
  ['resume', /简历|面试|笔试|求职|找工作|校招|秋招|春招|offer|入职|网申|群面|无领导|自我介绍|hr ?面|试讲|说课/i],
  [
    'test',
    /测评|兴趣类型|霍兰德|holland|riasec|我的类型|兴趣代码|[现研艺社企常][实究术会业规]型|适合什么|适合做|适合我|性格/i,
  ],
  ['general', /(怎么|如何|怎样)规划|职业规划|生涯规划|规划一下|大学.{0,4}(怎么|如何)(过|度过)/],
  ['major', /专业|报考|志愿|学什么|选科/],
  ['service', /服务|辅导|培训|陪跑|课程|会员|内推|直推|论文|竞赛|雅思|托福/],
  ['occupation', /职业|岗位|工作内容|做什么|前景|工程师|行业|就业方向|干什么|薪资|待遇|技能|发展/],
];

/** Requests the planner does not take: everyday chat, homework, code, entertainment, investment tips. */
const OFF_TOPIC =
  /天气|气温|笑话|段子|股票|彩票|菜谱|好吃|做饭|怎么做菜|王者|上分|游戏攻略|女朋友|男朋友|恋爱|表白|哄|写.{0,8}诗|作文|作业|答案|爬虫|景点|旅游|旅行|电影|电视剧|综艺|追剧|动漫|小说推荐|星座|运势|算命|八卦/;
/** Anything that names a career subject keeps the question in scope, whatever else it says. */
const CAREER =
  /职业|工作|求职|简历|面试|实习|专业|考研|读研|考公|考编|公务员|规划|岗位|转行|offer|就业|测评|行业|升学|留学|技能|证书|发展|工程师|老师|教师|医生|护士|律师|经理|设计师/i;
/** Other people's data is never available, however the request is phrased. */
const OTHERS_DATA = /(其他|别的|其它)(用户|人)|别人的|他人的|(用户|别人).{0,6}(手机号|电话|身份证|住址|测评结果)/;

export type Refusal = 'off-topic' | 'privacy';

export function refusalOf(question: string): Refusal | null {
  if (OTHERS_DATA.test(question)) return 'privacy';
  return OFF_TOPIC.test(question) && !CAREER.test(question) ? 'off-topic' : null;
}

/** The intent a question states itself, or null when nothing in it does. */
export function statedIntent(question: string): Intent | null {
  for (const [intent, pattern] of INTENT_PATTERNS) if (pattern.test(question)) return intent;
  return null;
}

const FOLLOW_UP = /^(那|那么|它|这个|这|还有|如果|然后|所以|另外|其他|其它)/;

/** A question that leans on the previous turn ("那需要学什么专业？"). */
export function isFollowUp(question: string): boolean {
  return FOLLOW_UP.test(question.trim());
}
