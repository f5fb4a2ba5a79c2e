import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask } from './entry-cases.js';

/*
 * Work whose name sounds sensitive (police by branch, prisons, forensics, criminal defence, psychiatry, the lottery,
 * tobacco, adult products, streaming) asked about in earnest: answered from the entry written for it, with the way in,
 * what the work is and its risks, never declined nor answered from a neighbouring card. Questions written for these
 * tests, apart from the evaluation sets and probes.
 */
answersFromEntries('sensitive jobs and their entries', [
  { q: '以后想干缉毒警察，要走什么路子', entry: '公安民警（刑侦、禁毒、反诈、网安等）', says: /公安联考/ },
  { q: '法医平时都在忙啥', entry: '法医', says: /尸检/ },
  { q: '当入殓师一天要做些什么', entry: '入殓师/殡葬服务人员', says: /整容化妆/ },
  { q: '想去搞刑事辩护，要考什么', entry: '刑辩律师', says: /第三百零六条/ },
  { q: '公安联考都考哪几门', entry: '公安联考（公安院校毕业生招录人民警察）', says: /公安专业科目/ },
  { q: '政法干警跟考公务员有啥不同', entry: '政法干警招录培养体制改革试点', says: /先招录、后培养/ },
  { q: '孩子明年高考，想报考军校要注意什么', entry: '高考报考军校（军队院校招生）', says: /提前批/ },
  { q: '护网行动具体是干嘛的', entry: '护网行动（网络安全攻防演练）', says: /蓝队/ },
  {
    q: '我刚做咨询师，碰到来访者说想自杀，该怎么处理',
    entry: '心理咨询中遇到有自杀风险的来访者',
    says: /保密例外/,
  },
  { q: '长期上夜班对身体到底有多大影响', entry: '夜班工作与健康', says: /2A/ },
]);

describe('a job card asked about its lawfulness, its dangers, its employer or its pay', () => {
  it('says the licence and the rule when asked whether it is above board', () => {
    expect(ask('情趣用品运营工资挺高的，这种公司正规吗').text).toMatch(/合法商品/u);
  });
  it('walks through the hazards of the day when asked whether it is dangerous', () => {
    expect(ask('精神科医生会不会被病人打').text).toMatch(/冲动风险/u);
  });
  it('answers whether the employer is 事业单位 from the card, not the choice of 编制', () => {
    for (const q of ['彩票中心是事业单位吗，招人多不多', '殡仪馆是事业单位吗，进去要考试吗']) {
      const { thinking } = ask(q);
      expect(thinking, q).toMatch(/职业卡片「(体彩、福彩中心和彩票站|入殓师\/殡葬服务人员)」/u);
      expect(thinking, q).not.toContain('考教编');
    }
    expect(ask('福彩中心算事业单位吗').text).toMatch(/公益金/u);
  });
  it('gives the way in beside the pay when both are asked', () => {
    expect(ask('烟草局怎么考进去，待遇怎么样').text).toMatch(/招聘公告/u);
  });
  it('says how the pay is made up', () => {
    expect(ask('白酒销售工资一般怎么算').text).toMatch(/\*\*收入\*\*：底薪加提成/u);
  });
});

describe('a job left, named after a later word of leaving', () => {
  it('lists the card’s usual moves', () => {
    expect(ask('做了两年多，想跳出来，内容审核员还能转什么').text).toMatch(/从内容审核员出发/u);
  });
});

describe('students enlisting', () => {
  it('names what they keep and what they are given', () => {
    const { text } = ask('在校大学生去当兵有什么优待吗');
    expect(text).toMatch(/保留学籍/u);
    expect(text).toMatch(/学费补偿/u);
  });
});
