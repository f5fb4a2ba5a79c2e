import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What the asker rules out is read whole ('除了考研和当心理咨询师' rules out 心理咨询师, not 心理), so the major's
 * outlets are not struck out by a cut word, and a list does not run into what follows ('不想考研想直接工作').
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const ruledOut = (question: string) => /不考虑([^。]*)。/u.exec(ask(question).thinking)?.[1] ?? '';

describe('what is ruled out, read whole', () => {
  it('"除了考研和当心理咨询师": 考研 and 心理咨询师, and the major\'s outlets are still listed', () => {
    const q = '学心理学的本科生，除了考研和当心理咨询师，还能找什么工作';
    expect(ruledOut(q)).toBe('考研、心理咨询师');
    expect(ask(q).text).toContain('### 心理学的主要出路');
  });

  it('"不想考研想直接工作": 考研 alone', () => {
    expect(ruledOut('不想考研想直接工作，计算机专业怎么准备')).toBe('考研');
  });

  it('"不想考公不想读研": both, without the 不 of the second', () => {
    expect(ruledOut('985文科，不想考公不想读研，找啥工作好')).toBe('考公、读研');
  });

  it("a major ruled out beside the asker's own is not answered: its outlets and synonyms are left out too", () => {
    const { text, thinking } = ask('我是学日语的，大四了，除了翻译和外贸还能干啥？感觉日语岗越来越少');
    expect(thinking).toContain('日语专业的出路');
    expect(text).not.toContain('### 翻译的主要出路');
    expect(text).toContain('### 日语的主要出路');
    // 对日贸易 is 外贸 said another way.
    expect(text).not.toMatch(/\*\*[^*]*贸易[^*]*\*\*/u);
  });

  it('"不想进实验室" leaves out the outlets of bench work', () => {
    const { text } = ask('学化学的女生，不想进实验室，有什么工作');
    expect(text).toContain('### 化学的主要出路');
    expect(text).not.toMatch(/实验员|检测与质量控制|企业研发/u);
    expect(text).toMatch(/专利代理|化学教师/u);
  });
});
