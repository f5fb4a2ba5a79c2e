import { listedItems } from './dialogue.js';
import type { Major } from './content/schema.js';
import { BEARS, itemSide, LABEL, type ItemSide } from './follow-item-aspect.js';
import { bullets, type Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '它们一般工资多少', '这几个分别累不累' after a major's outlets were listed: one side asked of every listed item, so
 * the answer goes item by item (what the content says of that side for each outlet), not the general lines of the
 * side's topic, which say the same for any list. Items the content says nothing of on that side are named together,
 * with how to find it out; the side's sourced reference lines stay beside it when
 * the entry had them (compose-follow.ts).
 */

/** How to find out a side the content does not hold, for several items at once. */
const HOW_TO_CHECK: Partial<Record<ItemSide, string>> & { other: string } = {
  pay: '在招聘平台按你想去的城市分别搜这几个名字，把应届和三年经验两档的区间记下来比。',
  load: '同一类岗位在不同单位差别很大，面试时直接问加班、出差和倒班，再看员工评价核实。',
  degree: '把这几个名字的在招岗位按学历要求各筛一遍，看本科和硕士各占多少。',
  outlook: '看这几个方向近一两年在招岗位多不多、做了五年的人现在在做什么。',
  other: '挑每个方向一两个在招岗位，把职位要求逐条对照着看。',
};

/** Words that point at every item of the list at once. */
const EVERY_ITEM = /它们|这些|那些|这几(?:个|条|种|类|家)|那几(?:个|条|种)|每(?:一)?个|分别|各自|各个|都/u;

const clauses = (detail: string) =>
  detail
    .split(/[。；;，,]/u)
    .map((c) => c.trim())
    .filter((c) => Array.from(c).length >= 4);

/** The listed items that are outlets of the major the thread is on, in the order listed. */
function listedOutlets(
  reading: Reading,
  previousAnswer: string,
): Array<{ major: Major; outlet: Major['outlets'][number] }> {
  const before = reading.followUp?.previous;
  const majors = [
    ...reading.majors,
    ...(reading.slots.ownMajor ? [reading.slots.ownMajor] : []),
    ...(before?.majors ?? []),
    ...(before?.slots.ownMajor ? [before.slots.ownMajor] : []),
  ];
  return listedItems(previousAnswer).flatMap((item) => {
    for (const major of majors) {
      const outlet = major.outlets.find((o) => o.name === item || o.name.replace(/[（(].*$/u, '').trim() === item);
      if (outlet) return [{ major, outlet }];
    }
    return [];
  });
}

/** The side asked of every listed outlet, item by item; null unless it asks one side of at least two of them. */
export function eachItemPart(reading: Reading, question: string, previousAnswer: string): Part | null {
  const side = itemSide(question);
  if (!reading.followUp || !side || side === 'cert' || !EVERY_ITEM.test(question)) return null;
  const outlets = listedOutlets(reading, previousAnswer);
  if (outlets.length < 2) return null;
  const bears = BEARS[side];
  const said: string[] = [];
  const silent: string[] = [];
  for (const { outlet } of outlets.slice(0, 8)) {
    const name = outlet.name.replace(/[（(].*?[）)]/gu, '').trim();
    const on = clauses(outlet.detail).filter((c) => bears.test(c));
    if (on.length) said.push(`**${name}**：${on.join('，')}。`);
    else silent.push(name);
  }
  const label = LABEL[side];
  const lines = [
    said.length
      ? `上一轮列的几条路，资料里写到${label}的逐个说：`
      : `上一轮列的几条路，站内资料都没有逐条写${label}，下面说怎么逐个查到。`,
    ...bullets([
      ...said,
      ...(silent.length
        ? [`${silent.join('、')}：资料没有写到${label}，${HOW_TO_CHECK[side] ?? HOW_TO_CHECK.other}`]
        : []),
    ]),
  ];
  return { heading: `### 逐个看：${label}`, lines, from: `专业资料「${outlets[0]!.major.name}」` };
}
