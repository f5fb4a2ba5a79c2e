import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../eval/checks.js';
import { loadEvalSet } from '../../eval/eval-set.js';
import { evaluate, formatReport, summarize } from '../../eval/run-eval.js';
import { createOfflineLlm } from '../../src/providers/llm/offline.llm.js';

describe('the chat evaluation', () => {
  const set = loadEvalSet();

  it('has at least 120 questions over every theme, half of them with a profile', () => {
    expect(set.length).toBeGreaterThanOrEqual(120);
    expect(set.filter((q) => q.asker.riasec || q.asker.workTag).length * 2).toBeGreaterThanOrEqual(set.length);
    expect(new Set(set.map((q) => q.theme)).size).toBeGreaterThanOrEqual(10);
  });

  it('runs a handful of questions through the offline provider and they meet every expectation', async () => {
    const ids = ['sw-01', 'occ-02', 'cs-03', 'fu-02', 'rr-01', 'ot-07'];
    const results = await evaluate(
      createOfflineLlm({ offlineChunkDelayMs: 0 }),
      set.filter((q) => ids.includes(q.id)),
    );
    expect(formatReport(results)).toContain('| **合计** | 6 | 6 | 100.0% |');
    expect(summarize(results).passed).toBe(6);
  });

  it('the checks catch an echo of the question, an unlisted service, a bare salary figure and English', () => {
    const ctx = { question: '产品经理的日常工作是什么？', hollandCode: 'ICE' };
    const fails = (answer: string, mentions = [['产品经理']]) =>
      checkAnswer(answer, { mentions, length: [1, 9999] }, ctx).map((f) => f.check);
    expect(fails('产品经理的日常工作是什么？ICE 兴趣代码。')).toContain('mentions');
    expect(fails('产品经理需要 ICE。推荐「简历代写」服务。')).toContain('services');
    expect(fails('产品经理 ICE 月薪 20000 元。')).toContain('figures');
    expect(fails('产品经理 ICE. The product manager writes specs and talks to engineers.')).toContain('chinese');
    expect(fails('产品经理要懂需求分析，你的兴趣代码 ICE 很契合。')).toEqual([]);
  });
});
