import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizCode, ChatText } from '@lucina/contracts';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import {
  call,
  createChatApp,
  createPeer,
  eventually,
  isDone,
  listen,
  openStream,
  redisUrl,
  sharedKv,
  startEvent,
  textOf,
  upstreamEnv,
  visitorHeaders,
} from './helpers.js';

type Headers = Record<string, string>;
type Stream = Awaited<ReturnType<typeof openStream>>;

const isSse = (stream: Stream) => String(stream.res.headers.get('content-type')).startsWith('text/event-stream');
/** Drops a refused attempt's connection; null for `eventually` to try again. */
const refused = (stream: Stream) => {
  stream.hangUp();
  return null;
};
const LIVE_LIMIT = { code: BizCode.CHAT_LIVE_LIMIT, msg: ChatText.liveLimit(2), data: null };
const ATTACH_LIMIT = { code: BizCode.CHAT_ATTACH_LIMIT, msg: ChatText.attachLimit, data: null };

/** Two instances on one database and one KV store (Redis when TEST_REDIS_URL is set), as deployed. */
describe(`live answer and attach caps (${redisUrl ? 'redis' : 'shared memory'} store)`, () => {
  let upstream: FakeUpstream;
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createPeer>>;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const kv = sharedKv();
    a = await createChatApp(upstreamEnv(upstream), kv());
    b = await createPeer(a, kv());
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    upstream?.release();
    // Every stream has ended; what is left are the test client's pooled sockets, some never used for a request.
    for (const app of [a?.app, b?.app]) app?.server.closeAllConnections();
    await b?.close();
    await a?.close();
    await upstream?.close();
  });

  const user = async (): Promise<Headers> => (await a.login({ chatCount: 100 })).headers;

  /** Asks and waits until the answer's first chunk arrived; the fake model then stalls until released. */
  async function stalledAnswer(base: string, headers: Headers, question: string) {
    upstream.script({ content: ['一', '二'], stallAfter: 1 });
    const stream = await openStream(base, 'directMessage', { messageContent: question }, headers);
    const id = startEvent(await stream.until((e) => textOf(e).text === '一')).id;
    return { stream, id };
  }

  /** Asks until an answer is admitted (slots are freed just after an answer ends), then reads it to the end. */
  const admittedEventually = (base: string, headers: Headers) =>
    eventually(async () => {
      upstream.script({ content: ['好'] });
      const stream = await openStream(base, 'directMessage', { messageContent: '再问一个' }, headers);
      if (!isSse(stream)) return refused(stream);
      return isDone(await stream.toEnd());
    });

  it('one user has at most two answers being written at once across instances; others are not held up', async () => {
    const headers = await user();
    const first = await stalledAnswer(baseA, headers, '第一个');
    const second = await stalledAnswer(baseB, headers, '第二个');
    for (const app of [a.app, b.app]) {
      const third = await call(app, 'directMessage', { messageContent: '第三个' }, headers);
      expect(third).toEqual({ status: 429, body: LIVE_LIMIT });
    }
    const regenerated = await call(a.app, 'resetAnswer', { id: first.id }, headers);
    expect(regenerated.body.code).not.toBe(200);

    const other = await stalledAnswer(baseA, await user(), '另一个用户');
    upstream.release();
    await Promise.all([first.stream.toEnd(), second.stream.toEnd(), other.stream.toEnd()]);
    await admittedEventually(baseB, headers);
  });

  it('a visitor is capped the same way', async () => {
    const headers = visitorHeaders();
    const answers = [await stalledAnswer(baseA, headers, '访客一'), await stalledAnswer(baseB, headers, '访客二')];
    expect(await call(a.app, 'directMessage', { messageContent: '访客三' }, headers)).toEqual({
      status: 429,
      body: LIVE_LIMIT,
    });
    upstream.release();
    await Promise.all(answers.map((x) => x.stream.toEnd()));
  });

  it('a stopped answer frees its slot, also when stopped from the other instance', async () => {
    const headers = await user();
    const first = await stalledAnswer(baseA, headers, '停一');
    const second = await stalledAnswer(baseA, headers, '停二');
    expect((await call(b.app, 'stop', { id: first.id }, headers)).body.data).toMatchObject({ status: 'terminated' });
    await first.stream.toEnd();
    const third = await eventually(async () => {
      upstream.script({ content: ['一', '二'], stallAfter: 1 });
      const stream = await openStream(baseB, 'directMessage', { messageContent: '停后再问' }, headers);
      return isSse(stream) ? stream : refused(stream);
    });
    // Its first token: the model is at its stall (a release before that would not reach it).
    await third.until((e) => textOf(e).text === '一');
    upstream.release();
    await Promise.all([second.stream.toEnd(), third.toEnd()]);
  });

  it('an answer that fails frees its slot', async () => {
    const headers = await user();
    upstream.script({ errorStatus: 500 });
    for (let i = 0; i < 3; i++) {
      const failed = await openStream(baseA, 'directMessage', { messageContent: `失败${i}` }, headers);
      expect(String(failed.res.headers.get('content-type'))).toContain('text/event-stream');
      const events = await failed.toEnd();
      expect(events.some((e) => !('done' in e) && e.event === 'error')).toBe(true);
    }
    await admittedEventually(baseA, headers);
  });

  it('an answer whose client hung up keeps its slot until it ends, then frees it', async () => {
    const headers = await user();
    const answers = [await stalledAnswer(baseA, headers, '挂断一'), await stalledAnswer(baseB, headers, '挂断二')];
    for (const x of answers) x.stream.hangUp();
    // Still being written (and paid for) after the client left.
    expect((await call(a.app, 'directMessage', { messageContent: '挂断后' }, headers)).body).toEqual(LIVE_LIMIT);
    upstream.release();
    await admittedEventually(baseA, headers);
  });

  it('at most five connections follow one answer; one leaving lets another in; a finished answer replays freely', async () => {
    const headers = await user();
    const answer = await stalledAnswer(baseA, headers, '多窗口');
    const followers = [];
    for (let i = 0; i < 5; i++) {
      const f = await openStream(i % 2 ? baseA : baseB, 'attach', { id: answer.id }, headers);
      await f.until((e) => textOf(e).text === '一');
      followers.push(f);
    }
    for (const app of [a.app, b.app]) {
      expect(await call(app, 'attach', { id: answer.id }, headers)).toEqual({ status: 429, body: ATTACH_LIMIT });
    }
    followers.shift()!.hangUp();
    const another = await eventually(async () => {
      const f = await openStream(baseB, 'attach', { id: answer.id }, headers);
      return isSse(f) ? f : refused(f);
    });
    upstream.release();
    for (const f of [answer.stream, another, ...followers]) expect(textOf(await f.toEnd()).text).toBe('一二');
    const replays = await Promise.all(
      Array.from({ length: 7 }, () => openStream(baseA, 'attach', { id: answer.id }, headers)),
    );
    for (const r of replays) expect(textOf(await r.toEnd()).text).toBe('一二');
  });
});
