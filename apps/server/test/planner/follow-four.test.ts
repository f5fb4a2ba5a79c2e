import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * Follow-ups that asked something specific and got a thin or off answer: a bare why after a position on a decision,
 * why the listed skills, which direction to change to after the job left, and the rent of the city the conversation
 * is on. Written for these tests, apart from the evaluation sets.
 */

describe('a bare why after a position on a decision', () => {
  it('gives the reasons: when the picked road pays off and what the other one costs', () => {
    const last = chain('我是化学专业大四，考研还是直接工作？', '为啥').at(-1)!;
    expect(last).toContain('**理由**');
    expect(last).toMatch(/是因为它要付出的代价/u);
    expect(last.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('why learn the skills just listed', () => {
  it('ties each listed skill to the work, with which to learn first', () => {
    const last = chain('UI设计师要学哪些东西？', '为什么要学这些').at(-1)!;
    expect(last).toContain('核心技能');
    expect(last).toMatch(/先学/u);
    expect(last.split('\n').filter((l) => /^- \*\*.+\*\*：/u.test(l)).length).toBeGreaterThanOrEqual(3);
    // No link text cut in half by the bracketed list of occupations.
    expect(last).not.toMatch(/surveyTest/u);
  });
});

describe('which direction to change to, after the job left', () => {
  it('says for each direction why it suits and a first step', () => {
    const last = chain('我当了四年护士，不想干了', '那转什么方向比较好').at(-1)!;
    expect(last).toMatch(/可以转的几个方向/u);
    expect((last.match(/为什么适合你/gu) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((last.match(/第一步/gu) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('takes the job the asker said over none at all, and is not used without a job left', () => {
    const last = chain('大二学生，学的汉语言文学', '转什么方向比较好').at(-1)!;
    expect(last).not.toMatch(/可以转的几个方向/u);
  });
});

describe('the rent of the city the conversation is on', () => {
  it('answers the rent, not the job card again', () => {
    const last = chain('我想去南京做会计，工资大概多少？', '那边房租贵吗').at(-1)!;
    expect(last).toContain('南京的房租');
    expect(last).toMatch(/三分之一/u);
    expect(last).not.toMatch(/\*\*核心技能\*\*/u);
  });
});
