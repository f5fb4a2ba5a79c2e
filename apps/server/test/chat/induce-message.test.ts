import { describe, expect, it } from 'vitest';
import { composeInduceMessage } from '../../src/modules/chat/induce-message.js';

const general = ['我适合做什么样的工作？', '考研还是就业，我应该怎么选？', '简历怎么写？', '了解一个职业'];
const generalGreeting = 'Hi，我是 Lucina，你的 AI 职业规划师。';
const ias = { hollandCode: 'IAS', typeNames: ['研究型', '艺术型', '社会型'] };

describe('the planner’s opening message', () => {
  it('asks a user who finished the test about their own code and their best-matching occupations', () => {
    const m = composeInduceMessage({
      result: ias,
      occupations: ['生物学家', '心理学家', '作家'],
      tags: [],
      general,
      generalGreeting,
    });
    expect(m.greeting).toContain('IAS（研究型、艺术型、社会型）');
    expect(m.greeting).toContain('「生物学家」、「心理学家」、「作家」');
    expect(m.questions).toEqual([
      '我的霍兰德兴趣代码是 IAS（研究型、艺术型、社会型），适合往哪些职业方向发展？',
      '「生物学家」具体做什么？我现在可以怎样为它做准备？',
      '「生物学家」和「心理学家」，哪个更适合我？',
      '作为 IAS 型的人，我在工作中有哪些优势，需要注意什么？',
    ]);
    expect(m.basis).toEqual({ hollandCode: 'IAS', occupations: ['生物学家', '心理学家', '作家'], tags: [] });
  });

  it('mixes the survey’s topics in after the code and the best match', () => {
    const m = composeInduceMessage({
      result: ias,
      occupations: ['生物学家', '心理学家'],
      tags: ['简历优化', '国内考研'],
      general,
      generalGreeting,
    });
    expect(m.questions).toEqual([
      '我的霍兰德兴趣代码是 IAS（研究型、艺术型、社会型），适合往哪些职业方向发展？',
      '「生物学家」具体做什么？我现在可以怎样为它做准备？',
      '帮我看看简历应该突出哪些内容？',
      '「生物学家」和「心理学家」，哪个更适合我？',
    ]);
  });

  it('without a test result, leads with the survey’s topics and suggests the test', () => {
    const m = composeInduceMessage({
      result: null,
      occupations: [],
      tags: ['模拟面试', '暂无', '留学申请'],
      general,
      generalGreeting,
    });
    expect(m.questions.slice(0, 2)).toEqual(['面试前我应该做哪些准备？', '出国留学需要提前准备什么？']);
    expect(m.questions).toHaveLength(4);
    expect(m.greeting).toContain('模拟面试、留学申请');
    expect(m.greeting).toContain('AI 职业测评');
    expect(m.basis.tags).toEqual(['模拟面试', '留学申请']);
  });

  it('gives a visitor the general questions and greeting, with nothing personal', () => {
    const m = composeInduceMessage({ result: null, occupations: [], tags: [], general, generalGreeting });
    expect(m.questions).toEqual(general);
    expect(m.greeting).toBe(generalGreeting);
    expect(m.basis).toEqual({ hollandCode: null, occupations: [], tags: [] });
  });

  it('still asks about the code when no occupation matches (a flat profile)', () => {
    const m = composeInduceMessage({ result: ias, occupations: [], tags: [], general, generalGreeting });
    expect(m.questions[0]).toContain('IAS');
    expect(m.questions.join('')).not.toContain('「');
    expect(m.questions).toHaveLength(4);
  });
});
