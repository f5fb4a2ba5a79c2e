import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Kv } from '../src/kv/index.js';
import { createSlots, type Lease, type SlotOptions } from '../src/kv/slots.js';
import { forEachKvStore, type KvPair } from './helpers/kv-stores.js';
import type { KvTime } from './helpers/kv-time.js';

function slotContract(name: string, makePair: KvPair, time: KvTime) {
  describe(`KV slots: ${name}`, () => {
    const { a, b } = makePair();
    const { ttlMs } = time;
    const renewEveryMs = ttlMs / 4;
    time.install();
    const slots = () => `slots:${randomUUID()}`;
    /** A slot taken by a fresh instance's slots on `kv`. */
    const takeSlot = (kv: Kv, name: string, size: number, options?: SlotOptions) =>
      createSlots(kv, options).take(name, size);
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('hands out at most `size` slots to concurrent takers on different clients', async () => {
      const name = slots();
      const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => takeSlot(i % 2 ? a : b, name, 2)));
      const leases = taken.filter((l): l is Lease => l !== null);
      expect(leases).toHaveLength(2);
      await Promise.all(leases.map((l) => l.release()));
    });

    it('a released slot can be taken again, and releasing twice frees only once', async () => {
      const name = slots();
      const first = (await takeSlot(a, name, 1))!;
      expect(await takeSlot(b, name, 1)).toBeNull();
      await first.release();
      const second = await takeSlot(b, name, 1);
      expect(second).not.toBeNull();
      await first.release();
      expect(await takeSlot(a, name, 1)).toBeNull();
      await second!.release();
    });

    it('keeps a held slot past its TTL by renewing it', async () => {
      const name = slots();
      const held = (await takeSlot(a, name, 1, { ttlMs, renewEveryMs }))!;
      await time.pass(ttlMs * 3);
      expect(await takeSlot(b, name, 1)).toBeNull();
      await held.release();
    });

    it('frees the slot of a holder that stopped renewing (a crashed instance) once its TTL runs out', async () => {
      const name = slots();
      const crashed: Kv = { ...a, expireEachIfEquals: () => Promise.reject(new Error('instance gone')) };
      expect(await takeSlot(crashed, name, 1, { ttlMs, renewEveryMs, onError: () => {} })).not.toBeNull();
      expect(await takeSlot(b, name, 1)).toBeNull();
      await time.pass(ttlMs * 2);
      const after = await takeSlot(b, name, 1);
      expect(after).not.toBeNull();
      await after!.release();
    });

    it('renews every slot an instance holds in one call per round, and stops once none is held', async () => {
      const calls: number[] = [];
      const counted: Kv = {
        ...a,
        expireEachIfEquals: (leases, ms) => (calls.push(leases.length), a.expireEachIfEquals(leases, ms)),
      };
      const instance = createSlots(counted, { ttlMs, renewEveryMs });
      const names = [slots(), slots(), slots()];
      const leases = await Promise.all(names.map((n) => instance.take(n, 1)));
      await time.pass(ttlMs * 3);
      for (const n of names) expect(await takeSlot(b, n, 1)).toBeNull();
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(calls.every((n) => n === 3)).toBe(true);
      await Promise.all(leases.map((l) => l!.release()));
      const rounds = calls.length;
      await time.pass(renewEveryMs * 3);
      expect(calls.length).toBeLessThanOrEqual(rounds + 1);
      expect(calls.slice(rounds).every((n) => n === 0)).toBe(true);
    });

    it('stops renewing a slot it lost, and its late release leaves the new holder alone', async () => {
      const calls: number[] = [];
      const counted: Kv = {
        ...a,
        expireEachIfEquals: (leases, ms) => (calls.push(leases.length), a.expireEachIfEquals(leases, ms)),
      };
      const name = slots();
      const lost = (await createSlots(counted, { ttlMs, renewEveryMs }).take(name, 1))!;
      // The store lost the key (flushed, failed over) and another instance took the slot.
      await a.del(`${name}:0`);
      const other = (await takeSlot(b, name, 1, { ttlMs, renewEveryMs }))!;
      await time.pass(renewEveryMs * 3);
      expect(calls.filter((n) => n > 0)).toEqual([1]);
      await lost.release();
      expect(await takeSlot(a, name, 1)).toBeNull();
      await other.release();
    });
  });
}

forEachKvStore(slotContract);
