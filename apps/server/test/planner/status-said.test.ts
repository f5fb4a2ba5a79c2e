import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { statusRoad } from '../../src/providers/llm/offline/status-said.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A school status said as one's own fact (status-said.ts, content/status-roads.ts, `STATUS_CLAUSE` in clause-role.ts):
 * it shapes the answer to the question asked and is no road the asker weighs.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a status said in a clause of its own', () => {
  it('does not choose the entry: the road asked does', () => {
    expect(readTarget(kb, '专升本上来的，还有必要再考研吗').decision?.id).toBe('kaoyan-or-job');
    expect(readTarget(kb, '专升本难吗，要准备什么').topic?.id).toBe('zsb-exam');
  });
});

describe('what the status means for the road asked', () => {
  it('is read from the status said as one’s own and the road asked', () => {
    expect(statusRoad('我是专升本的，考研会被歧视吗')?.entry.road).toBe('考研');
    expect(statusRoad('独立学院毕业的，能考公务员吗')?.entry.road).toBe('考公考编');
    expect(statusRoad('我复读过一年 会影响以后考公或者找工作吗')?.said).toBe('复读');
    expect(statusRoad('要不要专升本')).toBeNull();
  });

  it('answers first when the question asks what the status does to the road', () => {
    const { text } = ask('我是专升本的，考研会被歧视吗');
    expect(text.indexOf('### 专升本对考研意味着什么')).toBeLessThan(text.indexOf('就业歧视'));
    expect(text).toContain('第一学历');
    expect(ask('独立学院毕业的，能考公务员吗').text).toContain('学信网可查');
    expect(ask('我复读过一年 会影响以后考公或者找工作吗').text).toMatch(/不影响/u);
  });
});
