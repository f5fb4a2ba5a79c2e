import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { completionChunk, fmt } from './lib.js';

/** Semi-space of the measuring processes: a minor collection then follows every ~16 MB allocated. */
const SEMI_SPACE_MB = 16;
const TOKENS = 200_000;
const READERS = ['body', 'sdk', 'node', 'lucina'] as const;
type Reader = (typeof READERS)[number];

/** In a child process with a fixed young generation: reads TOKENS chunks, counts minor collections. */
async function measure(reader: Reader) {
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  const encoder = new TextEncoder();
  const pieces = Array.from({ length: 100 }, (_, i) => encoder.encode(completionChunk(`字${i % 10}`)));
  let sent = 0;
  // What the built-in fetch gives (a web stream), and what Lucina's own fetch gives for an event stream (the Node
  // stream it arrived on: http-body.ts).
  const webResponse = () =>
    new Response(
      new ReadableStream<Uint8Array>(
        { pull: (c) => (sent < TOKENS ? c.enqueue(pieces[sent++ % 100]!) : c.close()) },
        { highWaterMark: 1 },
      ),
    );
  const nodeBody = () =>
    new Readable({
      highWaterMark: 1,
      read() {
        this.push(sent < TOKENS ? Buffer.from(pieces[sent++ % 100]!) : null);
      },
    });
  const headers = new Headers({ 'content-type': 'text/event-stream' });
  // Each reader counts the events it read; loaded before counting starts, so loading is not measured.
  const readAll: () => Promise<number> =
    reader === 'body'
      ? async () => {
          const body = webResponse().body!.getReader();
          let n = 0;
          while (!(await body.read()).done) n++;
          return n;
        }
      : reader === 'sdk'
        ? await import('openai/core/streaming').then(({ Stream }) => async () => {
            let n = 0;
            for await (const c of Stream.fromSSEResponse<{ choices: unknown[] }>(webResponse(), new AbortController()))
              n += c.choices.length;
            return n;
          })
        : reader === 'node'
          ? async () => {
              let n = 0;
              for await (const _ of nodeBody()) n++;
              return n;
            }
          : await import('./server.js').then(({ readSseJson, responseOf }) => async () => {
              let n = 0;
              const response = responseOf(nodeBody(), (s) => s.readableEnded, { status: 200, headers });
              await readSseJson(response, (c) => (n += (c as { choices: unknown[] }).choices.length)).done;
              return n;
            });
  let minor = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor++;
  }).observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  const read = await readAll();
  const used = process.cpuUsage(cpu);
  // The observer reports collections a task later.
  await new Promise((r) => setTimeout(r, 50));
  if (read !== TOKENS) throw new Error(`${reader}: read ${read} of ${TOKENS}`);
  return { minor, cpuUs: used.user + used.system };
}

/**
 * What reading the model's streamed events costs per token, the SDK's stream over the built-in fetch's body against
 * Lucina's readSseJson over the Node body its own fetch keeps (each body read alone beside them): CPU, and garbage estimated from minor collections with a fixed young generation. Every
 * open answer pays it for each token; with thousands open, the garbage sets how often the collector pauses.
 */
export async function sseBench() {
  console.log(`\n[sse] reading ${TOKENS.toLocaleString('en')} streamed chunks, each reader in a process of its own`);
  const results: Record<string, { minor: number; cpuUs: number }> = {};
  for (const reader of READERS) {
    const child = fork(fileURLToPath(import.meta.url), [reader], {
      execArgv: [
        '--import',
        'tsx',
        '--conditions=lucina-dist',
        `--min-semi-space-size=${SEMI_SPACE_MB}`,
        `--max-semi-space-size=${SEMI_SPACE_MB}`,
      ],
    });
    const [result] = (await once(child, 'message')) as [{ minor: number; cpuUs: number }];
    await once(child, 'exit');
    results[reader] = result;
    const kb = (result.minor * SEMI_SPACE_MB * 1024) / TOKENS;
    console.log(
      `  ${reader.padEnd(7)} ${fmt(result.cpuUs / TOKENS, 2)} µs CPU per token, ≈ ${fmt(kb, 2)} KB garbage per token (${result.minor} minor GCs)`,
    );
  }
  const ratio = (k: 'minor' | 'cpuUs') => fmt(results.lucina![k] / results.sdk![k], 2);
  console.log(`  lucina / sdk: CPU ${ratio('cpuUs')}, garbage ${ratio('minor')} (each with its body's read)`);
  return results;
}

// Forked by sseBench: one reader, its figures sent back.
if (process.send && READERS.includes(process.argv[2] as Reader)) {
  const result = await measure(process.argv[2] as Reader);
  process.send(result, () => process.exit(0));
}
