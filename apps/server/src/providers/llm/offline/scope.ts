import { smallTalkOf, smallTalkText } from './small-talk.js';
import { TYPE_NAMES } from './named.js';

/**
 * 作业 after the kind of work it is (高空作业, 井下作业, 特种作业) is a job's task, not homework: it stays a career
 * question.
 *
 * Harmless requests outside career planning (weather, jokes, recipes, games) get a short redirect; requests
 * for other users' data are never answered. Unsafe requests are screened before any provider is asked.
 */
const OFF_TOPIC =
  /天气|气温|笑话|段子|股票|基金.{0,4}(涨|买)|彩票|菜谱|好吃|做饭|怎么做菜|红烧|王者|上分|游戏攻略|女朋友|男朋友|恋爱|表白|哄|写.{0,8}诗|作文|(?<!高空|高处|登高|施工|井下|带电|动火|有限空间|野外|户外|水下|现场|特种|吊装|焊接|危险|安全)作业|答案|爬虫|(帮我|给我|帮忙)翻译|翻译(一下|成|为)|歌词|(帮我|给我|替我|教我)(写|编|做)(个|一个|段|一段)?.{0,10}(代码|程序|脚本|游戏|网页|小程序|函数)|(写|编)(个|一个|段|一段)?(python|java|c\+\+|c语言|js|javascript|html)|用(python|java|c\+\+|c语言|js)(帮我|给我)?(写|编|做)|韩剧|美剧|日剧|泰剧|短剧|追番|番剧|(推荐|好听的)(几首|首|些)?歌|景点|旅游|旅行|电影|电视剧|综艺|追剧|动漫|小说推荐|星座|运势|算命|八卦|情书|情话|暗恋|双色球|大乐透|中奖号码|[aA]股|大盘|抄底|涨停|炒股|比特币|币圈|(帮我|给我|替我|帮忙|你)(写|编|续写|讲|来)(.{0,12})(小说|故事|剧本|童话|同人)|续写|角色扮演|假装你是|你来扮演|扮演一个|(帮我|给我|替我|帮忙|你)(写|拟|起草|编)(一份|一封|一篇|一张|个|份|封|篇|张)?.{0,6}(请假条|检讨书?|保证书|道歉信|借条|欠条|婚礼致辞|生日祝福|祝福语|朋友圈文案|贺卡|悼词)/;
/** Things bought in a shop, asked which to buy: one list for the ask and for the redirect's words. */
const PRODUCTS = '手机|电脑|笔记本|平板|耳机|相机|手表|键盘|显示器|电动车|汽车|衣服|鞋子?|包包|护肤品|化妆品|口红|奶粉';

/**
 * Everyday asks with no career in them, each a class of phrasing rather than a word: where to go for fun, courting
 * someone ('怎么追女生', which is no 女生学土木 question), a pet's trouble, a quiz fact ('世界上最高的山'), losing weight,
 * a name or nickname to invent. A career word beside them keeps the question in scope, as for OFF_TOPIC.
 */
const EVERYDAY = new RegExp(
  [
    '(?:周末|假期|放假|五一|国庆|十一|寒假|暑假|晚上|今晚)[^，。？]{0,4}去(?:哪|哪儿|哪里)(?:玩|逛|吃)|去(?:哪|哪儿|哪里)玩|好玩的地方|有什么好玩',
    '(?:怎么|如何|想)?追(?:到|求)?(?:女生|男生|女孩子?|男孩子?|女神|男神|喜欢的(?:人|女生|男生|女孩子?|男孩子?))|脱单|约会(?:去哪|穿什么|怎么)',
    // Which thing to buy ('iPhone和华为手机哪个好', '买什么笔记本'): a shop's question; 华为和小米哪个好 with no product
    // named is two employers and stays in scope.
    `(?:${PRODUCTS})[^，。？]{0,6}(?:哪个好|哪款好?|哪个牌子|买哪|买什么|值得买|值不值得买|推荐一?下?|怎么选|选哪)|(?:买|换)(?:个|台|部|一台|一部|一个)?(?:什么|哪个|哪款|哪种)(?:${PRODUCTS}|车)|想(?:买|换)(?:个|台|部|辆|一台|一部|一个|一辆)?(?:新的?)?(?:${PRODUCTS}|车)`,
    '(?:猫|狗|猫咪|狗狗|宠物|仓鼠|兔子)[^，。？]{0,6}(?:不吃|拉肚子|生病|吐了|呕吐|掉毛|怎么养|怎么训|咬人|乱叫|绝育)',
    '世界上最|(?:最高|最长|最大|最深|最小)的(?:山|河|国家|湖|海|动物|星球)|首都是(?:哪|什么)|(?:是谁|谁)发明的',
    '减肥|瘦身|减脂|掉秤',
    '(?:起|取)(?:个|一个|几个)?(?:好听的)?(?:网名|昵称|游戏名|宝宝名字|小名)',
    // A loan, a credit line or a financial product to be recommended: a lender's or an adviser's business, not a career
    // (欠了网贷找什么工作 and 去网贷公司做风控 keep their career words and stay in scope).
    '(?:推荐|哪个|哪家|哪些|有没有|有什么)[^，。？]{0,8}(?:网贷|贷款平台|借贷平台|借钱的?(?:app|软件|平台)|口子|理财产品|理财平台)|(?:网贷|贷款|借钱)[^，。？]{0,6}(?:利息低|好下款|容易下款|秒下|秒批|不看征信|不查征信|额度高)|(?:快速|来钱快|快点)[^，。？]{0,4}赚钱的(?:平台|app|软件|项目)',
  ].join('|'),
  'u',
);
/**
 * Anything that names a career subject keeps the question in scope, whatever else it says (彩票站招店员 is a job, 彩票店转让
 * a business to start, not a lottery tip); so does pay an employer
 * gives ('公司给的股票期权' is part of an offer, not a stock tip), and moving city for a partner ('要不要为了他换城市'),
 * which is where to work; a person of the workplace asking or doing it ('HR问我有没有男朋友', '领导追求我', '团建要求
 * 喝酒') makes it a question of conduct at work. A Holland type named ('艺术型分数最低，我其实挺喜欢看电影的') is the
 * asker's result asked about, whatever pastime they give as a reason.
 */
