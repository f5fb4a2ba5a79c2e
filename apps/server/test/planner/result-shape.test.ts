import { describe, expect, it } from 'vitest';
import type { RiasecType } from '@lucina/contracts';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';

/* The spread of the asker's scores (result.ts shapeOf, result-shape.ts) and a result asked of with none on record. */
const kb = buildKnowledgeBase();

function withScores(percent: Record<RiasecType, number>): ChatProfile {
  const order = (Object.keys(percent) as RiasecType[]).sort((a, b) => percent[b] - percent[a]);
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}
const flat = withScores({ R: 52, I: 55, A: 50, S: 54, E: 53, C: 51 });
const peak = withScores({ R: 95, I: 20, A: 12, S: 10, E: 18, C: 22 });
const spread = profileFor(['I', 'A', 'R', 'C', 'S', 'E']);

const answer = (question: string, profile: ChatProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;

describe('flat scores', () => {
  it('are said to be close, with no lowest type called "not your interest" over a few points', () => {
    const text = answer('我的分数都很平均，是不是说明我没有特别适合的方向', flat);
    expect(text).toMatch(/六种得分都在 50%–55% 之间/u);
    expect(text).toMatch(/确实很平均/u);
    expect(text).not.toMatch(/得分最低，不是你的主要兴趣/u);
    expect(text).not.toMatch(/排在第一的研究型意味着/u);
  });

  it('asked of spread scores, are set right from the scores', () => {
    const text = answer('我的分数都差不多，怎么选方向', spread);
    expect(text).toMatch(/并不平均：研究型（90%）排第一，企业型（25%）排最后，相差 65 分/u);
  });
});

describe('one letter far above the rest', () => {
  it("is answered as normal and steered by, the code's other letters not called the highest", () => {
    const text = answer('我只有一个字母特别高，其他都很低，这正常吗', peak);
    expect(text).toMatch(/真正突出的只有现实型（95%）/u);
    expect(text).toMatch(/### 一种兴趣特别突出怎么看\n\*\*很正常/u);
    expect(text).not.toMatch(/得分最高的是现实型（95%）、常规型/u);
  });

  it('asked of a spread result, says the first two are close', () => {
    expect(answer('为什么我只有一个类型特别高', profileFor(['S', 'E', 'A', 'I', 'C', 'R']))).toMatch(
      /你不是只有一种兴趣高：社会型（90%）和企业型（77%）只差 13 分/u,
    );
  });
});

describe('the own result asked of with none on record', () => {
  it('says there is none and offers the test, instead of answering a decision', () => {
    const text = answer('我的测评结果是什么意思？', noProfile);
    expect(text).toMatch(/你还没有做职业兴趣测评/u);
    expect(text.match(/AI职业测评/gu)).toHaveLength(1);
  });

  it('still describes the job asked about, with its interest types to hold oneself against', () => {
    const text = answer('按我的霍兰德结果，我适合做程序员吗', noProfile);
    expect(text).toMatch(/你还没有做职业兴趣测评/u);
    expect(text).toMatch(/### \[程序员\]/u);
    expect(text).toMatch(/\*\*兴趣类型\*\*/u);
  });
});
