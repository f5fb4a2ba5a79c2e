import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A job title the content has no entry for (job-title.ts): the nearest family's card is said as the nearest one,
 * the title named, with one question back; catalogue titles that only share a word are left out.
 */
const kb = buildKnowledgeBase();
const read = (q: string) => readAlone(kb, q, noProfile);
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a job title without an entry of its own', () => {
  it('says the family’s card is the nearest one and asks one question', () => {
    expect(read('信贷客户经理每天做什么').unlistedTitle).toBe('信贷客户经理');
    const text = ask('信贷客户经理每天做什么');
    expect(text).toMatch(/没有“信贷客户经理”的专门条目，它和“销售”最接近/u);
    expect(text.replace(/\([^)]*\)/gu, '').match(/[？?]/gu)).toHaveLength(1);
  });

  it('takes a listed name with a rank after it as the job itself', () => {
    expect(read('法务专员是干什么的').unlistedTitle).toBeUndefined();
    expect(read('医药代表是干什么的').unlistedTitle).toBeUndefined();
  });

  it('leaves out catalogue titles that only share a word with the typed one', () => {
    const titles = read('外贸业务员每天做什么').occupations.map((o) => o.titleZh);
    expect(titles).not.toContain('业务连续性规划师');
    expect(read('保洁员每天做什么，累不累').occupations.map((o) => o.titleZh)).toEqual(['保洁员']);
  });
});
