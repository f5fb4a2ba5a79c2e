import { describe, expect, it } from 'vitest';
import { jobAsked } from '../../src/providers/llm/offline/job-asks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The job a question asks about, read past the asker's own major or past work (own-background.ts) and past a generic
 * word that is only the head of a more specific title (job-asks.ts, jobAsked).
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the job asked, not the asker’s background', () => {
  it('reads a major said after the question as who asks, not what is asked', () => {
    expect(jobAsked('双非本科能进四大吗？我是财务管理专业的')?.name).toBe('审计');
    expect(ask('双非本科能进四大吗？我是财务管理专业的')).toMatch(/### 从双非、财务管理专业看审计/u);
    expect(jobAsked('我是学会计的，想做数据分析')?.name).toBe('数据分析');
    expect(jobAsked('以前是做销售的，想转行当程序员')?.name).toBe('程序员');
  });

  it('keeps the background’s job when it is the only one named', () => {
    expect(jobAsked('会计专业的能找到工作吗')?.name).toBe('会计');
    expect(jobAsked('学会计好找工作吗')?.name).toBe('会计');
  });

  it('reads a generic head word as part of the specific title before it', () => {
    expect(jobAsked('外贸业务员工资一般多少')?.name).toBe('外贸');
    expect(jobAsked('医药销售累不累')?.name).toBe('医药代表');
    expect(jobAsked('做了两年销售，想转HR')?.name).toBe('人力资源');
  });
});
