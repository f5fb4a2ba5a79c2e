import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../src/db/schema/index.js';
import { createFinalSaver, type FinalAnswer } from '../../src/modules/chat/final-saver.js';
import { messageRepository } from '../../src/modules/chat/message.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const silent = { info() {}, warn() {}, error() {} };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const answer = (id: string): FinalAnswer => ({ id, status: 'done', content: id, thinkProcess: '' });

describe('finished answers saved together', () => {
  it('writes a lone answer at once, and the answers that end meanwhile in one statement', async () => {
    const statements: string[][] = [];
    const pending: Array<ReturnType<typeof deferred<Set<string>>>> = [];
    const gate = deferred<boolean>();
    const saver = createFinalSaver({
      saveOne: async (a) => {
        statements.push([a.id]);
        return gate.promise;
      },
      saveMany: (answers) => {
        statements.push(answers.map((a) => a.id));
        const d = deferred<Set<string>>();
        pending.push(d);
        return d.promise;
      },
      log: silent,
    });
    const first = saver.finish(answer('a'));
    const later = ['b', 'c', 'd'].map((id) => saver.finish(answer(id)));
    expect(statements).toEqual([['a']]);
    gate.resolve(true);
    expect(await first).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(statements).toEqual([['a'], ['b', 'c', 'd']]);
    // 'c' had already ended elsewhere (an orphan sweep): not written again, and its caller is told.
    pending[0]!.resolve(new Set(['b', 'd']));
    expect(await Promise.all(later)).toEqual([true, false, true]);
  });

  it('writes a refused batch answer by answer, so only the answer the database refuses loses its save', async () => {
    const saved: string[] = [];
    const gate = deferred<boolean>();
    const saver = createFinalSaver({
      saveOne: async (a) => {
        if (a.id === 'first') return gate.promise;
        if (a.content.includes('\u0000')) throw new Error('invalid byte sequence');
        saved.push(a.id);
        return true;
      },
      saveMany: () => Promise.reject(new Error('invalid byte sequence')),
      log: silent,
    });
    const first = saver.finish(answer('first'));
    const good = saver.finish(answer('good'));
    const bad = saver.finish({ ...answer('bad'), content: 'x\u0000' });
    gate.resolve(true);
    await first;
    expect(await good).toBe(true);
    await expect(bad).rejects.toThrow('invalid byte sequence');
    expect(saved).toEqual(['good']);
  });
});

describe('finishing many answers in one statement', () => {
  let t: TestApp;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await t.login();
    const [c] = await t.db.insert(conversations).values({ userId: user.id, title: '批量' }).returning();
    conversationId = c!.id;
  });
  afterAll(() => t.close());

  const streaming = async (content: string, status: 'streaming' | 'terminated' = 'streaming') => {
    const [m] = await t.db
      .insert(messages)
      .values({ conversationId, role: 'assistant', status, content, instanceId: 'here' })
      .returning();
    return m!.id;
  };
  const row = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  it('writes each answer its own text, status, usage and error, and leaves an answer that already ended', async () => {
    const [done, failed, ended] = [await streaming(''), await streaming(''), await streaming('已结束', 'terminated')];
    const saved = await messageRepository(t.db).finishMany([
      {
        id: done,
        status: 'done',
        content: '完整的"回答"\n',
        thinkProcess: '想',
        promptTokens: 12,
        completionTokens: 34,
      },
      {
        id: failed,
        status: 'error',
        content: '',
        thinkProcess: '',
        errorMessage: '模型服务出错',
        errorStatus: 502,
        promptTokens: null,
        completionTokens: null,
      },
      { id: ended, status: 'done', content: '覆盖', thinkProcess: '' },
    ]);
    expect([...saved].sort()).toEqual([done, failed].sort());
    expect(await row(done)).toMatchObject({
      status: 'done',
      content: '完整的"回答"\n',
      thinkProcess: '想',
      promptTokens: 12,
      completionTokens: 34,
      errorMessage: null,
      errorStatus: null,
      instanceId: null,
    });
    expect((await row(done)).finishedAt).not.toBeNull();
    expect(await row(failed)).toMatchObject({ status: 'error', errorMessage: '模型服务出错', errorStatus: 502 });
    expect(await row(ended)).toMatchObject({ status: 'terminated', content: '已结束', instanceId: 'here' });
  });
});
