import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { outlookAsked } from '../../src/providers/llm/offline/outlook.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A field's prospects asked with the future in mind lead with what is changing in it (with the publisher of each
 * figure), who still does well and what to do now; a question that only shares a word with such an ask does not.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const OUTLOOK_HEADING = /的前景：在变的和仍然好的/u;

describe("a field's prospects", () => {
  it('leads with the trend the asker names, and its source', () => {
    const text = ask('幼师以后还好找工作吗？出生人口一直在降');
    expect(text.indexOf('### 幼师和学前教育的前景')).toBeGreaterThan(-1);
    expect(text.indexOf('### 幼师和学前教育的前景')).toBeLessThan(text.indexOf('### 幼儿园教师'));
    expect(text).toMatch(/出生人口[^\n]*国家统计局/u);
    expect(text).toContain('【来源】');
  });
  it('reads slang and "still" as asking about the future', () => {
    expect(ask('土木是不是凉了')).toMatch(/### 土木和建筑行业的前景[^]*基础设施/u);
    // 还是 before 吗 is "still", not a choice between two things.
    expect(ask('银行现在还是铁饭碗吗？')).toMatch(/### 银行的前景/u);
    expect(ask('会计是不是快被淘汰了')).toMatch(/### 会计和财务的前景[^]*管理会计/u);
  });
  it('keeps a field that is late to enter apart from the asker being too old', () => {
    const text = ask('新能源汽车行业现在进去晚不晚？');
    expect(text).toMatch(/### 新能源汽车的前景[^]*中国汽车工业协会/u);
    expect(text).not.toContain('年龄这件事');
  });
  it('answers the other ask of the question after it', () => {
    const text = ask('银行柜员没前途吗？要不要辞职？');
    expect(text.indexOf('### 银行的前景')).toBe(text.indexOf('###'));
    expect(text).toMatch(/转岗/u);
  });
  it('is not read into the asker’s age, plan, a choice, or a neighbouring field', () => {
    for (const q of [
      '我30岁了还能学会计吗？',
      '三年后想转行做会计，现在要准备什么？',
      '会计和审计哪个更稳定？',
      '学土木还是学计算机？',
      '投资银行前途怎么样？',
      '宠物护理有前途吗？',
      '我在银行做柜员，身体不行了想辞职',
      '会计面试被淘汰了怎么办',
    ])
      expect(outlookAsked(q), q).toBeNull();
    expect(ask('我30岁了还能学会计吗？')).not.toMatch(OUTLOOK_HEADING);
  });
});
