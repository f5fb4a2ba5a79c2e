import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPrometheusMetrics } from '../../src/lib/prometheus.js';

const DEPLOY = path.resolve(import.meta.dirname, '../../../../deploy');
const read = (file: string) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');

/** Prometheus's own series about a scrape, which no app exports. */
const SCRAPE_SERIES = new Set(['up']);
/** Metric names (label names never start with these prefixes), and Prometheus's `up`. */
const METRIC_NAME = /\b((?:lucina|nodejs|process)_[a-z0-9_]+|up(?=\{))/g;

/** Every metric name a PromQL text uses. */
function namesIn(promql: string): string[] {
  return [...promql.matchAll(METRIC_NAME)].map((m) => m[1]!);
}

/** The series names the app exposes: each metric's name and, for a histogram, its _bucket, _sum and _count. */
async function exposed(): Promise<Set<string>> {
  const { body } = await createPrometheusMetrics().scrape();
  const names = new Set<string>();
  for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary') for (const s of ['_bucket', '_sum', '_count']) names.add(name! + s);
  }
  return names;
}

const dashboard = JSON.parse(read('grafana/dashboards/lucina.json')) as {
  panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
};
const dashboardExprs = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ where: p.title, expr: t.expr })),
);
const alertExprs = [
  ...read('prometheus/alerts.yml').matchAll(/- alert: (\S+)\n\s+(?:#[^\n]*\n\s+)*expr: (\|\n(?:\s{10}.*\n)+|.*\n)/g),
].map((m) => ({ where: m[1]!, expr: m[2]! }));

describe('the dashboard and the alert rules in deploy/', () => {
  it('find every alert and every panel query', () => {
    expect(alertExprs.map((a) => a.where)).toEqual(
      expect.arrayContaining([
        'LucinaHighErrorRate',
        'LucinaHighLatencyP99',
        'LucinaSlowFirstToken',
        'LucinaModelErrors',
        'LucinaPaymentsNotGranted',
        'LucinaDatabasePoolExhausted',
        'LucinaEventLoopDelay',
        'LucinaNoAnswersFinishing',
      ]),
    );
    expect(alertExprs.length).toBe((read('prometheus/alerts.yml').match(/- alert:/g) ?? []).length);
    expect(dashboardExprs.length).toBeGreaterThan(20);
  });

  it('use only metric names the app exports', async () => {
    const names = await exposed();
    const unknown: string[] = [];
    for (const { where, expr } of [...dashboardExprs, ...alertExprs]) {
      const used = namesIn(expr);
      expect(used.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const name of used) if (!names.has(name) && !SCRAPE_SERIES.has(name)) unknown.push(`${where}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });

  it('scrape the instances on the metrics port, with the token, and never publish that port', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/METRICS_PORT: 9464/);
    expect(compose).toMatch(/METRICS_TOKEN: \$\{METRICS_TOKEN:\?/);
    expect(compose).not.toMatch(/9464:/);
    const prometheus = read('prometheus/prometheus.yml');
    expect(prometheus).toContain("targets: ['app1:9464', 'app2:9464']");
    expect(prometheus).toContain('credentials_file: /run/secrets/metrics_token');
    expect(read('nginx.conf')).not.toContain('9464');
  });
});
