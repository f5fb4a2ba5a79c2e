import { describe, expect, it } from 'vitest';
import { readOccupations } from '../../src/modules/assessment/content.js';
import { findMajor, NO_BACKGROUND, relatedOccupations } from '../../src/modules/assessment/background.js';
import { BOOST_FLOOR, buildCatalog, rankOccupations } from '../../src/modules/assessment/matching.js';

const profiles = readOccupations();
const catalog = buildCatalog(profiles);
/** A computer-science student's interests: Investigative first, then Conventional and Realistic. */
const ICR = { R: 70, I: 90, A: 40, S: 30, E: 35, C: 75 };
/** Investigative, Artistic, Social: interests that computing work fits poorly. */
const IAS = { R: 50, I: 90, A: 70, S: 60, E: 40, C: 45 };
const computing = (code: string) => code.startsWith('15-');
const top = (scores: typeof ICR, majorZh: string | null, industriesZh: string[] = []) =>
  rankOccupations(catalog, scores, relatedOccupations(profiles, { majorZh, industriesZh })).matches;

describe('matching that weighs the user’s major and chosen industry', () => {
  it('reads a major however a student writes it', () => {
    for (const text of ['计算机科学与技术', '计算机', '计科', ' 计算机专业 ', '计算机科学与技术（中外合作办学）'])
      expect(findMajor(text)?.name, text).toBe('计算机科学与技术');
    expect(findMajor('未定')).toBeNull();
  });

  it('shows a CS student with I/C/R interests the computing and data roles first', () => {
    const withoutMajor = top(ICR, null).slice(0, 3);
    // The science roles lead on interests alone (the complaint) …
    expect(withoutMajor.filter((m) => computing(m.profile.code))).toHaveLength(0);
    const withMajor = top(ICR, '计算机').slice(0, 3);
    // … the major brings its own roles to the top, each still a fit of 很好 or better, and says why.
    expect(withMajor.every((m) => computing(m.profile.code))).toBe(true);
    expect(withMajor.map((m) => m.profile.titleZh)).toContain('软件开发工程师');
    for (const m of withMajor) {
      expect(m.correlation).toBeGreaterThanOrEqual(BOOST_FLOOR);
      expect(m.relation).toEqual({ kind: 'major', nameZh: '计算机科学与技术' });
    }
    expect(withMajor.map((m) => m.rank)).toEqual([1, 2, 3]);
  });

  it('never lets the major lift a poor interest fit to the top', () => {
    const plain = top(IAS, null);
    const withMajor = top(IAS, '计算机');
    // The leaders on interests stay ahead of every computing role the major relates.
    expect(withMajor.slice(0, 3).map((m) => m.profile.code)).toEqual(plain.slice(0, 3).map((m) => m.profile.code));
    // Below 很好 nothing moves: each such occupation keeps its order among its peers.
    const low = (list: typeof plain) => list.filter((m) => m.correlation < BOOST_FLOOR).map((m) => m.profile.code);
    expect(low(withMajor)).toEqual(low(plain));
    // The fit label is r's, not the boosted order's.
    for (const m of withMajor) expect(m.fit).toBe(plain.find((p) => p.profile.code === m.profile.code)!.fit);
  });

  it('without a background, or with one it cannot read, the order is the interests’ alone', () => {
    const plain = rankOccupations(catalog, ICR).matches.map((m) => m.profile.code);
    expect(
      rankOccupations(catalog, ICR, relatedOccupations(profiles, NO_BACKGROUND)).matches.map((m) => m.profile.code),
    ).toEqual(plain);
    expect(top(ICR, '未定', ['暂不确定', '国企/央企']).map((m) => m.profile.code)).toEqual(plain);
  });

  it('an industry the student chose lifts its roles less than their major does', () => {
    const related = relatedOccupations(profiles, { majorZh: '会计学', industriesZh: ['互联网/IT'] });
    expect(related.get('15-1252.00')).toEqual({ kind: 'industry', nameZh: '互联网/IT' });
    expect(related.get('13-2011.00')).toEqual({ kind: 'major', nameZh: '会计学' });
    const ranked = top(ICR, null, ['互联网/IT']);
    expect(ranked.slice(0, 3).some((m) => m.relation?.kind === 'industry')).toBe(true);
  });
});

describe('occupation titles', () => {
  it('gives every one of the 923 occupations a Chinese title, not its English one', () => {
    expect(profiles).toHaveLength(923);
    const untranslated = profiles.filter(
      (p) => !/[\u4e00-\u9fff]{2}/.test(p.titleZh) || p.titleZh.trim().toLowerCase() === p.titleEn.toLowerCase(),
    );
    expect(untranslated.map((p) => `${p.code} ${p.titleEn}`)).toEqual([]);
  });
});
