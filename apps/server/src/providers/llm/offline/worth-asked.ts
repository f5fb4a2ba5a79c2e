import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import { WORTH_ROADS, type WorthRoad } from './content/worth-roads.js';
import type { Part } from './parts.js';
import type { Body } from './result-body.js';

/*
 * Whether a road is worth it (研究生去中学当老师亏不亏, CPA值不值, 考教资划算吗, 外包算不算浪费, 非全有必要吗): the
 * road weighed, what it brings and costs, a lean from what the asker says of themselves (else their result, else
 * the usual case), and what would turn the lean (the roads in content/worth-roads.ts).
 */

/** Words that ask whether something is worth it. */
export const ASKS_WORTH =
  /亏不亏|亏吗|亏了吗|吃亏吗|值不值|值得吗|值得[^，。？?]{0,6}吗|划算|划不划算|浪费|有必要[^，。？?]{0,6}吗|有没有必要|必要吗|性价比|意义大吗|有意义吗/u;

/** The road a worth-question names, the first of the table whose words it uses. */
export function worthRoad(question: string): WorthRoad | null {
  const worth = ASKS_WORTH.test(question);
  const whether = /要不要|该不该/u.test(question);
  return WORTH_ROADS.find((r) => (worth || (whether && r.whether)) && r.said.test(question)) ?? null;
}

/** The lean and what it rests on: the asker's words first, then their result, then the usual case. */
export function worthLean(
  road: WorthRoad,
  said: string,
  profile: ChatProfile,
): { side: 'yes' | 'no'; basis: string; byWords: boolean } {
  const yes = road.yesWhen.exec(said)?.[0];
  const no = road.noWhen.exec(said)?.[0];
  if (no && !yes) return { side: 'no', basis: `你说了“${no}”，这一点让我往另一边偏。`, byWords: true };
  if (yes && !no) return { side: 'yes', basis: `你说了“${yes}”，按这一点我往这边偏。`, byWords: true };
  if (yes && no)
    return {
      side: road.usual,
      basis: `你说的“${yes}”和“${no}”拉向两边，先按多数人的情况说，下面写了什么会让它反过来。`,
      byWords: false,
    };
  const r = profile.riasec;
  if (r) {
    const top = r.order[0] as RiasecType;
    const by = (side: 'yes' | 'no') =>
      ({
        side,
        byWords: false,
        basis:
          `结合你的兴趣代码 ${r.hollandCode}（${RiasecNames[top]}最突出），` +
          `${side === 'yes' ? '这条路的日常和你的强项对得上。' : '这条路的日常不太用得上你的强项。'}`,
      }) as const;
    if (road.yesLetters.includes(top)) return by('yes');
    if (road.noLetters.includes(top)) return by('no');
    return {
      side: road.usual,
      basis: `你的兴趣代码 ${r.hollandCode} 在这件事上没有明显偏向，先按多数人的情况说。`,
      byWords: false,
    };
  }
  return { side: road.usual, basis: '你还没说自己的目标和条件，先按多数人的情况说。', byWords: false };
}

/** The part answering a worth-question on a road of the table; null for any other question. */
export function worthPart(
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
  /**
   * A decision already chose between its roads on what the asker said: its position stands, unless the asker's own
   * words pull against the road (怕主修成绩掉), which a lean towards it would not have heard.
   */
  chosen = false,
): Part | null {
  const road = worthRoad(question);
  if (!road) return null;
  const said = [question, ...earlier, ...(profile.facts ?? [])].join('，');
  const { side, basis, byWords } = worthLean(road, said, profile);
  if (chosen && !(byWords && side === 'no')) return null;
  return {
    heading: `### ${road.name}：我的倾向`,
    lines: [
      `**我的倾向：${side === 'yes' ? road.yes : road.no}**。${basis}`,
      `- **换来的**：${road.gain}`,
      `- **要付出的**：${road.cost}`,
      `- **什么会改变这个倾向**：${side === 'yes' ? road.turnsYes : road.turnsNo}`,
      ...(road.source ? [`【来源】${road.source}`] : []),
    ],
    from: `值不值资料「${road.name}」`,
  };
}

/** Leads the answer with the worth part, its lean the answer's position. */
export function leadWithWorth(b: Body, question: string, earlier: readonly string[], profile: ChatProfile): boolean {
  const part = worthPart(question, earlier, profile, Boolean(b.picked && b.grounded));
  if (!part) return false;
  // One lean per answer: a position the entry took ('我更建议你选…', '我的倾向') gives way to the one on the worth.
  b.parts = b.parts
    .map((p) => ({
      ...p,
      lines: p.lines.filter((l) => !/^\*\*(?:按你说的情况，)?我更建议你选|^\*\*我的倾向\*\*/u.test(l)),
    }))
    .filter((p) => p.lines.length > 0);
  b.parts.unshift(part);
  b.position = part.lines[0]!.replace(/\*\*/gu, '');
  b.readAs = part.heading!.replace(/^#+\s*/u, '');
  return true;
}
