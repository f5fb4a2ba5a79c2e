import { assessmentBench } from './assessment.bench.js';
import { chatBench } from './chat.bench.js';
import { httpBench } from './http.bench.js';
import { metricsCostBench } from './metrics-cost.bench.js';
import { plannerBench } from './planner.bench.js';
import { safetyBench } from './safety.bench.js';
import { sseBench } from './sse.bench.js';
import { webBench } from './web.bench.js';

// `npm run bench`: figures and ratios, never pass/fail. Set BENCH_DATABASE_URL to add a PostgreSQL run,
// BENCH_ONLY=http (or chat, or safety) to run only the request-overhead comparison (or only the chat streaming
// figures, or only the content-safety gate's time per check); BENCH_METRICS=on keeps the Prometheus metrics, and
// BENCH_ONLY=metrics compares the hot path with metrics off and on, interleaved (BENCH_METRICS_ROUNDS rounds);
// BENCH_ONLY=planner times the offline assistant's first token, alone and BENCH_PLANNER_CONCURRENT (20) at once.
const pgUrl = process.env.BENCH_DATABASE_URL;
const only = process.env.BENCH_ONLY;
if (!only || only === 'http') {
  await httpBench({ kind: 'pglite' }, 'PGlite (embedded)');
  if (pgUrl) await httpBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
}
if (!only || only === 'metrics') await metricsCostBench();
if (!only || only === 'planner') await plannerBench();
if (!only || only === 'chat') {
  if (!only) assessmentBench();
  await sseBench();
  await chatBench({ kind: 'pglite' }, 'PGlite (embedded)');
  if (pgUrl) await chatBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
}
if (!only || only === 'safety') await safetyBench();
if (!only) await webBench();
process.exit(0);
