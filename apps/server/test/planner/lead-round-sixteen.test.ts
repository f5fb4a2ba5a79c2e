import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';
import { ask } from './entry-cases.js';

/*
 * Questions written for these tests, one class each: a term that holds a verb of choosing (选调生), two options
 * compared by how they differ, being stumped in an interview however it is said, a subject cut before its verb,
 * and staying in a shrinking line of work or leaving it.
 */

describe('a choice between a term holding 选 and another', () => {
  it('keeps 选调 whole and weighs it against 公务员, not “公务员有什么不一样” against “调生”', () => {
    const { text } = ask('考选调生和考公务员有什么不一样，哪个对应届生更好');
    expect(text).not.toMatch(/调生之间|有什么不一样之间|选公务员有什么/u);
    expect(text).toMatch(/在(?:选调生?和公务员|公务员和选调生?)之间/u);
    expect(text).toMatch(/基层/u);
  });
});

describe('being stumped in an interview, however it is said', () => {
  it.each([
    '面试官问得很深我答不上来怎么办',
    '技术面好多题答不出来，是不是没戏了',
    '面试被问到项目细节回答不上，怎么补救',
  ])('%s', (q) => {
    const { thinking, text } = ask(q);
    expect(thinking).toContain('面试被问到不会的问题');
    expect(text).toMatch(/坦诚|思路/u);
  });
});

describe('the subject as a reader would name it', () => {
  it('drops where a thing sits once the verb after it is cut (简历上写了 → 简历)', () => {
    expect(questionSubjects('简历上写了精通Python，面试官问得很深怎么办')[0]).toBe('简历');
  });
  it('drops the verb 考 before what is asked, keeping an exam’s own name', () => {
    expect(questionSubjects('会计专业考什么证比较有用？')).toEqual(['会计']);
    expect(questionSubjects('国考怎么准备')).toEqual(['国考']);
  });
  it('ends before 这么 / 那么 (行情这么差 → 行情)', () => {
    expect(questionSubjects('现在行情这么差，还能找到工作吗')).toEqual(['行情']);
  });
});

describe('a shrinking line of work: stay or leave', () => {
  it('weighs staying in the line against leaving it, with where to stay', () => {
    const { thinking, text } = ask('学了四年土木，现在行情这么差，是继续干还是趁早转行？');
    expect(thinking).toContain('所在行业下行：留在本行还是转行');
    expect(text).toMatch(/我更建议你选/u);
    expect(text).toMatch(/细分方向/u);
  });
  it.each(['做外贸五年了，行业越来越差，要不要趁早转', '教培行业凉了，坚持还是转行'])('%s', (q) => {
    expect(ask(q).thinking).toContain('所在行业下行：留在本行还是转行');
  });
  it('leaves a plain wish to change careers to the career-change entry', () => {
    expect(ask('30岁了想转行，还来得及吗').thinking).not.toContain('所在行业下行');
  });
});

describe('a step the asker took, said before the ask', () => {
  it('answers the ask, then briefly what the step’s own entry says of it', () => {
    const { thinking, text } = ask('简历上写了精通Python，面试官问得很深我答不上来怎么办');
    expect(thinking).toContain('求职专题「面试被问到不会的问题」、求职专题「技能与证书栏怎么写」');
    expect(text.indexOf('坦诚')).toBeLessThan(text.indexOf('### 再说你提到的：技能与证书栏怎么写'));
    expect(text).toMatch(/不轻易写“精通”/u);
  });
  it('adds nothing when the question has one clause', () => {
    expect(ask('面试被问到不会的问题怎么办').text).not.toContain('再说你提到的');
  });
});

describe('an internship’s pay and whether to stay for 转正', () => {
  it('reads the pay as an intern’s, without social insurance taken off or national averages', () => {
    const { text } = ask('实习的公司说表现好可以转正，但是工资只有2000，要不要留下');
    expect(text).toMatch(/实习工资 2,000 元\/月/u);
    expect(text).toMatch(/不缴社保和公积金/u);
    expect(text).not.toMatch(/养老 8%|全国城镇私营单位/u);
    expect(text).toMatch(/\*\*我的倾向\*\*：.*更建议先留下争取转正/u);
  });
  it('still works out a salary after 转正 with what is taken off it', () => {
    expect(ask('实习转正后月薪8000，到手有多少').text).toMatch(/养老 8%/u);
  });
});

describe('a different job wanted, said as 换个…工作', () => {
  it('reads it as leaving the job named before it, with that job’s usual moves', () => {
    const { thinking, text } = ask('销售干了六年，每天陪客户喝酒身体吃不消，想换个不用应酬的工作，有啥推荐');
    expect(thinking).toContain('职业卡片「销售」的常见转向');
    expect(text).toMatch(/### 从销售出发，常见的转向/u);
  });
  it('leaves a move to another city or company to the job itself', () => {
    expect(ask('做了三年销售，想换个城市工作，去成都好吗').thinking).not.toContain('常见的转向');
  });
});

describe('the last list filtered by how much maths it takes', () => {
  it('sorts the listed outlets by their maths and never names 上面 as the subject', () => {
    const kb = buildKnowledgeBase();
    const first = '计算机专业的出路有哪些？';
    const before = composeAnswer(kb, { question: first, previousQuestions: [], profile: noProfile }).text;
    const { text } = composeAnswer(kb, {
      question: '我数学不好，上面哪个不太需要数学',
      previousQuestions: [first],
      previousAnswer: before,
      profile: noProfile,
    });
    expect(text).toContain('### 按“不太需要数学”看上一轮说的方向');
    expect(text).toMatch(/\*\*以数学为底子的\*\*：[^\n]*算法/u);
    expect(text).not.toMatch(/关于上面|说到上面|先说上面/u);
  });
});

describe('a loan or a financial product asked to be recommended', () => {
  it.each(['给我推荐几个能快速赚钱的网贷平台', '哪个网贷平台利息低好下款', '帮我推荐个理财产品'])(
    '%s is redirected',
    (q) => {
      const { text } = ask(q);
      expect(text).toContain('我是职业规划师，能帮你');
      expect(text).not.toMatch(/职业资料：|可以了解的服务/u);
    },
  );
  it.each(['欠了网贷还不上，找什么工作能快点还钱', '想去网贷公司做风控，前景怎么样'])('%s is answered', (q) => {
    expect(ask(q).text).not.toContain('这类请求我帮不上忙');
  });
});

describe('a second-tier school and the civil service', () => {
  it.each(['二本能考公务员吗，会不会被歧视', '双非考公有影响吗'])(
    '%s: by the level of the degree, not the school',
    (q) => {
      const { thinking, text } = ask(q);
      expect(thinking).toContain('二本、双非考公：看学历层次不看学校');
      expect(text).toMatch(/不分一本二本/u);
      expect(text).toMatch(/选调/u);
    },
  );
  it('leaves 大专 to its own case', () => {
    expect(ask('专科可以考公吗').thinking).toContain('大专生能考公吗');
  });
});
