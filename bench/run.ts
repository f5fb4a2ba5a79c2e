import { assessmentBench } from './assessment.bench.js';
import { chatBench } from './chat.bench.js';
import { httpBench } from './http.bench.js';
import { webBench } from './web.bench.js';

// `npm run bench`: figures and ratios, never pass/fail. Set BENCH_DATABASE_URL to add a PostgreSQL run.
const pglite = await httpBench({ kind: 'pglite' }, 'PGlite (embedded)');
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const postgres = await httpBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
  console.log(`\n[http] PostgreSQL / PGlite auth p50: ${(postgres.info.p50 / pglite.info.p50).toFixed(2)}x`);
}
assessmentBench();
await chatBench({ kind: 'pglite' }, 'PGlite (embedded)');
if (pgUrl) await chatBench({ kind: 'postgres', url: pgUrl }, 'PostgreSQL');
await webBench();
process.exit(0);
