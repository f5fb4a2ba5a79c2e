import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from './planner-profiles.js';

/*
 * Résumés, written tests and interviews: each kind of question (a weakness, a career plan, a gap after exams, a
 * group-interview role, a type of structured question, an AI interview, a portfolio of one discipline…) reaches the
 * entry written for it rather than one catch-all HR 面 or 群面 block, and is answered with what a counsellor would
 * say about it. Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string, previous: { question: string; answer: string } | null = null) =>
  composeAnswer(kb, {
    question,
    previousQuestions: previous ? [previous.question] : [],
    previousAnswer: previous?.answer ?? '',
    profile: noProfile,
  });
const topicOf = (question: string) => readTarget(kb, question).topic?.id ?? '';

const cases: Array<{ q: string; topic: string; says: RegExp }> = [
  { q: '面试官让我说三个缺点，我该挑哪种', topic: 'interview-weakness', says: /改进/ },
  { q: 'hr问我：你对未来三年有什么规划？怎么说比较稳', topic: 'interview-career-plan', says: /岗位/ },
  { q: '被问为啥不考研，其实是没考上，能直说吗', topic: 'interview-why-not-kaoyan', says: /如实/ },
  { q: '群面我想当记录员，会不会没存在感', topic: 'group-interview-roles', says: /记录/ },
  { q: '无领导的时候有个人老是抢话，还把话题带偏了', topic: 'group-interview-dominant', says: /拉回|任务/ },
  { q: '事业单位面试是无领导，和结构化有什么区别', topic: 'civil-group-interview', says: /考官/ },
  { q: '社会现象题属于综合分析题吗，怎么答', topic: 'structured-analysis', says: /对策/ },
  { q: '应急应变题老是答成背模板怎么办', topic: 'structured-emergency', says: /轻重缓急/ },
  { q: '明天第一次ai面试，要对着摄像头答题', topic: 'ai-interview', says: /镜头|关键词/ },
  { q: '腾讯会议面试到一半断网了怎么补救', topic: 'video-interview-trouble', says: /重新|联系/ },
  { q: '考公两年没上岸，简历空了两年怎么解释', topic: 'gap-after-exams', says: /如实|备考/ },
  { q: '简历写不下了，哪些经历该删', topic: 'resume-one-page', says: /相关/ },
  { q: '只有课设和大作业，能当项目经历写吗', topic: 'resume-course-project', says: /角色|负责/ },
  { q: '银行和国企笔试的行测题做不完怎么办', topic: 'xingce-test', says: /时间|模块/ },
  { q: '秋招性格测评会不会有测谎题', topic: 'personality-test', says: /一致|矛盾/ },
  { q: '笔试编程题是acm模式还是核心代码模式', topic: 'coding-test', says: /输入输出/ },
  { q: '室内设计作品集求职要放施工图吗', topic: 'portfolio-architecture', says: /施工图/ },
  { q: '交互设计的作品集，没做过项目怎么办', topic: 'portfolio-ux', says: /用户|调研/ },
  { q: '怎么婉拒offer比较好', topic: 'decline-offer', says: /感谢/ },
  { q: '面试完一周了还没消息，要不要催hr', topic: 'interview-follow-up', says: /跟进|进度/ },
  { q: '群面遇到资源分配题怎么讨论', topic: 'group-interview-question-types', says: /目标|约束/ },
  { q: '考研复试的英语口语会问什么', topic: 'retest-english-intro', says: /研究|专业/ },
];

describe('a résumé, written-test or interview question', () => {
  for (const c of cases)
    it(`is answered from its own entry: ${c.q}`, async () => {
      expect(topicOf(c.q)).toBe(c.topic);
      const { text } = ask(c.q);
      expect(text).toMatch(c.says);
      // At most the one service that fits (求职陪跑 or 考公考编), never an unrelated one.
      expect(paidServices(text).length).toBeLessThanOrEqual(1);
      expect((await gate.check(text, 'answer')).pass).toBe(true);
    });

  it('gets different blocks for different interview questions, not one HR 面 block', () => {
    const weakness = ask('面试官问你最大的缺点是什么').text;
    const plan = ask('面试被问到职业规划怎么答').text;
    const hr = ask('终面是hr面，一般问什么').text;
    expect(weakness).not.toContain('HR 面：要点');
    expect(plan).not.toContain('HR 面：要点');
    expect(hr).toContain('HR 面：要点');
    expect(hr).toMatch(/期望薪资|到岗/);
  });

  it('reads the question a group-interview role asks, not the round it happens in', () => {
    expect(topicOf('群面被分到当计时员怎么表现')).toBe('group-interview-roles');
    expect(topicOf('群面有人很强势怎么办')).toBe('group-interview-dominant');
    expect(topicOf('群面技巧有哪些')).toBe('group-interview');
  });
});

describe('reading an interview question', () => {
  it('keeps a portfolio question about coursework in scope', () => {
    expect(scopeOf('作品集能放课程作业吗')).toBe('career');
    expect(scopeOf('秋招笔试题答案能发我吗')).toBe('career');
    expect(scopeOf('帮我写一下数学作业')).toBe('off-topic');
  });

  it('reads a place by the longest phrase there, not also by the shorter ones inside it', () => {
    // 设计作品集 and 作品集 lie inside 室内设计作品集; 笔试 inside 行测笔试.
    expect(topicOf('景观设计专业，景观作品集求职和申请有什么不同')).toBe('portfolio-architecture');
    expect(topicOf('室内设计作品集和平面的有什么不同')).toBe('portfolio-architecture');
    expect(topicOf('行测笔试总是刷不完题')).toBe('xingce-test');
    expect(topicOf('笔试一般考什么')).toBe('written-test-oa');
  });

  it('keeps the interview entries to interview questions', () => {
    // Planning one's own years, weighing two options, a road's hard requirement: not how to answer an interviewer.
    expect(topicOf('如何规划未来三年的职业发展')).not.toBe('interview-career-plan');
    expect(topicOf('国企和外企各有什么优缺点')).not.toBe('interview-weakness');
    expect(topicOf('大专学历能考公务员吗')).not.toBe('low-degree-interview');
    expect(topicOf('考研数学要刷多少题')).not.toBe('coding-test');
  });

  it('does not take a job word used as a verb for the job', () => {
    const { text } = ask('英文简历能不能直接把中文的翻译一下');
    expect(text).toContain('英文简历');
    expect(text).not.toContain('翻译（口译与笔译）');
  });

  it('shows the neighbouring topic’s points that bear on a follow-up', () => {
    const first = ask('一分钟自我介绍怎么说');
    const next = ask('那自我介绍里要不要把缺点也说了？', { question: '一分钟自我介绍怎么说', answer: first.text });
    expect(next.text).toContain('自我介绍里不必主动提缺点');
  });

  it('names no service that does not exist in a written-test answer', () => {
    const { text } = ask('企业笔试怎么准备，会不会有人作弊');
    expect(text).not.toMatch(/代考/);
  });
});
