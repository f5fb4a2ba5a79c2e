import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { fmt } from './lib.js';

export interface Probe {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Goal as a fraction of bare Fastify req/s on this database; undefined when none is set. */
  goal?: number;
}

export interface Row {
  name: string;
  product: number;
  bare: number;
  ratio: number;
  p50: number;
  p99: number;
  goal?: number;
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

async function cannon(url: string, probe: Omit<Probe, 'name'>, seconds = SECONDS) {
  const result = await autocannon({
    url: url + probe.path,
    method: probe.method,
    headers: { ...(probe.body ? { 'content-type': 'application/json' } : {}), ...probe.headers },
    body: probe.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${probe.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A hello-world Fastify on the same machine: the ceiling every product figure is a ratio of. */
export async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, close: () => bare.close() };
}

/** Alternates bare and product per route so drift on a shared machine hits both alike. */
export async function compare(productUrl: string, bareUrl: string, probes: Probe[]): Promise<Row[]> {
  await cannon(bareUrl, { path: '/', method: 'GET' }, 1);
  for (const p of probes) await cannon(productUrl, p, 1);
  const rows: Row[] = [];
  for (const p of probes) {
    const bare = await cannon(bareUrl, { path: '/', method: 'GET' });
    const product = await cannon(productUrl, p);
    rows.push({
      name: p.name,
      product: product.perSecond,
      bare: bare.perSecond,
      ratio: product.perSecond / bare.perSecond,
      p50: product.p50,
      p99: product.p99,
      goal: p.goal,
    });
  }
  return rows;
}

export function printRows(label: string, rows: Row[]) {
  console.log(`\n[http] ${label}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, alternating`);
  console.log('| route | product req/s | bare req/s | ratio | p50 ms | p99 ms | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const goal = r.goal === undefined ? '' : `≥ ${fmt(r.goal * 100, 0)} %`;
    console.log(
      `| ${r.name} | ${fmt(r.product, 0)} | ${fmt(r.bare, 0)} | ${fmt(r.ratio * 100, 1)} % | ${fmt(r.p50, 0)} | ${fmt(r.p99, 0)} | ${goal} |`,
    );
  }
}
