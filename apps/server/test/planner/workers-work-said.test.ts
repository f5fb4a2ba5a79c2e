import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What the asker says of the work they have now (work-said.ts): wages held back are a matter of rights with a lawful
 * way out, their own field said in decline with a stay-or-go asked is the downturn's decision, and a trade to learn
 * after years in a job is a change of line from it. An age said beside
 * whether a step is still worth taking is a worry about age (age.ts).
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('what the asker says of their work now', () => {
  it('reads wages held back as the rights matter, not when to hop', () => {
    for (const q of ['我在一家20人的小公司上班，老板画饼，工资经常拖，要不要走', '公司拖了两个月工资了，要不要辞职'])
      expect(ask(q).reading.topic?.id, q).toBe('wage-arrears');
    expect(ask('工作两年没涨过工资，要不要跳槽').reading.decision?.id).toBe('job-hop-timing');
  });

  it('reads the asker’s field in decline as staying or switching', () => {
    expect(ask('房地产干了七年，现在地产不行了，我该留还是转').reading.decision?.id).toBe(
      'industry-downturn-stay-or-switch',
    );
  });

  it('reads a trade to learn after years in a job as a change of line from it', () => {
    const r = ask('27岁在工厂干了五年普工，想学点技术，来得及吗').reading;
    expect([r.decision?.id, r.case?.id]).toEqual(['career-change-30', 'from-factory']);
    expect(ask('做了四年客服，想学点技术换个工作').reading.case?.id).toBe('from-customer-service');
  });

  it('hears an age beside whether a step is still worth it', () => {
    expect(ask('工作十年了，40岁，还有必要换工作吗').text).toContain('你现在 40 岁');
  });
});
