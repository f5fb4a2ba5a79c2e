import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { OVERQUALIFIED } from '../../src/providers/llm/offline/overqualified.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Feeling overqualified or wasted (overqualified.ts): what the feeling is made of, when to stay and when to move,
 * with a lean from what the asker said, in place of a colleague quarrel, a choice of company or 考研还是就业.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('feeling overqualified', () => {
  it('is read in the ways workers say it', () => {
    for (const q of [
      '研究生毕业做的工作本科生也能做，感觉屈才了',
      '我硕士学历工资和本科同事一样 是不是亏了',
      '每天打杂 感觉大材小用',
      '研究生读的是材料 工作做的销售 专业白学了吗',
      '博士去企业做的事和硕士差不多',
    ])
      expect(OVERQUALIFIED.test(q), q).toBe(true);
  });

  it('is not read from a student asking whether a schooling is enough, nor from a change of line', () => {
    for (const q of ['专科生也能做会计吗', '本科生也能做芯片设计吗']) expect(OVERQUALIFIED.test(q), q).toBe(false);
    expect(ask('学了四年土木转行做程序员会不会浪费专业')).not.toContain('觉得屈才');
  });

  it('is answered with what it is made of, when to stay, when to move and one lean', () => {
    for (const q of [
      '研究生毕业做的工作本科生也能做，感觉屈才了，要不要跳',
      '我硕士学历工资和本科同事一样 是不是亏了',
      '刚毕业进了一家小公司，每天干的都是打杂，感觉大材小用',
    ]) {
      const text = ask(q);
      expect(text, q).toContain('觉得屈才');
      expect(text, q).toContain('留下更划算的时候');
      expect(text, q).toContain('该准备走的时候');
      expect(text.match(/我的倾向/gu)?.length, q).toBe(1);
      expect(text, q).not.toMatch(/同事的矛盾|大厂和创业公司|考研还是就业/u);
    }
  });

  it('leans by what the asker said: just started, years in, or held by family', () => {
    expect(ask('刚毕业进了一家小公司，每天干的都是打杂，感觉大材小用')).toContain('我的倾向是先留下');
    expect(ask('硕士毕业在这干了三年了，天天重复，觉得屈才')).toContain('我的倾向是开始准备走');
    expect(ask('211本科在县城事业单位上班，觉得屈才，但家里想我留着')).toMatch(/我的倾向是先留着.*“家里”/su);
  });

  it('adds the line for what was set beside it: the pay, a doctorate, a job far from the major', () => {
    expect(ask('我硕士学历工资和本科同事一样 是不是亏了')).toContain('按学历定起薪档或职级');
    expect(ask('博士去企业做的事和硕士差不多 算不算浪费')).toContain('预研');
    expect(ask('研究生读的是材料 工作做的销售 专业白学了吗')).toContain('销售工程师');
  });
});
