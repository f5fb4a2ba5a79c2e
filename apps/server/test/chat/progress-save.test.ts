import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { messages } from '../../src/db/schema/index.js';
import { createProgressSaver } from '../../src/modules/chat/progress-saver.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { createChatApp, eventually, listen, openStream, startEvent, textOf, upstreamEnv } from './helpers.js';

const silent = { info() {}, warn() {}, error() {} };

describe('partial answers saved while they stream', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp({ ...upstreamEnv(upstream), CHAT_SAVE_INTERVAL_MS: '50' });
    base = await listen(t);
  });
  afterAll(async () => {
    upstream?.release();
    await t?.close();
    await upstream?.close();
  });

  it('keeps the text of every open answer in the database, then the final text', async () => {
    const { headers } = await t.login({ chatCount: 100 });
    const open: Array<{ id: string; stream: Awaited<ReturnType<typeof openStream>>; word: string }> = [];
    for (const word of ['春', '夏']) {
      upstream.script({ reasoning: ['想'], content: [word, '天', '末'], stallAfter: 3 });
      const stream = await openStream(base, 'directMessage', { messageContent: word }, headers);
      const id = startEvent(await stream.until((e) => textOf(e).text === `${word}天`)).id;
      open.push({ id, stream, word });
    }
    /** The rows of the open answers as they stand in the database. */
    const stored = () =>
      t.db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.id,
            open.map((o) => o.id),
          ),
        );
    const rows = await eventually(async () => {
      const found = await stored();
      return found.length === 2 && found.every((r) => r.content.endsWith('天')) && found;
    });
    for (const row of rows) expect(row).toMatchObject({ status: 'streaming', thinkProcess: '想' });

    upstream.release();
    for (const o of open) await o.stream.toEnd();
    const ended = await stored();
    expect(ended.map((r) => [r.status, r.content]).sort()).toEqual([
      ['done', '夏天末'],
      ['done', '春天末'],
    ]);
  });

  it('writes many answers in one statement per 500, and none once an answer has ended', async () => {
    const batches: number[][] = [];
    const saver = createProgressSaver({
      intervalMs: 10,
      save: async (answers) => void batches.push(answers.map((a) => Number(a.id))),
      log: silent as never,
    });
    for (let i = 0; i < 1200; i++) saver.changed({ id: String(i), content: '文', thinking: '' });
    await saver.ended('7');
    await eventually(async () => batches.length === 3);
    expect(batches.map((b) => b.length)).toEqual([500, 500, 199]);
    expect(batches.flat()).not.toContain(7);
  });
});
