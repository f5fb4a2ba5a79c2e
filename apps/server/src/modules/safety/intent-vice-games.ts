import type { PlannerRule } from './planner-rules.js';

/**
 * Gambling asked by its games' and venues' own names rather than by betting words (beside intent-vice-odds.ts): an
 * online casino (娱乐城, 真人娱乐), a fast lottery sold as betting (幸运飞艇, 快三, pk10), a card game played for money
 * (斗牛, 牛牛), each with a win, a sure way, a system or a trusted site asked for (线上娱乐城哪个最靠谱, 快三必赢方法,
 * 斗牛怎么玩赢钱, 幸运飞艇怎么押才准). Work at a company of that name, the law on it and the harm of it pass.
 */

const GAME =
  '(娱乐城|线上娱乐|真人娱乐|真人视讯|电子游艺|百家乐|时时彩|六合彩|快三|快3|pc28|幸运飞艇|飞艇|北京赛车|pk1?0|龙虎斗|炸金花|牛牛|斗牛|骰宝|老虎机|轮盘|网赌|博彩|菠菜)';
// pk1?0: pk10 typed among pinyin is read with its 1 taken for a letter (pk0), as the disguises read digits.
/** What a bettor asks of it: a win, a sure way, a system, a trusted place to play. */
const WIN_ASKED =
  '(必赢|稳赢|稳赚|包赢|必中|包中|赢钱|能赢|才能赢|怎么赢|赢的(技巧|方法|概率)|(怎么|如何|怎样)(押|下注|投注|买|玩|下)(才|能|最)?(准|赢|赚|中|划算)|技巧|规律|公式|计划|靠谱|哪个好|哪家好|哪个平台|推荐(一)?(个|下)?|出款|充值)';
/** Work against it, the law on it, its harm, the asker quitting or harmed. */
const AGAINST =
  /禁赌|反赌|反诈|风控|监管|打击|危害|识别|防范|科普|宣传|戒赌|戒了|合法吗|违法吗|犯法吗|判几年|量刑|法律后果|被骗|被黑|不给出款|报警|追回|怎么办|上当|成瘾|上瘾/;
/** A job, a study or a design where the game's name is the work (游戏策划的老虎机数值, 娱乐城的新媒体运营岗位). */
const WORK =
  /荷官|澳门|持牌|正规赌场|概率论|数学|统计学|期望值|工作|岗位|招聘|应聘|就业|专业|实习|简历|面试|策划|数值|设计|开发|游戏公司|运营(岗|工作|专员)/;
/** Spain's bullfight and a bull terrier: 斗牛 that is no card game. */
const BULL = /西班牙|斗牛士|斗牛犬|斗牛场|斗牛舞|公牛/;

/** Offshore football betting (足球外围), played or entered: the word itself is the illegal market. */
const OFFSHORE =
  '(足球|篮球|球赛|世界杯|欧洲杯)外围(?!女|模特|嫩模|设备|配件|产品|市场)[^，。]{0,4}(怎么|如何|哪里|去哪|在哪)(玩|买|下|进|充)';

export const VICE_GAME_RULES: PlannerRule[] = [
  // 足球外围怎么玩: offshore betting entered.
  {
    id: 'gambling-offshore',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: new RegExp(OFFSHORE, 'u'),
  },
  // 线上娱乐城哪个最靠谱, 真人娱乐怎么玩才能赢, 快三必赢方法, 斗牛怎么玩赢钱, 幸运飞艇怎么押才准.
  {
    id: 'gambling-game-win',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || WORK.test(q) || BULL.test(q),
    pattern: new RegExp(`${GAME}.{0,12}${WIN_ASKED}|${WIN_ASKED}.{0,8}${GAME}`, 'u'),
  },
];
