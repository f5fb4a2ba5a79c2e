import type { Cluster } from './cluster.js';

export interface ScenarioResult {
  /** The measured figure, as printed in the summary. */
  figure: string;
  goal: string;
  pass: boolean;
}

export interface Scenario {
  id: number;
  name: string;
  run(ctx: ScenarioContext): Promise<ScenarioResult>;
}

export interface ScenarioContext {
  cluster: Cluster;
  log(line: string): void;
}

/** Polls `probe` until it returns a value that is not false/null, or gives up after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | false | null>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== false && value !== null) return value;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
