import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A title one card holds as an alias, named in another field's setting (card-elsewhere.ts): the neighbour's card
 * does not stand in; the answer says there is no card and answers from the field whose outlets name the job there.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a job under another card’s alias, in another field’s setting', () => {
  it('says there is no card and answers from the field, linking only that job’s pages', () => {
    for (const q of ['建筑设计院的结构工程师怎么样', '桥梁设计院结构工程师累吗', '在交通设计院当结构工程师有前途吗']) {
      const text = ask(q);
      expect(text, q).toMatch(/站内没有“.+?结构工程师”这张职业卡片/u);
      expect(text, q).toMatch(/土木工程的出路/u);
      expect(text, q).toMatch(/土木工程师\]\(\/surveyTest\/occupation\?code=17-2051\.00\)/u);
      expect(text, q).not.toMatch(/### 机械工程师|SolidWorks|code=17-2141\.00/u);
    }
  });

  it('keeps the card where the setting is the card’s own field, or no setting is said', () => {
    for (const q of ['汽车厂的结构工程师怎么样', '结构工程师要学什么']) {
      const text = ask(q);
      expect(text, q).toMatch(/机械工程师/u);
      expect(text, q).not.toMatch(/站内没有/u);
    }
    // A word as wide as 老师, in a setting of its own, is the card's job.
    expect(ask('在教培机构当了五年老师，30岁了，转行能去哪些行业？')).not.toMatch(/站内没有/u);
  });
});
