import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A decision weighed between the family's wish and the asker's own (decision-position.ts, pickOption): the family's
 * road is not read as the asker's condition, and the asker's own road is the one put forward.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the family’s wish against the asker’s own', () => {
  it('does not read the family’s road as a condition the asker stated', () => {
    const text = ask('家里要我毕业回老家，我自己想留成都，学的是软件工程，怎么选');
    expect(text).toMatch(/我更建议你选成都/u);
    expect(text).not.toMatch(/我更建议你选回老家/u);
  });

  it('still weighs a condition the asker states themselves', () => {
    expect(ask('爸妈身体不好，我是独生子女，回老家还是留在杭州')).toMatch(/我更建议你选(?:回)?老家/u);
  });
});
