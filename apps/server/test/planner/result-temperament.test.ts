import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { profileFor } from '../chat/planner-profiles.js';

/*
 * A result doubted because of the asker's temperament (result-about.ts): '测出来企业型，可我很内向，这准吗' is answered
 * by how interest and temperament differ and how people like them do that type's work, not by the result said again.
 */
const kb = buildKnowledgeBase();
const answer = (question: string, order: Parameters<typeof profileFor>[0]) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: profileFor(order) }).text;

describe('a result doubted for the asker’s temperament', () => {
  it('an introvert with 企业型 first: interest is not temperament, and how introverts do that work', () => {
    const text = answer('我的测评结果说我是企业型，可我很内向，这准吗', ['E', 'C', 'S', 'I', 'R', 'A']);
    expect(text).toContain('企业型和“内向”并不矛盾');
    expect(text).toMatch(/测评量的是兴趣，不是性格/u);
    expect(text).toMatch(/项目管理|一对一/u);
  });

  it('someone restless with 研究型 first: research work done on the move', () => {
    const text = answer('测出来研究型最高，但我是个坐不住的人，是不是测错了', ['I', 'R', 'C', 'A', 'S', 'E']);
    expect(text).toContain('研究型和“好动外向”并不矛盾');
    expect(text).toMatch(/用户研究|现场工程师/u);
  });

  it('a contradicted type outside the top three is said not to be claimed', () => {
    const text = answer('测评说我社会型也不低，可我很内向，这准吗', ['I', 'C', 'R', 'S', 'A', 'E']);
    expect(text).toMatch(/社会型（\d+%）排第 4，不在你的前三里/u);
  });

  it('a temperament said without doubt asks for work that fits, not this part', () => {
    const text = answer('我很内向，测出来是ECS，适合做什么工作', ['E', 'C', 'S', 'I', 'R', 'A']);
    expect(text).not.toContain('并不矛盾');
  });
});
