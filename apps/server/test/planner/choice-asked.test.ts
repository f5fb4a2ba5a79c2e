import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { askingClause } from '../../src/providers/llm/offline/choice-asked.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The clause that asks a choice names two roads of one decision; a topic found only in the clause that says why
 * (the goal) gives way, and the goal is read into the decision's position. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the choice asked over a topic said as the reason', () => {
  it('finds the asking clause', () => {
    const text = '我想留校当老师，读博还是先工作？';
    const c = askingClause(text)!;
    expect(text.slice(c.start, c.end)).toBe('读博还是先工作');
  });

  it('a goal of 高校教职 beside 读博还是先工作 is answered by the decision, leaning to 读博', () => {
    const text = answer('将来打算留校当老师，那现在读博还是先工作');
    expect(text).toMatch(/\*\*我更建议你选读博\*\*/u);
  });

  it('a topic said in the asking clause itself still answers', () => {
    expect(answer('日常实习和暑期实习哪个更有用')).not.toContain('决策资料');
  });
});
