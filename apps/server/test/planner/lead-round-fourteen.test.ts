import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { readParaphrased } from '../../src/providers/llm/offline/paraphrase.js';
import { ask } from './entry-cases.js';

/*
 * Questions written for these tests, one class each: where an opening subject is cut inside a word, two things
 * weighed with 和 before 哪个, an employer's change of post or pay asked about as law, the graduate entrance's
 * 调剂 asked how, a boss felt to single one out, and a layoff at forty.
 */

describe('an opening subject is not cut inside a word', () => {
  it('keeps 学校 and 学生 whole (学 is a verb only before what is studied)', () => {
    expect(questionSubjects('学校和专业哪个更重要')).not.toContain('校和');
    expect(questionSubjects('学校和专业哪个更重要').join()).not.toMatch(/^校/);
  });
  it('keeps the 对 of 针对 and 面对, and has no subject for what someone else does', () => {
    expect(questionSubjects('面对裁员该怎么办')).toEqual(['面对裁员']);
    expect(questionSubjects('入职三个月，感觉领导总针对我，要不要辞职')).toEqual([]);
    expect(questionSubjects('学长说考研没用，对吗')).toEqual([]);
  });
  it('has no subject in how much is wanted', () => {
    expect(questionSubjects('帮我写一封辞职信，越狠越好')).not.toContain('越狠越好');
  });
  it('keeps 专业 after what kind of major it is', () => {
    expect(questionSubjects('一本的冷门专业还是二本的热门专业')[0]).toBe('一本的冷门专业');
  });
});

describe('two things weighed with 和 before 哪个', () => {
  it('reads as the one or the other', () => {
    expect(readParaphrased('学校和专业哪个更重要')).toContain('学校还是专业');
    expect(readParaphrased('考研和工作哪一个更重要')).toContain('考研还是工作');
    expect(readParaphrased('考研和法考哪个先')).not.toContain('还是');
  });
  it('reaches the entry that weighs them', () => {
    expect(ask('学校和专业哪个更重要，一本的冷门专业还是二本的热门专业？').thinking).toContain('填志愿选专业');
  });
});

describe('an employer moving one to another post or cutting pay, asked about as law', () => {
  const { text, thinking } = ask('公司让我转岗去做销售，不去就要降薪，合法吗？');
  it('is answered with the law on changing a contract, not whether sales suits the asker', () => {
    expect(thinking).toContain('调岗、降薪');
    expect(text).toMatch(/协商一致/);
    expect(text).toMatch(/12333|仲裁/);
    expect(text).not.toContain('我更建议你选去销售岗');
  });
});

describe('the graduate entrance’s 调剂 asked how', () => {
  it('is its conditions, timeline and system, not how long exams take to prepare', () => {
    const { text, thinking } = ask('考研调剂怎么操作，什么时候开始准备？');
    expect(thinking).not.toContain('常见考试要准备多久');
    expect(text).toMatch(/调剂服务系统/);
    expect(text).toMatch(/国家线/);
  });
});

describe('a boss felt to single one out', () => {
  it('is answered with asking for feedback and keeping a record before leaving', () => {
    const { text, thinking } = ask('入职三个月，感觉领导总针对我，要不要辞职');
    expect(thinking).toContain('领导 PUA');
    expect(text).toMatch(/反馈/);
    expect(text).toMatch(/记下来|记录/);
  });
});

describe('a layoff at forty', () => {
  it('names the severance and benefits to settle first', () => {
    const { text } = ask('40岁被裁员了，之前做外贸业务员，接下来怎么办');
    expect(text).toMatch(/经济补偿/);
    expect(text).toMatch(/失业保险金/);
  });
});

describe('a major to apply for, asked as 报什么专业', () => {
  it('reaches choosing a major at the college entrance, with the neighbours of a crowded one', () => {
    expect(readParaphrased('报什么专业好')).toContain('选专业');
    const { text, thinking } = ask('孩子高考理科600分，想学计算机又怕以后内卷，报什么专业好？');
    expect(thinking).toContain('填志愿选专业');
    expect(text).toMatch(/电子信息|自动化/);
  });
});

describe('a first shop, a freelancer’s money, 行测 not finished, a liking for animals', () => {
  it('opening a milk-tea shop is the shop’s costs, site and franchise checks', () => {
    const { text } = ask('毕业就想自己创业开个奶茶店，靠谱吗');
    expect(text).toMatch(/加盟/);
    expect(text).toMatch(/选址/);
  });
  it('freelancing weighs the savings to live on', () => {
    expect(ask('想辞职做自由职业接设计单子，会不会饿死').text).toMatch(/存款/);
  });
  it('行测 not finished in time is about order and time limits, not which sector to choose', () => {
    const { text, thinking } = ask('考公行测总是做不完题怎么办');
    expect(thinking).not.toContain('考公、国企还是私企');
    expect(text).toMatch(/做不完是常态/);
  });
  it('a liking for small animals reaches vets and pet care', () => {
    expect(ask('喜欢小动物，能做什么工作').text).toMatch(/兽医|宠物/);
  });
});

describe('what the asker refuses, weighed between two options', () => {
  it('leaves the option that asks for it, said in their words', () => {
    const { thinking } = ask('电力设计院还是施工单位，不想长期出差');
    expect(thinking).toMatch(/倾向：设计院/);
    expect(thinking).toContain('你说不想长期出差');
    expect(thinking).not.toContain('你能接受在项目所在地长期驻场');
  });
  it('is never told back as what they accept', () => {
    expect(ask('去工地还是去设计院？我不能接受常年在外地').thinking).not.toContain('你能接受');
  });
  it('leaves a choice alone when no refusal is said', () => {
    expect(ask('电力设计院还是施工单位').thinking).not.toContain('你说不想');
  });
});

describe('a tier of city said instead of a city', () => {
  it('names example cities of the tier, with whose list it is', () => {
    const { text } = ask('只想在二线城市工作，学会计的能做什么');
    expect(text).toMatch(/二线城市（按第一财经·新一线城市研究所的分级，如济南/);
  });
});

describe('going alone to a city where one knows nobody', () => {
  it('is how to start there (interviews first, money, a first bed, people), not the city alone', () => {
    const { text, thinking } = ask('想去深圳发展，但是没有认识的人，一个人怎么开始');
    expect(thinking).toContain('一个人去陌生城市找工作');
    expect(text).toMatch(/线上面试/);
    expect(text).toMatch(/青年驿站/);
    expect(text).not.toMatch(/先说发展/);
  });
});
