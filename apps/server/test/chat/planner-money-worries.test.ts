import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Worries said in everyday words rather than the entries' own names: a master's the family cannot pay for, a low
 * mood named by its degree ('轻度抑郁'), and what to do when a dismissal's compensation is refused. Each reaches the
 * entry written for it and names the step a counsellor would (aid and loans, what to disclose, arbitration).
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a money or health worry in everyday words', () => {
  it('a master’s without the money for it gets the aid, the loans and the hardship channel', () => {
    const text = ask('家里条件不好，读研的钱从哪来？');
    expect(text).toContain('研究生学费与奖助学金');
    expect(text).toMatch(/助学贷款/);
    expect(text).toMatch(/绿色通道|困难认定/);
  });

  it('a low mood named by its degree reaches the entry on mental-health history and disclosure', () => {
    const text = ask('我有中度抑郁，面试时要不要主动说');
    expect(text).toContain('心理健康史');
    expect(text).toMatch(/隐私/);
  });

  it('a dismissal’s compensation says where to claim it when the company refuses', () => {
    expect(ask('公司裁员只给N不给N+1，我该怎么算，不给怎么办')).toMatch(/劳动仲裁/);
  });
});
