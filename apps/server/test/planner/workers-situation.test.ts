import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A working person's decision read from their situation: the employer they have now (a state employer they speak of
 * leaving, a startup they work at, none while at home), the years and age they state, and a fact of schooling added
 * in a follow-up, which answers the question before again.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const read = (question: string) => ask(question).reading;
const thread = (first: string, then: string) => {
  const before = ask(first);
  return composeAnswer(kb, {
    question: then,
    previousQuestions: [first],
    previousAnswer: before.text,
    profile: noProfile,
  });
};

describe('the employer the asker has now', () => {
  it('reads leaving a state employer as leaving the state sector, not 裸辞 or a change of line', () => {
    for (const q of [
      '公务员辞职去企业靠谱吗',
      '体制内干了八年要不要辞职出来',
      '在银行柜台干了6年，32岁了，想出来去私企，会不会后悔',
      '事业编干了十年，38了，出来还能找到工作吗',
      '老师在编8年了想辞职去培训机构或者企业，家里都反对',
    ])
      expect(read(q).decision?.id, q).toBe('leave-system');
    expect(read('在银行柜台干了6年，32岁了，想出来去私企').case?.id).toBe('soe-to-private');
    expect(read('公务员辞职去企业靠谱吗').case?.id).toBe('to-private');
  });

  it('leaves a change of line and quitting outside the state sector to their own decisions', () => {
    expect(read('想辞职，太累了').decision?.id).toBe('quit-without-offer');
    expect(read('在国企干了五年，想转行做程序员').decision?.id).not.toBe('leave-system');
  });

  it('does not take the decision’s own subject for the condition of leaving', () => {
    const text = ask('体制内干了八年要不要辞职出来').text;
    expect(text).not.toMatch(/按你说的情况，体制内的工作长期严重违背/u);
  });

  it('reads a startup’s employee apart from a founder', () => {
    expect(read('在创业公司上班很迷茫').decision?.id).toBe('bigtech-vs-startup');
    expect(read('在创业公司上班两年了，想自己出来创业').decision?.id).toBe('startup-vs-job');
  });

  it('reads a step of the search asked from a small company as that step, not a choice of employer', () => {
    expect(read('小公司干了三年啥都干，感觉没有成长，简历怎么写才能跳到大公司').topic?.id).toBe('resume-structure');
    expect(read('在创业公司干了两年，面试大厂怎么准备').topic?.id).toBe('interview-prep');
    expect(read('在小公司干了两年，要不要跳去大厂').decision?.id).toBe('bigtech-vs-startup');
  });

  it('reads years at home and coming back as returning to work, whatever age is said', () => {
    expect(read('全职在家五年了，35岁，还能回职场吗').topic?.id).toBe('mom-return-to-work');
  });
});

describe('a state employer said beside an exam or after the question', () => {
  it('keeps leaving to prepare for an exam apart from leaving the state sector', () => {
    expect(read('在国企上班，要不要辞职考公务员').decision?.id).not.toBe('leave-system');
  });

  it('reads the job held as no exam to prepare for', () => {
    expect(ask('要不要辞职出来，我是公务员，干了八年').text).not.toContain('在职备考');
  });

  it('reads the thread as a state leaver’s once the employer is said', () => {
    expect(thread('工作五年了想辞职', '我是在国企').reading.decision?.id).toBe('leave-system');
  });
});

describe('years and age of a state leaver', () => {
  it('says what the years served and the age change', () => {
    const text = ask('事业编干了十年，38了，出来还能找到工作吗').text;
    expect(text).toContain('干了 10 年');
    expect(text).toMatch(/38 岁.*年龄/u);
    expect(ask('当公务员才两年，想辞职去企业').text).toContain('最低服务年限');
  });
});

describe('a fact added in a follow-up', () => {
  it('answers the question before again with a fact of schooling', () => {
    const text = thread('国考来得及吗', '我本科是普通二本').text;
    expect(text).toMatch(/对考公来说[^\n]*不限“985、211”/u);
  });

  it('reads 对了 before a fact of one’s own as adding it, not as another subject', () => {
    const answer = thread('想考公务员，来得及吗', '对了我是专科');
    expect(answer.reading.followUp).toBeTruthy();
    expect(answer.text).toContain('专科');
  });
});
