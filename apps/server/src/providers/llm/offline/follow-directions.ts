import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import { leavingCase, readChange, targetsIn } from './change.js';
import { originRole } from './moves.js';
import type { Part } from './parts.js';

/*
 * '那转什么方向比较好' after the asker said what job they want out of: a list of names is not an answer. A counsellor
 * names a few directions, and for each says why it suits someone coming from that job (what carries over) and the
 * first step to try it, then which one to try first. The directions are the job's written moves, else the jobs its
 * case for leaving names.
 */

/** Asking which direction to change to ('转什么方向', '往哪转', '换什么行业好'), not how to change to a named one. */
const ASKS_DIRECTION =
  /(?:转|换|往|去)(?:个|到|做)?(?:什么|哪个|哪些|啥|哪)(?:方向|行业|岗位|工作|领域)?(?:比较|更|最)?(?:好|合适|适合)|(?:什么|哪个|哪些|啥)方向/u;

interface Direction {
  to: string;
  why: string;
}

const NO_PROFILE: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

/**
 * The directions from the job the conversation left, with why each suits someone from it: a job said in the turns
 * first (latest first), the asker's profile job only when no turn said one.
 */
function directionsFrom(
  kb: KnowledgeBase,
  said: readonly string[],
  profile: ChatProfile,
): { from: string; list: Direction[] } | null {
  for (const who of [NO_PROFILE, profile])
    for (const q of [...said].reverse()) {
      const change = readChange(kb, q, who);
      const role = originRole(kb, q, who);
      if (role?.moves?.length)
        return { from: change?.originName ?? role.name, list: role.moves.map((m) => ({ to: m.to, why: m.why })) };
      const advice = change?.origin ? (leavingCase(kb, change.origin)?.case?.advice ?? []) : [];
      const list: Direction[] = [];
      for (const sentence of advice)
        for (const to of targetsIn(sentence))
          if (!list.some((d) => d.to === to) && !change!.origin!.re.test(to))
            list.push({ to, why: sentence.replace(/[。；]$/u, '') });
      // The job the asker said wins over their profile's, even when its directions cannot be listed.
      if (change) return list.length >= 2 ? { from: change.originName, list } : null;
    }
  return null;
}

/** The directions part, or null when the question asks no direction or no job left was said. */
export function directionsPart(
  kb: KnowledgeBase,
  question: string,
  previousQuestions: readonly string[],
  profile: ChatProfile,
): Part | null {
  if (!ASKS_DIRECTION.test(question)) return null;
  const found = directionsFrom(kb, [...previousQuestions, question], profile);
  if (!found) return null;
  const { from, list } = found;
  const items = list
    .slice(0, 4)
    .map(
      (d, i) =>
        `${i + 1}. **${d.to}**\n   - 为什么适合你：${d.why}。\n   - 第一步：搜二十条“${d.to}”的招聘要求，圈出你做过的写进简历，缺的一两项在现在的工作里主动接活来补。`,
    );
  return {
    heading: `### 从${from}出发，可以转的几个方向`,
    from: `从${from}转行的常见方向`,
    lines: [
      `这几个方向都是从${from}出发能带上已有经验的路，不用从零开始；每个方向为什么适合你、第一步做什么：`,
      ...items,
      `如果只能先试一个，先试“${list[0]!.to}”：它离你现在的经验最近，转过去最不容易降薪。告诉我你更看重收入、稳定还是自己喜欢，我按它把这几个重新排一遍。`,
    ],
  };
}
