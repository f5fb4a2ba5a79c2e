import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../eval/checks.js';
import { HELD_OUT_SETS, loadEvalSet } from '../../eval/eval-set.js';
import { checkCounts, evaluate, formatReport, summarize } from '../../eval/run-eval.js';
import { createOfflineLlm } from '../../src/providers/llm/offline.llm.js';

describe('the chat evaluation', () => {
  const set = loadEvalSet();

  it('keeps the first set whole and adds at least 100 new questions over every theme', () => {
    const v1 = set.filter((q) => q.set === 'v1');
    const v2 = set.filter((q) => q.set === 'v2');
    expect(v1.length).toBeGreaterThanOrEqual(120);
    expect(v1.filter((q) => q.asker.riasec || q.asker.workTag).length * 2).toBeGreaterThanOrEqual(v1.length);
    expect(new Set(v1.map((q) => q.theme)).size).toBeGreaterThanOrEqual(10);
    expect(v2.length).toBeGreaterThanOrEqual(100);
    expect(new Set(v2.map((q) => q.theme)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(v2.filter((q) => q.theme === '专业出路').map((q) => q.group)).size).toBeGreaterThanOrEqual(15);
    expect(v2.filter((q) => q.refuse || q.distress).length).toBeGreaterThanOrEqual(15);
    expect(v2.filter((q) => q.history.length >= 2).length).toBeGreaterThanOrEqual(2);
    // Every new question says what a good answer must contain, beyond its length.
    for (const q of v2) expect(q.refuse || q.distress || q.mentions || q.subject || q.choose, q.id).toBeTruthy();
    for (const q of v2.filter((x) => x.asker.riasec && x.theme === '测评结果'))
      expect(q.asker.riasec!.hollandCode, q.id).toMatch(/^[RIASEC]{3}$/);
  });

  it('keeps a third set aside: written like real questions over every theme, reported only as totals', async () => {
    const v3 = set.filter((q) => q.set === 'v3');
    expect(v3.length).toBeGreaterThanOrEqual(60);
    expect(new Set(v3.map((q) => q.theme)).size).toBeGreaterThanOrEqual(10);
    for (const q of v3) expect(q.refuse || q.distress || q.mentions || q.subject || q.choose, q.id).toBeTruthy();
    const ids = ['v2-no-03', 'v3-no-02', 'v3-maj-01'];
    const results = (
      await evaluate(
        createOfflineLlm({ offlineChunkDelayMs: 0 }),
        set.filter((q) => ids.includes(q.id)),
      )
    ).map((r) => ({ ...r, failures: [{ check: 'length', detail: '长度' }] }));
    const report = formatReport(results);
    expect(report).toContain('[v2-no-03]');
    expect(report).not.toMatch(/\[v3-/);
    expect(report).toMatch(/### 题集 v3[\s\S]*\| \*\*合计\*\* \| 0 \| 2 \|/);
    expect(formatReport(results, { showHeldOut: true })).toContain('[v3-no-02]');
  });

  it('keeps a fourth set aside the same way, over every theme', () => {
    const v4 = set.filter((q) => q.set === 'v4');
    expect(v4.length).toBeGreaterThanOrEqual(40);
    expect(new Set(v4.map((q) => q.theme)).size).toBeGreaterThanOrEqual(10);
    for (const q of v4)
      expect(q.refuse || q.distress || q.mentions || q.subject || q.choose || q.refers, q.id).toBeTruthy();
    expect(HELD_OUT_SETS).toContain('v4');
  });

  it('reports each set in its own table and counts the failures per check', async () => {
    const ids = ['sw-01', 'fu-02', 'ot-07', 'v2-fu-01', 'v2-ria-02', 'v2-no-03'];
    // One answer of each set fails a check whatever the planner does today, so both sets have a column.
    const results = (
      await evaluate(
        createOfflineLlm({ offlineChunkDelayMs: 0 }),
        set.filter((q) => ids.includes(q.id)),
      )
    ).map((r) =>
      r.question.id === 'sw-01' || r.question.id === 'v2-fu-01'
        ? { ...r, failures: [...r.failures, { check: 'length', detail: '长度' }] }
        : r,
    );
    const report = formatReport(results);
    expect(report).toMatch(
      /### 题集 v1[\s\S]*\| \*\*合计\*\* \| \d \| 3 \|[\s\S]*### 题集 v2[\s\S]*\| \*\*合计\*\* \| \d \| 3 \|/,
    );
    expect(report).toContain('| 检查 | v1 | v2 |');
    const counted = checkCounts(results);
    for (const { check, counts } of counted) {
      const failing = (s: string) =>
        results.filter((r) => r.question.set === s && r.failures.some((f) => f.check === check));
      expect(counts, check).toEqual([failing('v1').length, failing('v2').length]);
    }
    expect(summarize(results).total).toBe(6);
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
