import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two exams put in order (exam-order.ts): answered on the order's own terms, with no major assumed, and with how
 * the asker's background would change it.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('two exams put in order', () => {
  it('is weighed by eligibility, overlap and dates, with the background’s say, and no major assumed', () => {
    for (const [q, a, b] of [
      ['税务师和CPA先考哪个', '税务师', 'CPA'],
      ['法考和CPA能同时考吗，哪个先', '法考', 'CPA'],
      ['教资和普通话证先考哪个啊', '教资', '普通话证'],
      ['先考CMA还是先考CPA', 'CMA', 'CPA'],
    ] as const) {
      const text = ask(q);
      expect(text, q).toMatch(new RegExp(`在${a}和${b}之间，我更建议你先考${a}`, 'u'));
      expect(text, q).toMatch(/报名条件：.*重叠的内容|重叠的内容：/su);
      expect(text, q).toMatch(/背景会改变先后/u);
      expect(text, q).not.toMatch(/你学[^，。]{2,8}，|离家远近/u);
    }
  });

  it('does not say the asker gave nothing when they said where they are', () => {
    const text = ask('PMP和CMA先考哪个，我工作三年了');
    expect(text).toMatch(/按下面三条和你说的情况排/u);
    expect(text).not.toMatch(/你还没说专业和工作/u);
  });

  it('puts the lower level of one exam first', () => {
    expect(ask('四级和六级先考哪个')).toMatch(/我更建议你先考四级/u);
    expect(ask('中级会计和初级会计先考哪个')).toMatch(/我更建议你先考初级会计/u);
  });

  it('leaves a choice of worth, not of order, to the usual weighing', () => {
    expect(ask('ACCA和CPA哪个含金量高')).not.toMatch(/背景会改变先后/u);
  });
});
