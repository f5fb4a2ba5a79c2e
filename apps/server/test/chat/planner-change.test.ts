import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { readChange } from '../../src/providers/llm/offline/change.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Career changes from a job people already hold ('做了三年销售想转去做运营'): the answer is about that move, what
 * carries over from the job left and how people get into the one aimed at, not a neighbouring entry that shares
 * the target's word (运营还是产品) nor a generic 转行 block. Questions written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });

describe('a change from one job to another', () => {
  it('is read as the move: the origin before the word of changing, the target after it', () => {
    const change = readChange(kb, '做了三年销售想转去做运营，可行吗？');
    expect(change?.originName).toBe('销售');
    expect(change?.target?.name).toBe('运营');
    expect(change?.case?.id).toBe('to-operations');
    expect(readChange(kb, '平面设计想转UI，需要学什么')?.target?.name).toBe('UI设计');
    expect(readChange(kb, '做测试三年了，想转开发，怎么准备')?.target?.name).toBe('开发');
  });

  it('is not read where there is no job held or no change', () => {
    expect(readChange(kb, '财务管理专业大三，想转行做数据分析可以吗')).toBeNull();
    expect(readChange(kb, '老师说我适合转行做设计')).toBeNull();
    expect(readChange(kb, '做行政的工作内容是什么')).toBeNull();
    // '想咨询一下', '做了个测试' are not the targets 咨询 and 测试.
    expect(readChange(kb, '做了五年销售想转行，想咨询一下')?.target).toBeNull();
  });

  const MOVES: Array<{ question: string; entry: string; carries: RegExp; route: RegExp }> = [
    {
      question: '做了三年销售想转去做运营，可行吗？',
      entry: '从销售转运营',
      carries: /客户理解、谈判和目标感/,
      route: /用户运营|自己运营一个/,
    },
    {
      question: '我是公司行政，干了四年了，想转HR，怎么转',
      entry: '从行政转HR',
      carries: /考勤、入离职和社保公积金/,
      route: /招聘专员、HR 助理/,
    },
    {
      question: '做出纳两年了想转数据分析，excel还行，SQL不会，能转吗',
      entry: '从出纳转数据分析',
      carries: /财务数据就是现成的练习材料/,
      route: /SQL 最先学/,
    },
    {
      question: '在工厂做质检五年了，想转行做软件测试，可以吗',
      entry: '从质检转测试',
      carries: /都是找问题、写记录/,
      route: /接口测试/,
    },
    {
      question: '老师转行去做咨询顾问，有可能吗',
      entry: '从老师转咨询',
      carries: /把复杂的东西讲清楚/,
      route: /行业咨询/,
    },
    {
      question: '程序员转行做项目管理，需要考pmp吗',
      entry: '从程序员转项目管理',
      carries: /主动管排期和上线/,
      route: /项目助理、项目专员或 PMO/,
    },
  ];
  for (const m of MOVES)
    it(`answers ${m.question} from both ends`, () => {
      const { thinking, text } = ask(m.question);
      expect(thinking).toContain(m.entry);
      expect(text).toMatch(m.carries);
      expect(text).toMatch(m.route);
    });

  it('does not answer a move into 运营 with the choice between 运营 and 产品', () => {
    const { thinking, text } = ask('做了三年销售想转去做运营，可行吗？');
    expect(thinking).not.toContain('运营还是产品');
    // What the move costs and how long it takes, said for it.
    expect(text).toMatch(/收入多半下降/);
    expect(text).toMatch(/转运营要多久/);
  });

  it('does not describe the job the asker leaves', () => {
    const { text } = ask('小学老师想转行做HR，有没有可能啊');
    expect(text).not.toMatch(/教师资格证/);
    expect(text).not.toContain('从中小学教师出发，常见的转向');
    expect(text).toContain('从老师转HR');
  });

  it('keeps an entry the asker reached by more than the move itself', () => {
    // '辞职考研' says something besides the move: the entry on it answers, the move is still said.
    const { thinking, text } = ask('做了三年会计，想辞职考研，以后转数据分析');
    expect(thinking).toContain('考研还是就业');
    expect(text).toContain('从会计转数据分析');
  });
});

describe('leaving a job without a target', () => {
  it('answers jobs the 转行 entry had no case for from what carries over', () => {
    for (const [question, entry] of <Array<[string, string]>>[
      ['幼师转行做什么好？工资太低了', '幼师转其它岗位'],
      ['送外卖两年了，想转行学点技术，有什么推荐的', '外卖员、快递员、司机转其它岗位'],
      ['餐饮店长想转行，做了五年门店管理，能转做什么', '餐饮、零售店长转其它岗位'],
    ])
      expect(ask(question).thinking).toContain(entry);
  });

  it('does not describe the card the job left belongs to', () => {
    // 幼师 is one of the names of the card 中小学教师.
    const { thinking } = ask('幼师转行做什么好？工资太低了');
    expect(thinking).not.toContain('中小学教师');
  });

  it('adds what carries over to the case written for leaving that job', () => {
    const { thinking, text } = ask('会计转行做什么好？感觉会计要被ai取代了');
    expect(thinking).toContain('会计想转行');
    expect(text).toContain('从会计出发：带得过去的经验');
  });

  it('does not name again a job the asker rules out', () => {
    const { text } = ask('我是销售，不想再做销售了，太累，转什么好');
    expect(text).not.toMatch(/从销售(出发|转)/);
    expect(text).toContain('从原来的工作出发');
  });

  it('is not said about a job hop', () => {
    const { text } = ask('做开发的，想跳槽去大厂，要准备什么');
    expect(text).not.toContain('带得过去的经验');
  });
});
