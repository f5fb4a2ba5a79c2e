import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { yearsMetIn, yearsWorked } from '../../src/providers/llm/offline/years-met.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The years the asker has worked meet a decision's condition written in years, though the two share no words: the
 * option it belongs to is weighed as theirs. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

describe('years of work against a condition in years', () => {
  it('reads the years said and the spans written', () => {
    expect(yearsWorked('我工作了7年，在考虑')).toBe(7);
    expect(yearsWorked('毕业十二年了')).toBe(12);
    expect(yearsWorked('工作年限：4年')).toBe(4);
    expect(yearsWorked('想读MBA')).toBeNull();
    expect(yearsMetIn('你工作三到五年以上，想转向管理岗位或换行业。', 6)).toBe('工作三到五年以上');
    expect(yearsMetIn('你工作三到五年以上，想转向管理岗位或换行业。', 1)).toBeNull();
    expect(yearsMetIn('你是应届生或刚工作一两年，手上没有更好的选择。', 1)).toBe('刚工作一两年');
    expect(yearsMetIn('你是应届生或刚工作一两年，手上没有更好的选择。', 5)).toBeNull();
  });

  it('seven years of work asking about an MBA is weighed towards it, as theirs', () => {
    const { text } = composeAnswer(kb, {
      question: '上班七年了，MBA到底值不值得读',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(text).toMatch(/\*\*我更建议你选读 ?MBA\*\*。按你说的情况/u);
  });
});
