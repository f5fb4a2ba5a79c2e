import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/* Late in school, the basic steps of a decision put trying the work before reflecting on it (decision-parts.ts). */
const kb = buildKnowledgeBase();
const steps = (question: string) =>
  /### 接下来\n([^\n]+)/u.exec(
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text,
  )?.[1] ?? '';

describe('the steps of a student near the end of school', () => {
  it('start with something to do', () => {
    expect(steps('大三了，不知道自己以后干什么')).toMatch(/①[^②]*(?:实习|兼职|实践)/u);
  });

  it('are the usual order earlier on', () => {
    expect(steps('大一，不知道自己以后干什么')).toMatch(/①[^②]*测评/u);
  });
});
