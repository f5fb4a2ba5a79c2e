import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { clauses } from './text.js';

/** The names Chinese texts give the six Holland types (translations differ: 传统型 and 常规型 are one type). */
const TYPE_WORDS: Record<RiasecType, string[]> = {
  R: ['现实型', '实际型', '实用型'],
  I: ['研究型', '调研型'],
  A: ['艺术型'],
  S: ['社会型'],
  E: ['企业型', '管理型', '事业型'],
  C: ['常规型', '传统型', '事务型'],
};
const TYPE_OF = new Map(RIASEC_TYPES.flatMap((t) => TYPE_WORDS[t].map((w) => [w, t] as const)));
const TYPE_NAME = new RegExp(RIASEC_TYPES.flatMap((t) => TYPE_WORDS[t]).join('|'), 'g');

/** Said of a type, these call it the asker's strength; a negated one is caught by WEAK first. */
const STRONG = /突出|较强|很强|最强|强烈|明显|显著|较高|很高|最高|偏高|得分高|分数高|高分|优势|主导|擅长|占主导/;
const WEAK =
  /不\S{0,2}(突出|强|高|明显)|没(那么|有)?\S{0,2}(突出|强|高|明显)|较低|很低|最低|偏低|低分|不高|较弱|最弱|偏弱|薄弱|靠后|垫底/;
/** A clause about what a job demands, not about the asker. */
const ABOUT_A_JOB = /(这类|该|此|这个|这些)(职业|岗位|工作)|要求/;
const CONNECTOR = /^[\s和、与及跟以及或]*$/;

type Claim = 'strong' | 'weak' | null;
const claimOf = (text: string): Claim => (WEAK.test(text) ? 'weak' : STRONG.test(text) ? 'strong' : null);

/** What the answer says of each type's strength, clause by clause ("你的艺术型和社会型突出，现实型较低"). */
export function riasecClaims(answer: string): { strong: Set<RiasecType>; weak: Set<RiasecType> } {
  const strong = new Set<RiasecType>();
  const weak = new Set<RiasecType>();
  for (const clause of clauses(answer)) {
    if (ABOUT_A_JOB.test(clause)) continue;
    const found = [...clause.matchAll(TYPE_NAME)].map((m) => ({
      type: TYPE_OF.get(m[0])!,
      start: m.index,
      end: m.index + m[0].length,
    }));
    const claims: Claim[] = found.map((f, i) => {
      const after = clause.slice(f.end, found[i + 1]?.start ?? clause.length);
      return CONNECTOR.test(after) ? null : claimOf(after);
    });
    // "艺术型和社会型都突出": a type joined to the next by 和/、 shares its predicate.
    for (let i = found.length - 2; i >= 0; i--) {
      const between = clause.slice(found[i]!.end, found[i + 1]!.start);
      if (claims[i] === null && CONNECTOR.test(between)) claims[i] = claims[i + 1]!;
    }
    // "你最突出的是艺术型": the predicate comes before the first type.
    if (found.length && claims[0] === null) {
      const before = claimOf(clause.slice(0, found[0]!.start));
      for (let i = 0; i < found.length && claims[i] === null; i++) claims[i] = before;
    }
    found.forEach((f, i) => {
      if (claims[i] === 'strong') strong.add(f.type);
      else if (claims[i] === 'weak') weak.add(f.type);
    });
  }
  return { strong, weak };
}

export interface RiasecResult {
  percent: Record<RiasecType, number>;
}

/**
 * Misdescriptions of the asker's own result: a type outside the top three (ties kept together) called
 * strong, the lowest called strong, or the highest called weak.
 */
export function profileFailures(answer: string, result: RiasecResult): string[] {
  const score = (t: RiasecType) => result.percent[t] ?? 0;
  const sorted = [...RIASEC_TYPES].sort((a, b) => score(b) - score(a));
  const third = score(sorted[2]!);
  const top = new Set(RIASEC_TYPES.filter((t) => score(t) >= third));
  const low = Math.min(...RIASEC_TYPES.map(score));
  const high = score(sorted[0]!);
  const name = (t: RiasecType) => TYPE_WORDS[t][0]!;
  const { strong, weak } = riasecClaims(answer);
  const failures: string[] = [];
  for (const t of strong) {
    if (score(t) === low) failures.push(`把得分最低的${name(t)}（${score(t)}）说成突出`);
    else if (!top.has(t)) failures.push(`把不在前三的${name(t)}（${score(t)}）说成突出`);
  }
  for (const t of weak) if (score(t) === high) failures.push(`把得分最高的${name(t)}（${score(t)}）说成较弱`);
  return failures;
}
