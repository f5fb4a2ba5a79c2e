import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two options that one job card holds (one-card-choice.ts): weighed by the card's clauses that name one and not the
 * other, by the asker's limit when they said one, else by which is open to a newcomer. Written for these tests, apart
 * from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const picked = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选([^*]+)\*\*/u.exec(text)?.[1];

describe('two options on one card', () => {
  it('leans by the clauses that tell them apart, with when it turns', () => {
    const chip = ask('芯片验证和设计哪个好？');
    expect(picked(chip)).toBe('芯片验证');
    expect(chip).toMatch(/芯片验证这边写着“验证岗位最多”，设计这边写着“设计和模拟对学历和经验要求更高”/u);
    expect(chip).toMatch(/什么时候改选设计：如果你已经够得上设计那边的要求/u);
  });

  it('reads an order question’s option without its order word', () => {
    const exam = ask('软考和PMP先考哪个？');
    expect(picked(exam)).toBe('软考');
    expect(exam).toMatch(/软考这边写着“不设学历和资历门槛”，PMP这边写着“[^”]*项目经验”/u);
  });

  it('weighs the asker’s limit on the card’s clauses', () => {
    const law = ask('律所和公司法务怎么选？我不想加班');
    expect(picked(law)).toBe('公司法务');
    expect(law).toMatch(/你说“不想加班”.*公司法务这边写的是“稳定但上限较低”/u);
  });
});
