import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import { profileFailures, riasecClaims } from '../../eval/checks-profile.js';

/** Every order of the six types, from a fixed seed: enough to cover each letter in each rank many times. */
function orders(count: number): RiasecType[][] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: count }, () => [...RIASEC_TYPES].sort(() => (next() % 3) - 1));
}

const resultOf = (order: RiasecType[]) => ({
  percent: Object.fromEntries(order.map((t, i) => [t, 90 - i * 12])) as Record<RiasecType, number>,
});

describe('the profile check', () => {
  it('reads strength claims clause by clause, with shared and preceding predicates and negations', () => {
    const { strong, weak } = riasecClaims(
      '你的艺术型和社会型都比较突出，企业型也较强。现实型得分最低，常规型并不突出。你最突出的是研究型。',
    );
    expect([...strong].sort()).toEqual(['A', 'E', 'I', 'S']);
    expect([...weak].sort()).toEqual(['C', 'R']);
  });

  it('ignores what a job demands', () => {
    expect(riasecClaims('这类职业对现实型要求较高。').strong.size).toBe(0);
  });

  it('over many orders: a faithful description passes, praising the lowest or a fourth letter fails', () => {
    for (const order of orders(60)) {
      const result = resultOf(order);
      const [a, b, c, d, , low] = order.map((t) => RiasecNames[t]);
      const good = `你的${a}最突出，${b}和${c}也较强；${low}得分最低，这不代表能力。`;
      expect(profileFailures(good, result), good).toEqual([]);
      expect(profileFailures(`你的${low}兴趣比较突出。`, result)).toHaveLength(1);
      expect(profileFailures(`你的${d}较强，适合动手。`, result)).toHaveLength(1);
      expect(profileFailures(`你的${a}偏弱。`, result)).toHaveLength(1);
    }
  });

  it('keeps a tie for third place among the top letters', () => {
    const result = { percent: { R: 10, I: 80, A: 70, S: 60, E: 60, C: 20 } as Record<RiasecType, number> };
    expect(profileFailures('你的企业型比较突出。', result)).toEqual([]);
    expect(profileFailures('你的常规型比较突出。', result)).toHaveLength(1);
  });
});
