import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Further study, exams and internships: a question on an exam's facts (its lines, rules, dates, who may sit it) is
 * answered from the entry that states them, opening on the point it asks, and does not end on a course; a choice the
 * rules settle (which maths paper) is answered from the points, not weighed like a taste. Questions written for these
 * tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const firstPoint = (text: string) => text.split('\n').find((l) => l.startsWith('- ')) ?? '';

const cases: Array<{ q: string; entry: string; first: RegExp; sells?: boolean }> = [
  { q: 'B区的国家线一般比A区低多少分', entry: '考研国家线、自划线和复试线', first: /B区/ },
  { q: '自划线院校是不是比国家线院校难考', entry: '考研国家线、自划线和复试线', first: /自划线|自主划线/ },
  { q: '金融专硕要考数三吗', entry: '跨专业考研与考试科目', first: /396/ },
  { q: '调剂的平行志愿能填几个，锁定多久', entry: '考研调剂', first: /3 个平行志愿/ },
  { q: '考研复试成绩占比一般多少', entry: '考研复试', first: /30%–50%/ },
  { q: '同等学力申硕能拿毕业证吗', entry: '在职读研的几种方式', first: /同等学力/ },
  { q: '推免系统一般几月开放', entry: '保研流程：夏令营、预推免和推免系统', first: /推免服务系统/ },
  { q: '留服认证一般要多久能办下来', entry: '留服认证与中外合作办学', first: /工作日/ },
  { q: '国考报名一般在几月', entry: '考公备考规划', first: /国考公告/ },
  { q: '定向选调生和常规选调有什么不同', entry: '选调生的类型与报考条件', first: /定向选调|常规/ },
  { q: '事业单位联考的综应分几类', entry: '事业单位考试（职测、综应与公基）', first: /A–E/ },
  { q: '教资面试合格证明有效期几年', entry: '教资面试与认定', first: /有效期/ },
  { q: '规培几年，规培期间待遇谁发', entry: '住院医师规范化培训（规培）的规则与待遇', first: /3 年|单位人/ },
  { q: '大专毕业两年了能直接考研吗', entry: '专科生考研（以同等学力报考）', first: /专科|高职高专/ },
  { q: '考研网上确认要上传哪些材料', entry: '考研报名、网上确认和准考证', first: /网上确认/ },
  { q: '读研学费贵不贵，学业奖学金能覆盖吗', entry: '研究生学费与奖助学金', first: /学费|奖学金/ },
  { q: '线上实习学校承认吗', entry: '远程实习靠不靠谱', first: /学校/, sells: true },
  { q: '实习日薪150在杭州算低吗', entry: '实习补贴多少算正常', first: /一天|补贴/, sells: true },
];

describe('a question on further study, an exam or an internship', () => {
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, async () => {
      const { text, thinking } = ask(c.q);
      expect(thinking).toContain(`「${c.entry}」`);
      expect(firstPoint(text)).toMatch(c.first);
      if (!c.sells) expect(paidServices(text)).toEqual([]);
      expect((await gate.check(text, 'answer')).pass).toBe(true);
    });
});

describe('a course', () => {
  it('does not close an answer on an exam’s facts', () => {
    expect(paidServices(ask('考公务员体检政审都查什么，公示期多久').text)).toEqual([]);
    expect(paidServices(ask('研究生复试占总成绩的权重是多少').text)).toEqual([]);
    // Yes-or-no facts: whether a road is still open, what a rule asks for, how hard it is.
    for (const q of ['考研复试被刷了还能调剂吗', '申请博士要发论文吗', '在职考研难吗'])
      expect(paidServices(ask(q).text), q).toEqual([]);
  });
  it('a general planning service does not close an answer about one road', () => {
    expect(paidServices(ask('考公报名的时候专业怎么选岗位').text)).not.toContain(14);
  });
  it('may still close an answer on how to prepare for it', () => {
    expect(ask('国考结构化面试怎么准备').text).toContain('**考公考编**');
    expect(ask('考研数学零基础怎么复习').text).toContain('**考研培训**');
  });
});

describe('a choice the rules settle', () => {
  it('is answered from the points, without a position on taste', () => {
    const { text, thinking } = ask('跨考经济学，数学考数三还是数一');
    expect(thinking).toContain('「跨专业考研与考试科目」');
    expect(text).not.toContain('我更建议你选');
    expect(text).toMatch(/数三多用于经济学/);
  });
});

describe('how long something takes', () => {
  it('is not answered from an entry the words only brush', () => {
    const { text } = ask('海外学位认证要多久，怎么弄');
    expect(text).not.toMatch(/考研结果不确定/);
  });
});

describe('asking whether both can be done', () => {
  it('takes no position between them', () => {
    const { text, thinking } = ask('省考和选调可以一起考吗');
    expect(thinking).not.toContain('你在几个选项间犹豫');
    expect(text).not.toContain('我更建议你选');
  });
});

describe('a lean that gives each option its situation', () => {
  it('follows the plan the asker said', () => {
    expect(ask('专硕和学硕选哪个，我读完打算直接工作').thinking).toMatch(/倾向：专硕/);
    expect(ask('学硕还是专硕，我以后想读博').thinking).toMatch(/倾向：学硕/);
  });
});
