import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Occupation, Role } from './knowledge.js';
import { firstSentence, type Part } from './parts.js';
import { fitScore, joinZh, readResult } from './result.js';
import type { Reading } from './understand.js';

/*
 * Two jobs set side by side ('新媒体运营和市场营销有什么区别', '它和产品经理比呢'): what each does, what it asks
 * for, whose interests it suits and where it leads, then which way to lean and why. The cards that follow give the
 * detail; this part says what differs.
 */

/** Asks how two things differ or which to take. */
export const COMPARES = /区别|不同|不一样|差别|差异|对比|比较|相比|哪个好|哪个更|选哪个|有啥不同|有什么不同|比呢/u;

interface Side {
  name: string;
  does: string;
  skills: string[];
  code: string;
  path?: string | undefined;
}

function roleSide(kb: KnowledgeBase, role: Role): Side {
  const code = kb.occupations.get(role.codes[0]!)?.hollandCode ?? '';
  return { name: role.name, does: firstSentence(role.summary), skills: role.skills.slice(0, 3), code, path: role.path };
}

function occupationSide(o: Occupation): Side {
  return { name: o.titleZh, does: firstSentence(o.summaryZh), skills: [], code: o.hollandCode };
}

const typeNames = (code: string) => joinZh([...code].map((l) => RiasecNames[l as RiasecType]));

/** The two jobs of a question that compares them, as sides; null unless it compares exactly two. */
function sidesOf(kb: KnowledgeBase, reading: Reading, question: string): [Side, Side] | null {
  const sides = [
    ...reading.roles.map((r) => roleSide(kb, r)),
    // An occupation a card links to stands for that card, unless the question names it ('数据科学家和数据分析师').
    ...reading.occupations
      .filter((o) => !reading.roles.some((r) => r.codes.includes(o.code)) || question.includes(o.titleZh))
      .map((o) => occupationSide(o)),
  ];
  return sides.length >= 2 ? [sides[0]!, sides[1]!] : null;
}

export function comparePart(kb: KnowledgeBase, reading: Reading, question: string, profile: ChatProfile): Part | null {
  if (!COMPARES.test(question) || reading.decision || reading.topic) return null;
  const sides = sidesOf(kb, reading, question);
  if (!sides) return null;
  const [a, b] = sides;
  const lines = [`- **做的事**：${a.name}——${a.does}${b.name}——${b.does}`];
  if (a.skills.length && b.skills.length)
    lines.push(`- **看重的能力**：${a.name}要${a.skills.join('、')}；${b.name}要${b.skills.join('、')}。`);
  if (a.code && b.code) {
    const shared = [...a.code].filter((l) => b.code.includes(l)).join('');
    const same = shared ? `两者都用得上${typeNames(shared)}兴趣，` : '';
    lines.push(
      `- **适合的兴趣**：${same}${a.name}偏${typeNames(a.code.slice(0, 2))}（${a.code}），${b.name}偏${typeNames(b.code.slice(0, 2))}（${b.code}）。`,
    );
  }
  if (a.path && b.path) lines.push(`- **往后的路**：${a.name}：${a.path}${b.name}：${b.path}`);
  lines.push(`- **怎么选**：${lean(a, b, profile)}`);
  return { heading: `### ${a.name}和${b.name}的区别`, lines, from: '职业卡片的对照' };
}

/** Which side the asker's result leans to, or what to try to find out. */
function lean(a: Side, b: Side, profile: ChatProfile): string {
  if (profile.riasec && a.code && b.code) {
    const r = readResult(profile.riasec);
    const fa = fitScore(r.order, a.code);
    const fb = fitScore(r.order, b.code);
    if (fa !== fb) {
      const [near, far] = fa > fb ? [a, b] : [b, a];
      return `按你的兴趣代码 ${r.code}，${near.name}更贴近你（它偏${typeNames(near.code.slice(0, 2))}），${far.name}可以作为备选；最后还是用一段实习试过再定。`;
    }
  }
  return `喜欢${a.name}那样的日常就选${a.name}，更想要${b.name}那样的就选${b.name}；拿不准时各找一条岗位描述，对着“每天做什么”问自己愿不愿意做三年，或者各做一段实习试试。`;
}
