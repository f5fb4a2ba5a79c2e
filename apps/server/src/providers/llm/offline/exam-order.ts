import type { Choice } from './choice-read.js';
import type { Part } from './parts.js';

/*
 * '税务师和CPA先考哪个', '一建和二建先考哪个', '雅思和托福先准备哪个': two exams or certificates put in order. The
 * order is answered on its own terms (which one can be sat now, what the two share, when they fall), never from a
 * major the asker did not give, with how the asker's background would change it.
 */

/** An exam or certificate, by the words people name them with. */
const EXAM =
  /证|师$|考$|考试|资格|职称|CPA|CFA|ACCA|FRM|PMP|CMA|CATTI|雅思|托福|GRE|GMAT|四级|六级|专四|专八|初级|中级|高级|一建|二建|一造|二造|教资|法考|注会|软考|普通话|计算机二级/iu;
/** The question asks which comes first, not which is worth more. */
const ORDER = /先考|先准备|先报|哪个先|先学|先拿|先后|顺序|哪个在前/u;
/** '先考' and the like run into the option as it is read ('CPA先考'). */
const bare = (o: string) =>
  o
    .replace(/(?:能|可以)?(?:同时|一起)(?:考|报|准备).*$/u, '')
    .replace(/(?:先考|先准备|先报|先学|先拿|先)$/u, '')
    .replace(/^(?:先考|考)/u, '');

/** The asker says where they are: in work, in school, or their major. */
const STATED =
  /工作|上班|在职|做了?[^，。]{0,6}[一二两三四五六七八九十\d]+年|在读|大[一二三四]|研[一二三]|专业|应届|刚毕业|毕业/u;

/** Of one exam's two levels, the lower: 初级 before 中级, 二建 before 一建, 四级 before 六级. */
const LEVELS: Array<[RegExp, RegExp]> = [
  [/初级/u, /中级|高级/u],
  [/中级/u, /高级/u],
  [/二级|二建|二造/u, /一级|一建|一造/u],
  [/四级|专四/u, /六级|专八/u],
];

function lowerFirst(a: string, b: string): 0 | 1 | null {
  for (const [low, high] of LEVELS) {
    if (low.test(a) && high.test(b)) return 0;
    if (low.test(b) && high.test(a)) return 1;
  }
  return null;
}

export function examOrderPart(choice: Choice, question: string): { part: Part; position: string } | null {
  if (!ORDER.test(question)) return null;
  const [x, y] = choice.options.map(bare) as [string, string];
  if (!EXAM.test(x) || !EXAM.test(y) || x === y) return null;
  const level = lowerFirst(x, y);
  const [a, b] = level === 1 ? [y, x] : [x, y];
  const why =
    level === null
      ? STATED.test(question)
        ? `${a}和${b}没有固定的先后，按下面三条和你说的情况排：能先报、和你眼下的路更近的先考，先按你先提到的${a}说`
        : `${a}和${b}没有固定的先后，按下面三条排；你还没说专业和工作，先按你先提到的${a}说`
      : `${a}和${b}是同一条路上的两级，低一级的报名条件松、内容是高一级的底子，先拿下它再往上走`;
  const lines = [
    `**在${a}和${b}之间，我更建议你先考${a}**。${why}。`,
    `- 报名条件：${a}和${b}哪门你现在就能报、哪门要先攒工作年限或学历，能报的先考，不能报的先别花钱报班（以当年的报名简章为准）。`,
    `- 重叠的内容：${a}和${b}有共同的科目或知识时，先考的那门给后一门打底，趁热接着考最省力；没有重叠，就别在同一年硬挤两门。`,
    `- 考试时间：查清${a}和${b}各自的报名和考试月份，撞在一起就一年只主攻一门。`,
    `- 背景会改变先后：还在读或刚毕业，先考马上能写进简历、对求职有用的那门；已经工作，先考本岗位要求或评职称用得上的那门；专业和${a}、${b}其中一门对口的，先拿下对口那门。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `先考${a}：${why}。` };
}
