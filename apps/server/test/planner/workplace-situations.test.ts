import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { orSides } from '../../src/providers/llm/offline/or-sides.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain, kb } from './conversation.js';
import { answeredFromEntriesUnsold } from './entry-cases.js';

/*
 * Questions from people some years into work: situations at work that had no entry (a PIP, being sidelined, pushing
 * other departments, working from home, the professional title), the law each names, and the reading rules they
 * needed. Written for these tests, apart from the evaluation sets and the helpers' own question sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

const cases: Array<{ q: string; entry: string; says: RegExp[] }> = [
  {
    q: '年终考核拿了个D，HR说下个月开始走绩效改进计划，会不会最后把我开了',
    entry: '绩效被打低、被放进 PIP（绩效改进计划）',
    says: [/书面/, /不能胜任|不胜任/],
  },
  {
    q: '新领导来了以后啥事都不找我，感觉被架空了',
    entry: '在部门里被边缘化、不给活：想走之前先试什么',
    says: [/一对一/, /周报/],
  },
  {
    q: '我做产品的，需求要研发和设计配合，可他们不归我管，怎么推',
    entry: '跨部门推进项目：别的部门不配合、没有职权怎么推',
    says: [/目标/, /上级/],
  },
  {
    q: '公司疫情后一直没回办公室，远程协作总是对不齐，怎么提高效率',
    entry: '在职远程、居家办公：效率和被领导看见',
    says: [/周报/, /作息/],
  },
  {
    q: '单位今年开始评职称了，本科毕业干了五年技术，评工程师要啥条件',
    entry: '评职称：初级、中级、高级职称怎么评',
    says: [/人社/, /助理工程师/],
  },
];

answeredFromEntriesUnsold('a situation at work that had no entry of its own', cases);

describe('the law and the place to apply, named where a dispute is asked', () => {
  it('a probation dismissal names the arbitration committee and 12333', () => {
    const { text } = ask('试用期最后一周公司说我不符合录用条件，一分补偿不给就让我走，我想维权');
    expect(text).toMatch(/劳动人事争议仲裁委员会/);
  });
  it('a PIP answer counts the compensation by years worked', () => {
    expect(ask('被上pip了，如果最后被辞退能拿多少补偿').text).toMatch(/每满一年|经济补偿/);
  });
});

describe('reading a worker’s question', () => {
  it('reads 还是 after an if as "still", not as the first of two options', () => {
    expect(orSides('那如果他还是不给呢，我能直接跳槽吗')).toBeNull();
    expect(readChoice('要是面完还是没消息，要不要再投别家')).toBeNull();
    expect(orSides('留还是走')).toEqual(['留', '走']);
  });

  it('does not describe the job the asker is being moved from, on a workplace dispute', () => {
    const { thinking } = ask('公司要把我从行政调去前台还降薪两千，不同意就说我旷工');
    expect(thinking).toContain('「调岗、降薪与外派」');
    expect(thinking).not.toMatch(/职业卡片|职业资料/);
  });

  it('answers which evidence to keep, in a dispute about pay, from the arbitration steps', () => {
    const last = chain('老板拖了我两个月工资一直不给', '那我要准备哪些证据').at(-1)!;
    expect(last).toMatch(/工资条|银行流水/);
    expect(last).toMatch(/考勤/);
  });

  it('a rating of C is about the PIP, not about the promotion review', () => {
    expect(ask('今年绩效打了C，领导说要观察三个月').thinking).toContain('PIP');
  });
});

describe('a layoff or remote work said in other words', () => {
  it('a company cutting staff in its own words is the layoff entry, with what to negotiate', () => {
    const { text, thinking } = ask('公司说经营困难要裁掉我们部门，我干了五年，谈的时候能争取什么');
    expect(thinking).toContain('「被裁员的补偿与权益」');
    expect(text).toMatch(/未休年假/);
  });
  it('working from home already is about working so, not about finding such a job', () => {
    expect(ask('居家办公了大半年，和同事越来越生疏').thinking).toContain('「在职远程、居家办公：效率和被领导看见」');
    expect(ask('想找个可以居家办公的工作').thinking).toContain('「能远程、居家办公的工作」');
  });
});

describe('certificate facts a working person asks for', () => {
  it('names the PMP fee and the 3600 deduction for 软考', () => {
    expect(ask('PMP考试报名费多少钱，值不值').text).toMatch(/3900/);
    expect(ask('考下软考中级能抵个税吗').text).toMatch(/3600/);
  });
});
