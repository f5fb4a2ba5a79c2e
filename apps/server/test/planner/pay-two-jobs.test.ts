import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * Two jobs weighed on their pay ('产品经理和程序员哪个赚钱多'): each job's card says what its pay is made of, not
 * only the first one's. And a question about where the real pay is looked up reaches the pay reference entry.
 * Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('two jobs weighed on their pay', () => {
  it.each([
    ['做销售和做会计，哪个收入更高？', ['### 销售', '### 会计/财务']],
    ['数据分析师和产品经理哪个工资高', ['### 数据分析师', '### 产品经理']],
  ])('%s: both cards, each with its pay', (question, cards) => {
    const { text } = ask(question);
    for (const card of cards) expect(text).toContain(card);
    expect(text.match(/\*\*收入\*\*/gu)?.length).toBe(2);
  });
});

describe('where the real pay is looked up', () => {
  it('reaches the pay reference entry', () => {
    expect(ask('去哪能查到一个岗位的真实薪资？').thinking).toContain('薪资行情怎么查');
  });
});
