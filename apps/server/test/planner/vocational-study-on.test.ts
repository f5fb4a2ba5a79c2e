import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/* A 专科 student weighing 考研 hears first that they cannot sit it yet, and the way there (stage.ts). */
const kb = buildKnowledgeBase();
const ask = (question: string, facts: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: { ...noProfile, facts } });

describe('a 专科 student asking about 考研', () => {
  it('is told the way there and leaned towards work or 专升本 first, by the question or the profile', () => {
    for (const { text } of [ask('专科在读，我适合考研还是工作'), ask('考研还是工作好', ['目前阶段：专科在读'])]) {
      expect(text).toMatch(/同等学力/u);
      expect(text).toMatch(/更建议先工作或专升本/u);
      expect(text).not.toMatch(/我更建议你选考研/u);
    }
  });

  it('is not an undergraduate’s weighing of 考研 against work', () => {
    expect(ask('大三，考研还是工作好').text).not.toMatch(/同等学力报考/u);
  });
});
