import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask, type EntryCase } from './entry-cases.js';

/*
 * Whether months of self-study, a course or a certificate are enough to be hired: answered from an entry saying what
 * the role screens on, what that time usually is and is not enough for and what to show, not from the occupation's
 * card alone. Questions written for these tests.
 */
const cases: EntryCase[] = [
  {
    q: '上了两个月数据分析的网课，现在去投简历行不行',
    entry: '自学或上网课学数据分析，几个月够不够找工作',
    says: /先考 SQL/,
  },
  { q: '文科生自学前端一年了能找到工作吗', entry: '自学或培训前端，多久能入行', says: /Vue 或 React/ },
  {
    q: '报了java培训班学了五个月，能就业吗',
    entry: '自学或培训 Java 后端，几个月能不能就业',
    says: /包装两年工作经验/,
  },
  {
    q: '自学ui设计半年，作品集要怎么准备才能找到工作',
    entry: '自学或培训 UI 设计，几个月能不能找到工作',
    says: /作品集/,
  },
  { q: '学软件测试一个月了能去面试吗', entry: '自学或培训软件测试，学多久能找工作', says: /等价类/ },
  { q: '过了法考但是没有律所实习经验，好找工作吗', entry: '考了证书但没有工作经验，能不能找到工作', says: /准入门槛/ },
  { q: '会python能做什么工作', entry: '学了 Python 能找什么工作', says: /工具不是岗位/ },
  { q: '报了产品经理训练营，学完能找到工作吗', entry: '上了产品经理课程或自学产品，能不能找到工作', says: /产品助理/ },
  { q: '想自学视频剪辑当副业接单，多久能上手', entry: '自学视频剪辑，多久能找到工作或接单', says: /作品/ },
];

answersFromEntries('a question whether self-study or a certificate is enough to be hired', cases);

describe('the neighbouring entries keep their questions', () => {
  it('what to learn for data analysis', () => {
    expect(ask('数据分析要学什么').thinking).toContain('「数据分析的 SQL、Excel、Python 要学到什么程度」');
  });
  it('whether a certificate is worth taking', () => {
    expect(ask('PMP值得考吗').thinking).not.toContain('考了证书但没有工作经验');
  });
  it('the occupation asked plainly', () => {
    expect(ask('前端开发工程师是做什么的').thinking).not.toContain('多久能入行');
  });
});
