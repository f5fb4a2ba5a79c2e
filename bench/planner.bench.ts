import { performance } from 'node:perf_hooks';
import { loadEvalSet } from '../apps/server/eval/eval-set.js';
import { percentile } from './lib.js';
import { buildChatContext, createOfflineLlm } from './server.js';

const CONCURRENT = Number(process.env.BENCH_PLANNER_CONCURRENT ?? 20);
const ROUNDS = Number(process.env.BENCH_PLANNER_ROUNDS ?? 10);

/**
 * The offline assistant's time to first token with CONCURRENT questions at once (issue 36: under 50 ms p50 at 20),
 * as `npm start` answers them: the compiled provider, no pause between chunks. It composes the whole answer before
 * its first chunk, on the one thread that serves every question, so a question's wait includes the answers composed
 * before it. The questions are the evaluation's open sets (v1, v2), CONCURRENT at a time in turn.
 */
export async function plannerBench() {
  const provider = createOfflineLlm({ offlineChunkDelayMs: 0 });
  const warmUp = performance.now();
  provider.warmUp?.();
  const warmMs = performance.now() - warmUp;
  const questions = [...loadEvalSet('v1'), ...loadEvalSet('v2')];
  const firstTokens: number[] = [];
  const composeAlone: number[] = [];

  const ask = async (q: (typeof questions)[number]) => {
    const request = buildChatContext({ modelCode: 0, question: q.q, history: [], profile: q.asker });
    const started = performance.now();
    for await (const chunk of provider.stream({ ...request, signal: AbortSignal.timeout(60_000) })) {
      if (chunk.type !== 'usage') return performance.now() - started;
    }
    return performance.now() - started;
  };

  // Alone first: what one answer costs to compose.
  for (const q of questions) composeAlone.push(await ask(q));
  for (let round = 0; round < ROUNDS; round++) {
    const batch = Array.from({ length: CONCURRENT }, (_, i) => questions[(round * CONCURRENT + i) % questions.length]!);
    firstTokens.push(...(await Promise.all(batch.map(ask))));
  }
  const sortedAlone = composeAlone.sort((a, b) => a - b);
  const sorted = firstTokens.sort((a, b) => a - b);
  console.log(
    `\n[planner] offline assistant, ${questions.length} questions (v1, v2); index built in ${warmMs.toFixed(0)} ms`,
  );
  console.log('| | p50 | p99 | max | goal |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| first token, one question at a time | ${percentile(sortedAlone, 50).toFixed(1)} ms | ${percentile(sortedAlone, 99).toFixed(1)} ms | ${sortedAlone.at(-1)!.toFixed(1)} ms | |`,
  );
  console.log(
    `| first token, ${CONCURRENT} at once (${ROUNDS} rounds) | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 99).toFixed(1)} ms | ${sorted.at(-1)!.toFixed(1)} ms | p50 < 50 ms at 20 |`,
  );
}
