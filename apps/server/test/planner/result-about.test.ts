import { describe, expect, it } from 'vitest';
import type { RiasecType } from '@lucina/contracts';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { statedInterests } from '../../src/providers/llm/offline/result.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Questions about the asker's result itself (result-about.ts), a job's lead letter against the scores (job-fit.ts),
 * the result held against the asker's major, and the generic 'how to use a result' case kept to questions asking it.
 */
const kb = buildKnowledgeBase();

function withScores(percent: Record<RiasecType, number>, facts: string[] = []): ChatProfile {
  const order = (Object.keys(percent) as RiasecType[]).sort((a, b) => percent[b] - percent[a]);
  return {
    ...noProfile,
    facts,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}
const answer = (question: string, profile: ChatProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;

const spread = withScores({ R: 35, I: 75, A: 60, S: 45, E: 68, C: 25 });
const artsPeak = withScores({ R: 25, I: 40, A: 92, S: 55, E: 45, C: 20 });
const allLow = withScores({ R: 20, I: 25, A: 15, S: 22, E: 28, C: 18 });

describe('questions about the result itself', () => {
  it('the letters’ order is weighed by the asker’s own gaps', () => {
    const text = answer('三个字母的顺序有影响吗？', spread);
    expect(text).toContain('### 三个字母的顺序怎么看');
    expect(text).toMatch(/研究型（75%）和企业型（68%）只差 7 分|研究型（75%）比第二的企业型（68%）高 7 分/u);
    // The list of matches answers nothing asked here.
    expect(text).not.toContain('### 可以先了解的职业');
  });

  it('a classmate with the same code: suggestions follow the scores, not the three letters', () => {
    const text = answer('我的代码和同学一样，为什么推荐的职业不同？', spread);
    expect(text).toContain('### 代码一样，推荐为什么不同');
    expect(text).toContain('研究型（75%）');
    expect(text).not.toContain('是怎么来的');
  });

  it('every score low is confirmed when it is, and set right when it is not', () => {
    expect(answer('我的测评结果各项都很低，这是什么意思？', allLow)).toContain('确实整体偏低');
    expect(answer('我的测评结果各项都很低，这是什么意思？', spread)).toContain('并不是全都低');
  });

  it('whether the test can be trusted is answered after the asker’s own scores', () => {
    // A topic on reading the test may answer it; either way the asker's own scores come first.
    expect(answer('测评准吗？', spread)).toContain('判断测评准不准时先看你的结果');
  });

  it('a talent the asker lacks is no dislike: interest and skill are told apart', () => {
    expect(statedInterests('我不会画画').dislike).toEqual([]);
    expect(statedInterests('我不会画画').like).toEqual([]);
    const text = answer('结果说我适合艺术，但我不会画画怎么办？', artsPeak);
    expect(text).toContain('兴趣不等于技能');
    expect(text).not.toContain('你讨厌的是某种具体情境');
    const none = answer('测出来艺术型最高，可我一点艺术细胞都没有', artsPeak);
    expect(none).toContain('兴趣不等于技能');
  });
});

describe('a job’s letters against the scores', () => {
  it('a job led by the asker’s lowest letter says so, not only the later letter that matches', () => {
    const text = answer('我适合当会计吗？', artsPeak);
    expect(text).toMatch(/常规型（20%）是你六种里最低的/u);
    expect(text).not.toContain('企业型对得上，做起来更容易有劲');
  });
});

describe('the result against the asker’s major', () => {
  it('is answered from the result and the major on record, not a civil-service topic sharing 不符', () => {
    const text = answer(
      '我的结果和我的专业不符怎么办？',
      withScores(artsPeak.riasec!.percent, ['专业：计算机科学与技术']),
    );
    expect(text).toContain('计算机科学与技术专业对不上时');
    expect(text).not.toContain('考公专业目录');
  });
});

describe('how to use a result', () => {
  it('is said to the question that asks it, not to one asking a job’s fit', () => {
    expect(answer('按我的测评结果，我适合当护士吗？', spread)).not.toContain('做完测评不知道怎么用结果');
    expect(answer('做完测评，结果不知道怎么用', spread)).toContain('做完测评不知道怎么用结果');
  });
});
