import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { profileFor } from '../chat/planner-profiles.js';
import { ask } from './entry-cases.js';

/*
 * Questions written for these tests, one class each: a time of year that is no choice of its own, applications
 * counted in the asker's own numbers, the job a major is named after ruled out, and a choice asked under a condition.
 */

describe('a time of year is not a choice', () => {
  it('reads 大三暑假 beside applications with no answer as the applications, not the 考研 summer', () => {
    const { thinking, text } = ask('大三暑假实习找不到，投了五十多份都没回音，是不是简历有问题？');
    // The applications are for an internship: its own entry answers them (intern-context.ts).
    expect(thinking).toContain('「找实习投了很多都没回音」');
    expect(thinking).not.toContain('实习和考研冲突');
    expect(text).toMatch(/简历/u);
  });
  it('still reads the summer weighed against revision', () => {
    expect(ask('大三暑假考研复习和实习冲突了怎么办').thinking).toContain('实习和考研冲突');
  });
});

describe('applications counted however the asker counts them', () => {
  it.each(['投了30份都没回', '海投了一个月都没回复', '投了两百个岗位都没回音'])('%s', (q) => {
    expect(ask(q).thinking).toContain('「投了很多简历没回音」');
  });
});

describe('the job a major is named after, ruled out', () => {
  it('keeps the outlets that only say the major’s name, and drops the job itself', () => {
    const { text } = ask('学会计的除了做会计还能做什么？');
    expect(text).toContain('会计师事务所审计');
    expect(text).toContain('业务财务与经营分析');
    expect(text).not.toContain('**企业财务会计**');
  });
});

describe('a choice asked under a condition', () => {
  it('weighs the two options, not the condition joined to the first', () => {
    const { text } = ask('考公的话选省考还是国考？');
    expect(text).not.toContain('公的话');
    expect(text).toMatch(/在(?:国考和省考|省考和国考)之间/u);
  });
  it('says what each exam recruits for', () => {
    expect(ask('国考和省考有什么区别').text).toMatch(/直属机构/u);
  });
});

describe('a manager in a factory leaving it', () => {
  it('is answered for the management job, not for a line worker', () => {
    const { thinking, text } = ask('在工厂做了5年生产主管，想转行，能去做什么');
    expect(thinking).toContain('车间主任、生产主管想转行');
    expect(text).toMatch(/生产计划|EHS|供应链/u);
  });
});

describe('the pay of a job with no card', () => {
  it('names the job as the asker named it, never “这个岗位”', () => {
    const { text } = ask('应届生去成都做会展策划，月薪一般给多少？');
    expect(text).toContain('### 会展策划的薪资怎么看');
    expect(text).not.toMatch(/这个岗位岗位|查 20 条成都的这个岗位/u);
  });
  it('names a job with a card as the asker named it, without the doing', () => {
    expect(ask('应届生去深圳做嵌入式，月薪一般给多少？').text).toContain('### 嵌入式的薪资怎么看');
  });
});

describe('an option described after its pay', () => {
  it('is named by the words before the pay', () => {
    const { text } = ask('两个offer：一个是国企月薪6k很稳定，一个是互联网小厂12k但是996，选哪个？');
    expect(text).toMatch(/在(?:国企和互联网小厂|互联网小厂和国企)之间/u);
    expect(text).not.toContain('国企很稳定');
  });
});

describe('what the asker does in their own time', () => {
  const kb = buildKnowledgeBase();
  // S I A R C E: enterprising lowest.
  const profile = profileFor(['S', 'I', 'A', 'R', 'C', 'E']);
  const askWith = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });
  it('is no question about a job’s day, and the result asked about is set against it', () => {
    const { text } = askWith('为什么测出来我的企业型这么低？我平时挺爱组织活动的');
    expect(text).not.toContain('### [文体活动指导员]');
    expect(text).toContain('### 你说的和测评结果对一对');
    expect(text).toMatch(/企业型是 \d+%，是你六种里最低的/u);
  });
  it('still reads a job’s day asked of the job', () => {
    expect(ask('程序员平时忙吗').thinking).toMatch(/日常/u);
  });
});

describe('a limit said after a question about a major', () => {
  it('is added as a limit, not joined to the major as what is not wanted', () => {
    const first = '计算机专业毕业去哪些行业比较好？';
    const previousAnswer = ask(first).text;
    const { thinking } = composeAnswer(buildKnowledgeBase(), {
      question: '那如果我不想加班呢？',
      previousQuestions: [first],
      previousAnswer,
      profile: profileFor(['I', 'R', 'C', 'A', 'S', 'E']),
    });
    expect(thinking).toContain('不考虑加班');
    expect(thinking).not.toMatch(/加班学计算机/u);
  });
});
