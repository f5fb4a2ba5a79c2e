import { Assessment, RIASEC_TYPES, type Fit, type RiasecType } from '@lucina/contracts';
import type { Relation } from './background.js';

/**
 * Occupation matching (pure), the O*NET Interest Profiler approach: Pearson r between the user's
 * six scores and each occupation's six O*NET interest scores (r ignores each profile's level and
 * scale, so percents 20–100 compare directly with O*NET's 1–7). Fit labels by r: ≥ 0.8 最佳,
 * ≥ 0.6 很好, ≥ 0.4 较好 (Assessment.fitLevels); below 0.4 an occupation is not recommended.
 * Order: r descending, then occupation code, so equal r never reorders between runs.
 * A flat user profile (zero variance) has no defined r: the result is `flat` with no matches.
 *
 * When the user's background is known (background.ts), an occupation of their major gains RELATED_BOOST.major
 * and one of their chosen industry RELATED_BOOST.industry in the ordering only: the fit label stays r's. The boost
 * is small and given only from BOOST_FLOOR up, so an interest fit below 很好 never climbs over a better one
 * because of the major; with no background the order is r's alone.
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
  /** Related to the user's major or chosen industry (and so placed a little higher), or null. */
  relation: Relation | null;
}

export const RELATED_BOOST = { major: 0.12, industry: 0.06 } as const;
/** The r from which a related occupation is boosted: the 很好 threshold. */
export const BOOST_FLOOR = Assessment.fitLevels.find((l) => l.fit === 'great')!.minCorrelation;

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

/**
 * Scores every occupation against the user's six scores; keeps the labelled ones (r ≥ 0.4), best first, those
 * related to the user's background a little higher (see above).
 */
export function rankOccupations(
  catalog: Catalog,
  userScores: Record<RiasecType, number>,
  related: ReadonlyMap<string, Relation> = new Map(),
): Ranking {
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
  const relationOf = (k: number) => related.get(items[k]!.profile.code) ?? null;
  const key = new Float64Array(items.length);
  for (const k of kept) {
    const relation = relationOf(k);
    key[k] = correlation[k]! + (relation && correlation[k]! >= BOOST_FLOOR ? RELATED_BOOST[relation.kind] : 0);
  }
  kept.sort((a, b) => key[b]! - key[a]! || (items[a]!.profile.code < items[b]!.profile.code ? -1 : 1));
  return {
    flat: false,
    matches: kept.map((k, i) => ({
      profile: items[k]!.profile,
      correlation: correlation[k]!,
      fit: fitOf(correlation[k]!)!,
      rank: i + 1,
      sharedTypes: [...items[k]!.profile.hollandCode].filter((t): t is RiasecType => top.has(t as RiasecType)),
      relation: relationOf(k),
    })),
  };
}

/** Keeps the matches of one Job Zone (1–5); no zone keeps all. Ranks stay those of the full list. */
export function filterByJobZone(matches: readonly Match[], jobZone?: number | null): Match[] {
  return jobZone ? matches.filter((m) => m.profile.jobZone === jobZone) : [...matches];
}
