import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A short or unsettled work history said in the asker's words (how little time they stayed, how many jobs they had)
 * reaches the entries on short stints and on hopping too often, not the résumé's layout or probation rights.
 * Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a short or unsettled work history', () => {
  it('a job left within months', () => {
    const { thinking, text } = ask('第一份工作只待了一个多月，简历上怎么处理');
    expect(thinking).toContain('「几个月的短期工作经历要不要写进简历」');
    expect(text).toMatch(/背调/);
  });
  it('a job left before probation ended', () => {
    expect(ask('试用期就离职了，那段经历还写吗').thinking).toContain('「几个月的短期工作经历要不要写进简历」');
  });
  it('several jobs in a few years', () => {
    const { thinking, text } = ask('毕业两年换了好几份，hr会不会觉得我不稳定');
    expect(thinking).toContain('跳槽太频繁怎么办');
    expect(text).toMatch(/主线/);
  });
});

describe('the neighbouring entries keep their questions', () => {
  it('whether a short internship is worth it', () => {
    expect(ask('只做了三个月的实习有用吗').thinking).not.toContain('短期工作经历');
  });
  it('how settled a state-owned job is', () => {
    expect(ask('国企工作稳定性差吗').thinking).not.toContain('跳槽太频繁');
  });
});
