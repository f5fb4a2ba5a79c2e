import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { premisePart } from '../../src/providers/llm/offline/result-premise.js';
import { profileFor } from '../chat/planner-profiles.js';

/* What the asker says of their own result is checked against the scores on record (result-premise.ts). */
const kb = buildKnowledgeBase();
// R 90, I 77, C 64, E 51, S 38, A 25.
const ric = profileFor(['R', 'I', 'C', 'E', 'S', 'A']);

describe('a result remembered wrongly', () => {
  it('is corrected first, with the real order, and the answer does not open on the wrong premise', () => {
    const { text } = composeAnswer(kb, {
      question: '我的测评里艺术型最高，但我是学机电的，这冲突吗？',
      previousQuestions: [],
      previousAnswer: '',
      profile: ric,
    });
    const body = text.split('\n').filter((l) => l && !l.startsWith('【'));
    expect(body[0]).toBe('### 先对一下你的测评结果');
    expect(body[1]).toMatch(/艺术型是 25%，在六种里排在最后/u);
    expect(body[1]).toMatch(/现实型（90%）/u);
    expect(text).not.toMatch(/先说测评里艺术型/u);
  });

  it('is also a type called low that is among the highest, by its letter', () => {
    expect(premisePart('我的R很低，是不是不适合修车', ric)?.lines[0]).toMatch(/现实型是 90%，在六种里排第 1/u);
  });

  it('is left alone when said rightly or with no scores', () => {
    expect(premisePart('我现实型最高，适合干啥', ric)).toBeNull();
    expect(premisePart('艺术型最低说明什么', ric)).toBeNull();
  });
});
