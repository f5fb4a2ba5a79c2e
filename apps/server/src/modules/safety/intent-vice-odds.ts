import { relativesHabit } from './intent-frames.js';
import type { PlannerRule } from './planner-rules.js';

/**
 * Betting asked in a bettor's everyday words rather than its games' names (beside intent-vice.ts and
 * intent-vice-plain.ts): a sure win or a tip bought for a stake (有什么稳赚的下注方法, 比赛内部消息哪里买想下注), a betting
 * app or site asked for (哪个app可以下注世界杯), losses chased at the table (赌输了好多有什么办法回本, 输了怎么上岸), and
 * work taken for a betting site (菠菜推广一个月赚多少, 想做网赌客服怎么应聘). A bet is named in each, so a share's tip
 * (股票内部消息), a civil servant's 上岸, a business's 回本 and a licensed casino's jobs (intent-frames.ts) pass. They
 * read the normalized question.
 */

/** Work against it, the law on it, or the asker harmed or quitting (戒赌上岸). */
const AGAINST =
  /禁赌|反赌|反诈|风控|监管|打击|危害|识别|防范|科普|宣传|戒赌|戒了|合法吗|违法吗|犯法吗|判几年|量刑|法律后果|被骗|上当/;

/** A stake placed: the bet's own words, not a game or a contest's (比赛 alone is any match). */
const BET =
  '(下注|投注|押注|下一注|买球|赌球|赌|押(?!金|韵|运|送|题|车)|串关|串子|二串一|盘口|赔率|外围|菠菜|博彩|彩票|竞彩|足彩)';
/** The promise no honest game makes: a sure win, a fixed match, a tip from inside. */
const SURE =
  '(稳的|稳胆|稳赚|稳赢|必赢|必胜|包赢|包中|必中|稳中|稳胆|不输|只赢不输|内部消息|内幕消息|内部资料|内幕|假球消息|准确(的)?预测)';
/** A share's, a fund's or a job's tip, where 稳赚 and 内部消息 are no bet. */
const NOT_BETTING = /股|基金|理财|期货|证券|币|创业|生意|开店|工作|offer|考试|考研|考公/;

/** How to stake for the most money (赛马怎么下注最赚钱, 怎么押才能赢钱): the bet is placed, the win is asked. */
const STAKE_TO_WIN =
  '(怎么|如何|怎样)(下注|投注|押注|押(?!金|韵|运|送|题|车))[^，。]{0,4}(最?赚钱|赢钱|能赢|才能赢|赢面大|赢率高|回报最高|最划算)';

/** A bet placed and then how to win it asked (足球下注怎么赢, 买球有什么技巧能赚): the win is what is sought. */
const BET_THEN_WIN = `${BET}[^，。]{0,6}(怎么|如何|怎样|有什么|有没有)[^，。]{0,4}(赢|赚|稳|技巧|秘诀|窍门)`;

/** A place to bet asked for by its app or site (哪个app可以下注, 有什么网站能买球). */
const SITE = '(app|软件|平台|网站|网址|小程序|群)';
const SITE_FOR_BET = `(哪个|哪些|什么|有没有|推荐|求)(个|一个|几个)?${SITE}.{0,6}(可以|能)?(下注|投注|押注|买球|赌球|赌|押)|(下注|投注|押注|买球|赌球)(的|用的)?${SITE}(推荐|哪个|有哪些|有没有)`;

/** Losses at the table chased: 回本, 上岸, 翻本, 赢回来 after a loss at a bet (赌输了, 网上输了). */
const LOST_AT_BET = '(赌|押|下注|买球|网上|线上|平台|百家乐|彩票|六合彩|时时彩)[^，。]{0,4}(输|亏)(了|掉)?';
const WON_BACK = '(回本|上岸|翻本|赢回来|回血|翻盘|捞回来)';
const CHASED = `${LOST_AT_BET}[^。]{0,16}(怎么|如何|有什么|有没有|能不能|想|要)[^。]{0,6}${WON_BACK}|${LOST_AT_BET}[^。]{0,10}${WON_BACK}(的)?(办法|方法|技巧|机会)`;

