import { describe, expect, it } from 'vitest';
import { screenQuestion } from '../../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { otherCircumstances, withPathWords } from '../../src/providers/llm/offline/circumstances.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { routesPart } from '../../src/providers/llm/offline/routes.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { agePart } from '../../src/providers/llm/offline/age.js';
import { noProfile } from './planner-profiles.js';

/*
 * A circumstance combined with the road it is weighed against, or with a second circumstance (circumstances.ts,
 * triggers.ts): the circumstance said in its own words leads, the other one's entry still speaks to the question, the
 * points on the asker's road come first, and work whose name sounds sensitive is answered with its licence and
 * employer (routes-sensitive.ts). Questions written for these tests, apart from the evaluation sets and probes.
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a circumstance weighed against a road', () => {
  it('is answered by the circumstance, not by the entry the road alone reaches', () => {
    // '教资体检' names the road; 癫痫 is what the asker has.
    expect(readTarget(kb, '初中时发过癫痫，后来一直没犯，教资体检能过吗').topic?.id).toBe('health-disclosure');
    // '政审会不会有影响' is the road; the 警告处分 is the asker's own.
    expect(readTarget(kb, '大三受过警告处分，考研政审会不会有影响').topic?.id).toBe('record-and-jobs');
  });

  it('opens on the point about that road', () => {
    const { text } = ask('小时候癫痫发作过，现在想当小学老师，可以吗');
    const first = text.split('\n').find((l) => l.startsWith('- '));
    expect(first).toMatch(/老师|教师/);
  });

  it('reads the road in the words the content writes it', () => {
    expect(withPathWords('能考警校吗')).toMatch(/警察/);
    expect(withPathWords('想去当兵')).toMatch(/征兵/);
    expect(withPathWords('今天天气')).toBe('今天天气');
  });
});

describe('a second circumstance in the question', () => {
  it('is spoken to from its own entry after the one that answers', () => {
    const { text } = ask('先天性心脏病做过手术，已经治好了，能报警校吗');
    expect(text).toMatch(/还有一点：人民警察招录的体检与体能门槛/);
    expect(text).toMatch(/经手术治愈/);
  });

  it('says what the loan allows when the asker goes on to a master’s', () => {
    const { text } = ask('助学贷款还没还完，今年考上研究生了，还款可以往后推吗');
    expect(text).toMatch(/读研期间|继续贴息/);
  });

  it('is not the answering entry again, nor a phrase within one of its own', () => {
    const question = '乙肝小三阳能考公务员吗';
    const reading = readAlone(kb, question, noProfile);
    expect(otherCircumstances(kb, question, reading).map((t) => t.id)).not.toContain(reading.topic?.id);
  });

  it('adds nothing where none is stated', () => {
    expect(ask('想做产品经理需要准备什么').text).not.toMatch(/还有一点/);
  });
});

describe('facts a counsellor names for these circumstances', () => {
  const cases: Array<{ q: string; says: RegExp }> = [
    { q: '毕业证弄丢了，入职要原件怎么办', says: /学历证明书/ },
    { q: '学信网上查不到我的自考学历，怎么回事', says: /电子注册|学历认证/ },
    { q: '戴助听器能考公务员吗，体检卡不卡', says: /第二十条/ },
    { q: '普通话有方言口音，当语文老师要几级', says: /二级甲等/ },
    { q: '爸妈年纪大了，我得照顾他们，上班请假怎么办', says: /护理假/ },
    { q: '怀孕四个月，下个月省考面试，还能去吗', says: /暂缓/ },
    { q: '我腿有残疾，能去考教资当老师吗', says: /教师资格/ },
    { q: '大二的处分还没解除，能报选调生吗', says: /选调/ },
  ];
  for (const c of cases)
    it(c.q, async () => {
      expect(await screenQuestion(gate, c.q)).toBeNull();
      expect(ask(c.q).text).toMatch(c.says);
    });
});

describe('work whose name sounds sensitive', () => {
  it('is answered with the licence and the employer that make it legitimate', () => {
    expect(routesPart('医美咨询师正规吗')?.lines.join('')).toMatch(/执业/);
    expect(routesPart('想去监狱当医生')?.lines.join('')).toMatch(/执业医师/);
    expect(routesPart('想当遗体整容师')?.lines.join('')).toMatch(/殡仪馆/);
    expect(routesPart('游戏公司有做防沉迷的岗位吗')?.lines.join('')).toMatch(/未成年人/);
  });
});

describe('what a counsellor says however the circumstance is worded', () => {
  it('reads an age said without 岁', () => {
    expect(agePart('都37了，考公务员还有机会吗')?.lines.join('')).toMatch(/你现在 37 岁.*35 周岁/);
  });

  it('speaks to a stated debt even when the question is about another choice', () => {
    const { text } = ask('背着几万网贷，想换个收入高的工作，有哪些推荐');
    expect(text).toMatch(/还有一点：网贷、负债压力下找工作/);
  });

  it('answers how to explain a delayed graduation with what was made up since', () => {
    const { text } = ask('我延毕一年，面试时hr问延毕的原因怎么说');
    expect(text).toMatch(/如实、简短/);
    expect(text).toMatch(/补上了什么/);
  });

  it('sells nothing to someone from a poor family or owed wages', () => {
    expect(ask('家里特别穷，毕业直接工作还是考研').text).not.toMatch(/## 可以了解的服务/);
    expect(ask('实习单位拖了三个月的实习工资，我能去哪里投诉').text).not.toMatch(/## 可以了解的服务/);
  });
});

describe('the heading over a circumstance', () => {
  it('names it in the asker’s words beside the entry, so two questions about it do not share one heading', () => {
    expect(ask('我有乙肝小三阳，国企入职体检会查吗').text).toMatch(/### 关于乙肝小三阳：病史、入职体检与求职/);
    expect(ask('大三阳能不能进银行').text).toMatch(/### 关于大三阳：病史、入职体检与求职/);
  });
});
