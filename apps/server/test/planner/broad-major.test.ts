import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { broadWorry } from '../../src/providers/llm/offline/broad-major.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A broad major's worry, that it teaches a little of everything and nothing deeply (broad-major.ts): the major's roads
 * to go deep in, a lean between them, how to try one and what would change the lean.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile: noProfile });

describe("a broad major's worry", () => {
  it('is read in the ways students say it', () => {
    for (const q of [
      '电子商务专业什么都学什么都不精怎么办',
      '市场营销专业太泛了 没有核心竞争力 咋办',
      '信管又学编程又学管理，两头不靠',
    ])
      expect(broadWorry(q, []), q).toBe(true);
    expect(broadWorry('电子商务专业毕业能做什么', [])).toBe(false);
  });

  it('is answered with the roads to go deep in and a lean, not the major described', () => {
    const { text } = ask('电子商务专业什么都学什么都不精怎么办');
    expect(text).toContain('先挑一个方向做深');
    expect(text).toContain('电商平台运营');
    expect(text).toMatch(/我的倾向/u);
    expect(text).toContain('什么会改变这个倾向');
    expect(text).not.toContain('### 电子商务学什么');
  });

  it('asked which one after the worry, names one road with its first step', () => {
    const { text } = ask('那我应该往哪个方向深入', ['学的电子商务，感觉什么都学了但都很浅']);
    expect(text).toMatch(/我的倾向：先往.+做深/u);
    expect(text).toContain('第一步');
  });
});
