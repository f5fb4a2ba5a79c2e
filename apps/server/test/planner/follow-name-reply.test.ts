import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { nameGiven } from '../../src/providers/llm/offline/follow-name-reply.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A bare name given after the planner asked to say more answers that request: the question before, asked again
 * with it. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const sayMore =
  '这个问题我暂时答不好，\n站内资料里没有对应内容。\n\n能再具体说说吗？\n比如你的专业或工作，\n在考虑哪几个选项。';

describe('a name given after a request to say more', () => {
  it('asks the question before again with the major named', () => {
    expect(nameGiven(kb, '护理', { question: '想了解一下就业', answer: sayMore })).toBe('护理专业，想了解一下就业');
    expect(nameGiven(kb, '我是学法学的', { question: '想了解一下就业', answer: sayMore })).toBe(
      '法学专业，想了解一下就业',
    );
    expect(nameGiven(kb, '我是学前教育的', { question: '想了解一下就业', answer: sayMore })).toBe(
      '学前教育专业，想了解一下就业',
    );
  });

  it('is no name given when the answer asked for nothing or the reply asks a question', () => {
    expect(nameGiven(kb, '护理', { question: '护士累吗', answer: '### 护士\n- 三班倒' })).toBeNull();
    expect(nameGiven(kb, '护理怎么样', { question: '想了解一下就业', answer: sayMore })).toBeNull();
  });

  it('answers with the major’s outlets, not the job card of the same word', () => {
    const first = composeAnswer(kb, {
      question: '我想问问就业的事',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    }).text;
    const reply = composeAnswer(kb, {
      question: '会计',
      previousQuestions: ['我想问问就业的事'],
      previousAnswer: first,
      earlierAnswers: [first],
      profile: noProfile,
    }).text;
    expect(reply).toContain('会计学的主要出路');
  });
});
