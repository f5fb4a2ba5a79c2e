import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A job's pay asked after its card ('它的工资大概多少'): the card holds no figure, so the answer names the job, says the
 * site has no table by job and city, and gives the sourced reference lines and how to look the pay up, as when the pay
 * is asked without a card. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
function followUp(first: string, question: string) {
  const before = composeAnswer(kb, { question: first, previousQuestions: [], previousAnswer: '', profile: noProfile });
  return composeAnswer(kb, { question, previousQuestions: [first], previousAnswer: before.text, profile: noProfile });
}

describe("a job's pay asked after its card", () => {
  it.each([
    ['数据分析师是做什么的', '它的工资大概多少', '数据分析师'],
    ['产品经理主要干什么', '这个岗位一个月能拿多少', '产品经理'],
    ['用户体验设计师是做什么的', '它的工资大概多少', '用户体验设计师'],
  ])('%s → %s: the reference lines, opened by the job', (first, question, job) => {
    const { text, thinking } = followUp(first, question);
    expect(text).toContain(`关于${job}的薪资`);
    expect(text).toMatch(/国家统计局/u);
    // Where the job's own pay is looked up, said of the job rather than of 'the target job' in general.
    expect(text).toMatch(/去哪查.{0,20}的准数/u);
    expect(thinking).toContain('薪资行情怎么查');
  });

  it('a card asked about its days gets no pay lines', () => {
    expect(followUp('数据分析师是做什么的', '它每天具体干什么').text).not.toMatch(/国家统计局/u);
  });
});

describe("a job's pay asked in other words", () => {
  const ask = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

  it.each([
    ['杭州Java开发应届生一般多少钱', 'Java开发'],
    ['深圳应届生硬件工程师一般给多少', '硬件工程师'],
    ['数据分析师起薪高吗', '数据分析师'],
  ])('%s: the reference lines, opened by the job', (question, job) => {
    const { text } = ask(question);
    expect(text).toMatch(new RegExp(`关于${job}.{0,8}的(?:应届)?薪资`, 'u'));
    expect(text).toMatch(/国家统计局/u);
  });

  it('what something costs is no pay ("读研要花多少钱")', () => {
    expect(ask('读研要花多少钱').text).not.toMatch(/关于.{1,12}的薪资/u);
  });
});

describe('a job called by another of its names', () => {
  it('"用户体验设计师是做什么的" is the UI/interaction designer\'s card, not the portfolio topic', () => {
    const { thinking } = composeAnswer(kb, {
      question: '用户体验设计师是做什么的',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(thinking).toContain('职业卡片「UI/交互设计师」');
  });
});
