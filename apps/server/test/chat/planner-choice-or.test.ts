import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { noProfile } from './planner-profiles.js';

/*
 * Two options joined by 或者 across a comma, or set side by side as 二选一, are a choice like 还是: the answer takes a
 * position between them, named as the asker would (the job, not the exam taken for it or the place it is done in).
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a choice said with 或者 or 二选一', () => {
  it('reads the two options, each by what it is', () => {
    expect(readChoice('我在犹豫：考教资去当老师，或者继续在培训机构干销售')?.options).toEqual(['老师', '培训机构销售']);
    expect(readChoice('会计专业，CPA和考研二选一，时间只够准备一个')?.options).toEqual(['CPA', '考研']);
  });

  it('is not read where nothing is being chosen', () => {
    expect(readChoice('想做数据分析，或者说对数据感兴趣，要学什么')).toBeNull();
    expect(readChoice('在银行干柜员，或者叫综合柜员，工资多少')).toBeNull();
  });

  it('gets a position, and its subject is an option, not the hesitating', () => {
    expect(answer('纠结：回老家考编，或者留在杭州做电商运营')).toMatch(/我更建议你选/u);
    expect(answer('会计专业，CPA和考研二选一，时间只够准备一个')).toMatch(/我更建议你选(CPA|考研)/u);
    expect(questionSubjects('我在犹豫：考教资去当老师，或者继续在培训机构干销售')).not.toContain('犹豫');
  });
});