const CAREER =
  /招聘|应聘|招人|店员|营业员|创业|开店|加盟|编制|换城市|换个城市|换座城市|(?:去|搬到|搬去|跟着?)(?:他|她)(?:那边|那儿|那里|所在的城市|的城市)|职业|工作|程序员|码农|作家|作者|编剧|入行|前途|分析师|交易员|(适合|适不适合)(当|干|从事)|求职|简历|面试|实习|作品集|项目经历|课设|笔试|群面|应届|秋招|春招|校招|背调|试用期|谈薪|同事|职场|团建|入职|上班|专业|考研|读研|考公|考编|公务员|规划|岗位|转行|offer|就业|测评|行业|升学|留学|技能|证书|申论|行测|教资|教招|选调|事业编|专升本|自考|成考|法考|发展|工程师|老师|教师|医生|护士|律师|经理|设计师|期权|股权激励|限制性股票|\brsu\b|行权|[发给]的股票|年终奖|公积金|社保|个税|毕业(?!旅)|导游|出路|前景|工资|薪资|月薪|待遇|旅游管理|酒店管理|游戏(?:策划|开发|美术|公司|行业)|原画|电竞|\bhr\b|人事|面试官|领导|上司|主管|老板|团建|客户|应酬|霍兰德|兴趣代码|兴趣类型|部门|事业部|业务线|团队/i;
/**
 * A body's complaint or a medicine asked about ('胃疼拉肚子两天了，吃蒙脱石散有用吗'): a doctor's question, declined
 * with where to take it. A career word beside it ('工作压力大失眠') keeps it in scope.
 */
const HEALTH =
  /头疼|头痛|胃疼|胃痛|肚子疼|拉肚子|腹泻|发烧|发热|感冒|咳嗽|嗓子疼|喉咙痛|牙疼|过敏|痛经|便秘|吃什么药|吃药|什么药|药有用|药管用|蒙脱石散|布洛芬|退烧药|消炎药|抗生素|要不要去医院|去不去医院|挂什么科|挂哪个科/u;
/**
 * Someone else's records asked of the planner ('把别人的测评结果发给我', '其他用户的手机号'): another person and a kind of
 * record in one clause. Others named without a record ('在意别人的评价', '其他人都考研了', '别人的offer都比我好') are how the
 * asker measures themselves, a career question; so is a friend named beside the asker's own result, unless the planner
 * is asked to fetch the friend's ('帮我查我同学的测评结果').
 */
// Not 用户 alone: '用户运营要看用户资料吗' is a job's work.
const OTHERS = '(?:其他|别的|其它|某个?)(?:用户|人)|别人|他人|用户的(?=手机|电话|身份证|住址|测评)';
const RECORD =
  '手机号|电话|号码|身份证|住址|地址|测评结果|测评报告|测试结果|报告|个人信息|资料|账号|密码|聊天记录|对话记录|提问记录|记录|订单';
const OTHERS_DATA = new RegExp(
  `(?:${OTHERS})[^，。？！,?!；;]{0,8}(?:${RECORD})|(?:查|看看|调出|导出|发给我|给我看|告诉我)[^，。？！,?!；;]{0,4}` +
    `(?:同学|同事|室友|朋友|男朋友|女朋友|老公|老婆|老板|领导|某人)的?(?:${RECORD})`,
  'u',
);

