import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The road the asker says they mean to take ('想出来去民企') is weighed as their own: the position does not default
 * to the other one, and says that it is theirs. Saying one does not want a road ('不想去私企') is no intent to take it.
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const position = (question: string) =>
  /\*\*我更建议你选([^*]+)\*\*。([^\n]*)/u.exec(
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text,
  );

describe('the road the asker means to take', () => {
  // Leaving a state employer held now is its own decision (employer-now.ts), whose position leans to going.
  it('"在国企干了十年，想出来去民企" is weighed as theirs', () => {
    const text = composeAnswer(kb, {
      question: '在国企干了十年，想出来去民企，年龄40了还来得及吗',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    }).text;
    expect(text).toContain('在国企、事业单位上班，想跳去私企');
    expect(text).toMatch(/我建议去|我更建议你选辞职出来/u);
    expect(text).toContain('40 岁');
  });

  it('"国企还是私企，我想去私企闯一闯" is weighed as theirs', () => {
    const p = position('国企还是私企，我想去私企闯一闯');
    expect(p?.[1]).toMatch(/私企|民企/u);
    expect(p?.[2]).toContain('这是你自己想走的路');
  });

  it('"不想去私企" is no intent to go there', () => {
    expect(position('不想去私企，国企和考公怎么选')?.[1]).not.toMatch(/私企/u);
  });
});
