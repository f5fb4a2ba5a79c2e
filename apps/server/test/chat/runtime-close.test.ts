import { describe, expect, it } from 'vitest';
import { createMemoryKv } from '../../src/kv/index.js';
import { createChatRuntime, instanceKey } from '../../src/modules/chat/chat-runtime.js';
import type { Generation } from '../../src/modules/chat/generation.js';

const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<
  typeof createChatRuntime
>[0]['log'];

/** A running answer as the runtime sees it: it ends when stopped, once `release` lets its save finish. */
function answer(id: string) {
  let release!: () => void;
  const saved = new Promise<void>((resolve) => (release = resolve));
  const stops: string[] = [];
  const gen = {
    id,
    done: saved,
    listen: () => () => {},
    stop(reason: string) {
      stops.push(reason);
      return saved;
    },
  };
  return { gen: gen as unknown as Generation, stops, release };
}

describe('closing an instance’s chat runtime', () => {
  it('keeps the heartbeat until the last answer is saved, and ends an answer that starts while closing', async () => {
    const kv = createMemoryKv();
    const runtime = createChatRuntime({ kv, log: silent });
    await runtime.ready();
    const running = answer('running');
    runtime.register(running.gen);

    const closed = runtime.close();
    expect(running.stops).toEqual(['shutdown']);
    // A request that reached the instance just before its port closed starts an answer now.
    const late = answer('late');
    runtime.register(late.gen);
    expect(late.stops).toEqual(['shutdown']);

    running.release();
    await new Promise((r) => setImmediate(r));
    // Still saving the late answer: other instances must still see this one alive.
    expect(await kv.get(instanceKey(runtime.instanceId))).not.toBeNull();
    late.release();
    await closed;
    expect(await kv.get(instanceKey(runtime.instanceId))).toBeNull();
    await kv.close();
  });
});
