import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * Two jobs weighed on their pay in other words ('哪个挣得多', '哪个赚钱多', 'A跟B比'): both cards, each with what its pay
 * is made of, and the second job named as itself (not '销售比'); not the first job read against "收入高的工作".
 * Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('two jobs weighed on their pay, said in other words', () => {
  it.each([
    ['律师跟医生比，哪个挣得多', ['### 律师/法务', '### 医生']],
    ['老师和护士哪个赚钱多', ['### 中小学教师', '### 护士']],
  ])('%s: both cards, each with its pay', (question, cards) => {
    const text = ask(question);
    for (const card of cards) expect(text).toContain(card);
    expect(text.match(/\*\*收入\*\*/gu)?.length).toBe(2);
    expect(text).not.toMatch(/比之间|选\S{2}比/u);
  });
});
