import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Two-turn conversations: the follow-up builds on the previous answer (the choice asked for again, a point of it
 * explained, an aspect of its subject, a condition added), a new subject is not read as one, and after a turn
 * declined for distress the care comes first. Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const DISTRESS_DECLINE =
  '听到你这么难受，我很担心你。请尽快联系信任的人，拨打全国心理援助热线 12356，如有危险请立即拨打 120 或 110。';

function converse(first: string, then: string, previousAnswer?: string) {
  const before =
    previousAnswer ?? composeAnswer(kb, { question: first, previousQuestions: [], profile: noProfile }).text;
  return composeAnswer(kb, { question: then, previousQuestions: [first], previousAnswer: before, profile: noProfile });
}

describe('offline planner follow-ups', () => {
  it('asked again which to choose, says the choice again in other words', () => {
    const { text } = converse('手上有两个offer，一个是国企行政，一个是互联网运营，纠结', '那我到底该选哪个');
    expect(text).toMatch(/我还是建议你选(国企|互联网)/);
    expect(text).toMatch(/什么时候该反过来选/);
  });

  it('explains a point of the previous answer it points at', () => {
    const { text } = converse('面试时自我介绍怎么说比较好', '你说的第二点是什么意思');
    expect(text).toMatch(/你问的是上一轮的第2点：“/);
  });

  it('splits a point at its sentences, never a condition from what follows it', () => {
    const previous = [
      '### 要权衡的几点',
      '- 先看目标岗位要不要硕士学历。',
      '- 代价：两到三年的时间和收入，毕业时同龄人可能已有工作经验。备考一年挤占实习和秋招，一旦失利，就业准备也会落后。',
    ].join('\n');
    const { text } = converse('考研还是直接工作，怎么判断？', '你说的第二点能展开讲讲吗', previous);
    expect(text).toContain('这一点说了2件事');
    expect(text).toContain('2. 备考一年挤占实习和秋招，一旦失利，就业准备也会落后');
    expect(text).not.toMatch(/^\d\. 一旦失利$/mu);
    expect(text).not.toContain('最后一层');
  });

  it('reaches the entry written for an aspect of the previous subject', () => {
    expect(converse('我打算考注册会计师', '难不难考呀').text).toMatch(/合格率/);
    expect(converse('考研需要报辅导班吗', '一般要花多少钱').text).toMatch(/报名费/);
    expect(converse('我想做人力资源HR', '那需要考什么证').text).toMatch(/企业人力资源管理师/);
  });

  it('adds a condition to a question about a major', () => {
    const { text } = converse('机械专业将来能做啥', '如果我是女生呢');
    expect(text).toMatch(/把“你是女生”这一点加进来/);
    expect(text).toMatch(/理工/);
  });

  it('does not carry the previous subject into a question that turns to another', () => {
    const { reading } = converse('新媒体运营工资怎么样', '对了，换个问题，居住证在哪办');
    expect(reading.followUp).toBeNull();
  });

  it('after a distress decline, says the care and the hotline first and offers no service', () => {
    const { text } = converse('活着没意思，工作也找不到', '那我该怎么办', DISTRESS_DECLINE);
    expect(text).toMatch(/12356/);
    expect(text).not.toMatch(/可以了解的服务/);
  });

  it('asks about the option left when the other is ruled out', () => {
    const { text } = converse('化学专业还值得考研吗', '那不考研直接去工作的话呢');
    expect(text).toContain('选就业的话');
    expect(text).not.toContain('我更建议你选考研');
  });

  it('continues the entry the previous turn was on, beyond what it said', () => {
    const { reading } = converse('考研差几分没上，二战吗', '二战成功率大不大');
    expect(reading.followUp).not.toBeNull();
  });

  it('reads a topic phrase with filler words inside it', () => {
    const { reading } = converse('我想出国读研', '那出国读研一般要多少钱');
    expect(reading.topic?.id).toBe('study-abroad-cost');
  });

  it('after a job, asks which city for that job', () => {
    const { reading } = converse('产品经理是做什么的', '去哪个城市好');
    expect(reading.decision?.id).toBe('choose-city');
    expect(reading.followUp).not.toBeNull();
  });
});

describe('a follow-up on what the subject itself takes', () => {
  it('how long a career change takes is not answered with the exams’ preparation times', () => {
    const { thinking, text } = converse('想转行做产品经理，需要准备什么', '那大概要准备多久');
    expect(thinking).not.toContain('常见考试要准备多久');
    expect(text).not.toMatch(/法考|教师资格证/);
    // With an exam in the conversation they are the answer.
    expect(converse('我打算考注册会计师', '一般要准备多久').text).toMatch(/\d+\s*年|个月/);
  });

  it('a workplace named in a pay follow-up is no job of its own', () => {
    const { text } = converse('护士除了医院还能去哪', '工资会比医院低吗');
    expect(text).not.toContain('医院护送员');
  });

  it('how deep a data analyst’s SQL must go reaches the entry written for it', () => {
    const { thinking, text } = converse('数据分析师需要什么技能', 'SQL要学到什么程度');
    expect(thinking).toContain('数据分析的 SQL、Excel、Python 要学到什么程度');
    expect(text).toMatch(/窗口函数|JOIN/);
  });
});