/** A betting site worked for: its service desk, its agents, its promotion or its money run (跑分). */
const BETTING_SITE = '(网赌|菠菜|bc|赌博(网站|平台|app)|博彩(网站|平台|app)|网上赌场|线上赌场|赌台|盘口)';
const SITE_JOB = '(客服|代理|推广|引流|拉人|拉新|运营|招商|技术|地推|跑分|出款|充值)';
const TAKEN_UP =
  '(赚|挣|收入|工资|提成|佣金|返点|分成|怎么(做|干|应聘|加入|找|联系|入行)|哪里(找|招|接)|想(做|干|去)|招人|要人|应聘|入职|日结|一个月)';
const SITE_WORK =
  `${BETTING_SITE}.{0,4}${SITE_JOB}.{0,12}${TAKEN_UP}|${TAKEN_UP}.{0,6}${BETTING_SITE}.{0,4}${SITE_JOB}` +
  // The trade joined itself (去柬埔寨做菠菜工资多少), or a card-game room's agents who bring players (代理拉人玩棋牌).
  `|(做|干|搞)${BETTING_SITE}.{0,8}${TAKEN_UP}|(?<!不)想(去[^，。]{0,4})?(做|干|搞)${BETTING_SITE}|(代理|拉人).{0,6}棋牌.{0,8}${TAKEN_UP}|棋牌.{0,6}(代理|拉人).{0,8}${TAKEN_UP}`;
/** The one lured into it or wanting out (被骗去做网赌客服, 怎么退出), and a licensed casino's desk. */
const WANTS_OUT = /被骗|被拉|被坑|退出|辞职|离职|脱身|怎么办|是不是违法|会不会坐牢|会坐牢吗|澳门|持牌|正规赌场/;

/** The lottery and the games sold as betting plans (pc28有没有计划, 竞彩有没有靠谱的专家推荐). */
const LOTTERY = '(彩票|双色球|大乐透|六合彩|时时彩|快三|pc28|飞艇|北京赛车|排列[三五35]|七星彩|福彩|体彩|竞彩|足彩)';
/**
 * A way to win it asked: how to pick, a tipster, a plan (怎么选号中奖率高, 专家推荐, 计划群), or a group's bets followed
 * and losses made good in it (跟单, 上分, 回血).
 */
const HOW_TO_WIN =
  '(怎么|如何|怎样)(选号|选|买|杀号|定胆|才能中|能中|中奖)|(中奖|选号)(率|概率)?(高|的?(技巧|规律|秘诀|方法|公式))|(专家|大神|老师|导师|带单|人工)(推荐|预测|方案|计划)?|计划(群)?|方案|胆码|杀号|跟单|上分|带飞|回血';
/** A betting group named by what is done in it before the lottery it plays (拉我进个上分群，玩竞彩). */
const GROUP_THEN_LOTTERY = `(上分|跟单|带单|计划|回血)群.{0,10}${LOTTERY}`;
/** A match's side asked to be backed for money (世界杯买哪个队赢能赚). */
const SIDE_BACKED =
  '(世界杯|欧洲杯|欧冠|英超|西甲|意甲|德甲|nba|cba|球赛|比赛|今晚|这场)[^，。]{0,6}(买|押|下注)(哪个|哪支|哪一|谁)(个)?(队|边)?(赢|胜)?';
/**
 * Someone working at a licensed outlet, 体彩店 and 福彩站 as well as 彩票店 (在体彩店上班，客户问怎么中奖怎么回答): the
 * customers' question about winning is asked of their job.
 */
const OUTLET_WORKER =
  /(在|做|当)(彩票|体彩|福彩)(店|站)[^，。]{0,4}(上班|工作|打工|店员|兼职)|(彩票|体彩|福彩)(店|站)的?(店员|员工)/;
