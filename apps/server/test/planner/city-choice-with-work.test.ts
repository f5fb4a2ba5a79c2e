import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two cities weighed by someone who says what they do: the line of work names where they work, it is no choice
 * between that work and a neighbouring one. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('two cities weighed for a line of work', () => {
  it('is read as the choice of city, not as 运营还是产品 because the work is 运营', () => {
    for (const q of ['在成都和重庆之间选一个发展，做互联网运营的话哪个好', '做运营岗的话，西安和郑州选哪个']) {
      const a = ask(q);
      expect(a.thinking).not.toContain('运营还是产品');
      expect(a.text).not.toContain('### 运营还是产品');
    }
  });

  it('names the place weighed, not being in it ("在成都和重庆之间" weighs 成都)', () => {
    const a = ask('在成都和重庆之间选一个发展，做互联网运营的话哪个好');
    expect(a.text).toContain('我更建议你选成都');
    expect(a.text).not.toContain('在在成都');
  });

  it('still reads 运营 against 产品 when both are named', () => {
    expect(ask('运营和产品哪个更适合应届生').thinking).toContain('运营还是产品');
  });
});

describe('two options with what both share said between them and the asking', () => {
  it('are read as the choice ("银行柜员和互联网客服，都在本地，选哪个")', () => {
    for (const q of ['银行柜员和互联网客服，都在本地，选哪个', '国企文员和外企销售，都在上海，选哪个好']) {
      expect(ask(q).text).toMatch(/我更建议你选/u);
    }
  });
});
