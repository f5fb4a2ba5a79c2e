import type { Reply } from './client.js';

export interface Sample {
  route: string;
  start: number;
  end: number;
  status: number;
  code: number | null;
  msg: string | null;
  /** The body was JSON (an envelope or a probe's object). */
  json: boolean;
  /** Transport failure (refused, reset, timed out). */
  error: string | null;
}

export type Target = { route: string; send: () => Promise<Reply> };

/**
 * Closed-loop load: `concurrency` clients, each sending its next request `thinkMs` after the last one
 * answered, cycling through `targets`. Every request is recorded with its timing and outcome.
 */
export function startLoad(targets: Target[], concurrency: number, thinkMs = 0) {
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  async function client() {
    while (running) {
      const target = targets[n++ % targets.length]!;
      const start = Date.now();
      try {
        const r = await target.send();
        samples.push({
          route: target.route,
          start,
          end: Date.now(),
          status: r.status,
          code: r.body?.code ?? null,
          msg: r.body?.msg ?? null,
          json: r.body !== null,
          error: null,
        });
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs));
      } catch (err) {
        samples.push({
          route: target.route,
          start,
          end: Date.now(),
          status: 0,
          code: null,
          msg: null,
          json: false,
          error: (err as Error).message,
        });
        // A refused connection answers at once; do not spin.
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }
  const clients = Array.from({ length: concurrency }, client);
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(clients);
      return samples;
    },
  };
}

/** Polls an instance's /readyz every `everyMs`, recording each status (0: no answer). */
export function watchReadiness(url: string, everyMs = 200) {
  const seen: Array<{ at: number; status: number }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status,
        () => 0,
      );
      seen.push({ at, status });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await loop;
      return seen;
    },
  };
}

export const seconds = (ms: number) => (ms / 1000).toFixed(1);
