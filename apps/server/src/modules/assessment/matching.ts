import { Assessment, RIASEC_TYPES, type Fit, type RiasecType } from '@lucina/contracts';

/**
 * Occupation matching (pure), the O*NET Interest Profiler approach: Pearson r between the user's
 * six scores and each occupation's six O*NET interest scores (r ignores each profile's level and
 * scale, so percents 20–100 compare directly with O*NET's 1–7). Fit labels by r: ≥ 0.8 最佳,
 * ≥ 0.6 很好, ≥ 0.4 较好 (Assessment.fitLevels); below 0.4 an occupation is not recommended.
 * Order: r descending, then occupation code, so equal r never reorders between runs.
 * A flat user profile (zero variance) has no defined r: the result is `flat` with no matches.
 */
export interface OccupationProfile {
  code: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  majors: string[];
  hollandCode: string;
  jobZone: number;
  scores: Record<RiasecType, number>;
}

/** Occupations with their centred scores and norms precomputed once, so each match is a dot product. */
export interface Catalog {
  items: ReadonlyArray<{ profile: OccupationProfile; centred: Float64Array; norm: number }>;
  byCode: ReadonlyMap<string, OccupationProfile>;
}

export interface Match {
  profile: OccupationProfile;
  correlation: number;
  fit: Fit;
  /** 1-based place among all labelled matches (before any job-zone filter). */
  rank: number;
  /** Letters of the occupation's Holland code that are among the user's three strongest types: why it fits. */
  sharedTypes: RiasecType[];
}

export type Ranking = { flat: true; matches: [] } | { flat: false; matches: Match[] };

function centre(values: ArrayLike<number>): { centred: Float64Array; norm: number } {
  let mean = 0;
  for (let i = 0; i < 6; i++) mean += values[i]! / 6;
  const centred = new Float64Array(6);
  let sq = 0;
  for (let i = 0; i < 6; i++) {
    centred[i] = values[i]! - mean;
    sq += centred[i]! * centred[i]!;
  }
  return { centred, norm: Math.sqrt(sq) };
}

const vectorOf = (scores: Record<RiasecType, number>) => RIASEC_TYPES.map((t) => scores[t]);

const LOWEST_LABELLED = Math.min(...Assessment.fitLevels.map((l) => l.minCorrelation));
/** Numerical noise below this counts as zero variance. */
const FLAT_EPSILON = 1e-9;

export function buildCatalog(profiles: readonly OccupationProfile[]): Catalog {
  return {
    items: profiles.map((profile) => {
      const { centred, norm } = centre(vectorOf(profile.scores));
      if (norm < FLAT_EPSILON) throw new Error(`occupation ${profile.code} has a flat interest profile`);
      return { profile, centred, norm };
    }),
    byCode: new Map(profiles.map((p) => [p.code, p])),
  };
}

/** Pearson correlation of two six-score profiles; null when either has zero variance. */
export function pearson(a: Record<RiasecType, number>, b: Record<RiasecType, number>): number | null {
  const x = centre(vectorOf(a));
  const y = centre(vectorOf(b));
  if (x.norm < FLAT_EPSILON || y.norm < FLAT_EPSILON) return null;
  let dot = 0;
  for (let i = 0; i < 6; i++) dot += x.centred[i]! * y.centred[i]!;
  return dot / (x.norm * y.norm);
}

export function fitOf(correlation: number): Fit | null {
  return Assessment.fitLevels.find((l) => correlation >= l.minCorrelation)?.fit ?? null;
}

export function fitLabelOf(fit: Fit): string {
  return Assessment.fitLevels.find((l) => l.fit === fit)!.label;
}

/** The user's three strongest types; equal scores keep hexagon order. */
export function topThreeTypes(scores: Record<RiasecType, number>): RiasecType[] {
  return [...RIASEC_TYPES].sort((a, b) => scores[b] - scores[a]).slice(0, 3);
}

/** Scores every occupation against the user's six scores; keeps the labelled ones (r ≥ 0.4), best first. */
export function rankOccupations(catalog: Catalog, userScores: Record<RiasecType, number>): Ranking {
  const user = centre(vectorOf(userScores));
  if (user.norm < FLAT_EPSILON) return { flat: true, matches: [] };
  const { items } = catalog;
  const correlation = new Float64Array(items.length);
  const kept: number[] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    let dot = 0;
    for (let i = 0; i < 6; i++) dot += user.centred[i]! * item.centred[i]!;
    correlation[k] = dot / (user.norm * item.norm);
    // Unlabelled occupations are never shown, so they are dropped before the sort.
    if (correlation[k]! >= LOWEST_LABELLED) kept.push(k);
  }
  const top = new Set(topThreeTypes(userScores));
  kept.sort((a, b) => correlation[b]! - correlation[a]! || (items[a]!.profile.code < items[b]!.profile.code ? -1 : 1));
  return {
    flat: false,
    matches: kept.map((k, i) => ({
      profile: items[k]!.profile,
      correlation: correlation[k]!,
      fit: fitOf(correlation[k]!)!,
      rank: i + 1,
      sharedTypes: [...items[k]!.profile.hollandCode].filter((t): t is RiasecType => top.has(t as RiasecType)),
    })),
  };
}

/** Keeps the matches of one Job Zone (1–5); no zone keeps all. Ranks stay those of the full list. */
export function filterByJobZone(matches: readonly Match[], jobZone?: number | null): Match[] {
  return jobZone ? matches.filter((m) => m.profile.jobZone === jobZone) : [...matches];
}
