import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { allRoutes, API_PREFIX, Engagement } from '@lucina/contracts';
import { headersOf, newTempToken, request, type Reply, type Who } from '../lib/client.js';
import {
  operationsOf,
  requestArbitrary,
  transportCases,
  TRAVERSALS,
  whoArbitrary,
  type HostileRequest,
  type Operation,
  type Who as WhoKind,
} from '../lib/hostile.js';
import { createOwner } from '../lib/owned.js';
import type { Scenario } from '../lib/scenario.js';
import { waitFor } from '../lib/scenario.js';
import { watchWrites } from '../lib/writes.js';

/** Generated requests per route (stream routes start answers, so fewer). */
const RUNS = Number(process.env.FAULTS_FUZZ_RUNS ?? 40);
const STREAM_RUNS = 8;
const CHINESE = /[\u4e00-\u9fff]/;
/** The longest one property may take, shrinking included. */
const ROUTE_TIME_LIMIT_MS = 60_000;

/** `FAULTS_SEED=<n>` replays a run; `FAULTS_SEED=random` explores new inputs. The default is fixed. */
function seedOf(): number {
  const v = process.env.FAULTS_SEED;
  if (v === 'random') return Math.floor(Math.random() * 2 ** 31);
  return v ? Number(v) : 20_260_417;
}

interface Violation {
  kind: '5xx' | 'not the envelope' | 'not Chinese' | 'refused yet wrote' | 'served a traversing name' | 'transport';
  request: string;
  detail: string;
}

/**
 * Every operation of the OpenAPI document the instances serve (and the routes it hides) driven through nginx
 * with fast-check: schema-derived bodies, queries and path parameters, mutated (hostile values, missing and
 * stray keys), from a user who owns real ids, a visitor, nobody and a forger; then transport abuse (sizes,
 * nesting, encodings, content types) and traversing media names. Every answer must be below 500, every API
 * refusal the spec's envelope with a Chinese message, and a refused request must leave the database unwritten.
 */
