import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { slotChanged } from '../../src/providers/llm/offline/follow-slot.js';
import { threadMajor } from '../../src/providers/llm/offline/thread-major.js';
import { understand } from '../../src/providers/llm/offline/thread.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A thread keeps its subject past the turn after it: the major a conversation opened on, two turns back, is still
 * the asker's when the third turn asks about further study or the state sector; a degree said of oneself is a stage
 * changed. Written for these tests, apart from the evaluation sets.
 */

const input = (question: string, previousQuestions: string[]) => ({
  question,
  previousQuestions,
  previousAnswer: '',
  profile: noProfile,
});

describe('the major of the thread, two turns back', () => {
  it('is the latest major named before, unless a job was named since', () => {
    expect(threadMajor(kb, input('去哪些单位', ['学电气的出路有哪些', '考公呢']))?.name).toBe('电气工程及其自动化');
    expect(threadMajor(kb, input('工资多少', ['学电气的出路有哪些', '那当程序员呢']))).toBeUndefined();
  });

  it('says what that major does after further study, in the third turn', () => {
    const last = chain('学机械的能做什么', '那考研呢', '读研以后能去哪些单位').at(-1)!;
    expect(last).toContain('机械');
    expect(last).toContain('就你的专业而言');
  });

  it('says the posts that major opens when the third turn asks about the state sector', () => {
    const last = chain('学软件工程能干嘛', '那考公呢', '有哪些岗位适合').at(-1)!;
    expect(last).toMatch(/软件|计算机/);
  });

  it('takes a major carried beside a topic as the asker’s own', () => {
    const answers = chain('学计算机出来做什么', '那读研呢');
    const r = understand(kb, {
      question: '读研要几年',
      previousQuestions: ['学计算机出来做什么', '那读研呢'],
      previousAnswer: answers.at(-1)!,
      earlierAnswers: answers,
      profile: noProfile,
    });
    expect(r.slots.ownMajor?.name).toBe('计算机科学与技术');
  });

  it('leaves a major the question names itself as the one asked about', () => {
    const answers = chain('学机械的能做什么', '那考研呢');
    const r = understand(kb, {
      question: '那车辆工程读研呢',
      previousQuestions: ['学机械的能做什么', '那考研呢'],
      previousAnswer: answers.at(-1)!,
      earlierAnswers: answers,
      profile: noProfile,
    });
    expect(r.slots.ownMajor?.name).not.toBe('机械设计制造及其自动化');
  });
});

describe('a degree said of oneself', () => {
  it('is a stage changed, not a road weighed', () => {
    expect(slotChanged('如果我是研究生呢', '本科学历考公有哪些岗位')).toMatchObject({ kind: 'stage', to: '研究生' });
    expect(slotChanged('要是硕士毕业呢', '考公还是去企业')).toMatchObject({ kind: 'stage' });
    expect(slotChanged('那读研究生呢', '本科毕业考公还是去企业')?.kind).not.toBe('stage');
  });
});
