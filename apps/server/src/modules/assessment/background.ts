import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { OccupationProfile } from './matching.js';

/**
 * What the user told us about themselves that bears on which occupations to show first: their major (the
 * profile questionnaire's free-text answer) and the industries they want to enter (its multiple choice).
 * Either may be unknown; then matching is the RIASEC fit alone.
 */
export interface MatchBackground {
  majorZh: string | null;
  industriesZh: readonly string[];
}
export const NO_BACKGROUND: MatchBackground = { majorZh: null, industriesZh: [] };

/** Why an occupation is related to the user: its field is their major's, or their chosen industry's. */
export interface Relation {
  kind: 'major' | 'industry';
  /** The major's or the industry's name as the report says it. */
  nameZh: string;
}

const MAJORS_FILE = path.resolve(import.meta.dirname, '../../seed/data/planner/majors.zh.json');
const majorSchema = z.object({
  name: z.string(),
  aliases: z.array(z.string()),
  outlets: z.array(z.object({ occupations: z.array(z.string()).optional() })),
});
type Major = z.infer<typeof majorSchema>;
let majors: Major[] | null = null;
/** The planner's 175 majors, read once: each names the occupations its graduates go into (its outlets). */
const plannerMajors = () => (majors ??= z.array(majorSchema).parse(JSON.parse(fs.readFileSync(MAJORS_FILE, 'utf8'))));

const normalise = (s: string) => s.replace(/\s+/g, '').replace(/(专业|方向)$/, '');

/** The planner's major a free-text answer names ('计科', '计算机专业', '计算机科学与技术'), or null. */
export function findMajor(text: string): Major | null {
  const wanted = normalise(text);
  if (wanted.length < 2) return null;
  const all = plannerMajors();
  const exact = all.find((m) => normalise(m.name) === wanted || m.aliases.some((a) => normalise(a) === wanted));
  if (exact) return exact;
  // 「计算机科学与技术（中外合作）」 names 计算机科学与技术: the longest major name inside the answer wins.
  const inside = all.filter((m) => wanted.includes(normalise(m.name))).sort((a, b) => b.name.length - a.name.length);
  return inside[0] ?? null;
}

/**
 * The questionnaire's industries (info-questions.ts, question 4) as O*NET-SOC code prefixes: the occupational
 * groups whose work is that industry's core. 国企/央企 and 暂不确定 name no kind of work, so they add nothing.
 */
const INDUSTRY_SOC: Readonly<Record<string, readonly string[]>> = {
  '互联网/IT': ['15-1', '15-2051', '27-1024', '27-1014'],
  金融: ['13-2', '11-3031', '41-3031'],
  教育: ['25-'],
  医疗健康: ['29-', '31-', '19-1042'],
  制造业: ['17-2', '51-', '11-3051', '17-3'],
  '公务员/事业单位': ['33-', '13-1041', '11-1031', '19-3094'],
  文化传媒: ['27-'],
  '咨询/专业服务': ['13-1111', '13-1161', '23-', '13-2011'],
  '能源/环保': ['17-2081', '19-2041', '47-2231', '11-9199.01', '17-2199.03', '51-8013'],
};

/**
 * The occupations related to the user's background, and why. The major's own outlets and the occupations
 * that list the major come first; an industry only marks what the major did not.
 */
export function relatedOccupations(
  profiles: readonly OccupationProfile[],
  background: MatchBackground,
): ReadonlyMap<string, Relation> {
  const related = new Map<string, Relation>();
  const major = background.majorZh ? findMajor(background.majorZh) : null;
  if (major) {
    const relation: Relation = { kind: 'major', nameZh: major.name };
    for (const outlet of major.outlets) for (const code of outlet.occupations ?? []) related.set(code, relation);
    for (const p of profiles) if (p.majors.includes(major.name)) related.set(p.code, relation);
  }
  for (const industry of background.industriesZh) {
    const prefixes = INDUSTRY_SOC[industry];
    if (!prefixes) continue;
    for (const p of profiles)
      if (!related.has(p.code) && prefixes.some((prefix) => p.code.startsWith(prefix)))
        related.set(p.code, { kind: 'industry', nameZh: industry });
  }
  return related;
}