export const hostileInput: Scenario = {
  id: 7,
  name: 'hostile input on every route of the OpenAPI document',
  async run({ cluster, log }) {
    const { nginx, db, llm } = cluster;
    const seed = seedOf();
    log(`seed ${seed}: FAULTS_SEED=${seed} npm run test:faults -- 7 replays this run`);
    const tokens = llm.state.tokens;
    // Answers a generated request starts finish in a moment instead of streaming for a minute.
    llm.state.tokens = 3;

    const doc = (await (await fetch(`${cluster.a.url}${API_PREFIX}/docs/json`)).json()) as Parameters<
      typeof operationsOf
    >[0];
    const streamPaths = new Set(
      allRoutes()
        .filter((r) => r.stream)
        .map((r) => `${API_PREFIX}${r.path}`),
    );
    const ops = operationsOf(doc, streamPaths);
    const documented = new Set(ops.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const undocumented = allRoutes()
      .map((r) => `${r.method} ${API_PREFIX}${r.path}`)
      .filter((r) => !documented.has(r));
    // Logging out ends the owner's session: last.
    ops.sort((x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')));
    log(`${ops.length} operations (${ops.filter((o) => o.hidden).length} hidden from the document)`);

    const owner = await createOwner(cluster, 'fuzz');
    const o = owner.ids;
    const ids = {
      conversationId: [o.conversationId],
      id: [o.messageId, o.feedbackId, o.systemMessageId, o.infoCollectionId],
      recordId: [o.recordId],
      orderNo: [o.orderNo, o.paidOrderNo],
      userCouponId: [o.userCouponId],
    };
    const visitor: Who = { temp: newTempToken() };
    const identities: Record<WhoKind, Record<string, string>> = {
      user: headersOf(owner.who),
      visitor: headersOf(visitor),
      none: {},
      forged: { authorization: `Bearer ${'x'.repeat(40)}`, 'x-temp-token': newTempToken(), 'x-visitor-sig': 'forged' },
    };

    const writes = await watchWrites(db);
    const violations: Violation[] = [];
    const statuses = new Map<string, number>();
    let sent = 0;

    const quiet = () =>
      waitFor(async () => {
        const a = await writes.snapshot();
        await new Promise((r) => setTimeout(r, 150));
        return (await writes.since(a)).length === 0;
      }, 5000);

    async function exchange(r: HostileRequest): Promise<Reply | Error> {
      sent++;
      try {
        return await request(nginx.url, r.method, r.path, {
          ...(r.body ? { rawBody: r.body } : {}),
          headers: r.headers,
          timeoutMs: 20_000,
        });
      } catch (err) {
        return err as Error;
      }
    }

    /** Sends one request and returns what it broke, if anything. */
    async function probe(r: HostileRequest, op: Pick<Operation, 'hidden'> & { traversal?: boolean }) {
      const before = await writes.snapshot();
      const res = await exchange(r);
      const what = `${r.method} ${r.path.slice(0, 160)} [${r.label}]`;
      const found: Violation[] = [];
      if (res instanceof Error) {
        found.push({ kind: 'transport', request: what, detail: res.message });
      } else {
        const cls = `${Math.floor(res.status / 100)}xx`;
        statuses.set(cls, (statuses.get(cls) ?? 0) + 1);
        const body = res.body as { code?: unknown; msg?: unknown; data?: unknown } | null;
        const isEnvelope =
          body !== null &&
          typeof body === 'object' &&
          typeof body.code === 'number' &&
          typeof body.msg === 'string' &&
          'data' in body;
        const streamed = res.status === 200 && res.contentType.startsWith('text/event-stream');
        if (res.status >= 500)
          found.push({ kind: '5xx', request: what, detail: `${res.status} ${res.text.slice(0, 200)}` });
        else if (r.path.startsWith(`${API_PREFIX}/`) && !op.hidden && !streamed && !isEnvelope) {
          found.push({
            kind: 'not the envelope',
            request: what,
            detail: `${res.status} ${res.contentType} ${res.text.slice(0, 120)}`,
          });
        } else if (res.status >= 400 && !op.hidden && !CHINESE.test(String(body?.msg ?? ''))) {
          found.push({ kind: 'not Chinese', request: what, detail: `${res.status} ${res.text.slice(0, 120)}` });
        }
        if (op.traversal && res.status === 200)
          found.push({ kind: 'served a traversing name', request: what, detail: res.text.slice(0, 80) });
        if (res.status >= 400 && (await writes.since(before)).length) {
          // A write that lands now may belong to the answer before; a refusal that writes again on its own is the finding.
          await quiet();
          const again = await writes.snapshot();
          await exchange(r);
          const wrote = await writes.since(again);
          if (wrote.length)
            found.push({ kind: 'refused yet wrote', request: what, detail: `${res.status}: ${wrote.join(', ')}` });
        }
      }
      violations.push(...found);
      return found;
    }

    const failing: string[] = [];
    for (const op of ops) {
      const arb = fc.tuple(requestArbitrary(op, { ids }), whoArbitrary);
      const details = await fc.check(
        fc.asyncProperty(arb, async ([r, who]) => {
          const found = await probe({ ...r, headers: identities[who], label: `${who}; ${r.label}` }, op);
          return found.length === 0;
        }),
        { seed, numRuns: op.stream ? STREAM_RUNS : RUNS, interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS },
      );
      if (details.failed) {
        const [[r, who]] = details.counterexample ?? [[]];
        failing.push(
          `${op.method} ${op.path}: ${who} ${r?.path} ${r?.body?.toString('utf8').slice(0, 200) ?? ''} (seed ${details.seed}, path ${details.counterexamplePath})`,
        );
      }
    }

    let transport = 0;
    for (const op of ops.filter((x) => x.method === 'POST')) {
      for (const c of transportCases(op.path, op.path.endsWith('/feedback/submit') || op.hidden)) {
        transport++;
        await probe({ ...c, headers: { ...identities.user, ...c.headers } }, op);
      }
    }
    for (const folder of ['market', 'banners', 'avatars']) {
      for (const name of TRAVERSALS) {
        await probe(
          { method: 'GET', path: `${Engagement.mediaPrefix}/${folder}/${name}`, headers: {}, label: 'traversal' },
          { hidden: false, traversal: true },
        );
      }
    }
    await probe(
      { method: 'PUT', path: `${API_PREFIX}/ai/conversation/list`, headers: {}, label: 'wrong method' },
      { hidden: false },
    );
    await probe(
      { method: 'GET', path: `${API_PREFIX}/no/such/route`, headers: {}, label: 'unknown route' },
      { hidden: false },
    );
    await probe(
      {
        method: 'GET',
        path: `${API_PREFIX}/site/config`,
        headers: { authorization: `Bearer ${'a'.repeat(7000)}` },
        label: '7 KB token',
      },
      { hidden: false },
    );

    await writes.stop();
    llm.state.tokens = tokens;

    const byKind = new Map<string, number>();
    for (const v of violations) byKind.set(v.kind, (byKind.get(v.kind) ?? 0) + 1);
    // One line per kind and route here; every violation in full beside the instances' logs.
    const seen = new Map<string, Violation & { n: number }>();
    for (const v of violations) {
      const key = `${v.kind} ${v.request.split(' [')[0]!.split('?')[0]}`;
      const first = seen.get(key);
      if (first) first.n++;
      else seen.set(key, { ...v, n: 1 });
    }
    for (const v of [...seen.values()].slice(0, 40)) {
      log(`  ${v.kind} ×${v.n}: ${v.request.slice(0, 200)} → ${v.detail.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    for (const f of failing) log(`  counterexample ${f.slice(0, 300)}`);
    if (violations.length) {
      const file = path.join(cluster.dir, 'hostile-input.jsonl');
      fs.writeFileSync(file, violations.map((v) => JSON.stringify(v)).join('\n'));
      log(`  all ${violations.length} in ${file}`);
    }
    if (undocumented.length) log(`  contract routes missing from the document: ${undocumented.join(', ')}`);
    log(
      `${sent} requests (${transport} transport cases) on ${ops.length} operations; answers ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    const count = (k: Violation['kind']) => byKind.get(k) ?? 0;
    return {
      figure:
        `${sent} requests: ${count('5xx')} 5xx, ${count('not the envelope') + count('not Chinese')} refusals outside the envelope, ` +
        `${count('refused yet wrote')} refusals that wrote, ${count('served a traversing name')} traversals served, ${count('transport')} transport errors`,
      goal: 'all 0, every documented route fuzzed',
      pass: violations.length === 0 && undocumented.length === 0,
    };
  },
};
