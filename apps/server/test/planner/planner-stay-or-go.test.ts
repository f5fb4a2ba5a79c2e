import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readStage } from '../../src/providers/llm/offline/stage.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * How job-search and workplace questions are read (triggers.ts, stage.ts, wishes.ts, decision-parts.ts): whether to
 * leave is the stay-or-go decision, a case is the one the question says most of, years since graduating without a
 * job are no years of work, family pressure on someone choosing a job is answered for a job, not a major, and an
 * answer from a decision alone still says its basics.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('asking whether to leave', () => {
  it('is answered by the decision to stay or go, not by the topic of what prompted it', () => {
    const target = readTarget(kb, '天天加班到十点还没有加班费，我要不要走');
    expect(target.topic).toBeUndefined();
    expect(target.decision?.id).toBe('job-hop-timing');
    // Asked about the circumstance itself, its topic still answers.
    expect(readTarget(kb, '天天加班到十点还没有加班费，合法吗').topic).toBeDefined();
  });
});

describe('the case of a decision', () => {
  it('is the one whose phrases cover most of the question, not the one with the longest phrase', () => {
    const target = readTarget(kb, '毕业一年了，天天在家，我妈嫌我啃老');
    expect(target.case?.id).toBe('family-pressure-home');
  });
});

describe('years since graduating', () => {
  it('are no years of work when the asker has not found a job', () => {
    expect(readStage('毕业一年了还没找到工作', noProfile)?.level).toBe('graduate');
    expect(readStage('毕业两年了一直待业', noProfile)?.level).toBe('graduate');
    // Otherwise they are years of work.
    expect(readStage('毕业三年了想跳槽', noProfile)?.level).toBe('working');
  });
});

describe("the family's wish against a graduate's own job", () => {
  const { text } = ask('我妈一直让我考教师编，我自己想去深圳做产品经理，怎么跟她说');
  it('is answered with a plan, facts and a deadline', () => {
    expect(text).toMatch(/期限/);
    expect(text).toMatch(/沟通/);
  });
  it('says nothing of entrance exams or the first year of university', () => {
    expect(text).not.toMatch(/艺术类专业统考|大一结束/);
  });
});

describe('a decision answered with neither a position nor a case', () => {
  it('says at least two considerations', () => {
    const { text } = ask('想gap一年出去走走');
    const weighed = text.split('### 要权衡的几点\n')[1]?.split('\n')[0] ?? '';
    expect(weighed.split('。').filter((s) => s.includes('：')).length).toBeGreaterThanOrEqual(2);
  });
});
