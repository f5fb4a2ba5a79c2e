import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { answerBatchProblem, missingAnswersProblem } from '../../src/modules/assessment/answers.js';
import { consistencyView, differentiationView, tieNote } from '../../src/modules/assessment/explain.js';
import {
  codeTies,
  consistencyOf,
  differentiationOf,
  hexagonDistance,
  scoreAnswers,
} from '../../src/modules/assessment/scoring.js';

/** 48 questions, 8 per type, ids 1..48 in type blocks. */
const QUESTIONS = RIASEC_TYPES.flatMap((type, t) => Array.from({ length: 8 }, (_, i) => ({ id: t * 8 + i + 1, type })));

/** Every question of a type answered with that type's value. */
function answersFor(values: Record<RiasecType, number>) {
  return new Map(QUESTIONS.map((q) => [q.id, values[q.type]]));
}
const profile = (R: number, I: number, A: number, S: number, E: number, C: number) =>
  scoreAnswers(QUESTIONS, answersFor({ R, I, A, S, E, C }));

describe('RIASEC scoring', () => {
  it('sums 1–5 answers per type and gives the percent of the maximum', () => {
    const answers = answersFor({ R: 5, I: 1, A: 3, S: 2, E: 4, C: 1 });
    answers.set(1, 2); // one R answer lowered: R = 7 × 5 + 2
    const r = scoreAnswers(QUESTIONS, answers);
    expect(r.raw).toEqual({ R: 37, I: 8, A: 24, S: 16, E: 32, C: 8 });
    expect(r.max).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
    expect(r.percent).toEqual({ R: 92.5, I: 20, A: 60, S: 40, E: 80, C: 20 });
  });

  it('builds the Holland code from the three highest types', () => {
    expect(profile(1, 2, 3, 5, 4, 1).hollandCode).toBe('SEA');
    expect(profile(4, 5, 1, 1, 2, 3).hollandCode).toBe('IRC');
  });

  it('breaks ties by hexagon order R-I-A-S-E-C, whatever the letters', () => {
    expect(profile(1, 1, 1, 5, 5, 2).hollandCode).toBe('SEC');
    expect(profile(1, 4, 4, 5, 1, 1).hollandCode).toBe('SIA');
    expect(profile(5, 1, 1, 1, 3, 5).hollandCode).toBe('RCE');
    expect(profile(2, 2, 2, 2, 2, 5).order).toEqual(['C', 'R', 'I', 'A', 'S', 'E']);
  });

  it('reports only the ties that decided the code', () => {
    expect(codeTies(profile(1, 1, 1, 5, 5, 2))).toEqual([['S', 'E']]);
    expect(codeTies(profile(1, 2, 3, 5, 4, 3))).toEqual([['A', 'C']]); // third letter between A and C
    expect(codeTies(profile(1, 1, 3, 5, 4, 2))).toEqual([]); // R = I tie sits below the code
    expect(tieNote(profile(1, 2, 3, 5, 4, 1))).toBeNull();
    expect(tieNote(profile(1, 1, 1, 5, 5, 2))).toBe(
      '社会型、企业型得分相同，兴趣代码中按霍兰德六边形顺序（R-I-A-S-E-C）排列。',
    );
  });

  it('marks a flat profile and says the code is only in hexagon order', () => {
    const r = profile(3, 3, 3, 3, 3, 3);
    expect(r).toMatchObject({ flat: true, hollandCode: 'RIA', differentiation: { spread: 0, level: 'low' } });
    expect(tieNote(r)).toContain('完全相同');
  });

  it('refuses to score an incomplete answer set', () => {
    const answers = answersFor({ R: 3, I: 3, A: 3, S: 3, E: 3, C: 4 });
    answers.delete(48);
    expect(() => scoreAnswers(QUESTIONS, answers)).toThrow(/no answer/);
  });
});

