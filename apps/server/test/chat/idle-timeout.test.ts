import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChatText } from '@lucina/contracts';
import { messages } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { createChatApp, startEvent, streamCall, textOf, upstreamEnv } from './helpers.js';

describe('an answer whose model goes quiet', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // 6 s: the timeout is wall time, and on a machine loaded well past its cores (other suites, builds and benches
    // beside this one) the first chunks took over a second, then over three (seen at 3.7 and 4.3 s), to arrive, so
    // a shorter timeout fired before the text the first test expects.
    t = await createChatApp({ ...upstreamEnv(upstream), LLM_IDLE_TIMEOUT_SECONDS: '6' });
    headers = (await t.login({ chatCount: 50 })).headers;
    // One answer first, untimed: the first request of a fresh app builds the safety library and the planner's
    // knowledge and compiles their code, and under load that alone took past the timeout before the first chunk
    // (the timed tests then failed on a cold start, not on the timeout they check).
    upstream.script({ content: ['热身'] });
    await streamCall(t.app, 'directMessage', { messageContent: '考研还是直接工作？' }, headers);
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it('ends after the idle timeout with 504 and the text so far, and the model is hung up on', async () => {
    upstream.script({ content: ['先说', '两句', '没说完'], stallAfter: 2 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '模型会卡住吗？' }, headers);
    const error = events.find((e) => 'event' in e && e.event === 'error');
    expect(error).toMatchObject({ error: ChatText.upstreamTimeout, status: 504, terminate: true });
    expect(textOf(events).text).toBe('先说两句');
    const [row] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, startEvent(events).id));
    expect(row).toMatchObject({ status: 'terminated', content: '先说两句', errorStatus: 504 });
    await upstream.lastCall().hungUp;
    expect(upstream.lastCall().clientHungUp).toBe(true);
  });

  it('lets an answer whose tokens keep coming run past the timeout, each gap shorter than it', async () => {
    // 8.4 s in all, past the 6 s timeout, each gap well under it.
    upstream.script({ content: ['一', '二', '三', '四', '五', '六'], delayMs: 1400 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '慢慢说' }, headers);
    expect(textOf(events).text).toBe('一二三四五六');
    expect(events.some((e) => 'event' in e && e.event === 'error')).toBe(false);
    expect(events.at(-2)).toMatchObject({ event: 'finish', terminate: false });
  });
});
