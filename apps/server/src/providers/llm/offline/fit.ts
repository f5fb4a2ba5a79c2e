import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';

/**
 * '它适合什么性格的人': who does well in a job, read from its interest code, the way a counsellor reads a Holland
 * code: what the leading types enjoy and are good at, and who tends to find the work wearing.
 */

/** Who tends to find work of a type wearing: the other side of what its people enjoy. */
const STRAINS: Record<RiasecType, string> = {
  R: '不爱动手、不愿意去现场或车间的人',
  I: '不爱钻研、遇到难题不想深究的人',
  A: '只愿意照着固定模板做事、不喜欢自己拿主意的人',
  S: '不喜欢和人打交道、对别人的情绪没有耐心的人',
  E: '不愿意说服别人、怕担责任和指标压力的人',
  C: '坐不住、不耐烦反复核对细节和流程的人',
};

export function whoFitsPart(kb: KnowledgeBase, job: string, code: string | undefined, from: string): Part | null {
  const letters = [...(code ?? '')].filter((l): l is RiasecType => l in RiasecNames).slice(0, 2);
  const types = letters.flatMap((l) => {
    const t = kb.types.get(l);
    return t ? [{ l, t }] : [];
  });
  const [first, second] = types;
  if (!first) return null;
  const traits = (x: (typeof types)[number]) => `${RiasecNames[x.l]}（${x.t.keywordsZh.slice(0, 3).join('、')}）`;
  const lines = [
    `${job}常见的兴趣代码是 ${code}，排在前面的是${traits(first)}${second ? `和${traits(second)}` : ''}。`,
    `做得好的人通常${[...first.t.strengthsZh.slice(0, 2), ...(second?.t.strengthsZh.slice(0, 1) ?? [])].join('，')}。`,
    `容易觉得吃力的是${STRAINS[first.l]}${second ? `，以及${STRAINS[second.l]}` : ''}。`,
    `性格不是${job}的门槛：兴趣对得上的人做起来更有劲，差一点的能力可以练；拿不准就找一段实习或和从业者聊一聊再定。`,
  ];
  return { heading: `### 什么样的人适合做${job}`, lines: lines.map((l) => `- ${l}`), from };
}
