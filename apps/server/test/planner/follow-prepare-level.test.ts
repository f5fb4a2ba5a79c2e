import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { asksToPrepare, prepareAsked } from '../../src/providers/llm/offline/follow-prepare.js';
import { levelSaid } from '../../src/providers/llm/offline/follow-level.js';

/*
 * Two follow-ups that build on the answer before: 'how do I prepare' after a decision (the road the asker named or
 * the answer leaned to, and its first steps), and the asker's schooling said after a job's answer (set against
 * what the job usually asks). Written for these tests, apart from the evaluation sets.
 */

describe('how to prepare, after a decision', () => {
  it('reads the ways people ask how to start', () => {
    expect(asksToPrepare('那我应该怎么准备？')).toBe(true);
    expect(asksToPrepare('好，要是决定了，先做哪一步')).toBe(true);
    expect(asksToPrepare('从哪开始比较好')).toBe(true);
    expect(asksToPrepare('那工资一般多少')).toBe(false);
  });

  it('takes the one road the question before named, by its longest words', () => {
    const found = prepareAsked(kb, '那我要是决定考，该怎么准备', {
      question: '工作两年了，想辞职去考公务员，值得吗',
      answer: '',
    });
    expect(found?.road?.option.name).toBe('考公');
  });

  it('takes the road the answer leaned to when the question named two', () => {
    const decision = kb.planner.decisionById.get('kaoyan-or-job');
    const found = prepareAsked(kb, '接下来怎么准备', {
      question: '毕业了是读研还是找工作',
      answer: '**在考研和就业之间，我更建议你选就业**。理由……',
      decision,
    });
    expect(found?.road?.option.name).toBe('就业');
  });

  it('names no road when the question names one of its own, or none can be told', () => {
    expect(prepareAsked(kb, '考研怎么准备', { question: '考研还是工作', answer: '' })).toBeNull();
    expect(prepareAsked(kb, '那我该怎么准备', { question: '我是学历史的', answer: '' })).toBeNull();
  });

  it('answers with the first steps of the road, not the decision again', () => {
    const [, answer] = chain('在单位干了三年，要不要辞职考公务员？', '好，那要是决定考，该怎么准备？');
    expect(answer).toMatch(/先做这几件事/u);
    expect(answer).toMatch(/职位表|行测|申论/u);
  });
});

describe('the asker’s schooling said after a job’s answer', () => {
  it('reads a level said of oneself, not one asked of the job', () => {
    expect(levelSaid('如果我只是大专呢')).toBe('vocational');
    expect(levelSaid('我是硕士的话呢')).toBe('master');
    expect(levelSaid('要是本科毕业呢')).toBe('undergrad');
    expect(levelSaid('这个岗位要求本科吗')).toBeNull();
  });

  it('sets a 专科 asker against a job that usually asks 本科, with the ways past it', () => {
    const [, answer] = chain('产品经理怎么入行？', '要是我只有大专学历呢？');
    expect(answer).toMatch(/### 按专科学历看产品经理/u);
    expect(answer).toMatch(/专升本|自考|成人本科/u);
  });

  it('says what a master’s adds to a job 本科 already opens', () => {
    const [, answer] = chain('数据分析师是做什么的', '那如果我读了硕士呢');
    expect(answer).toMatch(/按研究生学历看数据分析师/u);
    expect(answer).toMatch(/本科就能进/u);
  });
});
