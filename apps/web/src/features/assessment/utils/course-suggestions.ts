import { RIASEC_TYPES, type OccupationMatch, type RiasecType } from '@lucina/contracts';

export interface MajorSuggestion {
  major: string;
  /** The matched occupations that list this major, best first. */
  occupations: Pick<OccupationMatch, 'code' | 'titleZh' | 'rank'>[];
  /** The user's top types these occupations lean on, in the user's order. */
  types: RiasecType[];
  /** The Job Zone most of these occupations sit in (ties: the lower zone). */
  jobZone: number;
}

const isType = (c: string): c is RiasecType => (RIASEC_TYPES as readonly string[]).includes(c);

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/**
 * Majors shared by the user's best-matching occupations: a major listed by more of them comes
 * first, then the one whose best occupation ranks higher. Derived only from the O*NET-based data.
 */
export function majorSuggestions(
  occupations: readonly OccupationMatch[],
  topTypes: readonly RiasecType[],
  limit = 6,
): MajorSuggestion[] {
  const byMajor = new Map<string, OccupationMatch[]>();
  for (const o of [...occupations].sort((a, b) => a.rank - b.rank)) {
    for (const major of o.majors) byMajor.set(major, [...(byMajor.get(major) ?? []), o]);
  }
  return [...byMajor.entries()]
    .sort(([, a], [, b]) => b.length - a.length || a[0]!.rank - b[0]!.rank)
    .slice(0, limit)
    .map(([major, list]) => {
      const letters = new Set(list.flatMap((o) => [...o.hollandCode].filter(isType)));
      return {
        major,
        occupations: list.map(({ code, titleZh, rank }) => ({ code, titleZh, rank })),
        types: topTypes.filter((t) => letters.has(t)),
        jobZone: mostCommon(list.map((o) => o.jobZone)),
      };
    });
}
