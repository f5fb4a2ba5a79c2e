import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';
import { ask } from './entry-cases.js';

/*
 * A job card asked what the days hold says the day, not only the card's one-line summary; a major's short name
 * inside a job title, and a job's Latin name, are the job's. Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const read = (q: string) => readAlone(kb, q, noProfile);

describe('a job card asked about the days', () => {
  it('walks through the day', () => {
    expect(ask('招聘专员每天忙些什么').text).toMatch(/邀约面试/u);
    expect(ask('质检员平时工作都干啥').text).toMatch(/巡检/u);
    expect(ask('客服一天都在做什么').text).toMatch(/排班/u);
  });
  it('keeps the day out of other asks', () => {
    expect(ask('会计需要什么技能').text).not.toMatch(/月底结账/u);
  });
});

describe('a major’s short name inside a job title', () => {
  it('is the job, not the major', () => {
    expect(read('临床数据管理员是做什么的').majors.map((m) => m.name)).not.toContain('临床医学');
    expect(read('临床监查员(CRA)是做什么的').majors.map((m) => m.name)).not.toContain('临床医学');
  });
  it('leaves a title that is the field’s practitioner or the major itself', () => {
    expect(read('市场营销专业以后做什么').majors.map((m) => m.name)).toContain('市场营销');
  });
});

describe('a job’s Latin name', () => {
  it('is no Holland code', () => {
    expect(read('护理专业毕业想做CRA，需要什么条件').code).toBeUndefined();
  });
  it('is the code when said as the result', () => {
    expect(read('我测出来是CRA，适合做什么').code).toBe('CRA');
  });
});
