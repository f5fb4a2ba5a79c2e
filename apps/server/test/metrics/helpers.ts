import type { PrometheusMetrics } from '../../src/lib/prometheus.js';
import type { TestApp } from '../helpers/app.js';

/** Settings that turn metrics on (the port itself is only listened on by start.ts). */
export const METRICS_ENV = { METRICS_PORT: '9464' };

export function registryOf(t: Pick<TestApp, 'app'>) {
  const metrics = t.app.ctx.metrics as PrometheusMetrics;
  if (!metrics.on) throw new Error('metrics are off in this app');
  return metrics.registry;
}

/**
 * The sum of a metric's series whose labels include `labels`; a histogram's `name` is its `_count` or `_sum`
 * (e.g. `lucina_chat_first_token_seconds_count`).
 */
export async function metricValue(t: Pick<TestApp, 'app'>, name: string, labels: Record<string, string> = {}) {
  const base = name.replace(/_(count|sum)$/, '');
  const metric = registryOf(t).getSingleMetric(base);
  if (!metric) throw new Error(`no metric ${base}`);
  const { values } = await metric.get();
  return values
    .filter((v) => ((v as { metricName?: string }).metricName ?? base) === name)
    .filter((v) => Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l))
    .reduce((sum, v) => sum + v.value, 0);
}
