import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { profileFailures, riasecClaims } from '../../eval/checks-profile.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Every order of strengths, under several kinds of question about the asker's own result (its meaning, its trust,
 * the letters' order, a job's fit, majors, a side job, a talent doubted): no answer calls one of the three lowest
 * letters strong, or the highest weak. The question's words never change which letters are strong.
 */
const kb = buildKnowledgeBase();

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Scores for an order, in a shape: evenly spaced, one peak, or the first two tied. */
const SHAPES: Record<string, number[]> = {
  spaced: [88, 75, 62, 49, 36, 23],
  peak: [95, 45, 40, 35, 30, 25],
  tied: [80, 80, 60, 50, 40, 20],
};

function profileOf(order: RiasecType[], scores: number[]): ChatProfile {
  const percent = Object.fromEntries(order.map((t, i) => [t, scores[i]!])) as Record<RiasecType, number>;
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}

const QUESTIONS = [
  '我的结果是什么意思？',
  '测评准吗？',
  '三个字母的顺序有影响吗？',
  '我的代码和同学一样，为什么推荐的不同？',
  '我适合当会计吗？',
  '能不能按我的结果推荐专业？',
  '按我的测评结果，适合做什么副业？',
  '结果说我适合艺术，但我不会画画怎么办？',
];

const orders = permutations(RIASEC_TYPES);

/** Every order for the evenly spaced scores, every fourth for the other shapes, each with its kind of question. */
function cases(shape: string): Array<{ order: RiasecType[]; question: string }> {
  const some = shape === 'spaced' ? orders : orders.filter((_, i) => i % 4 === 0);
  // Each order asked one kind of question in turn, so every kind meets orders led by every letter.
  return some.map((order, i) => ({ order, question: QUESTIONS[i % QUESTIONS.length]! }));
}

describe('the asker’s result under every order of strengths, for several kinds of question', () => {
  it('asks every order once', () => expect(orders).toHaveLength(720));

  // One test per shape and leading letter (up to 120 answers of some 13 ms each): a single test of all 720 answers
  // outran its timeout once when the suite shared two cores with other work.
  for (const [shape, scores] of Object.entries(SHAPES))
    for (const lead of RIASEC_TYPES)
      it(
        `${shape} scores led by ${lead}: no bottom-three letter called strong, no top letter called weak`,
        {
          timeout: 60_000,
        },
        () => {
          for (const { order, question } of cases(shape).filter((c) => c.order[0] === lead)) {
            const profile = profileOf(order, scores);
            const { text } = composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });
            const { strong, weak } = riasecClaims(text);
            const at = `${order.join('')} ${question}`;
            expect(profileFailures(text, profile.riasec!), at).toEqual([]);
            for (const t of order.slice(3)) expect(strong.has(t), at).toBe(false);
            expect(weak.has(order[0]!), at).toBe(false);
          }
        },
      );
});
