import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Comparisons asked with nothing of the asker's said: a position with a reason, never one picked by the options'
 * names. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const line = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(text)?.[0] ?? '';

describe('a comparison with nothing said that decides it', () => {
  it('takes the option whose words say what it brings, in either order', () => {
    for (const q of ['大三了，应该先去实习还是先把证考了', '大三了，应该先把证考了还是先去实习'])
      expect(line(ask(q)), q).toMatch(/我更建议你选实习.*尽早攒下经验/u);
  });

  it('takes a topic’s written lean between the two it compares, with when the other wins', () => {
    for (const q of ['秋招和春招哪个机会多', '春招和秋招哪个机会多'])
      expect(line(ask(q)), q).toMatch(/我更建议你选秋招.*春招仍值得认真投/u);
  });

  it('takes a decision’s usual position with its condition', () => {
    expect(line(ask('管培生和专业岗哪个好'))).toMatch(/我更建议你选专业岗.*那时去管培生项目/u);
  });
});
