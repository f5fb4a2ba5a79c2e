import { Assessment, RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import type { StoredResult } from '../../db/schema/index.js';

/**
 * RIASEC scoring rules (pure).
 * - Raw score per type: sum of its 1–5 answers; max = 5 × its item count; percent = raw / max × 100 (1 decimal).
 * - Ranking and the three-letter Holland code: higher raw/max first; equal scores are ordered by
 *   the hexagon R-I-A-S-E-C (so a tie never depends on answer order). Both templates have equal
 *   item counts per type, so this is the same as comparing raw scores.
 * - Consistency: hexagon distance of the top two types — 1 adjacent = high, 2 alternate = medium,
 *   3 opposite = low; undetermined when all six scores are equal (the top two are then arbitrary).
 * - Differentiation (Holland 1997): highest minus lowest percent; ≥ 40 high, ≥ 20 medium, else low.
 */
export type Scores = Record<RiasecType, number>;
export interface QuestionRef {
  id: number;
  type: RiasecType;
}

const HEX_INDEX = Object.fromEntries(RIASEC_TYPES.map((t, i) => [t, i])) as Record<RiasecType, number>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const perType = (fn: (t: RiasecType) => number) => Object.fromEntries(RIASEC_TYPES.map((t) => [t, fn(t)])) as Scores;

/** Steps around the hexagon between two types: 0 same, 1 adjacent, 2 alternate, 3 opposite. */
export function hexagonDistance(a: RiasecType, b: RiasecType): number {
  const d = Math.abs(HEX_INDEX[a] - HEX_INDEX[b]);
  return Math.min(d, 6 - d);
}

/** All six types, highest ratio first; equal ratios in hexagon order. */
export function rankTypes(ratio: Scores): RiasecType[] {
  return [...RIASEC_TYPES].sort((a, b) => ratio[b] - ratio[a] || HEX_INDEX[a] - HEX_INDEX[b]);
}

export function consistencyOf(first: RiasecType, second: RiasecType, flat: boolean): StoredResult['consistency'] {
  const distance = hexagonDistance(first, second);
  if (flat) return { level: 'undetermined', distance };
  return { level: distance === 1 ? 'high' : distance === 2 ? 'medium' : 'low', distance };
}

export function differentiationOf(percent: Scores): StoredResult['differentiation'] {
  const values = Object.values(percent);
  const spread = round1(Math.max(...values) - Math.min(...values));
  const { high, medium } = Assessment.differentiation;
  return { spread, level: spread >= high ? 'high' : spread >= medium ? 'medium' : 'low' };
}

/** Scores a complete answer set; the caller has already checked completeness and ranges. */
export function scoreAnswers(questions: readonly QuestionRef[], answers: ReadonlyMap<number, number>): StoredResult {
  const raw = perType(() => 0);
  const count = perType(() => 0);
  for (const q of questions) {
    const value = answers.get(q.id);
    if (value === undefined) throw new Error(`question ${q.id} has no answer`);
    raw[q.type] += value;
    count[q.type] += 1;
  }
  if (RIASEC_TYPES.some((t) => count[t] === 0)) throw new Error('every type needs at least one question');
  const max = perType((t) => count[t] * Assessment.answer.max);
  const ratio = perType((t) => raw[t] / max[t]);
  const percent = perType((t) => round1(ratio[t] * 100));
  const order = rankTypes(ratio);
  const flat = RIASEC_TYPES.every((t) => ratio[t] === ratio.R);
  return {
    raw,
    max,
    percent,
    order,
    hollandCode: order.slice(0, 3).join(''),
    flat,
    consistency: consistencyOf(order[0]!, order[1]!, flat),
    differentiation: differentiationOf(percent),
  };
}

/** Groups of equal-scored types that decided a letter (or its place) in the three-letter code. */
export function codeTies(result: Pick<StoredResult, 'order' | 'raw' | 'max'>): RiasecType[][] {
  const ratio = (t: RiasecType) => result.raw[t] / result.max[t];
  const groups: RiasecType[][] = [];
  for (const t of result.order) {
    const last = groups.at(-1);
    if (last && ratio(last[0]!) === ratio(t)) last.push(t);
    else groups.push([t]);
  }
  let position = 0;
  return groups.filter((g) => {
    const start = position;
    position += g.length;
    return g.length > 1 && start < 3;
  });
}
