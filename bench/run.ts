import { assessmentBench } from './assessment.bench.js';
import { chatBench } from './chat.bench.js';
import { httpBench } from './http.bench.js';
import { webBench } from './web.bench.js';

// `npm run bench`: figures and ratios, never pass/fail. Set BENCH_DATABASE_URL to add a PostgreSQL run,
// BENCH_ONLY=http to run only the request-overhead comparison.
const pgUrl = process.env.BENCH_DATABASE_URL;
await httpBench({ kind: 'pglite' }, 'PGlite (embedded)');
if (pgUrl) await httpBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
if (process.env.BENCH_ONLY !== 'http') {
  assessmentBench();
  await chatBench({ kind: 'pglite' }, 'PGlite (embedded)');
  if (pgUrl) await chatBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
  await webBench();
}
process.exit(0);
