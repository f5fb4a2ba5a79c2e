import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A major's answer names what a counsellor would for the question asked of it: its plan year by year, its outlets
 * and whether to study on even when the question asks them beside another aspect. Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a major year by year', () => {
  it("a major's plan over four years names each year with the major's own roads", () => {
    const { text } = ask('我是学生物技术的，刚上大一，这四年该怎么规划');
    for (const year of ['大一', '大二', '大三', '大四']) expect(text).toContain(`**${year}**`);
    expect(text).toMatch(/实验室|课题组/);
    expect(text).toMatch(/实习/);
    expect(text).toMatch(/秋招/);
  });

  it('a plan asked beside a decision about the first year still says what each year of the major is for', () => {
    const { text } = ask('财务管理大一新生，大学四年怎么规划比较好');
    expect(text).toContain('### 大学每年做什么');
    expect(text).toMatch(/实习/);
  });

  it('a student in one year asking how to get ready for a job gets the years left of the major', () => {
    const { text } = ask('我是电气工程及其自动化大三的，以后想去电网，该怎么准备');
    expect(text).toContain('从大三起每年做什么');
    expect(text).not.toContain('**大二**');
  });

  it('what the asker rules out leaves the rest of the year in the plan', () => {
    const { text } = ask('学统计的大二，不想考研，每年该做什么');
    expect(text).toContain('**大三**');
    expect(text).not.toMatch(/考研的 12 月初试/);
  });
});

describe("a major's outlets and further study asked together", () => {
  it('asked whether jobs are easy to find and which skills to learn, the answer names both', () => {
    const { text } = ask('经济统计学本科好找工作吗，需要学哪些技能');
    expect(text).toContain('经济统计学的主要出路');
    expect(text).toContain('用人单位看重的能力');
  });

  it('where a major leads is said with whether to study on', () => {
    expect(ask('大气科学这个专业出路怎么样').text).toContain('读研与深造');
  });

  it('a 天坑 question with 学材料 reaches the materials major and its further study', () => {
    const { text } = ask('学材料的真的是天坑吗，本科毕业能干嘛');
    expect(text).toContain('材料科学与工程');
    expect(text).toMatch(/硕士|读研/);
  });

  it("'以后干什么' asks where a language major leads, with whether to study on, not one job's day", () => {
    const { text } = ask('学俄语的以后干什么比较好');
    expect(text).toContain('俄语的主要出路');
    expect(text).toContain('读研与深造');
  });
});

describe('the major the question names', () => {
  it("a major's own name wins over another's alias of the same length ('动物医学专业' is not 医学专业)", () => {
    const { text } = ask('动物医学专业毕业都去哪了');
    expect(text).toContain('动物医学的主要出路');
    expect(text).not.toContain('临床医学');
  });

  it('asked whether a major needs a master, the answer names where a bachelor already goes', () => {
    expect(ask('学生物科学一定要读研吗').text).toContain('本科直接工作的话');
  });

  it('weighing 考研 against a job for a major names that major’s jobs', () => {
    expect(ask('数学与应用数学，考研还是直接就业').text).toContain('直接工作的话，常见去向');
  });
});