describe('consistency (hexagon position of the top two types)', () => {
  it('measures hexagon distance, wrapping from C back to R', () => {
    expect(hexagonDistance('R', 'I')).toBe(1);
    expect(hexagonDistance('C', 'R')).toBe(1);
    expect(hexagonDistance('R', 'A')).toBe(2);
    expect(hexagonDistance('E', 'I')).toBe(3);
  });

  it('is high for adjacent, medium for alternate, low for opposite, undetermined when flat', () => {
    expect(consistencyOf('S', 'E', false).level).toBe('high');
    expect(consistencyOf('C', 'R', false).level).toBe('high');
    expect(consistencyOf('S', 'C', false).level).toBe('medium');
    expect(consistencyOf('I', 'E', false).level).toBe('low');
    expect(consistencyOf('R', 'I', true).level).toBe('undetermined');
  });

  it('explains the level in plain Chinese naming both types', () => {
    const view = consistencyView(profile(1, 2, 3, 5, 4, 1));
    expect(view).toMatchObject({ level: 'high', levelZh: '高', topPair: 'SE' });
    expect(view.explanationZh).toContain('社会型（S）和企业型（E）');
    expect(view.explanationZh).toContain('相邻');
    expect(consistencyView(profile(1, 5, 1, 1, 4, 1)).explanationZh).toContain('正好相对');
    expect(consistencyView(profile(3, 3, 3, 3, 3, 3)).levelZh).toBe('无法判断');
  });
});

describe('differentiation (highest minus lowest percent)', () => {
  const pct = (hi: number, lo: number) => ({ R: hi, I: lo, A: lo, S: lo, E: lo, C: lo });

  it('uses the documented thresholds: ≥ 40 high, ≥ 20 medium, else low', () => {
    expect(differentiationOf(pct(100, 20))).toEqual({ spread: 80, level: 'high' });
    expect(differentiationOf(pct(80, 40))).toEqual({ spread: 40, level: 'high' });
    expect(differentiationOf(pct(77.5, 40))).toEqual({ spread: 37.5, level: 'medium' });
    expect(differentiationOf(pct(60, 40))).toEqual({ spread: 20, level: 'medium' });
    expect(differentiationOf(pct(57.5, 40))).toEqual({ spread: 17.5, level: 'low' });
  });

  it('explains the spread between the highest and lowest type', () => {
    const view = differentiationView(profile(1, 2, 3, 5, 4, 2));
    expect(view).toMatchObject({ spread: 80, level: 'high', levelZh: '高' });
    expect(view.explanationZh).toContain('社会型与最低的现实型相差 80 个百分点');
  });
});

describe('answer checks', () => {
  const slots = QUESTIONS.map((q, i) => ({ id: q.id, order: i + 1 }));

  it('accepts a valid partial batch', () => {
    expect(
      answerBatchProblem(slots, [
        { questionId: 3, value: 1 },
        { questionId: 4, value: 5 },
      ]),
    ).toBeNull();
  });

  it('names out-of-range and non-integer answers by question number', () => {
    const batch = [
      { questionId: 3, value: 0 },
      { questionId: 7, value: 6 },
      { questionId: 9, value: 2.5 },
      { questionId: 10, value: 4 },
    ];
    expect(answerBatchProblem(slots, batch)).toBe('有 3 道题的答案超出范围（只能是 1–5 的整数）：第 3、7、9 题');
  });

  it('refuses questions of another test and duplicates', () => {
    expect(answerBatchProblem(slots, [{ questionId: 999, value: 3 }])).toContain('questionId：999');
    expect(
      answerBatchProblem(slots, [
        { questionId: 5, value: 3 },
        { questionId: 5, value: 4 },
      ]),
    ).toBe('同一道题提交了多次：第 5 题');
  });

  it('counts missing answers and lists the first ten numbers', () => {
    const answered = new Map(slots.slice(0, 30).map((s) => [s.id, 3]));
    expect(missingAnswersProblem(slots, answered)).toBe(
      '还有 18 道题未作答，请完成后再提交（第 31、32、33、34、35、36、37、38、39、40 题等）',
    );
    for (const s of slots) answered.set(s.id, 3);
    expect(missingAnswersProblem(slots, answered)).toBeNull();
  });
});
