import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { readEnglish } from '../../src/providers/llm/offline/english.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readSlips } from '../../src/providers/llm/offline/typos.js';

describe('English words in a Chinese question', () => {
  it('reads the common career words as the Chinese the content is keyed by', () => {
    expect(readEnglish('大二找intern没经验怎么办')).toBe('大二找实习没经验怎么办');
    expect(readEnglish('Resume怎么写比较好')).toBe('简历怎么写比较好');
    expect(readEnglish('去startup还是大厂')).toBe('去创业公司还是大厂');
    expect(readEnglish('data analyst和BI有啥区别')).toBe('数据分析师和BI有啥区别');
    expect(readEnglish('BD是做什么的')).toBe('商务拓展是做什么的');
    expect(readEnglish('读PhD还是工作')).toBe('读博还是工作');
    expect(readEnglish('PhD毕业去高校')).toBe('博士毕业去高校');
    expect(readEnglish('做freelancer靠谱吗')).toBe('做自由职业靠谱吗');
  });

  it('leaves longer words and ambiguous abbreviations alone', () => {
    expect(readEnglish('international school的老师')).toBe('international school的老师');
    expect(readEnglish('CV方向的算法岗')).toBe('CV方向的算法岗');
    // BD in capitals is business development; bd inside a word or in lower case is left as typed.
    expect(readEnglish('bdd测试')).toBe('bdd测试');
  });

  it('answers a mixed question from the content the Chinese words reach', () => {
    const kb = buildKnowledgeBase();
    const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
    const { thinking } = composeAnswer(kb, {
      question: '暑期intern什么时候投？',
      previousQuestions: [],
      previousAnswer: '',
      profile,
    });
    expect(thinking).toContain('暑期实习');
  });
});

describe('keyboard slips in a question', () => {
  it('reads the common pinyin slips as the words meant, and leaves real words alone', () => {
    expect(readSlips('考妍还是工作啊')).toBe('考研还是工作啊');
    expect(readSlips('秋召面式挂了，简力要改吗')).toBe('秋招面试挂了，简历要改吗');
    expect(readSlips('这次考验很难')).toBe('这次考验很难');
    expect(readSlips('公司让我内退')).toBe('公司让我内退');
  });

  it('answers a question with a slip from the content the meant word reaches', () => {
    const kb = buildKnowledgeBase();
    const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
    const { thinking, text } = composeAnswer(kb, {
      question: '考妍还是工作啊，我是二本英语专业',
      previousQuestions: [],
      previousAnswer: '',
      profile,
    });
    expect(thinking).toContain('考研还是就业');
    expect(text).not.toContain('考妍');
  });
});
