import type { Instance } from './instance.js';

/** One scrape of an instance's /metrics: each series (name and labels, as printed) and its value. */
export type Scrape = Map<string, number>;

/** Reads an instance's /metrics with the suite's token; an empty scrape when the instance is down. */
export async function scrape(instance: Instance, token: string): Promise<Scrape> {
  const series: Scrape = new Map();
  const res = await fetch(instance.metricsUrl, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!res?.ok) return series;
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** The sum of a metric's series whose labels include `labels` (e.g. { outcome: 'terminated' }). */
export function total(s: Scrape, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [series, value] of s) {
    const brace = series.indexOf('{');
    if ((brace === -1 ? series : series.slice(0, brace)) !== name) continue;
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`))) sum += value;
  }
  return sum;
}

/** How much a counter moved between two scrapes of one instance. */
export const moved = (before: Scrape, after: Scrape, name: string, labels: Record<string, string> = {}) =>
  total(after, name, labels) - total(before, name, labels);
