import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { readOccupations } from '../../src/modules/assessment/content.js';
import {
  buildCatalog,
  filterByJobZone,
  fitOf,
  pearson,
  rankOccupations,
  topThreeTypes,
  type OccupationProfile,
} from '../../src/modules/assessment/matching.js';

const catalog = buildCatalog(readOccupations());
const scores = (f: (t: RiasecType) => number) =>
  Object.fromEntries(RIASEC_TYPES.map((t) => [t, f(t)])) as Record<RiasecType, number>;
/** A "pure" profile: one type at 100 %, the rest at the 20 % floor. */
const pure = (type: RiasecType) => scores((t) => (t === type ? 100 : 20));

describe('occupation matching', () => {
  it('loads all 923 O*NET occupations with an interest profile', () => {
    expect(catalog.items).toHaveLength(923);
  });

  it('computes Pearson r and returns null (not NaN) for a zero-variance profile', () => {
    const a = scores((t) => RIASEC_TYPES.indexOf(t));
    expect(pearson(a, a)).toBeCloseTo(1, 12);
    expect(
      pearson(
        a,
        scores((t) => -RIASEC_TYPES.indexOf(t)),
      ),
    ).toBeCloseTo(-1, 12);
    expect(
      pearson(
        a,
        scores((t) => 10 + 2 * RIASEC_TYPES.indexOf(t)),
      ),
    ).toBeCloseTo(1, 12); // scale-free
    expect(
      pearson(
        scores(() => 3),
        a,
      ),
    ).toBeNull();
  });

  it('labels fit by the documented thresholds 0.8 / 0.6 / 0.4', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59, 0.4, 0.39, -0.5].map(fitOf)).toEqual([
      'best',
      'best',
      'great',
      'great',
      'good',
      'good',
      null,
      null,
    ]);
  });

  it.each(RIASEC_TYPES)('ranks %s occupations first for a pure %s profile', (type) => {
    const ranking = rankOccupations(catalog, pure(type));
    expect(ranking.flat).toBe(false);
    const top = ranking.matches.slice(0, 10);
    expect(top).toHaveLength(10);
    for (const m of top) expect(m.profile.hollandCode.startsWith(type)).toBe(true);
    expect(top[0]!.fit).toBe('best');
  });

  it('orders by r descending, keeps only labelled matches and numbers them from 1', () => {
    const { matches } = rankOccupations(
      catalog,
      scores((t) => ({ R: 30, I: 80, A: 45, S: 60, E: 35, C: 50 })[t]),
    );
    expect(matches.length).toBeGreaterThan(3);
    expect(matches.length).toBeLessThan(923);
    matches.forEach((m, i) => {
      expect(m.rank).toBe(i + 1);
      expect(m.correlation).toBeGreaterThanOrEqual(0.4);
      if (i > 0) expect(m.correlation).toBeLessThanOrEqual(matches[i - 1]!.correlation);
    });
  });

  it('breaks equal correlations by occupation code so the order is stable', () => {
    const twin = (code: string): OccupationProfile => ({
      code,
      titleZh: code,
      titleEn: code,
      summaryZh: '',
      majors: [],
      hollandCode: 'R',
      jobZone: 2,
      scores: pure('R'),
    });
    const { matches } = rankOccupations(buildCatalog([twin('b-2'), twin('a-1'), twin('c-3')]), pure('R'));
    expect(matches.map((m) => m.profile.code)).toEqual(['a-1', 'b-2', 'c-3']);
  });

  it('treats a flat user profile as unmatchable instead of producing NaN', () => {
    expect(
      rankOccupations(
        catalog,
        scores(() => 60),
      ),
    ).toEqual({ flat: true, matches: [] });
  });

  it('refuses a flat occupation profile when building the catalogue', () => {
    const flat = { ...readOccupations()[0]!, scores: scores(() => 4) };
    expect(() => buildCatalog([flat])).toThrow(/flat/);
  });

  it('filters by Job Zone and keeps each match’s overall rank', () => {
    const { matches } = rankOccupations(catalog, pure('I'));
    const zone5 = filterByJobZone(matches, 5);
    expect(zone5.length).toBeGreaterThan(0);
    expect(zone5.every((m) => m.profile.jobZone === 5)).toBe(true);
    expect(zone5.length).toBe(matches.filter((m) => m.profile.jobZone === 5).length);
    expect(zone5.map((m) => m.rank)).toEqual([...zone5.map((m) => m.rank)].sort((a, b) => a - b));
    expect(filterByJobZone(matches, null)).toHaveLength(matches.length);
  });

  it('says why each match fits: the Holland letters it shares with the user’s three strongest types', () => {
    const ias = scores((t) => ({ R: 20, I: 100, A: 90, S: 70, E: 30, C: 20 })[t]);
    expect(topThreeTypes(ias)).toEqual(['I', 'A', 'S']);
    const { matches } = rankOccupations(catalog, ias);
    expect(matches.length).toBeGreaterThan(3);
    for (const m of matches) {
      expect(m.sharedTypes).toEqual([...m.profile.hollandCode].filter((t) => 'IAS'.includes(t)));
    }
    expect(matches.slice(0, 3).every((m) => m.sharedTypes.length >= 2)).toBe(true);
  });
});
