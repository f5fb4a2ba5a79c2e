import http from 'node:http';

export interface LatencySummary {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sends `total` GET requests with `concurrency` in flight over keep-alive sockets; times each one. */
export async function load(
  url: string,
  opts: { total: number; concurrency: number; headers?: Record<string, string> },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  async function worker() {
    while (next < opts.total) {
      next++;
      const t0 = process.hrtime.bigint();
      await new Promise<void>((resolve, reject) => {
        const req = http.get(url, { agent, headers: opts.headers }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          res.resume();
          res.on('end', () => resolve());
        });
        req.on('error', reject);
      });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  } satisfies LatencySummary;
}

export function fmt(n: number, digits = 2): string {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}

/** One SSE chunk of a streamed chat completion, as an OpenAI-compatible model sends it (null content: the finish). */
export const completionChunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'b',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'bench',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
