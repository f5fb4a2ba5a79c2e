import type { PlannerRule } from './planner-rules.js';

/**
 * A drug asked for without its name, by what it does or by its trade (吸一口就放松的东西哪里买, 让人飘的粉去哪弄, 那种东西
 * 谁有，吸了特别爽): the effect a user seeks, on something smoked, snorted or swallowed for it, with a supply asked. Ways
 * to relax (放松的方法, 解压) and lawful products (香薰, 茶, 香烟) are named or asked without a supply, and pass. Beside
 * drug-street-names in intent-vice.ts, which reads the street names and 嗨的东西. They read the normalized question.
 */

/** Taken by smoke or by the nose, or swallowed, and the effect that follows (吸一口就放松, 抽了很放松, 吃了就兴奋). */
const INHALED = '(吸|抽|溜|嗑|磕|闻)(一口|一下|两口|几口|了|完|上)?';
const SWALLOWED = '(吃|吞|喝)(一颗|一粒|一片|了|完|下去)?';
const CALM = '(放松|飘|嗨|high|爽|飞|上头|快乐|忘掉烦恼|忘记烦恼|没烦恼|忘了烦恼|解脱|舒服|飘飘欲仙|兴奋)';
const HIGH = '(飘|嗨|high|飞|上头|飘飘欲仙|兴奋一整晚|兴奋一晚上|兴奋一整夜|兴奋到天亮|不困一整晚)';
const EFFECT = `(${INHALED}(就|能|会|很|特别|超)?(很|特别|超)?${CALM}|${SWALLOWED}(就|能|会)?(很|特别)?${HIGH})`;
/** What it is, unnamed: a thing, a leaf, a powder, a pill. */
const UNNAMED = '(东西|玩意儿?|草|叶子|粉|粉末|白粉|药丸|小药丸|药片|药|糖|货)';
/** Made to feel it (让人飘的粉, 让人嗨起来的白色粉末): a powder, a leaf or a pill only, as 让人放松的东西 is any gift. */
const MAKES_FEEL = `(让人|使人|令人|让你)(很|特别)?${CALM}(起来)?的.{0,4}(草|叶子|粉|粉末|白粉|药丸|小药丸|药片|糖)|(让人|使人|令人|让你)(很|特别)?(飘|嗨|high|飞|上头)(起来)?的.{0,4}(东西|玩意儿?|货|药)`;
/** "That stuff" (那种东西), asked for with a use beside it (吸了特别爽, 压力大想试试). */
const THAT_STUFF = '(那种|那个|那类)(东西|玩意儿?|货)';
const USE = `(${INHALED}|${SWALLOWED})(就|能|会|很|特别|超)?(很|特别|超)?${CALM}|想试试|尝尝|试一下|来一口`;
/** A supply asked after: where, who has it, how it is got. */
const SUPPLY =
  '(哪里|哪儿|哪|去哪|在哪|从哪)(里|儿)?(能|可以|才能)?(买|搞|弄|找|拿|有|有卖)|谁(手上|手里|那|还)?有|有没有(那种|这种|什么|啥)|怎么(才能)?(买|弄|搞|拿)(到)?|有没有(路子|门路|渠道)|路子|门路|渠道|货源|有卖|私我|私聊';
/** A lawful product or a hobby: tea, incense, cigarettes, sweets. */
const LAWFUL =
  /香薰|精油|蜡烛|茶|咖啡|香烟|电子烟|烟弹|雪茄|薰衣草|零食|糖果|奶茶|巧克力|按摩|冥想|瑜伽|泡澡|解压玩具|捏捏/;
/** Work against it, or the law asked: beside drug-slang's own. */
const AGAINST = /禁毒|缉毒|戒毒|检测|危害|识别|科普|宣传|防范|打击|合法吗|违法吗|犯法吗|举报/;

/**
 * A way asked to stay high the night through (有什么办法能让自己嗨一整晚, 吃什么能high一通宵): 嗨 made to last a night is a
 * stimulant's promise; staying awake (一整晚不困, 熬夜) is a student's all-nighter and is not read.
 */
const HIGH_ALL_NIGHT =
  '(办法|方法|东西|什么|啥|药)[^，。]{0,8}(让|使|令)?(自己|我|人)?(一直)?(嗨|high|飘)(一整晚|一整夜|一晚上|一通宵|通宵|到天亮|一夜)';

const re = (source: string) => new RegExp(source, 'u');

export const VICE_UNNAMED_RULES: PlannerRule[] = [
  // 吸一口就放松的东西哪里买, 让人飘的粉去哪弄, 吃了就兴奋一整晚的小药丸哪里搞, 那种东西谁有，吸了特别爽.
  {
    id: 'drug-by-effect',
    category: 'gambling_drugs',
    unless: (q) => LAWFUL.test(q) || AGAINST.test(q),
    pattern: re(
      `^(?=.*(${SUPPLY}))(?:.*${EFFECT}的.{0,6}${UNNAMED}|.*${MAKES_FEEL}|.*${UNNAMED}.{0,4}(${INHALED}|${SWALLOWED})(就|能|会)(很|特别)?${HIGH}|(?=.*${THAT_STUFF}).*(${USE}))`,
    ),
  },
  // 有什么办法能让自己嗨一整晚: a high made to last the night, the means asked.
  {
    id: 'drug-high-all-night',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || /派对|聚会|蹦迪|音乐节|活动|策划|气氛/.test(q),
    pattern: re(HIGH_ALL_NIGHT),
  },
];
