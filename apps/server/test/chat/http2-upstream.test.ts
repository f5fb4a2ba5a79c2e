import { once } from 'node:events';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChatText } from '@lucina/contracts';
import { messages } from '../../src/db/schema/index.js';
import { createHttp2Pool } from '../../src/providers/llm/http2-pool.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { call, createChatApp, listen, openStream, startEvent, streamCall, textOf, upstreamEnv } from './helpers.js';

const errorOf = (events: Awaited<ReturnType<typeof streamCall>>['events']) =>
  events.find((e) => !('done' in e) && e.event === 'error');

/** LLM_HTTP2=on: answers share HTTP/2 connections to the model, up to what the model's server allows on each. */
describe('chat over an HTTP/2 upstream', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let base: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream({ http2: true, maxStreams: 3 });
    t = await createChatApp({ ...upstreamEnv(upstream), LLM_HTTP2: 'on' });
    base = await listen(t);
    headers = (await t.login({ chatCount: 100 })).headers;
  });
  afterAll(async () => {
    upstream?.release();
    await t?.close();
    await upstream?.close();
  });

  const answerRow = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  it('streams and saves answers, one after another on one connection', async () => {
    const before = upstream.connections();
    for (const words of [
      ['春', '眠'],
      ['不', '觉', '晓'],
    ]) {
      upstream.script({ reasoning: ['想'], content: words });
      const { events } = await streamCall(t.app, 'directMessage', { messageContent: words.join('') }, headers);
      expect(textOf(events)).toEqual({ thinking: '想', text: words.join('') });
      expect(await answerRow(startEvent(events).id)).toMatchObject({ status: 'done', content: words.join('') });
    }
    expect(upstream.connections() - before).toBeLessThanOrEqual(1);
  });

  it('a stop resets the answer’s stream, not the connection: the next answer goes on it', async () => {
    upstream.script({ content: ['甲', '乙', '丙'], stallAfter: 1 });
    const stream = await openStream(base, 'directMessage', { messageContent: '停下' }, headers);
    const start = startEvent(await stream.until((e) => textOf(e).text === '甲'));
    const stopped = await call(t.app, 'stop', { id: start.id }, headers);
    expect(stopped.body.data).toMatchObject({ status: 'terminated', messageContent: '甲' });
    await upstream.lastCall().hungUp;
    expect(upstream.lastCall().clientHungUp).toBe(true);
    await stream.toEnd();
    const opened = upstream.connections();
    upstream.script({ content: ['再来'] });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '继续' }, headers);
    expect(textOf(events).text).toBe('再来');
    expect(upstream.connections()).toBe(opened);
  });

  it('a stream the server cuts mid-answer keeps the partial answer as terminated', async () => {
    upstream.script({ content: ['部分', '内容', '丢失'], failAfter: 2 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '会失败的问题' }, headers);
    expect(errorOf(events)).toMatchObject({ error: ChatText.upstreamFailed, terminate: true });
    expect(await answerRow(startEvent(events).id)).toMatchObject({ status: 'terminated', content: '部分内容' });
  });

  it('passes the upstream’s refusal status on', async () => {
    upstream.script({ errorStatus: 429 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '被限流' }, headers);
    expect(errorOf(events)).toMatchObject({ status: 429 });
  });

  it('after the server says it goes away, new answers open a new connection', async () => {
    upstream.script({ content: ['好'] });
    await streamCall(t.app, 'directMessage', { messageContent: '之前' }, headers);
    const before = upstream.connections();
    upstream.goAway();
    await new Promise((r) => setTimeout(r, 50));
    upstream.script({ content: ['新', '连接'] });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '之后' }, headers);
    expect(textOf(events).text).toBe('新连接');
    expect(upstream.connections()).toBe(before + 1);
  });
});

describe('HTTP/2 connections to the model', () => {
  it('from the first answers on, opens another connection only when the open ones carry what the server allows', async () => {
    // A fresh instance: seven answers at once reach it before any connection knows the server's limit (3).
    const upstream = await startFakeUpstream({ http2: true, maxStreams: 3 });
    const t = await createChatApp({ ...upstreamEnv(upstream), LLM_HTTP2: 'on', CHAT_LIVE_ANSWERS_PER_OWNER: '10' });
    try {
      const base = await listen(t);
      const { headers } = await t.login({ chatCount: 10 });
      upstream.script({ content: ['一', '二'], stallAfter: 1 });
      const streams = await Promise.all(
        Array.from({ length: 7 }, (_, i) => openStream(base, 'directMessage', { messageContent: `并发${i}` }, headers)),
      );
      for (const s of streams) await s.until((e) => textOf(e).text === '一');
      expect(upstream.connections()).toBe(3);
      upstream.release();
      for (const s of streams) expect(textOf(await s.toEnd()).text).toBe('一二');
    } finally {
      upstream.release();
      await t.close();
      await upstream.close();
    }
  });

  it('an answer whose reader waits does not hold up the others on its connection', async () => {
    // A response larger than the connection's flow-control window (64 KB), left unread, then a small one. Node
    // opens the connection's window again as data arrives and a stream's only as it is read, so a reader that
    // waits (a user on a slow phone) holds back its own answer, never the others sharing its connection.
    const server = http2.createServer();
    server.on('stream', (stream, headers) => {
      stream.respond({ ':status': 200 });
      stream.end(headers[':path'] === '/big' ? Buffer.alloc(300_000, 97) : 'small');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pool = createHttp2Pool();
    try {
      const big = await pool.request(new URL(`${base}/big`), {}, undefined);
      const reader = big.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      // What the server could send of the big body arrives, unread, before the second request goes.
      await new Promise((r) => setTimeout(r, 300));
      const small = await pool.request(new URL(`${base}/small`), {}, undefined);
      expect(await small.text()).toBe('small');
      await reader.cancel();
    } finally {
      pool.close();
      server.close();
    }
  });
});
