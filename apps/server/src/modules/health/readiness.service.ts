import { performance } from 'node:perf_hooks';

/** One dependency's state as /readyz reports it. */
export interface CheckResult {
  status: 'ok' | 'down' | 'offline';
  /** Round trip of the check, ms (absent when nothing was asked: the offline assistant). */
  latencyMs?: number;
  /** What it is ('pglite', 'redis', the model's host); never a secret. */
  kind: string;
}

export interface Probe {
  name: string;
  /** A required dependency that is down makes the instance not ready (503); the others are reported only. */
  required: boolean;
  kind: string;
  /** Resolves when the dependency answered; `offline` when there is nothing to reach. */
  check(): Promise<void | 'offline'>;
}

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function run(probe: Probe): Promise<CheckResult & { error?: unknown }> {
  const started = performance.now();
  try {
    const outcome = await withTimeout(probe.check(), PROBE_TIMEOUT_MS);
    if (outcome === 'offline') return { status: 'offline', kind: probe.kind };
    return { status: 'ok', kind: probe.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', kind: probe.kind, latencyMs: Math.round(performance.now() - started), error };
  }
}

/**
 * Readiness that says why: every dependency is checked at once, each with its latency. Only the required
 * ones (database, KV) decide readiness; the model is reported, since the offline assistant answers while it
 * is away.
 */
export function createReadiness(probes: readonly Probe[]) {
  return async function readiness() {
    const results = await Promise.all(probes.map(run));
    const failures = results.flatMap((r, i) =>
      r.status === 'down' ? [{ name: probes[i]!.name, error: r.error }] : [],
    );
    const checks = Object.fromEntries(
      results.map((r, i) => [probes[i]!.name, { status: r.status, kind: r.kind, latencyMs: r.latencyMs }]),
    ) as Record<string, CheckResult>;
    const ready = results.every((r, i) => r.status !== 'down' || !probes[i]!.required);
    return { ready, checks, failures };
  };
}

/**
 * Whether an OpenAI-compatible upstream answers (GET /models). Orchestrators ask every few seconds, so one
 * answer is kept for `ttlMs` rather than sent upstream each time.
 */
export function modelProbe(
  llm: { provider: string; baseUrl: string | null; apiKey: string | null },
  ttlMs = 30_000,
): Probe {
  let last: { at: number; outcome: Promise<void> } | null = null;
  const host = llm.baseUrl ? new URL(llm.baseUrl).host : 'offline';
  return {
    name: 'model',
    required: false,
    kind: llm.provider === 'openai' ? host : 'offline',
    check() {
      if (llm.provider !== 'openai' || !llm.baseUrl) return Promise.resolve('offline' as const);
      const now = Date.now();
      if (!last || now - last.at > ttlMs) {
        const url = `${llm.baseUrl.replace(/\/$/, '')}/models`;
        const outcome = fetch(url, {
          headers: llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {},
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        }).then(async (res) => {
          await res.body?.cancel();
          if (!res.ok) throw new Error(`GET /models answered ${res.status}`);
        });
        last = { at: now, outcome };
      }
      return last.outcome;
    },
  };
}
