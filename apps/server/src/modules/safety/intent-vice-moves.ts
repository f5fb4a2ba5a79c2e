import type { PlannerRule } from './planner-rules.js';

/**
 * Gambling asked by a platform's moves rather than by a win (beside intent-vice-games.ts): chips bought and cashed
 * (上分, 下分, 出款, 提现), turnover worked off before a pay-out (刷流水), a rebate or an agent's cut (返水, 代理),
 * a deposit bonus (充值500送300), on a card or fast game by its name or initials (棋牌, qp, 时时彩, pk10, 电子游艺);
 * a stake on a match placed through a site (投注世界杯怎么买), the licensed 体彩 outlet aside; a drug slipped into
 * someone's drink asked after. Work on such games, the harm of them and the one quitting or cheated pass.
 */

/** Games played for chips on a betting site, by their names or the initials their players type. */
const CHIP_GAME =
  '(棋牌|电子游艺|真人视讯|捕鱼|时时彩|ssc|pk1?0|北京赛车|幸运飞艇|快三|快3|pc28|百家乐|六合彩|老虎机|龙虎斗|牛牛|炸金花)';
/** A platform's money moves: a deposit bonus, chips in and out, turnover, rebates, agents, stakes. */
const MONEY_MOVE =
  '(充值.{0,8}送|首充|上分|下分|刷流水|流水.{0,4}(提现|出款)|返水|返点|返佣|出款|提现|代理|下注|投注|押注|(哪个|什么)平台.{0,4}推荐|平台推荐|推荐.{0,4}平台)';
/** A match or a league bet on. */
const MATCH = '(世界杯|欧洲杯|欧冠|英超|西甲|nba|cba|足球|篮球|球赛|比赛|赛事)';
/** A stake placed: how, where, through which site. */
const STAKE = '(下注|投注|押注|买球|下单)';
// A site sought as 的网 (找个能下注世界杯的网): a tennis net or a network is not one.
const HOW_WHERE = '(怎么|如何|哪个|哪里|在哪|推荐|靠谱|稳|必中|平台|网站|app|网上|线上|找个|的网(?![球络红课恋购吧]))';
/** The state's licensed lottery counter and its tickets (体彩店买竞彩): lawful betting, asked as such. */
const LICENSED = /体彩|福彩|竞彩|彩票(店|站)|实体店/;
/** Work against it, its harm, the one quitting, cheated or worried. */
const AGAINST =
  /禁赌|反赌|反诈|风控|监管|打击|危害|识别|防范|科普|宣传|戒赌|怎么戒|戒了|合法吗|违法吗|犯法吗|判几年|量刑|法律后果|被骗|被黑|报警|追回|上当|成瘾|上瘾|影响考公|会不会坐牢/;
/** A job or a design where the game is the work (棋牌游戏的数值策划, 平台运营岗位). */
const WORK = /策划|数值|设计|开发|游戏公司|招聘|应聘|岗位|就业|专业|实习|简历|面试|荷官/;

/**
 * Chips bought through a channel asked after (有没有上分的渠道, 上分平台谁有): 上分 with a channel or a dealer's word is
 * money into a betting site; a game's rank (王者上分, 代练) is NOT_RANKED.
 */
const CHIPS_CHANNEL =
  '上分(的)?(渠道|平台|网站|台子|口子|代理|门路|路子|群)|(渠道|平台|网站|台子|口子|门路|路子|群)[^，。]{0,4}上分';
const NOT_RANKED =
  /王者|段位|排位|英雄|游戏|代练|陪练|电竞|主播|直播|吃鸡|和平精英|lol|星|考试|成绩|绩点|雅思|托福|分数/;
/**
 * Crypto cashed out past a bank's checks (出U怎么不被冻卡, USDT出金怎么避开风控): coins sold for money a bank would
 * freeze, which is how betting and scam money is laundered. Someone whose card was frozen asking what to do passes.
 */
const COIN_OUT =
  '(出u|u出|卖u|出币|usdt|泰达币|虚拟币|币圈|数字货币|加密货币)[^，。]{0,6}(出金|提现|换钱|变现|卖|交易)?';
const PAST_BANK =
  '((不被|防|避免|怎么不|不会)(冻卡|冻结|风控|查)|(避开|绕过|躲过|躲开|绕开|规避|逃过)[^，。]{0,4}(风控|冻卡|冻结|银行|监管))';
const FROZEN_ASKS = /被冻了?(结)?(怎么办|怎么解|能解)|(解冻|申诉|报警)(吗|流程|要多久)?$/;
/** Something put into another's drink or food unknown to them (下在饮料里的药, 放进酒里让人睡着的东西). */
const SLIPPED =
  '(下|放|加|倒|混)(在|到|进)(饮料|酒|水|杯子|奶茶|咖啡|果汁|饭菜?)里?(面)?的?(药|东西|粉|水)|(让人|让她|让他)(昏|晕|睡|迷糊|失去意识|不省人事)[^，。]{0,4}的?(药|东西|粉|水)';
const GOT = '(有没有|哪里|哪儿|哪有|在哪|怎么买|买|搞|弄|求|谁有)';

export const VICE_MOVE_RULES: PlannerRule[] = [
  // 棋牌游戏哪个可以上分下分, 充值500送300的棋牌平台推荐一个, 电子游艺怎么刷流水才能提现, 时时彩代理怎么做.
  {
    id: 'gambling-platform-moves',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || WORK.test(q),
    pattern: new RegExp(`${CHIP_GAME}.{0,16}${MONEY_MOVE}|${MONEY_MOVE}.{0,16}${CHIP_GAME}`, 'u'),
  },
  // 投注世界杯怎么买, 网上下注足球哪个平台好: a stake on a match through a site, not the licensed counter.
  {
    id: 'gambling-match-stake',
    category: 'gambling_drugs',
    unless: (q) => LICENSED.test(q) || AGAINST.test(q) || WORK.test(q),
    pattern: new RegExp(
      `${STAKE}.{0,8}${MATCH}.{0,8}${HOW_WHERE}|${MATCH}.{0,8}${STAKE}.{0,8}${HOW_WHERE}|${HOW_WHERE}.{0,6}${STAKE}.{0,4}${MATCH}`,
      'u',
    ),
  },
  // 有没有上分的渠道，带我上分: a channel for a betting site's chips.
  {
    id: 'gambling-chips-channel',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || WORK.test(q) || NOT_RANKED.test(q),
    pattern: new RegExp(CHIPS_CHANNEL, 'u'),
  },
  // 出U怎么不被冻卡, USDT出金怎么避开风控，钱是菠菜来的: coins cashed out past a bank's checks.
  {
    id: 'coin-cash-out',
    category: 'gambling_drugs',
    unless: (q) => FROZEN_ASKS.test(q) || /反洗钱|合规|风控(岗|专员|经理|工作|部门)|岗位|招聘/.test(q),
    pattern: new RegExp(`${COIN_OUT}[^。]{0,10}${PAST_BANK}|${PAST_BANK}[^。]{0,10}${COIN_OUT}`, 'u'),
  },
  // 有没有那种下在饮料里的药, 让人昏睡的药哪里买: a drug for someone else's drink.
  {
    id: 'drink-spiked',
    category: 'gambling_drugs',
    unless: (q) => /防范|识别|怎么办|报警|被下药|被人下|预防|警惕|新闻|案件/.test(q),
    pattern: new RegExp(`${GOT}.{0,8}${SLIPPED}|${SLIPPED}.{0,8}${GOT}`, 'u'),
  },
];
