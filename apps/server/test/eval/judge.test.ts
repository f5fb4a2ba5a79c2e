import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolUsingFakeModel } from '../../eval/fake-model.js';
import { formatJudgement, judge, parseGrades, RUBRIC } from '../../eval/judge.js';
import { evaluate } from '../../eval/run-eval.js';
import { loadEvalSet } from '../../eval/eval-set.js';
import { loadConfig } from '../../src/config.js';
import { createLlmProvider } from '../../src/providers/llm/index.js';
import { startFakeUpstream, type FakeUpstream } from '../chat/fake-upstream.js';

describe('grading answers with a judge model', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.script(toolUsingFakeModel);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('reads a judge reply leniently, clamps scores and rejects one missing a criterion', () => {
    expect(parseGrades('评分：{"specific":6,"correct":4.4,"actionable":0,"safe":5,"comment":"好"}')).toEqual({
      specific: 5,
      correct: 4,
      actionable: 1,
      safe: 5,
      comment: '好',
    });
    expect(parseGrades('{"specific":3,"correct":4,"safe":5}')).toBeNull();
    expect(parseGrades('不是 JSON')).toBeNull();
  });

  it('asks the configured model with the rubric, the profile and the answer, and reports means per theme', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: 'fake',
      LLM_MODEL: 'judge-model',
    });
    const questions = loadEvalSet('v1').filter((q) => ['sw-01', 'ot-01'].includes(q.id));
    const results = await evaluate(createLlmProvider(config.llm), questions);
    const before = upstream.calls.length;
    const graded = await judge(config.llm, results);
    const calls = upstream.calls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body.messages[0]!.content).toBe(RUBRIC);
    expect(calls[0]!.body.messages[1]!.content).toContain('兴趣代码 ICE');
    expect(calls[0]!.body.messages[1]!.content).toContain(`回答：\n${results[0]!.answer}`);
    expect(graded.map((g) => g.grades?.safe)).toEqual([5, 5]);
    const report = formatJudgement(graded);
    expect(report).toContain('| 转行 | 3.00 | 4.00 | 3.00 | 5.00 |');
    expect(report).toContain('| **合计** | 3.00 | 4.00 | 3.00 | 5.00 |');
  });
});
