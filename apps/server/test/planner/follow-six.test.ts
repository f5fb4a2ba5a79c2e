import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { metaAsked } from '../../src/providers/llm/offline/follow-meta.js';
import { slotChanged } from '../../src/providers/llm/offline/follow-slot.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * Conversations that go on, round six: a verb of weighing before the subject, the chances asked after a fact, and a
 * fact of the asker's schooling or age added alone to the question before. Written for these tests, apart from the
 * evaluation sets.
 */

describe('a verb of weighing before the subject (subject.ts)', () => {
  it('keeps the thing weighed whole, not split after the verb', () => {
    expect(questionSubjects('我在考虑考公，但不知道自己适不适合')).toEqual(['考公']);
    expect(questionSubjects('我在考虑考研')).toEqual(['考研']);
    expect(questionSubjects('最近在琢磨要不要转行做产品')).not.toContain('琢磨');
  });

  it('never opens the answer with the split subject', () => {
    expect(chain('我在考虑考公，但不知道自己适不适合').at(-1)).not.toContain('虑考公');
  });
});

describe('the chances asked after a fact (follow-meta.ts)', () => {
  it('is not read as a question of timing', () => {
    expect(metaAsked('还有机会吗？')).toBeNull();
    expect(metaAsked('现在开始还来得及吗')).toBe('timing');
  });

  it('answers the degree in the matter asked, not the stage template', () => {
    const last = chain('想进银行工作要怎么准备？', '我是专科学历，还有机会吗').at(-1)!;
    expect(last).not.toContain('早不早、晚不晚');
    expect(last).toMatch(/专科|大专|学历/u);
  });
});

describe('a fact of schooling or age added alone (follow-slot.ts)', () => {
  it('reads the schooling as one change of the question before', () => {
    expect(slotChanged('我不是师范生', '怎么准备教师资格证考试？')).toMatchObject({ kind: 'background' });
    expect(slotChanged('我本科是普通二本，还有机会吗？', '我想考国考，来得及吗？')).toMatchObject({
      kind: 'background',
      to: '我本科是普通二本',
    });
    expect(slotChanged('我是学文科的，数学很差', '零基础想学数据分析，从哪开始？')?.kind).toBe('background');
  });

  it('is no change when the background is asked about on its own', () => {
    expect(slotChanged('文科生能学编程吗', '零基础怎么自学编程？')).toBeNull();
  });

  it('carries the question before with the fact, naming it first', () => {
    const last = chain('零基础想学数据分析，从哪开始？', '我是学文科的，数学很差').at(-1)!;
    expect(last).toContain('加上“你是学文科的，数学很差”');
    expect(last).toContain('数据分析');
  });

  it('answers an age with 来得及吗 as the question before at that age, not the stage template', () => {
    const last = chain('想做新媒体运营要学什么？', '我已经35了，还来得及吗').at(-1)!;
    expect(last).not.toContain('早不早、晚不晚');
    expect(last).toContain('放到35岁来看');
  });
});

describe('a startup said as where one works (workplace-said.ts)', () => {
  it('answers the unpaid wages, not whether to start a business', () => {
    for (const q of ['我在一家创业公司上班，工资老是拖欠', '我在一家创业公司上班，工资总是拖几个月才发，怎么办？']) {
      const text = chain(q).at(-1)!;
      expect(text).toMatch(/仲裁|劳动保障监察|12333/u);
      expect(text).not.toContain('创业还是就业');
    }
  });

  it('still weighs the startup when the question weighs it', () => {
    expect(chain('我在创业公司上班，要不要跳去大厂？').at(-1)).toMatch(/大厂|上市公司/u);
  });
});

describe('那你觉得呢 right after a list (positions.ts)', () => {
  it('takes a position among what was listed', () => {
    for (const ask of ['那你觉得呢？', '你怎么看？']) {
      const last = chain('学计算机的能做哪些工作？', ask).at(-1)!;
      expect(last).toContain('### 在上一轮说的几条路里挑');
    }
  });
});

describe('a fact that asks something of its own (follow-slot.ts)', () => {
  it('is no change of the question before', () => {
    expect(slotChanged('我数学不好，上面哪个不太需要数学', '学计算机的能做哪些工作？')).toBeNull();
  });
});
