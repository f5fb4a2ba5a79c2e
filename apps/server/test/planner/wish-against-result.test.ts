import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { profileFor } from '../chat/planner-profiles.js';

/*
 * A wish set against the result ('测评说我适合当会计，但我想当老师'): the job weighed against the asker's letters is the
 * one they want, not the one the result suggested, and the answer describes it; a wish the catalogue has no code for
 * ('我其实想做设计') gets how to weigh a wish against the result. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const cse = profileFor(['C', 'S', 'E', 'I', 'A', 'R']);
const ric = profileFor(['R', 'I', 'C', 'E', 'A', 'S']);
const ask = (question: string, profile = cse) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });

describe('the wished job is the one weighed', () => {
  it.each([
    ['测评说我适合当会计，但我想当老师，怎么办', '中小学教师'],
    ['结果推荐我做会计，可是我更想做心理咨询师', '心理咨询师'],
    ['测评结果说我适合做财务，不过我其实想当护士', '护士'],
  ])('%s → the verdict is on %s', (question, wished) => {
    const { text } = ask(question);
    expect(text.split('\n')[2]).toContain(`就兴趣而言，${wished}和你的兴趣代码 CSE`);
    expect(text).toContain(`### ${wished}`);
    expect(text).not.toContain('会计学的主要出路');
  });

  it('a question with no wish still weighs the job it asks about', () => {
    expect(ask('测评说我适合当会计，我适合当会计吗').text).toContain('就兴趣而言，会计/财务和你的兴趣代码 CSE');
  });
});

describe('a wish the catalogue has no code for', () => {
  it('"为什么推荐我当机械工程师，我其实想做设计" opens on weighing a wish against the result', () => {
    const { text } = ask('我的兴趣代码是RIC，为什么推荐我当机械工程师，我其实想做设计', ric);
    expect(text.split('\n').slice(0, 4).join('\n')).toContain('### 测评和想做的不一样时');
    expect(text).toContain('现实型、研究型和常规型');
  });
});
