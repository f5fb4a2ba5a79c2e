import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What is asked against what is told (triggers.ts, topic-stance.ts): '二战失败了，还要不要三战' asks about a third try,
 * the second is its past; '实习不给钱还干杂活，要不要继续' asks whether to leave, and the asker's own situation meets
 * the condition for leaving.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a case named where the question asks', () => {
  it('outweighs one named only in what happened before', () => {
    expect(readTarget(kb, '考研二战失败了，还要不要三战').case?.id).toBe('retry-many-times');
    expect(readTarget(kb, '二战没考上，三战还是工作').case?.id).toBe('retry-many-times');
    // Named alone, the second try is still its own case.
    expect(readTarget(kb, '考研失败了，要不要二战').case?.id).toBe('second-try');
  });
});

describe('whether to go on is whether to leave', () => {
  it('an unpaid internship of odd jobs leans to leaving', () => {
    expect(readTarget(kb, '实习公司不给钱还要干一堆杂活，要不要继续').topic?.id).toBe('intern-leave-early');
    const text = ask('实习公司不给钱还要干一堆杂活，要不要继续');
    expect(text).toMatch(/\*\*我的倾向\*\*：按你说的情况，[^\n]*更建议提前离开/u);
    // The common case follows as what holds otherwise, not as a turn with no condition.
    expect(text).toContain('不是这种情况时：更建议待满');
  });

  it('going on with something else is not leaving', () => {
    expect(readTarget(kb, '实习期间要不要继续准备考研').topic?.id).not.toBe('intern-leave-early');
  });
});
