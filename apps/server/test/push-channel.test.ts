import { describe, expect, it } from 'vitest';
import { PushChannel, type PushSource } from '../src/lib/push-channel.js';

function source() {
  const calls: string[] = [];
  const s: PushSource = {
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    cancel: () => calls.push('cancel'),
  };
  return { s, calls };
}

async function drain<T>(channel: AsyncIterable<T>) {
  const seen: T[] = [];
  for await (const item of channel) seen.push(item);
  return seen;
}

describe('PushChannel', () => {
  it('gives items pushed before and while the reader waits in order, then the end', async () => {
    const channel = new PushChannel<number>();
    channel.push(1);
    channel.push(2);
    const reading = drain(channel);
    await new Promise((r) => setImmediate(r));
    channel.push(3);
    channel.end();
    channel.push(4); // after the end: dropped
    expect(await reading).toEqual([1, 2, 3]);
  });

  it('starts its producer at the first read, once', async () => {
    let started = 0;
    const channel: PushChannel<string> = new PushChannel(() => {
      started++;
      channel.push('a');
      channel.end();
    });
    expect(started).toBe(0);
    expect(await drain(channel)).toEqual(['a']);
    await channel.next();
    expect(started).toBe(1);
  });

  it('throws a failure after the items pushed before it, once', async () => {
    const channel = new PushChannel<number>();
    channel.push(1);
    channel.fail(new Error('upstream gone'));
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const n of channel) seen.push(n);
      })(),
    ).rejects.toThrow('upstream gone');
    expect(seen).toEqual([1]);
    expect(await channel.next()).toEqual({ value: undefined, done: true });

    // A reader already waiting gets the failure as soon as it comes.
    const waiting = new PushChannel<number>();
    const next = waiting.next();
    waiting.fail(new Error('refused'));
    await expect(next).rejects.toThrow('refused');
  });

  it('pauses its source once `highWater` items wait, and resumes it when the reader has caught up', async () => {
    const channel = new PushChannel<number>(null, 3);
    const { s, calls } = source();
    channel.feed(s);
    channel.push(1);
    channel.push(2);
    expect(calls).toEqual([]);
    channel.push(3);
    channel.push(4);
    expect(calls).toEqual(['pause']);
    expect((await channel.next()).value).toBe(1);
    expect((await channel.next()).value).toBe(2);
    expect((await channel.next()).value).toBe(3);
    expect(calls).toEqual(['pause']);
    expect((await channel.next()).value).toBe(4);
    expect(calls).toEqual(['pause', 'resume']);

    // A new source fed while the reader lags is paused at once.
    for (let i = 0; i < 3; i++) channel.push(i);
    const next = source();
    channel.feed(next.s);
    expect(next.calls).toEqual(['pause']);
  });

  it('cancels its source when the reader leaves early, and drops what is pushed after', async () => {
    const channel = new PushChannel<number>();
    const { s, calls } = source();
    channel.feed(s);
    channel.push(1);
    channel.push(2);
    for await (const n of channel) {
      expect(n).toBe(1);
      break;
    }
    expect(calls).toEqual(['cancel']);
    expect(channel.closed).toBe(true);
    channel.push(3);
    expect(await channel.next()).toEqual({ value: undefined, done: true });

    // A source fed after the reader left (a later round of the answer) is cancelled as it comes.
    const late = source();
    channel.feed(late.s);
    expect(late.calls).toEqual(['cancel']);
  });

  it('does not cancel a source that has already ended', async () => {
    const channel = new PushChannel<number>();
    const { s, calls } = source();
    channel.feed(s);
    channel.push(1);
    channel.end();
    for await (const n of channel) {
      expect(n).toBe(1);
      break;
    }
    expect(calls).toEqual([]);
  });
});
