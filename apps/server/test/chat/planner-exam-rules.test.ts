import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Exams and further study in depth: the rules a student runs into (who counts as a fresh graduate, what follows a
 * failed 复试, what 408 covers, how 军队文职 and 建造师 work, how 申论 is marked) are answered from the entry that
 * states them, not from a neighbouring one that shares a word (考公 in general, 复试 preparation, a major's card, a
 * pay table); a question about an exam paper is career planning even when it says 作文. Questions written for these
 * tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

const cases: Array<{ q: string; entry: string; says: RegExp }> = [
  { q: '毕业快两年了还算应届生吗，考公能报应届岗不', entry: '考公考编的应届生身份与择业期', says: /择业期/ },
  { q: '去年毕业在公司交过社保，今年省考还能以应届生身份报吗', entry: '考公考编的应届生身份与择业期', says: /社保/ },
  { q: '一志愿复试没过，接下来还能干嘛', entry: '考研复试被刷之后：调剂、二战还是工作', says: /调剂/ },
  { q: '计算机考研408和自命题怎么选', entry: '计算机考研：408 统考和自命题', says: /数据结构/ },
  { q: '军队文职是不是就是当兵，要考什么', entry: '军队文职人员招考', says: /公共科目/ },
  { q: '土木刚毕业，一建值得考吗', entry: '一级、二级建造师（一建、二建）', says: /项目负责人|项目经理/ },
  { q: '申论大作文总是写不好怎么办', entry: '申论提分：小题和大作文', says: /分论点/ },
  { q: '事业编和公务员哪个好考啊', entry: '事业单位考试（职测、综应与公基）', says: /职测|职业能力倾向测验/ },
  { q: '岗位表上写的计算机类，软件工程能报吗', entry: '考公专业目录与专业对口', says: /类/ },
  { q: '考研初试一共考几门，满分多少', entry: '考研初试考哪几门、总分多少', says: /500/ },
  { q: '特岗和三支一扶有啥不一样', entry: '特岗教师、三支一扶和西部计划有什么区别', says: /服务期/ },
  { q: '自考本科一般要多久能毕业', entry: '自考本科要多久、拿证后能做什么', says: /两到三年/ },
  { q: '事业编的人能不能直接调到国企', entry: '公务员、事业编转去国企：流程和限制', says: /辞/ },
  { q: '函授的法学本科能报法考吗', entry: '法考报名的学历条件（全日制、非全、函授、自考）', says: /全日制/ },
  { q: '大厂被裁快一个月了，下一步去哪', entry: '离开互联网大厂之后去哪', says: /国企|外企/ },
];

describe('a question on an exam’s rules', () => {
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, async () => {
      const { text, thinking } = ask(c.q);
      expect(thinking).toContain(`「${c.entry}」`);
      expect(text).toMatch(c.says);
      expect((await gate.check(text, 'answer')).pass).toBe(true);
    });
});

describe('a failed 复试', () => {
  it('is answered with what comes next, without selling a course', () => {
    const { text } = ask('复试被刷了，还有机会吗');
    expect(text).toMatch(/调剂/);
    expect(paidServices(text)).toEqual([]);
  });
});

describe('a paper that asks for writing', () => {
  it('is not declined as a request to write an essay', () => {
    const { text } = ask('申论总是50多分，大作文不会写，怎么提高');
    expect(text).not.toMatch(/帮不上忙/);
    expect(text).toMatch(/申论/);
  });
  it('while an essay for school still is', () => {
    expect(ask('帮我写一篇800字的作文').text).toMatch(/帮不上忙/);
  });
});

describe('weighing the two ways to a master’s while working', () => {
  it('takes a position between 同等学力 and 非全', () => {
    const { text, thinking } = ask('上班三年了，同等学力申硕和非全怎么选');
    expect(thinking).toContain('「在职读研：同等学力申硕还是非全日制硕士」');
    expect(text).toMatch(/更建议你选非全/);
    expect(text).toMatch(/学位证/);
  });
});

describe('a post at a state school', () => {
  it('is not read as a move to 考公', () => {
    const { text, thinking } = ask('在教培机构当了五年老师，想考公立学校编制');
    expect(thinking).toContain('「考教编、事业编还是去私立学校、企业」');
    expect(text).not.toMatch(/从老师转考公/);
    expect(text).toMatch(/教师资格证/);
  });
});

describe('leaving a post in the system after years in it', () => {
  it('is answered as leaving, not as choosing between 体制内 and a private firm', () => {
    const { thinking } = ask('在体制内干了六年想出来，去私企能适应吗');
    expect(thinking).toContain('体制内想辞职');
  });
});
