import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A student in the last year, or just out, with no direction (stage.ts): they need one to apply for this season,
 * found from their major and what they have done, not a freshman's plan of trying things (大一很迷茫) nor a 研一's.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('no direction in the final year', () => {
  for (const q of [
    '快毕业了还不知道找什么工作，感觉自己啥也不会',
    '要毕业了不知道干什么',
    '研三了还不知道找什么工作',
    '大四了，不知道以后做什么',
  ])
    it(`is answered for applying now: ${q}`, () => {
      const { text, thinking } = ask(q);
      expect(thinking).toContain('快毕业了还没方向');
      expect(text).toMatch(/秋招|春招/u);
      expect(text).toMatch(/专业不限|本专业/u);
      expect(text).not.toMatch(/大一|研一/u);
    });

  it('a first-year student still gets the first years’ plan', () => {
    expect(ask('大一很迷茫怎么办').thinking).toContain('大一很迷茫');
    expect(ask('研一很迷茫').thinking).toContain('研一该做什么');
  });

  it('feeling able to do nothing is the case of being good at nothing', () => {
    expect(ask('感觉自己啥也不会，适合做什么').thinking).toContain('觉得自己什么都不擅长');
  });
});
