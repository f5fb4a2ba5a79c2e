import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';

/** The planner's own content (seed/data/planner), not the fixtures: these check where its phrases lead. */
const kb = buildKnowledgeBase();
const at = (question: string) => {
  const r = readTarget(kb, question);
  return `${r.decision?.id ?? r.topic?.id ?? ''}/${r.case?.id ?? ''}`;
};

describe('the situations people ask about within a decision reach their own case', () => {
  it('choosing between offers', () => {
    expect(at('国企给八千很稳定，创业公司给一万五，我该去哪个')).toBe('bigtech-vs-startup/soe-vs-startup-pay');
    expect(at('两个offer总包差不多，一个月薪高一个年终奖多，怎么比')).toBe('choose-offer/package-compare');
    expect(at('大厂外包和小公司正式岗选哪个')).toBe('outsourcing-job/outsource-vs-small-fulltime');
    expect(at('本地国企和外地大厂怎么选')).toBe('choose-offer/local-vs-away');
    expect(at('一家公司催我签三方，另一家还在走流程，怎么办')).toBe('choose-offer/offer-deadline');
    expect(at('已经签了三方，后来考研上岸了怎么办')).toBe('renege-offer/passed-exam-after-signing');
    expect(at('接了offer还没签合同，现在想拒掉可以吗')).toBe('renege-offer/offer-letter-not-tripartite');
    expect(at('只拿到一个offer，不太满意，要不要签')).toBe('choose-offer/only-offer-wait');
    expect(at('银行的劳务派遣岗位能去吗')).toBe('outsourcing-job/soe-dispatch');
  });

  it('changing jobs and quitting', () => {
    expect(at('领导对我很好，我不好意思提离职')).toBe('job-hop-timing/kind-boss');
    expect(at('工作一年了想跳槽，涨薪多少才值得')).toBe('job-hop-timing/raise-worth');
    expect(at('加班太多想辞职，但是还没找好下家')).toBe('job-hop-timing/toxic-overtime');
    expect(at('等拿完年终奖再跳槽合适吗')).toBe('job-hop-timing/bonus-timing');
    expect(at('跳槽后后悔了，新公司不如老公司，怎么办')).toBe('job-hop-timing/regret-after-hop');
    expect(at('快到晋升评审了，等晋升还是跳槽')).toBe('job-hop-timing/promotion-or-hop');
    expect(at('在职怎么找工作？面试总要请假')).toBe('quit-without-offer/search-while-employed');
    expect(at('主动辞职能领失业金吗')).toBe('quit-without-offer/quit-unemployment-benefit');
    // Weighing 裸辞 against 骑驴找马 is the decision itself, not how to look for work while employed.
    expect(at('现在裸辞还是骑驴找马')).toBe('quit-without-offer/');
  });

  it('changing careers, from the job one has and to the job one wants', () => {
    expect(at('银行柜员干了两年，想转行，能做什么')).toBe('career-change-30/from-bank-teller');
    expect(at('护士想转行做什么比较好')).toBe('career-change-30/from-nurse');
    expect(at('在工厂上班，想转行学点技术')).toBe('career-change-30/from-factory');
    expect(at('做了三年行政，想转行做数据分析，要学什么')).toBe('career-change-30/to-data-analysis');
    expect(at('我是初中老师，想转行做产品经理可以吗')).toBe('product-vs-dev/career-change-to-pm');
    expect(at('35岁了还能转行吗')).toBe('career-change-30/change-at-35');
    expect(at('做了五年程序员，不想写代码了，能转什么')).toBe('career-change-30/from-programmer');
    expect(at('房地产不行了，做了三年地产工程想转行')).toBe('career-change-30/from-real-estate');
    expect(at('在教培机构当老师，想转行')).toBe('career-change-30/from-teacher');
    expect(at('转行报培训班值不值')).toBe('course-or-self-study/course-worth');
  });

  it('further study and finding a direction', () => {
    expect(at('三战失败了还要不要继续考')).toBe('kaoyan-or-job/retry-many-times');
    expect(at('找不到工作就考研可以吗')).toBe('kaoyan-or-job/escape-to-kaoyan');
    expect(at('已经拿到offer了，还要不要考研')).toBe('kaoyan-or-job/offer-in-hand-kaoyan');
    expect(at('考研失败了去考公可以吗')).toBe('kaoyan-or-kaogong/kaoyan-failed-then-kaogong');
    expect(at('调剂的研究生找工作会被嫌弃吗')).toBe('tiaoji-or-retry/adjust-is-it-worth');
    expect(at('觉得自己什么都不擅长，怎么找工作')).toBe('find-direction/good-at-nothing');
    expect(at('大二了还没方向怎么办')).toBe('freshman-plan/college-find-direction');
    expect(at('考编还是做喜欢的工作')).toBe('interest-or-stability/bianzhi-or-interest');
  });
});

describe('a situation said in other words than its phrases', () => {
  it('reaches the case whose phrases share the most words with it, within the decision', () => {
    expect(at('公司天天加班到半夜，要不要换工作')).toBe('job-hop-timing/toxic-overtime');
  });
  it('does not take a case for a question weighing the decision itself', () => {
    expect(at('裸辞还是骑驴找马')).toBe('quit-without-offer/');
  });
  it('reaches the cases and topics of situations newly phrased', () => {
    expect(at('刚入职就想离职，会影响以后吗')).toBe('job-hop-timing/first-year');
    expect(at('被裁了怎么办，接下来该干嘛')).toBe('after-layoff/');
    expect(at('做行政的想转做产品经理')).toBe('product-vs-dev/career-change-to-pm');
    expect(at('做销售的，想学编程转开发')).toBe('career-change-30/to-programming');
    expect(at('大二了一段实习都没有，正常吗')).toBe('find-internship/');
    expect(at('在国企干了两年，想辞职去考研，值得吗')).toMatch(/\/on-the-job$/);
    expect(at('毕业三年了一直在换工作，简历很难看，怎么办')).toMatch(/\/frequent-hops$/);
  });
});

describe('questions on finding a direction and on women in engineering', () => {
  it('reach their cases', () => {
    expect(at('好多都感兴趣但没有一个精通，怎么定方向')).toBe('find-direction/too-many-interests');
    expect(at('女生学工科将来好找工作吗')).toBe('women-career-family/women-in-stem');
  });
});

describe('interview, résumé and internship questions newly phrased', () => {
  it('reach their topics', () => {
    expect(at('HR问我最大的缺点，该怎么说')).toBe('interview-weakness/');
    expect(at('简历里的自我评价写什么好')).toBe('resume-structure/');
    expect(at('实习一直被安排打杂，想走了')).toBe('intern-leave-early/');
    expect(at('群面碰到有人很强势一直抢话怎么办')).toBe('group-interview-dominant/');
  });
});

describe('settling into a new job', () => {
  it('is not a question about changing jobs', () => {
    expect(at('新工作怎么快速融入团队')).toBe('new-employee/');
    expect(at('刚去新公司，怎么快速融入')).toBe('new-employee/');
  });
});

describe('a missed 考研 with no job lined up', () => {
  it('reaches its case and leans to finding work first', () => {
    expect(at('大四了考研没考上，工作也没找，怎么办')).toBe('kaoyan-or-job/failed-no-job');
  });
});
