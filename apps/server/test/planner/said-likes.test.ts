import { describe, expect, it } from 'vitest';
import type { RiasecType } from '@lucina/contracts';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { statedInterests } from '../../src/providers/llm/offline/result.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What the asker says they like or dislike: read with its polarity ('讨厌 X，想 Y' wants Y; '不怕 X' does not dislike X),
 * leading a direction asked by it (leaning.ts), and held against their scores (result-said.ts).
 */
const kb = buildKnowledgeBase();

function withScores(percent: Record<RiasecType, number>): ChatProfile {
  const order = (Object.keys(percent) as RiasecType[]).sort((a, b) => percent[b] - percent[a]);
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}
const lowPeople = withScores({ R: 70, I: 78, A: 40, S: 15, E: 35, C: 60 });
const highPeople = withScores({ R: 30, I: 50, A: 45, S: 82, E: 60, C: 40 });
const lowHands = withScores({ R: 20, I: 60, A: 75, S: 55, E: 45, C: 40 });

const answer = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;

describe('likes and dislikes read with their polarity', () => {
  it('"不怕" and "不介意" say no to a dislike, not to the thing', () => {
    expect(statedInterests('我不怕跟人沟通，就是讨厌坐办公室').dislike).not.toContain('S');
    expect(statedInterests('我不介意和人打交道').like).toContain('S');
  });

  it('"比起 X，更喜欢 Y" puts X below Y', () => {
    const read = statedInterests('比起跟人打交道，我更喜欢研究问题');
    expect(read.like).toEqual(['I']);
    expect(read.dislike).toContain('S');
  });

  it('a direction wanted with people, after a dislike of code, lists jobs with people, not the introvert list', () => {
    for (const q of ['我讨厌写代码，想做跟人打交道的工作，有什么方向？', '我讨厌写代码，想做跟人打交道的工作']) {
      const text = answer(q);
      expect(text).toMatch(/适合爱和人打交道的工作/u);
      expect(text).not.toMatch(/适合内向、少打交道的工作|程序员与测试/u);
    }
  });

  it('with a result on record, what is said leads and the code is named beside it', () => {
    const text = answer('我讨厌写代码，想做跟人打交道的工作', highPeople);
    expect(text).toMatch(/结合你说的社会型兴趣和兴趣代码 SEI/u);
  });
});

describe('what the asker says held against their scores', () => {
  it('a dislike of people with 社会型 lowest: the scores agree', () => {
    const text = answer('我讨厌和人打交道，测评也这么说吗？', lowPeople);
    expect(text).toMatch(/测评也这么说：社会型是 15%，是你六种里最低的/u);
  });

  it('a dislike of people with 社会型 highest: the scores say otherwise, and what that may mean', () => {
    const text = answer('我讨厌和人打交道，测评也这么说吗？', highPeople);
    expect(text).toMatch(/测评的看法和你说的不一样：社会型是 82%，是你六种里最高的/u);
    expect(text).toMatch(/具体情境/u);
  });

  it('a liking of a low type is said to be low, never a strength', () => {
    const text = answer('我很喜欢动手做东西，测评对得上吗', lowHands);
    expect(text).toMatch(/测评和你的感觉不太一样：现实型是 20%，是你六种里最低的/u);
    expect(text).not.toMatch(/现实型[^。\n]{0,8}(?:突出|优势)/u);
  });
});
