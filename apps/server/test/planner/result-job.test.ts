import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';

/*
 * The asker's result held against the job they do now: the work led by a letter far below their strongest one gets
 * a position to move towards work that holds it (in steps, the job kept meanwhile); work led by their own letter gets
 * a position to stay in the line and change the setting. Not the timing of a move. Written for these tests, apart
 * from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;

describe('the result held against the job done now', () => {
  it('a C whose job is sales, led by E, is told to move towards C work, step by step', () => {
    const text = answer('我现在做销售，每天上班都很痛苦，该不该换', profileFor(['C', 'I', 'S', 'R', 'A', 'E']));
    expect(text).toContain('### 你的测评结果和现在的销售');
    expect(text).toMatch(/\*\*我更建议你换方向/u);
    expect(text).toMatch(/会计|数据分析|行政/u);
    expect(text).not.toMatch(/我更建议你选(?:再等等|现在跳)/u);
  });

  it('an E in sales is told the work is theirs and the setting is what to change', () => {
    const text = answer('目前在做销售，越来越不开心，要不要换工作', profileFor(['E', 'S', 'C', 'A', 'I', 'R']));
    expect(text).toMatch(/\*\*我更建议你先留在销售这一行/u);
    expect(text).toMatch(/指标|团队|领导/u);
  });

  it('without a result, or with a target named, it is not this', () => {
    expect(answer('我现在做销售，每天上班都很痛苦，该不该换')).not.toContain('你的测评结果和现在的');
    expect(answer('我现在做会计，要不要转行做设计', profileFor(['A', 'S', 'C', 'E', 'I', 'R']))).not.toContain(
      '你的测评结果和现在的',
    );
    // The directions asked, the move already decided: the job's usual moves answer.
    expect(answer('当了五年销售，想转行，有哪些方向', profileFor(['C', 'I', 'S', 'R', 'A', 'E']))).not.toContain(
      '你的测评结果和现在的',
    );
  });
});
