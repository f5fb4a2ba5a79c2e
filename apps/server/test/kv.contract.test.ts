import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { forEachKvStore, type KvPair } from './helpers/kv-stores.js';
import type { KvTime } from './helpers/kv-time.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function kvContract(name: string, makePair: KvPair, time: KvTime) {
  describe(`KV contract: ${name}`, () => {
    const { a, b } = makePair();
    const { ttlMs } = time;
    time.install();
    const k = (s: string) => `${randomUUID()}:${s}`;
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('stores and reads a value, visible to another client', async () => {
      const key = k('v');
      await a.set(key, 'hello');
      expect(await b.get(key)).toBe('hello');
      expect(await b.get(k('missing'))).toBeNull();
    });

    it('expires values after their TTL', async () => {
      const key = k('ttl');
      await a.set(key, 'x', ttlMs);
      expect(await a.get(key)).toBe('x');
      const ttl = await a.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(ttlMs);
      await time.pass(ttlMs * 2);
      expect(await b.get(key)).toBeNull();
      expect(await a.pttl(key)).toBe(-2);
    });

    it('set-if-absent lets exactly one of many concurrent callers win', async () => {
      const key = k('nx');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).setIfAbsent(key, String(i), 5000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await a.setIfAbsent(key, 'again', 5000)).toBe(false);
    });

    it('set-if-absent succeeds again once the key expired', async () => {
      const key = k('nx-exp');
      expect(await a.setIfAbsent(key, '1', ttlMs)).toBe(true);
      await time.pass(ttlMs * 2);
      expect(await b.setIfAbsent(key, '2', ttlMs)).toBe(true);
    });

    it('increments atomically across clients and starts the TTL with the first increment', async () => {
      const key = k('incr');
      const values = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).incr(key, 10_000)));
      expect(values.map((v) => v.value).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(values.every((v) => v.ttlMs > 0 && v.ttlMs <= 10_000)).toBe(true);
      expect(await a.get(key)).toBe('50');
    });

    it('gives back with a negative increment, keeping the window that the first increment started', async () => {
      const key = k('incr-back');
      await a.incr(key, 10_000);
      await a.incr(key, 10_000);
      const back = await b.incr(key, 60_000, -1);
      expect(back.value).toBe(1);
      expect(back.ttlMs).toBeLessThanOrEqual(10_000);
      expect((await a.incr(key, 60_000)).value).toBe(2);
      expect(await a.pttl(key)).toBeLessThanOrEqual(10_000);
    });

    it('restarts the count after the window expires', async () => {
      const key = k('incr-exp');
      await a.incr(key, ttlMs);
      await a.incr(key, ttlMs);
      await time.pass(ttlMs * 2);
      expect((await b.incr(key, ttlMs)).value).toBe(1);
    });

    it('del reports whether the key existed, so a single-use value is taken once', async () => {
      const key = k('del');
      await a.set(key, 'code', 5000);
      const taken = await Promise.all([a.del(key), b.del(key)]);
      expect(taken.filter(Boolean)).toHaveLength(1);
    });

    it('deletes or renews a key only while it holds the given value', async () => {
      const key = k('lease');
      await a.set(key, 'mine', ttlMs);
      expect(await b.expireEachIfEquals([{ key, value: 'theirs' }], 5000)).toEqual([false]);
      expect(await b.delIfEquals(key, 'theirs')).toBe(false);
      // Renewed in one call beside a key that is not there: each lease gets its own answer, in order.
      const renewed = [
        { key: k('missing'), value: 'mine' },
        { key, value: 'mine' },
      ];
      expect(await b.expireEachIfEquals(renewed, ttlMs * 10)).toEqual([false, true]);
      await time.pass(ttlMs * 2);
      expect(await a.get(key)).toBe('mine');
      const released = await Promise.all([a.delIfEquals(key, 'mine'), b.delIfEquals(key, 'mine')]);
      expect(released.filter(Boolean)).toHaveLength(1);
      expect(await a.get(key)).toBeNull();
      expect(await a.expireEachIfEquals([{ key, value: 'mine' }], 5000)).toEqual([false]);
      expect(await a.expireEachIfEquals([], 5000)).toEqual([]);
      expect(await a.get(key)).toBeNull();
    });

    it('delivers published messages to subscribers on another client, and stops after unsubscribe', async () => {
      const channel = k('chan');
      const got: string[] = [];
      const unsubscribe = await b.subscribe(channel, (m) => got.push(m));
      await a.publish(channel, 'one');
      await a.publish(channel, 'two');
      await expect.poll(() => got, { timeout: 2000 }).toEqual(['one', 'two']);
      await unsubscribe();
      await a.publish(channel, 'three');
      await sleep(100);
      expect(got).toEqual(['one', 'two']);
    });
  });
}

forEachKvStore(kvContract);
