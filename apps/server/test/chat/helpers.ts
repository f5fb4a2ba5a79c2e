import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseStreamData, type ChatStreamEvent } from '@lucina/contracts';
import { buildApp } from '../../src/app.js';
import { createMemoryKv, createRedisKv, MemoryKvHub, type Kv } from '../../src/kv/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import type { FakeUpstream } from './fake-upstream.js';

export const redisUrl = process.env.TEST_REDIS_URL;

/** Settings for chat tests: no pause between offline chunks, and no request cap from one test IP. */
export const CHAT_TEST_ENV = { CHAT_OFFLINE_CHUNK_DELAY_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' };

export const upstreamEnv = (upstream: FakeUpstream) => ({
  ...CHAT_TEST_ENV,
  LLM_PROVIDER: 'openai',
  LLM_BASE_URL: upstream.baseUrl,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'fake-model',
});

/** One KV store shared by instances, as one Redis is: Redis when TEST_REDIS_URL is set, else one memory hub. */
export function sharedKv() {
  const prefix = `lucina-test-${randomUUID()}:`;
  const hub = new MemoryKvHub();
  return (): Kv => (redisUrl ? createRedisKv(redisUrl, prefix) : createMemoryKv(hub));
}

export async function listen(t: { app: TestApp['app'] }) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A second instance of the app on the same database (and the given KV), like a second process behind the balancer. */
export async function createPeer(t: TestApp, kv: Kv) {
  const app = await buildApp({ config: t.config, database: t.database, kv, logger: false });
  await app.ready();
  return {
    app,
    kv,
    async close() {
      await app.close();
      await kv.close();
    },
  };
}

export async function createChatApp(env: Record<string, string>, kv?: Kv) {
  return createTestApp({ env, ...(kv ? { kv } : {}) });
}

/** Every event of a complete SSE body (the final [DONE] as `{ done: true }`). */
export function parseSse(body: string): Array<ChatStreamEvent | { done: true }> {
  const out: Array<ChatStreamEvent | { done: true }> = [];
  for (const frame of body.split('\n\n')) {
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('\n');
    if (!data) continue;
    const parsed = parseStreamData(data);
    out.push(parsed.kind === 'done' ? { done: true } : parsed.event);
  }
  return out;
}

/** Text and thinking of a stream, joined from its message events. */
export function textOf(events: Array<ChatStreamEvent | { done: true }>) {
  let text = '';
  let thinking = '';
  for (const e of events) {
    if ('done' in e || e.event !== 'message') continue;
    const parsed = parseStreamData(JSON.stringify(e));
    if (parsed.kind === 'event' && parsed.delta) {
      if (parsed.delta.type === 'thinking') thinking += parsed.delta.content;
      else text += parsed.delta.content;
    }
  }
  return { text, thinking };
}

type Headers = Record<string, string>;

/** A complete streaming call through inject (waits for the end of the stream). */
export async function streamCall(app: TestApp['app'], path: string, payload: object, headers: Headers) {
  const res = await app.inject({ method: 'POST', url: `/api/ai/conversation/${path}`, payload, headers });
  const sse = String(res.headers['content-type']).startsWith('text/event-stream');
  return {
    res,
    sse,
    events: sse ? parseSse(res.body) : [],
    envelope: sse ? null : (res.json() as { code: number; msg: string; data: any }),
  };
}

export async function call(app: TestApp['app'], path: string, payload: object, headers: Headers) {
  const res = await app.inject({ method: 'POST', url: `/api/ai/conversation/${path}`, payload, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** A live SSE stream over real HTTP: read events as they come, or hang up. */
export async function openStream(base: string, path: string, payload: object, headers: Headers) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/ai/conversation/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Array<ChatStreamEvent | { done: true }> = [];
  async function next(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop()!;
    events.push(...parseSse(frames.join('\n\n') + '\n\n'));
    return true;
  }
  return {
    res,
    events,
    /** Reads until `predicate` holds for the events so far (or the stream ends). */
    async until(predicate: (events: Array<ChatStreamEvent | { done: true }>) => boolean) {
      while (!predicate(events)) if (!(await next())) break;
      return events;
    },
    async toEnd() {
      while (await next());
      return events;
    },
    hangUp() {
      abort.abort();
    },
  };
}

export const startEvent = (events: Array<ChatStreamEvent | { done: true }>) => {
  const e = events.find(
    (x): x is Extract<ChatStreamEvent, { event: 'start' }> => !('done' in x) && x.event === 'start',
  );
  if (!e) throw new Error('no start event');
  return e;
};
export const hasEvent = (name: ChatStreamEvent['event']) => (events: Array<ChatStreamEvent | { done: true }>) =>
  events.some((e) => !('done' in e) && e.event === name);
export const isDone = (events: Array<ChatStreamEvent | { done: true }>) => events.some((e) => 'done' in e);

/** Polls until `check` passes (answers finish in the background); fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const visitorHeaders = (n = Math.floor(Math.random() * 90000) + 10000) =>
  signedVisitorHeaders(`${Date.now()}${n}`);
