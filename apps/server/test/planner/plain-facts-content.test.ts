import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Plain factual questions (how the civil service exam runs, how long a degree takes, what HC or 14薪 means, how long
 * big-tech hours really are) answered from the entry that states the fact, not from the decision or the rules next to
 * it. Questions written for these tests, apart from the evaluation sets and probes.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile: noProfile });

const cases: Array<{ q: string; entry: string; says: RegExp[] }> = [
  {
    q: '想问下考公务员要考什么，流程是怎样的',
    entry: '考公备考规划',
    says: [/行测和申论/, /公务员法》第十三条/, /10月/],
  },
  {
    q: '怎么考公啊 完全不懂',
    entry: '考公备考规划',
    says: [/行测和申论/, /报名/],
  },
  {
    q: '正式offer跟三方有啥不一样',
    entry: '意向书、口头录用与三方协议的区别',
    says: [/三方是学校、单位和你三方约定就业去向/],
  },
  {
    q: '考编都考哪些科目',
    entry: '事业单位考试（职测、综应与公基）',
    says: [/职业能力倾向测验/, /公共基础知识/],
  },
  {
    q: '考研一般几月份考',
    entry: '考研报名、网上确认和准考证',
    says: [/12月/],
  },
  {
    q: '研究生要读几年才能毕业',
    entry: '学硕、专硕、博士和非全要读几年',
    says: [/3年/, /2–3年/],
  },
  {
    q: '读博一般要几年',
    entry: '学硕、专硕、博士和非全要读几年',
    says: [/3–4年/, /直博/],
  },
  {
    q: '非全读几年，证书和全日制一样吗',
    entry: '学硕、专硕、博士和非全要读几年',
    says: [/适当延长/, /同等法律地位/],
  },
  {
    q: '非全日制和全日制有什么区别，拿的证一样吗',
    entry: '学硕、专硕、博士和非全要读几年',
    says: [/同等法律地位/],
  },
  {
    q: 'hr说部门hc锁了让我等等，这啥意思',
    entry: 'HC、HC 冻结是什么意思，遇到了怎么办',
    says: [/headcount/, /暂停/],
  },
  {
    q: '互联网公司是不是天天加班到很晚，大厂加班到底有多严重',
    entry: '大厂和互联网公司的真实工作时间：大小周、996 与怎么提前打听',
    says: [/大小周/, /部门差别很大/],
  },
  {
    q: '什么叫大小周',
    entry: '大厂和互联网公司的真实工作时间：大小周、996 与怎么提前打听',
    says: [/周六/, /200%/],
  },
  {
    q: '13薪什么意思，是多发一个月吗',
    entry: '年终奖与 13 薪、14 薪',
    says: [/十三个月/, /年终奖/],
  },
  {
    q: '年终奖一般多少个月啊',
    entry: '年终奖与 13 薪、14 薪',
    says: [/没有法律规定/, /绩效/],
  },
];

describe('a plain factual question', () => {
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, () => {
      const { text, thinking } = ask(c.q);
      expect(thinking).toContain(`「${c.entry}」`);
      for (const says of c.says) expect(text).toMatch(says);
      expect(paidServices(text).length).toBeLessThanOrEqual(1);
    });

  it('says how many months a bonus is without sizing how long it takes', () => {
    const first = ask('合同里写的13薪什么意思');
    const next = composeAnswer(kb, {
      question: '那年终奖一般给几个月',
      previousQuestions: ['合同里写的13薪什么意思'],
      previousAnswer: first.text,
      profile: noProfile,
    });
    expect(next.text).not.toMatch(/要花多久/);
  });

  it('says the pre-tax pay a take-home needs, worked out', () => {
    expect(ask('税后想拿到1.2w，税前得开多少').text).toMatch(/倒推税前[^\n]*约需 1[34],\d{3}/);
  });
});
