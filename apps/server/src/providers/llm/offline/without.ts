import type { Part } from './parts.js';

/**
 * '有没有不用上夜班的？', '哪个不需要出差': the things the previous answer listed, sorted by a condition the asker
 * wants to be free of, from what the answer said about each. A counsellor answers from the list they just gave.
 */

const WITHOUT =
  /(?:不用|不需要|不必|不太需要|不要求|不想|不愿意?|不(?:太)?喜欢|讨厌|(?<!有)没有)(?:经常|总是|天天)?([\p{Script=Han}]{1,5}?)(?:的|吗|呢|[？?，,]|$)/u;

/** Words that say the same condition ('夜班' is also said as 倒班, 值班, 三班倒). */
const SAME: Array<[RegExp, RegExp]> = [
  [/夜班|倒班|值班|三班|轮班|熬夜/, /夜班|倒班|值班|三班|轮班|熬夜|24 ?小时|节假日/],
  [/出差|外派|驻场/, /出差|外派|驻场|跑客户|拜访|外勤/],
  [/坐班|打卡/, /坐班|办公室|朝九晚五|固定工位/],
  [/加班/, /加班|996|大小周|工作强度/],
  [/考证|证书|资格/, /证|资格|考试/],
  [/编制|考编/, /编制|考编|事业单位/],
  [/销售|业绩|指标/, /销售|业绩|指标|提成/],
  [/应酬|喝酒/, /应酬|喝酒|客户关系/],
  // '不想写稿子' after a journalism major's outlets: a job whose line says 采写 or 文案 is writing too.
  [/写稿|写东西|写文章|写作|码字|文案/, /稿|写作|撰写|采写|采访|文案|文字|记者|编辑/],
  [/写代码|敲代码|编程/, /代码|编程|开发|程序|算法/],
  [/打交道|社交|见客户|跟人沟通|和人沟通/, /销售|客户|谈判|沟通|对接|公关|招聘|商务|拓展|门店|接待|讲课/],
];

/** What the work itself is, rather than its hours or place: unsaid of a job is no sign the job is free of it. */
const KIND_OF_WORK = /打交道|社交|沟通|写|代码|编程|码字|文案/u;

/** '有没有更轻松一点的', '这些都太累了': free of what makes a job heavy, as the answer said it of each. */
const LIGHTER = /轻松|清闲|(?<!累)不累|没那么累|太累|太辛苦|压力小/u;
const HEAVY = /加班|996|大小周|工作强度|强度大|出差|倒班|夜班|值班|轮班|压力大|辛苦|累/u;

export function withoutCondition(question: string): { said: string; words: RegExp } | null {
  if (LIGHTER.test(question) && !WITHOUT.test(question)) return { said: '加班、出差或倒班', words: HEAVY };
  const m = WITHOUT.exec(question);
  const said = m?.[1]?.replace(/^(?:上|去|做|跑|经常)/u, '');
  if (!said || Array.from(said).length < 2) return null;
  const words = SAME.find(([key]) => key.test(said))?.[1] ?? new RegExp(said);
  return { said, words };
}

/** The previous answer's list lines that put an item forward ('1. **外贸**：…', '- **医药代表**：…'). */
export const listLines = (answer: string, item: string) =>
  answer.split('\n').filter((l) => {
    const start = /^\s*(?:#{1,6}\s+)?(?:\d+[.、)]\s*|[-*+]\s+)[*[]*/.exec(l);
    return start && l.slice(start[0].length).startsWith(item);
  });

export function withoutPart(question: string, items: readonly string[], previousAnswer: string): Part | null {
  const condition = withoutCondition(question);
  if (!condition || items.length < 2) return null;
  // Only what the answer put forward as a list: a card's links are not options the asker was given.
  const listed = items.filter((i) => listLines(previousAnswer, i).length);
  const needs = listed.filter((i) => listLines(previousAnswer, i).some((l) => condition.words.test(l)));
  const free = listed.filter((i) => !needs.includes(i)).slice(0, 6);
  // A kind of work disliked ('不喜欢跟人打交道') that no listed line names: every job would be called free of it,
  // however much of it the work has (a condition of hours, '夜班', unsaid is still worth asking about).
  if (listed.length < 2 || !free.length || (!needs.length && KIND_OF_WORK.test(condition.said))) return null;
  const lines = [`- **上一轮说到的工作里没提${condition.said}的**：${free.join('；')}。`];
  if (needs.length) lines.push(`- **说到要${condition.said}的**：${needs.join('；')}。`);
  lines.push(
    `- 同一个方向里岗位差别也大：投递前看岗位描述里有没有写${condition.said}，面试时把这一点直接问清楚，比凭印象判断可靠。`,
  );
  return { heading: '### 按你的条件，上一轮说的方向里', lines, from: '上一轮回答列出的方向' };
}
