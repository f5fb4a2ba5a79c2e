import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask, type EntryCase } from './entry-cases.js';

/*
 * Directions the content barely covered: mothers back to work, veterans back from the army, programmers tired of
 * overtime, a major one was assigned to, wanting money first, stability against money. Questions written for these
 * tests.
 */
const cases: EntryCase[] = [
  { q: '在家带了四年孩子，现在想出去上班，怎么开始', entry: '全职妈妈（宝妈）重返职场', says: /内推/ },
  { q: '退伍回来半年了，不知道干啥', entry: '退役军人（退伍兵）回地方找工作', says: /退役军人事务局/ },
  {
    q: '做开发的，每天加班到半夜，想找个不加班的地方',
    entry: '程序员不想 996：哪里能写代码又少加班',
    says: /外企研发中心/,
  },
  {
    q: '被调剂到了农学，一点兴趣都没有',
    entry: '被调剂到不喜欢的专业：转专业、辅修双学位、跨考还是先读好',
    says: /辅修/,
  },
  { q: '我这人没别的想法，就想多赚钱', entry: '只想多赚钱：销售、提成、技术和创业各自的代价', says: /底薪加提成/ },
  { q: '底薪加提成的工作，提成一般怎么算', entry: '销售底薪和提成怎么算，底薪低提成高能不能去', says: /回款/ },
  { q: '刚毕业，稳定和赚钱哪个更重要', entry: '稳定还是赚钱', says: /没有家庭负担/ },
];

answersFromEntries('a direction the content used to miss', cases);

describe('the neighbouring entries keep their questions', () => {
  it('enlisting as a student', () => {
    expect(ask('大学生当兵有什么好处').thinking).toContain('「大学生参军入伍」');
  });
  it('the exam-year adjustment', () => {
    expect(ask('考研调剂怎么找学校').thinking).toContain('「考研调剂」');
  });
});

describe('a figure of the statistics bureau', () => {
  it('is said with where it comes from', () => {
    const { text } = ask('只想找收入高的工作，哪些行业工资高');
    const at = text.indexOf('2023 年城镇非私营单位');
    if (at >= 0) expect(text.slice(Math.max(0, at - 40), at)).toMatch(/据国家统计局/u);
  });
});

describe('a disliked major of the asker’s own', () => {
  it('rules no majors out of the answer', () => {
    expect(ask('高考被调剂到了不喜欢的专业，怎么办').text).toMatch(/转专业/u);
  });
});
