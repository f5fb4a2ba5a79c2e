import type { PlannerRule } from './planner-rules.js';

/**
 * Self-harm said through a place or an act rather than a word for dying: walking into a river, a lake or the sea,
 * lying on the rails, giving oneself to the water, a sleep never woken from, eating stopped for good, and a farewell
 * message (再见了大家，我走了，别找我). Asked as a method too: which lake or stretch of track no one would see. A
 * counsellor hears each as a warning sign, so the gate points the person to a hotline. Work by water or on the railway
 * (水利, 铁路维护), a walk by the river, a diet and a farewell on leaving a job name the place or the act innocently, and
 * each rule lets those through. They read the normalized question.
 */

/** Open water, named by itself (江水, 大海) or by its bank (江边, 河里): bare 水 is as often pay (薪水). */
const WATER = '(江|河|湖|海|水库|大海|江水|河水|湖水|海水)';
const BY_WATER = '((江|河|湖|海|水库)(边|里|中|岸|堤)|江水|河水|湖水|海水|大海)';
/** Walking on into it until it closes over (江边走下去, 走进海里, 一直走到水里), or going under. */
const INTO_WATER =
  `${BY_WATER}.{0,6}(一直|就|慢慢)?(走下去|走进去|沉下去|走到水里|走进水里)` +
  `|(走进|走到|走入|沉进|沉到)(了)?${WATER}(里|中|深处)|(一直|就|慢慢)走(进|到)水里`;
/** The rails, lain on or waited on for a train (找一段没人的铁路躺一会儿，等车过来). */
const RAILS =
  '(躺|卧|趴)(在|到)?(铁轨|轨道|铁路)(上)?|(铁轨|轨道|铁路)上.{0,6}(躺|等(着)?(火车|列车|高铁))|卧轨' +
  '|(铁轨|轨道|铁路).{0,8}(躺|卧|趴).{0,8}等(着)?(车|火车|列车|高铁)(过来|开过来|来|经过)';
/** Oneself handed over to the water, the rails or the night (把自己交给大海). */
const GIVEN_UP = `把自己(交给|还给|托付给|留给)(了)?(那条|这条|那片|这片)?(${WATER}|铁轨|火车|黑夜|夜色|深渊|江|河|湖)`;
/** Eating stopped for good, until one is gone. */
const STARVE =
  '(不吃饭|不吃东西|绝食|什么都不吃)(了)?.{0,12}((慢慢|就这样|就这么)(地)?(没了|消失|饿死|走了|离开)|饿死|消失为止)|饿到(自己)?(消失|没了|死|走)(为止)?';
/** A sleep never woken from, wished for. */
const NEVER_WAKE = '(一觉|睡下去|睡过去|睡着)(了)?.{0,4}((再也|永远)(不|别)(要|会)?醒|不再醒)';
/** Asked as a method: where no one would see or come, or how deep until there is no coming back. */
const UNSEEN = '(不会被(人)?发现|不被(人)?发现|没(有)?人(看见|发现|管|救|来)|上不来|回不来|救不(回来|上来|了))';
const WHERE = `(哪(个|条|段|片|里|儿)|什么地方|多深|多快)`;
const PLACE_ASKED =
  `${WHERE}.{0,6}(${WATER}|铁轨|轨道|铁路).{0,12}(走进去|走下去|躺上去|躺下|卧).{0,8}${UNSEEN}` +
  `|(${WATER}|铁轨|轨道|铁路).{0,8}${WHERE}.{0,8}(走进去|走下去|躺上去|躺下)` +
  '|(躺|卧)(在)?(铁轨|轨道)(上)?.{0,10}(是不是|会不会|会)?(一下|很快|马上)?(就)?(没(有)?感觉|没了|不疼|不痛)';

/** A farewell word, and a cue that it is one's last (我走了, 别找我, 不会再出现, 明天就不在了). */
const GOODBYE = '(再见|永别|告别|拜拜|诀别|别了)';
const LAST =
  '(我(要|先|就)?走了|(不要|别|不用)(来)?找我|最后(一条|一次|的话|的留言|的消息)|不会(再|zai)?(出现|上线|回来|打扰)|(明天|以后)(我)?(就)?不在了|下辈子(见|再见)|来世(见|再见)|今晚(就)?(结束|走)|结束(这一切|一切))';
/** A goodbye for ever said to everyone (永别了各位): final in itself. */
const FOR_EVER = '(永别|诀别)(了|吧)?(各位|大家|所有人|这个世界|世界|爸妈|爸爸妈妈|朋友们)';
const FAREWELL_MESSAGE = `${GOODBYE}.{0,16}${LAST}|${LAST}.{0,16}${GOODBYE}|${FOR_EVER}`;

/** Work by water or on the railway, a walk or a trip, a diet: the place and the act said innocently. */
const WATER_WORK =
  /水利|水文|河道|航道|海事|航运|船|海洋|潜水|游泳|救生|打捞|铁路局|铁路工|维护|检修|巡检|施工|工程|专业|散步|路线|旅游|拍照|钓鱼|冲浪|减肥|节食|辟谷|轻断食|晚饭|早饭/;
/** Leaving a job, a city or a group: a farewell that names the move (离职告别, 毕业再见). */
const MOVE =
  /离职|辞职|毕业|入职|转岗|调岗|搬家|出国|留学|回老家|退群|换工作|新工作|跳槽|告别信|告别邮件|感言|怎么写|同事|团队|公司/;

const re = (source: string) => new RegExp(source, 'u');

export const FAREWELL_PLACE_RULES: PlannerRule[] = [
  // 想去江边走下去, 走进海里就不回头, 躺在铁轨上等火车, 把自己交给大海, 不吃饭了就这样慢慢没了, 一觉睡下去不再醒来.
  {
    id: 'distress-water-rails',
    category: 'self_harm',
    unless: (q) => WATER_WORK.test(q),
    pattern: re(`${INTO_WATER}|${RAILS}|${GIVEN_UP}|${STARVE}|${NEVER_WAKE}`),
  },
  // 去哪个湖走进去不会被人发现, 哪段铁轨晚上没人躺上去, 躺铁轨上是不是一下就没感觉了: the place asked as a method.
  { id: 'distress-place-asked', category: 'self_harm', pattern: re(PLACE_ASKED) },
  // 再见了大家，我走了，别找我 (also spelled in pinyin or said in English, read back by disguise.ts).
  {
    id: 'distress-farewell-message',
    category: 'self_harm',
    unless: (q) => MOVE.test(q),
    pattern: re(FAREWELL_MESSAGE),
  },
];
