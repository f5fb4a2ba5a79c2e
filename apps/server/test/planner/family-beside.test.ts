import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The family's wish said beside a choice of the asker's own (family-beside.ts): counted as one of the reasons, on
 * the side it leans to, not left out.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a family wish beside a choice', () => {
  it('is weighed as one of the reasons', () => {
    for (const [q, who] of [
      ['家里希望我回老家，我在考编和去杭州之间犹豫', '家里'],
      ['男朋友和父母都希望我留在成都，但深圳的offer工资高一倍', '男朋友和父母'],
      ['家里人都觉得当老师稳定，我纠结是去学校还是去培训机构', '家里人'],
      ['我妈希望我回老家，现在纠结去苏州还是南京', '妈妈'],
    ] as const) {
      const text = ask(q);
      expect(text, q).toMatch(new RegExp(`### ${who}的意思怎么算进去`, 'u'));
      expect(text, q).toMatch(/实在的理由.*既不是唯一的理由/u);
    }
  });

  it('says whether the lean taken agrees with the family', () => {
    expect(ask('男朋友和父母都希望我留在成都，但深圳的offer工资高一倍')).toMatch(/上面的倾向和男朋友和父母的意思一致/u);
  });

  it('leaves the family’s road against the asker’s own to its own weighing', () => {
    const text = ask('爸妈让我考公，我想去互联网');
    expect(text).not.toMatch(/的意思怎么算进去/u);
  });
});