/** A Holland type's name (named.ts's TYPE_NAMES, without its global flag, so `test` keeps no position). */
const TYPE_NAMED = new RegExp(TYPE_NAMES.source, 'u');

/** 'social': a greeting, thanks or a question about the planner itself (small-talk.ts), answered in a few lines. */
export type Scope = 'career' | 'off-topic' | 'privacy' | 'social';

/** Helping others ('能帮助别人的工作') is what a job does, not a request for someone else's data. */
const HELPING_OTHERS = /(?:帮助|帮到|帮|服务|照顾|关心|体谅|理解)别人/gu;

export function scopeOf(question: string): Scope {
  if (smallTalkOf(question)) return 'social';
  if (OTHERS_DATA.test(question.replace(HELPING_OTHERS, '帮人'))) return 'privacy';
  return (OFF_TOPIC.test(question) || EVERYDAY.test(question) || HEALTH.test(question)) &&
    !CAREER.test(question) &&
    !TYPE_NAMED.test(question)
    ? 'off-topic'
    : 'career';
}

/** What the request was about, in a few words, so the redirect speaks to it ('查天气', '写诗'). */
const SUBJECTS: Array<[RegExp, string]> = [
  [/天气|气温/, '天气预报'],
  [/去(哪|哪儿|哪里)(玩|逛|吃)|好玩/, '出游推荐'],
  [/追(到|求)?(女|男|喜欢)|脱单|约会/, '感情问题'],
  [new RegExp(PRODUCTS, 'u'), '买东西的推荐'],
  [/猫|狗|宠物|仓鼠|兔子/, '宠物问题'],
  [/世界上最|最(高|长|大|深|小)的|首都|发明/, '百科问答'],
  [/减肥|瘦身|减脂|掉秤/, '减肥健身'],
  [/网名|昵称|游戏名|宝宝名字|小名/, '起名字'],
  [/笑话|段子/, '讲笑话'],
  [/股票|基金|彩票|双色球|大乐透|中奖号码|a股|大盘|抄底|涨停|炒股|比特币|币圈/i, '投资和彩票预测'],
  [/情书|情话|暗恋/, '写情书'],
  [/(写|编|续写|讲|来).{0,14}(小说|故事|剧本|童话|同人)|续写/, '写小说和故事'],
  [/角色扮演|假装你是|扮演/, '角色扮演'],
  [/菜|做饭|好吃/, '做菜'],
  [/爬虫|代码|程序|脚本|函数|网页/, '写代码'],
  [/翻译|歌词/, '翻译'],
  [/王者|上分|游戏/, '游戏攻略'],
  [/女朋友|男朋友|恋爱|表白|哄/, '感情问题'],
  [/诗|作文/, '写诗作文'],
  [/请假条|检讨|保证书|道歉信|借条|欠条|致辞|祝福|朋友圈文案|贺卡|悼词/, '代写这类私人文书'],
  [/作业|答案/, '替你写作业'],
  [/景点|旅游|旅行/, '旅行推荐'],
  [/电影|电视剧|综艺|追剧|动漫|小说|韩剧|美剧|日剧|泰剧|短剧|番|歌/, '影视和娱乐推荐'],
  [/星座|运势|算命/, '星座运势'],
];

/** A polite no in two or three short sentences, naming what was asked and what the planner can do instead. */
export function redirectText(
  question: string,
  scope: Exclude<Scope, 'career'>,
  listed: readonly string[] = [],
): string {
  if (scope === 'social') return smallTalkText(smallTalkOf(question) ?? 'greeting', listed);
  if (scope === 'privacy')
    return [
      '抱歉，我不能提供其他用户的任何信息。',
      '每个人的测评结果和资料只有本人能看到。',
      '如果想聊你自己的职业规划，比如看懂你的测评结果、选方向或准备求职，随时问我。',
    ].join('\n');
  // A pet's complaint ('狗狗拉肚子') is not the asker's: the everyday redirect, not a doctor.
  if (HEALTH.test(question) && !OFF_TOPIC.test(question) && !EVERYDAY.test(question))
    return [
      '抱歉，身体不舒服、该不该用药，我帮不上忙。',
      '症状持续或加重，请尽快去医院，听医生当面诊断；用药前也先问医生或药师。',
      '等你想聊专业选择、求职或职业规划，随时问我。',
    ].join('\n');
  const subject = SUBJECTS.find(([re]) => re.test(question))?.[1] ?? '这类请求';
  // Short lines: the same redirect serves many requests, so none of it reads as a canned paragraph.
  return [
    `抱歉，${subject}我帮不上忙。`,
    '我是职业规划师，能帮你：',
    '- 找适合自己的方向',
    '- 选专业、考研还是工作',
    '- 准备简历和面试',
    '这些都可以直接问我。',
  ].join('\n');
}
