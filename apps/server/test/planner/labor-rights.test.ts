import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A young worker's rights at work, one class at a time: the question reaches the topic written for it, not a
 * neighbour (绩效 PIP for 末位淘汰, 跳槽时机 for 服务期, 五险一金 for 工伤, 求职陷阱 for 押金), and the answer names
 * the rule's source and where to ask. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

const classes: { topic: string; says: RegExp[]; questions: string[] }[] = [
  {
    topic: '带薪年休假怎么算',
    says: [/职工带薪年休假条例/, /五天/],
    questions: ['入职第二年了，HR说我们公司没有年假', '年假到底几天，之前单位干了三年算不算'],
  },
  {
    topic: '带薪年休假怎么算',
    says: [/百分之三百/],
    questions: ['去年的年假没休，公司说清零了也不给钱'],
  },
  {
    topic: '单休、大小周合不合法',
    says: [/四十小时/, /第四十四条/],
    questions: ['面试的公司是单休，这种算违法吗', '我们一周上六天班，周六也没加班费'],
  },
  {
    topic: '产假有多少天',
    says: [/九十八天/, /生育津贴/],
    questions: ['产假多久啊，我在杭州上班', '休产假期间工资谁发，生育津贴怎么领'],
  },
  {
    topic: '劳务派遣、外包员工的权益',
    says: [/同工同酬/, /第六十三条/],
    questions: ['我是派遣工，福利比合同工少很多，这正常吗'],
  },
  {
    topic: '劳务派遣、外包员工的权益',
    says: [/经济补偿/, /违法解除/],
    questions: ['驻场的项目黄了，外包公司说没项目了让我回家，能要补偿吗'],
  },
  {
    topic: '灵活就业怎么交社保',
    says: [/社会保险法/, /百分之六十至百分之三百/],
    questions: ['做自由职业了，社保每个月要交多少'],
  },
  {
    topic: '绩效差、末位淘汰被辞退',
    says: [/培训或者调整工作岗位/, /指导案例18号/],
    questions: ['部门实行末位淘汰，排最后一名就要走人，合法吗'],
  },
  {
    topic: '劳动合同到期不续签',
    says: [/第四十六条/, /维持或者提高/],
    questions: ['合同快到期了，公司说不续约，能拿N吗'],
  },
  {
    topic: '试用期被延长、转正被推迟',
    says: [/只能约定一次/],
    questions: ['领导说我表现一般要延长试用期两个月'],
  },
  {
    topic: '培训服务期没满就离职',
    says: [/第二十二条/, /尚未履行部分/],
    questions: ['公司出钱送我考证，签了三年服务期，现在想离职要赔多少'],
  },
  {
    topic: '离职证明不给开',
    says: [/第五十条/, /12333/],
    questions: ['前公司不给开离职证明，这合理吗'],
  },
  {
    topic: '离职证明不给开',
    says: [/百分之二十/],
    questions: ['离职的时候领导说要扣我工资赔损失，能扣吗'],
  },
  {
    topic: '入职被收押金、扣身份证或毕业证',
    says: [/第九条/, /12333|劳动保障监察/],
    questions: ['新公司入职要收300元工服押金，正常吗', '公司把我毕业证原件押着，辞职了也不还'],
  },
  {
    topic: '工作或实习中受伤',
    says: [/第六十二条/],
    questions: ['干活时手被割伤了，公司没交社保，医药费谁出'],
  },
];

describe('a worker asking about their rights at work reaches the topic written for it', () => {
  for (const c of classes)
    it.each(c.questions)(`%s: ${c.topic}`, (q) => {
      const { text, thinking } = ask(q);
      expect(thinking).toContain(c.topic);
      for (const s of c.says) expect(text).toMatch(s);
    });

  it('a graduate kept on as an 实习生 is told it is a labour relation that needs a contract', () => {
    const { text } = ask('毕业了公司还按实习生给我算，一直不签合同');
    expect(text).toContain('劳动关系');
    expect(text).toContain('第十条');
  });

  it('the neighbours keep their own questions', () => {
    expect(ask('绩效被打了C，进了PIP怎么办').thinking).toContain('PIP');
    expect(ask('入职前要交培训费，是不是骗局').thinking).toContain('求职陷阱');
    expect(ask('周末加班按几倍算加班费').thinking).toContain('加班');
  });
});