/** A licensed lottery shop's business, where the same words are its stock (彩票站怎么选址). */
const LOTTERY_SHOP = /彩票(店|站)|代销|加盟|开店|选址|概率论|数学|统计学/;
/** Insider numbers or a sure win bought or followed (怎么买, 跟着买). */
const INSIDE_BOUGHT = /(怎么|哪里|去哪|要不要|能不能|跟着)(买|跟|下单)|号码/;

/**
 * A card or dice game played for stakes in a group or a room (推荐个麻将群一块两块的那种, 斗牛一把多少钱的群有吗), or a
 * casino's table game found online (哪里能玩真人荷官): the stake per hand or the live table is what is sought.
 */
const CARD_GAME = '(麻将|打牌|斗地主|斗牛|牛牛|炸金花|跑得快|德州|扑克|掼蛋|骰子|牌九)';
const STAKE_PER_HAND =
  '(([0-9一两二五十]+)(块|元)(钱)?(一|两)?(把|局|番|炮|分|的那种|的)|一(把|局|番|炮|分)(多少钱|[0-9一两二五十]+(块|元))|彩头|带彩|红包(群|局))';
const ASKED_FOR = '(群|哪里|哪有|哪儿|推荐|有吗|有没有|拉我|带我|求)';
const LIVE_TABLE =
  '(哪里|哪儿|在哪|哪个(平台|网站|app)|什么(平台|网站|app))(能|可以)?(玩|找|有)(真人荷官|真人视讯|百家乐|老虎机|龙虎斗|炸金花|21点|轮盘|骰宝)';

const re = (source: string) => new RegExp(source, 'u');

export const VICE_ODDS_RULES: PlannerRule[] = [
  // 有什么稳赚的下注方法, 足球比赛内部消息哪里买想下注, 哪个app可以下注世界杯, 赛马怎么下注最赚钱: a sure win, a tip, a
  // site or the winning way for a stake.
  {
    id: 'gambling-tips',
    category: 'gambling_drugs',
    // A shop's business is no bet, but its insider numbers bought are ('彩票站老板说有内部号码稳赚，怎么买').
    unless: (q) =>
      AGAINST.test(q) ||
      NOT_BETTING.test(q) ||
      (LOTTERY_SHOP.test(q) && !(new RegExp(SURE).test(q) && INSIDE_BOUGHT.test(q))) ||
      relativesHabit(q),
    pattern: re(`^(?=.*${BET})(?=.*${SURE})|${SITE_FOR_BET}|${SIDE_BACKED}|${STAKE_TO_WIN}|${BET_THEN_WIN}`),
  },
  // 双色球怎么选号中奖率高, 竞彩有没有靠谱的专家推荐, pc28有没有计划: a way to win the lottery asked.
  {
    id: 'lottery-win',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || LOTTERY_SHOP.test(q) || OUTLET_WORKER.test(q) || relativesHabit(q),
    pattern: re(`${LOTTERY}.{0,10}(${HOW_TO_WIN})|${GROUP_THEN_LOTTERY}`),
  },
  // 推荐个麻将群一块两块的那种, 斗牛一把多少钱的群有吗, 哪里能玩真人荷官: a game for stakes found.
  {
    id: 'gambling-stake-game',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || relativesHabit(q) || /比赛|赛事|俱乐部|策划|设计|研发|规则|游戏公司/.test(q),
    pattern: re(`^(?=.*${CARD_GAME})(?=.*${STAKE_PER_HAND})(?=.*${ASKED_FOR})|${LIVE_TABLE}`),
  },
  // 在网上赌输了好多有什么办法回本, 百家乐输了想上岸: losses chased at the table.
  {
    id: 'gambling-chase',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || relativesHabit(q) || /股|基金|理财|期货|证券/.test(q),
    pattern: re(CHASED),
  },
  // 菠菜推广一个月能赚多少, 想做网赌客服怎么应聘: work taken for a betting site.
  {
    id: 'gambling-site-work',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || WANTS_OUT.test(q) || relativesHabit(q),
    pattern: re(SITE_WORK),
  },
];
