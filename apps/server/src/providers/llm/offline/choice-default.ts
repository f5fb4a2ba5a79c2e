import { CITY_INDUSTRY } from './city-industry.js';
import { cityTier } from './pay-places.js';

/*
 * The pick when nothing the asker said decides a two-way choice ('苏州还是无锡', '做运营还是做销售'). It must not
 * depend on which option was named first: swapping the two gives the same answer. Where a general default has a
 * reason (the bigger job market of two cities), that default, said with its reason; else an order the options'
 * names fix, with what would decide it said beside.
 */

const TIER_RANK = { 一线: 0, 新一线: 1, 二线: 2 } as const;

const cityOf = (option: string) => Object.keys(CITY_INDUSTRY).find((c) => option.includes(c));

/** Two cities of different tiers: the bigger one has more industries and openings, which is what a default rests on. */
function biggerCity(options: readonly [string, string]): { pick: 0 | 1; usual: string } | null {
  const cities = options.map(cityOf);
  if (!cities[0] || !cities[1] || cities[0] === cities[1]) return null;
  const ranks = cities.map((c) => TIER_RANK[cityTier(c!)]);
  if (ranks[0] === ranks[1]) return null;
  const pick = ranks[0]! < ranks[1]! ? 0 : 1;
  const [big, small] = pick === 0 ? cities : [cities[1], cities[0]];
  return {
    pick,
    usual: `你没有说特别的限制，${big}是常说的${cityTier(big!)}城市，产业和在招岗位比${small}多，刚开始时选择面更宽，先按${big}说；你要做的行业要是在${small}更集中（${small}强在${CITY_INDUSTRY[small!]}），或在意的人在${small}，就选${small}`,
  };
}

/** Two cities of one tier: which fits depends on the work, so each is named for the industries it is strong in. */
function cityByWork(options: readonly [string, string], pick: 0 | 1): string | null {
  const cities = options.map(cityOf);
  if (!cities[0] || !cities[1] || cities[0] === cities[1]) return null;
  const [a, b] = pick === 0 ? cities : [cities[1], cities[0]];
  return `你没有说特别的限制，${a}和${b}是同一档的城市，看你做哪一行：做${CITY_INDUSTRY[a!]}更适合去${a}，做${CITY_INDUSTRY[b!]}更适合去${b}；你的方向两边都说不上哪边更集中时，先按${a}说`;
}

/** The pick with nothing said either way, the same in either order, and the sentence that says why when there is one. */
export function defaultPick(options: readonly [string, string]): { pick: 0 | 1; usual?: string } {
  const bigger = biggerCity(options);
  if (bigger) return bigger;
  // An order fixed by the names themselves, not by which was said first.
  const pick = options[0].localeCompare(options[1], 'zh-Hans-CN') <= 0 ? 0 : 1;
  const byWork = cityByWork(options, pick);
  return byWork ? { pick, usual: byWork } : { pick };
}
