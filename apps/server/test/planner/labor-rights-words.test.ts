import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Workers' rights said in the words people use rather than the law's: a 工服费 or 体检费 taken at hiring is the
 * 押金 rule, an employer-paid 在职研究生 is a 服务期, a 人力资源公司 paying for work done elsewhere is 派遣, a rider
 * or driver is a platform worker with 职业伤害保障, 末位 with 协商离职 is still 末位淘汰, and "等发薪日才结" is the
 * last wage at leaving. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

const classes: { topic: string; says: RegExp[]; questions: string[] }[] = [
  {
    topic: '入职被收押金',
    says: [/第九条/, /第六十八条|第五十四条/],
    questions: ['饭店让我交150的制服费才能上班，正常吗', '厂里把入职体检费从我工资里扣了'],
  },
  {
    topic: '培训服务期没满就离职',
    says: [/第二十二条/, /在职研究生|出国培训/],
    questions: ['单位出钱让我读的在职研究生，协议写要干满四年，没满要赔多少', '公司派我出国进修了一年，没干满想走'],
  },
  {
    topic: '劳务派遣、外包员工的权益',
    says: [/用工单位/, /第九十二条/],
    questions: ['我在国企干活，工资和社保却是人力资源公司发的，算什么身份'],
  },
  {
    topic: '外卖骑手、网约车司机、快递员',
    says: [/人社部发〔2021〕56号/, /职业伤害保障/],
    questions: ['专送骑手和众包哪个有保险', '开网约车受伤了，平台说我不是员工'],
  },
  {
    topic: '绩效差、末位淘汰被辞退',
    says: [/第三十六条/, /指导案例18号/],
    questions: ['考核排名倒数，HR让我协商离职，签不签'],
  },
  {
    topic: '离职证明不给开、最后的工资',
    says: [/一次付清/, /发薪日/],
    questions: ['上周辞职了，老板说要等发薪日才结工资'],
  },
];

describe('a worker describing their situation in their own words reaches the rights topic for it', () => {
  for (const c of classes)
    it.each(c.questions)(`%s: ${c.topic}`, (q) => {
      const { text, thinking } = ask(q);
      expect(thinking).toMatch(new RegExp(`理解为：${c.topic}`));
      for (const s of c.says) expect(text).toMatch(s);
    });

  it('the neighbours keep their own questions', () => {
    expect(ask('入职前要交培训费，是不是骗局').thinking).toContain('求职陷阱');
    expect(ask('外卖员想转行做什么好').thinking).not.toContain('职业伤害');
    expect(ask('做自由职业了，社保每个月要交多少').thinking).toContain('灵活就业');
  });
});
