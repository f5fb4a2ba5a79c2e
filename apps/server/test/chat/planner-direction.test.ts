import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { noProfile, profileFor } from './planner-profiles.js';

/*
 * Choosing a direction: two majors, jobs, cities or sectors weighed take a side with a reason drawn from the asker's
 * goals, result or major; a question about one's own code explains it; pay questions name what was asked and give
 * sourced reference figures. Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;
const opening = (text: string) => text.split('\n\n').slice(1, 3).join('\n');
const withMajor = (major: string, profile: ChatProfile = noProfile): ChatProfile => ({
  ...profile,
  facts: [`专业：${major}`],
});

describe('two majors weighed', () => {
  it('takes the one whose outlets lead where the asker wants to go, naming both', () => {
    const text = ask('统计学和数学与应用数学选哪个好，以后想去银行做风控');
    expect(opening(text)).toMatch(/更建议你选统计学/);
    expect(text).toMatch(/金融风控/);
    expect(text).toMatch(/数学与应用数学：/);
  });

  it('takes the one closer to the result when the asker says no goal', () => {
    const text = ask('汉语言文学和计算机科学与技术选哪个', profileFor(['A', 'S', 'E', 'I', 'C', 'R']));
    expect(opening(text)).toMatch(/更建议你选汉语言文学/);
    expect(text).toMatch(/按你的测评/);
  });

  it('counts against a major what the asker rules out', () => {
    const text = ask('暖通和土木选哪个，不想以后天天跑工地');
    expect(opening(text)).toMatch(/更建议你选暖通/);
    expect(opening(text)).toMatch(/跑工地/);
  });

  it('reads a major cut short by the reading as the one the question names', () => {
    const text = ask('心理学和社会工作哪个更适合我', profileFor(['S', 'I', 'A', 'E', 'C', 'R']));
    expect(opening(text)).toMatch(/在(心理学和社会工作|社会工作和心理学)之间/);
    expect(text).not.toMatch(/还不知道你的兴趣/);
  });
});

describe('jobs, cities and sectors weighed', () => {
  it('weighs two jobs by the result over a decision about taking one of them', () => {
    const text = ask('我适合做销售还是HR', profileFor(['S', 'E', 'C', 'A', 'I', 'R']));
    expect(opening(text)).toMatch(/在HR和销售之间，我更建议你选HR/);
  });

  it('breaks a tie in fit by the asker’s strongest interest', () => {
    const text = ask('适合做产品经理还是UI设计', profileFor(['A', 'E', 'S', 'I', 'C', 'R']));
    expect(opening(text)).toMatch(/更建议你选UI设计/);
  });

  it('weighs two outlets of the asker’s own major from its entry', () => {
    const text = ask('临床药师和药品注册哪个好', withMajor('药学'));
    expect(opening(text)).toMatch(/医院药剂科与临床药师/);
    expect(opening(text)).toMatch(/药品注册与法规事务/);
  });

  it('weighs two cities by where the asker’s major is employed', () => {
    const text = ask('西安和杭州哪个好，我学电子商务的');
    expect(opening(text)).toMatch(/更建议你选杭州/);
    expect(opening(text)).toMatch(/电子商务/);
  });

  it('weighs two sectors by the asker’s major, not by a major the sectors are named like', () => {
    const text = ask('新能源和半导体哪个行业好', withMajor('材料科学与工程'));
    expect(opening(text)).toMatch(/材料科学与工程/);
    expect(opening(text)).not.toMatch(/新能源科学与工程/);
  });
});

describe('one’s own result', () => {
  it('explains how the code is made from the scores', () => {
    const text = ask('我的代码啥意思，为什么会是这个结果', profileFor(['I', 'R', 'C', 'A', 'S', 'E']));
    expect(opening(text)).toMatch(/IRC 是霍兰德职业兴趣理论/);
    expect(opening(text)).toMatch(/I＝研究型/);
  });

  it('weighs the major when asked about studying it', () => {
    const text = ask('我这个结果适合读会计吗', profileFor(['A', 'S', 'I', 'E', 'C', 'R']));
    expect(text).toMatch(/会计学专业和你的兴趣代码/);
  });

  it('weighs work on a factory floor as hands-on work', () => {
    const text = ask('我的结果R最高，适合进车间当技术员吗', profileFor(['R', 'C', 'I', 'E', 'S', 'A']));
    expect(text).toMatch(/工厂技术岗和你的兴趣代码 RCI 比较契合/);
  });
});

describe('majors and pay', () => {
  it('answers the less common languages from their own entries', () => {
    expect(ask('学葡语以后能干嘛')).toMatch(/葡萄牙语的主要出路/);
    expect(ask('学法语出来好找工作吗')).not.toMatch(/法学的主要出路/);
    expect(ask('小语种是不是越来越难就业了')).toMatch(/外派/);
  });

  it('reads “有没有好一点的方向” as asking for one, not as having none', () => {
    expect(ask('旅游管理毕业是不是只能当导游，有没有好一点的方向')).toMatch(/旅游管理/);
    expect(ask('旅游管理毕业是不是只能当导游，有没有好一点的方向')).not.toMatch(/大一很迷茫/);
  });

  it('names the job and city asked about and gives sourced reference figures', () => {
    expect(opening(ask('深圳做硬件工程师应届生一般给多少'))).toMatch(/硬件工程师在深圳的应届薪资/);
    const text = ask('成都做测试工程师应届一般给多少');
    expect(opening(text)).toMatch(/测试工程师/);
    expect(text).toMatch(/麦可思/);
  });

  it('takes a side between a public and a private hospital for a new graduate', () => {
    const text = ask('护士刚毕业，三甲还是私立，私立给的多');
    expect(text).toMatch(/更建议你选(?:三甲|公立医院)/);
    expect(text).not.toMatch(/护士刚/);
  });

  it('reads the subject through pay words', () => {
    expect(questionSubjects('深圳做硬件工程师应届生一般给多少')).toEqual(['硬件工程师']);
    expect(questionSubjects('在北京当小学老师一个月能拿多少')).toEqual(['小学老师']);
  });
});
