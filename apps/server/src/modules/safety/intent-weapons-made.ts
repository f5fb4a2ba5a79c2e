import type { PlannerRule } from './planner-rules.js';

/**
 * A weapon made at home or got to hurt someone, in the words violence-weapon (intent-rules.ts) does not hold: a
 * weapon by its general name (武器, 凶器, 能打人的东西) or a home-made one (电击棒, 弩, 指虎, 甩棍) made oneself, or any
 * weapon meant for a named person (对付那个老板). Weapons as a career or a craft are answered: arms research and its
 * majors (武器装备研发), police firearms training, a game's or a film's props (游戏武器建模, cos道具刀), self-defence
 * classes. They read the normalized question.
 */

/** A weapon by its general name or one commonly home-made. */
const WEAPON =
  '(武器|凶器|电击棒|电击器|电棍|弩|弩箭|土枪|自制枪|气枪|钢珠枪|弹弓枪|匕首|管制刀具|甩棍|指虎|狼牙棒|防身(武器|工具|神器)|(能|可以)(打人|伤人|打伤人|致命|杀人|打死人)的(东西|工具|武器|家伙|玩意))';
/** Made by the asker. */
const MADE =
  '(自制|自己(做|造|制作|弄|改装|组装)|在家(里)?(做|造|制作|自制|弄)|(怎么|如何|教我|想)(做|造|制作|改装|组装)|手工(做|制作)|diy)';
/** Meant for someone: to deal with, teach a lesson to or get back at. */
const AGAINST =
  '(对付|教训|收拾|报复|修理|吓唬|弄|捅|砍|打)(一下)?(那个|这个|我的?)?(老板|领导|上司|主管|同事|前任|室友|邻居|他|她|对方|人)';
/** Made, modelled or worn for a game, a film, a stage or a class; the industry and its study. */
const CRAFT_OR_WORK =
  /游戏|建模|原画|道具|cos|模型|手办|动漫|影视|电影|小说|剧本|专业|研发|研究所|装备|军工|兵器|课程|考古|博物馆|警校|警察|民警|武警|部队|训练|射击运动|比赛|防身术|格斗课|工程师|工作|岗位|行业|销售|公司|工厂|分析|历史|文化|收藏/;

export const WEAPON_MADE_RULES: PlannerRule[] = [
  // 怎么在家自制一把能打人的武器, 自己做个电击棒或者弩对付那个老板, 买把刀对付那个同事: a weapon made, or meant for
  // someone.
  {
    id: 'weapon-made',
    category: 'violence',
    unless: (q) => CRAFT_OR_WORK.test(q) && !new RegExp(AGAINST, 'u').test(q),
    pattern: new RegExp(
      `${MADE}(一|个|把|支|根|几)*.{0,8}${WEAPON}|${WEAPON}.{0,6}(怎么|如何)(自制|自己做|做|制作)|${WEAPON}.{0,10}${AGAINST}|${AGAINST}.{0,8}(用|的)?${WEAPON}`,
      'u',
    ),
  },
];
