import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';

/*
 * Two jobs weighed by what the asker says they are like (trait-choice.ts): each trait against what each job asks
 * day to day, the same pick in either order, with when the other job wins. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;
const picked = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选([^*]+)\*\*/u.exec(text)?.[1];

describe('two jobs weighed by the asker’s traits', () => {
  it('leans to the job whose daily demands the trait meets, in either order', () => {
    for (const [q, job] of <Array<[string, string]>>[
      ['我比较内向，做运营还是销售', '运营'],
      ['我比较内向，做销售还是运营', '运营'],
      ['我性格外向，喜欢和人打交道，会计和销售选哪个', '销售'],
      ['本人坐不住，行政和销售该选哪个', '销售'],
      ['我抗压能力比较差，销售和行政哪个适合我', '行政'],
      ['我做事比较粗心，会计和市场推广哪个更适合', '市场推广'],
      ['我话少，不善言辞，护士和药剂师选哪个', '药剂师'],
    ])
      expect(picked(ask(q)), q).toBe(job);
  });

  it('says the trait, what the jobs ask and when the other one wins', () => {
    const text = ask('我比较内向，做运营还是销售');
    expect(text).toMatch(/你说自己“内向”.*销售更要天天和人沟通/u);
    expect(text).toMatch(/什么时候改选销售：如果你的内向只是在陌生场合拘谨/u);
  });

  it('reads the options past who the asker is, and the asking past what they say of themselves', () => {
    expect(picked(ask('内向的人做人力资源还是财务比较好'))).toBe('财务');
    expect(picked(ask('销售和运营，我比较内向选哪个'))).toBe('运营');
  });

  it('takes one position even where a decision also names the two jobs', () => {
    const text = ask('我是社恐，产品经理和测试工程师哪个更适合我');
    expect(picked(text)).toBe('测试工程师');
    expect(text.match(/我更建议你选/gu)).toHaveLength(1);
  });

  it('says the interest result beside the traits, and where it points the other way', () => {
    const text = ask('我很外向，产品经理和算法工程师选哪个', profileFor(['I', 'E', 'S', 'A', 'C', 'R']));
    expect(picked(text)).toBe('产品经理');
    expect(text).toMatch(/你的测评（IES）更接近算法工程师/u);
  });

  it('leaves a choice with no trait said to the general weighing', () => {
    expect(ask('做运营还是销售')).not.toContain('你说自己');
  });
});
