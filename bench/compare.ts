import { fork } from 'node:child_process';
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
  /** The bare server's route to compare with (a file's bytes are compared with the same bytes); `/` by default. */
  barePath?: string;
}

export interface Row {
  name: string;
  product: number;
  bare: number;
  ratio: number;
  p50: number;
  p99: number;
  /** CPU time this process (the servers, not the load) spent per answered request, in µs. */
  productCpuUs: number;
  bareCpuUs: number;
  goal?: number;
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Shot {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const loader = fork(new URL('./cannon.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
loader.unref();
loader.channel?.unref();

function shoot(opts: object): Promise<Shot> {
  return new Promise((resolve, reject) => {
    loader.channel?.ref();
    loader.once('message', (msg: Shot & { type: string; message?: string }) => {
      loader.channel?.unref();
      if (msg.type === 'error') reject(new Error(msg.message));
      else resolve(msg);
    });
    loader.send(opts);
  });
}

/**
 * One load of `seconds` on a route. `cpuOf` reads the CPU time of the process that serves it: this one by default,
 * a child's when the server runs in its own process.
 */
export async function cannon(
  url: string,
  probe: Omit<Probe, 'name'>,
  seconds = SECONDS,
  cpuOf: (since?: NodeJS.CpuUsage) => Promise<NodeJS.CpuUsage> | NodeJS.CpuUsage = (since) => process.cpuUsage(since),
) {
  const cpu0 = await cpuOf();
  const result = await shoot({
    url: url + probe.path,
    method: probe.method,
    headers: { ...(probe.body ? { 'content-type': 'application/json' } : {}), ...probe.headers },
    body: probe.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpu = await cpuOf(cpu0);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${probe.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    perSecond: result.perSecond,
    p50: result.p50,
    p99: result.p99,
    cpuUs: (cpu.user + cpu.system) / Math.max(result.requests, 1),
  };
}

/** A bare route answering fixed bytes with fixed headers: what serving a file from memory costs at the least. */
export interface BareFile {
  path: string;
  body: Buffer;
  headers: Record<string, string>;
}

/** A hello-world Fastify on the same machine: the ceiling every product figure is a ratio of. */
export async function startBare(files: BareFile[] = []) {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  for (const file of files) bare.get(file.path, (_req, reply) => reply.headers(file.headers).send(file.body));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, close: () => bare.close() };
}

/** Alternates bare and product per route so drift on a shared machine hits both alike. */
export async function compare(productUrl: string, bareUrl: string, probes: Probe[]): Promise<Row[]> {
  await cannon(bareUrl, { path: '/', method: 'GET' }, 1);
  for (const p of probes) await cannon(productUrl, p, 1);
  const rows: Row[] = [];
  for (const p of probes) {
    const bare = await cannon(bareUrl, { path: p.barePath ?? '/', method: 'GET', headers: p.headers });
    const product = await cannon(productUrl, p);
    rows.push({
      name: p.name,
      product: product.perSecond,
      bare: bare.perSecond,
      ratio: product.perSecond / bare.perSecond,
      p50: product.p50,
      p99: product.p99,
      productCpuUs: product.cpuUs,
      bareCpuUs: bare.cpuUs,
      goal: p.goal,
    });
  }
  return rows;
}

export function printRows(label: string, rows: Row[], commit: string) {
  console.log(
    `\n[http] ${label}, commit ${commit}: autocannon in its own process, ${CONNECTIONS} connections, ${SECONDS} s per run, alternating`,
  );
  console.log('| route | product req/s | bare req/s | ratio | p50 ms | p99 ms | goal | CPU µs/req product / bare |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const goal = r.goal === undefined ? '' : `≥ ${fmt(r.goal * 100, 0)} %`;
    console.log(
      `| ${r.name} | ${fmt(r.product, 0)} | ${fmt(r.bare, 0)} | ${fmt(r.ratio * 100, 1)} % | ${fmt(r.p50, 0)} | ${fmt(r.p99, 0)} | ${goal} | ${fmt(r.productCpuUs, 0)} / ${fmt(r.bareCpuUs, 0)} |`,
    );
  }
}
