import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Asking whether the employer may do it ('这合理吗', '可以这样吗', '能扣吗') or saying it keeps what is owed ('不还',
 * '不发') asks what can be done: the topic's point on where to complain comes first. '不给钱' and '赔多少' ask the
 * amount, so the point stating the rate does. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a wrong at work asked about in everyday words', () => {
  it.each([
    '我辞职了，公司说最后一个月工资要等三个月后才发，这合理吗',
    '试用期都过了，老板说转正要再看看，可以这样吗',
    '公司说合同到期就不续了，能这样吗',
  ])('%s: where to complain', (q) => {
    expect(ask(q)).toMatch(/12333|劳动保障监察|仲裁/);
  });

  it.each(['怀孕了公司把我工资降了一千，可以这样吗', '产假期间公司说工资不发，这合理吗'])(
    '%s: where to complain',
    (q) => {
      expect(ask(q)).toMatch(/12333|劳动保障监察|仲裁/);
    },
  );

  it.each(['服务期还剩半年，提前走要赔多少', '年假攒了八天没休，离职时公司不给钱'])('%s: the rate owed', (q) => {
    expect(ask(q)).toMatch(/百分之|[%％]|第二十二条/);
  });
});
