import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';

const kb = buildKnowledgeBase();
const decisionOf = (q: string) => readAlone(kb, q, noProfile).decision?.id;

// '我是学机械的，想转行' names only a major: it was answered from 30 岁转行 (现金流、半年生活费) though the asker
// holds no job to leave.
describe('转行 from an asker who names only what they study', () => {
  it('is read as leaving the major, not as a career change at 30', () => {
    expect(decisionOf('我是学机械的，想转行做点别的，有什么推荐？')).toBe('major-mismatch-job');
    expect(decisionOf('学化学的，想转行，能干啥')).toBe('major-mismatch-job');
  });

  it('stays a career change once an age or a job is said', () => {
    expect(decisionOf('我是学机械的，30岁了想转行，有什么推荐？')).toBe('career-change-30');
    expect(decisionOf('学会计的，在公司做了几年出纳，想转行')).toBe('career-change-30');
  });
});
