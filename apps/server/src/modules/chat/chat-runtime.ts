import { randomUUID } from 'node:crypto';
import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import type { LiveEvent } from './answer-events.js';
import type { Generation } from './generation.js';

/** Short, so another instance notices a killed one within seconds (the sweep in index.ts runs as often). */
export const HEARTBEAT_EVERY_MS = 1000;
const HEARTBEAT_TTL_MS = 3 * HEARTBEAT_EVERY_MS;

export const instanceKey = (instanceId: string) => `chat:instance:${instanceId}`;
const controlChannel = (instanceId: string) => `chat:control:${instanceId}`;
const liveChannel = (messageId: string) => `chat:live:${messageId}`;

type Control = { op: 'stop'; id: string } | { op: 'follow'; id: string; requestId: string };
/** Messages on an answer's live channel: its events, plus a snapshot (or "gone") for one follower. */
export type LiveWire =
  LiveEvent | { t: 'snap'; requestId: string; thinking: string; content: string } | { t: 'gone'; requestId: string };

/**
 * This instance's running answers, and the KV plumbing that lets any instance reach them: a heartbeat key
 * (a streaming answer whose instance has no heartbeat is an orphan), a control channel per instance
 * (stop, follow) and a live channel per answer that relays chunks only while someone follows remotely.
 */
export function createChatRuntime({ kv, log }: { kv: Kv; log: Logger }) {
  const instanceId = randomUUID();
  const local = new Map<string, Generation>();
  const relayed = new Set<string>();
  let started: Promise<void> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let unsubscribe: (() => Promise<void>) | null = null;
  let closing = false;

  const publish = (messageId: string, wire: LiveWire) =>
    void kv.publish(liveChannel(messageId), JSON.stringify(wire)).catch((err: unknown) => {
      log.error({ err, messageId }, 'publishing to a chat live channel failed');
    });

  function onControl(raw: string) {
    const msg = JSON.parse(raw) as Control;
    const gen = local.get(msg.id);
    if (msg.op === 'stop') {
      void gen?.stop('user');
    } else if (!gen || gen.ended) {
      publish(msg.id, { t: 'gone', requestId: msg.requestId });
    } else {
      // Published before any later chunk, so the follower's snapshot plus what follows is the whole answer.
      relayed.add(gen.id);
      publish(gen.id, { t: 'snap', requestId: msg.requestId, thinking: gen.thinking, content: gen.content });
    }
  }

  async function start() {
    await kv.set(instanceKey(instanceId), String(Date.now()), HEARTBEAT_TTL_MS);
    unsubscribe = await kv.subscribe(controlChannel(instanceId), onControl);
    heartbeat = setInterval(() => {
      kv.set(instanceKey(instanceId), String(Date.now()), HEARTBEAT_TTL_MS).catch((err: unknown) => {
        log.error({ err }, 'chat heartbeat failed');
      });
    }, HEARTBEAT_EVERY_MS).unref();
  }

  /** Waits for `channel` to carry a message `pick` accepts, or gives up after `timeoutMs`. */
  async function listenFor<T>(messageId: string, pick: (w: LiveWire) => T | undefined, timeoutMs: number) {
    let settle!: (value: T | null) => void;
    const result = new Promise<T | null>((resolve) => (settle = resolve));
    const off = await kv.subscribe(liveChannel(messageId), (raw) => {
      const value = pick(JSON.parse(raw) as LiveWire);
      if (value !== undefined) settle(value);
    });
    const timer = setTimeout(() => settle(null), timeoutMs);
    return { result: result.finally(() => clearTimeout(timer)), off };
  }

  return {
    instanceId,
    /** Heartbeat and control subscription, set up before this instance runs its first answer. */
    ready: () => (started ??= start()),
    local: (messageId: string) => local.get(messageId),
    register(gen: Generation) {
      local.set(gen.id, gen);
      const stopListening = gen.listen((e) => {
        // The end always goes out: a stop sent from another instance waits for it.
        if (relayed.has(gen.id) || e.t === 'end') publish(gen.id, e);
      });
      void gen.done.finally(() => {
        stopListening();
        local.delete(gen.id);
        relayed.delete(gen.id);
      });
      // A request that reached a closing instance (on a connection opened before its port closed) ends at once as
      // the running answers did, instead of running on after the heartbeat is gone.
      if (closing) void gen.stop('shutdown');
    },
    async isAlive(otherId: string) {
      return otherId === instanceId || (await kv.get(instanceKey(otherId))) !== null;
    },
    /** Asks the owning instance to stop an answer; true once it reports the answer saved. */
    async stopRemote(ownerId: string, messageId: string, timeoutMs: number) {
      const ended = await listenFor(messageId, (w) => (w.t === 'end' ? true : undefined), timeoutMs);
      try {
        await kv.publish(controlChannel(ownerId), JSON.stringify({ op: 'stop', id: messageId } satisfies Control));
        return (await ended.result) === true;
      } finally {
        await ended.off();
      }
    },
    /**
     * Follows an answer running on another instance: `onSnapshot` gets what exists when the owner answers, then
     * `onLive` every later event, in order. True once following; false when the owner no longer runs it (or is
     * silent). `off` ends the following.
     */
    async followRemote(
      ownerId: string,
      messageId: string,
      handlers: { onSnapshot(thinking: string, content: string): void; onLive(e: LiveEvent): void },
      timeoutMs: number,
    ) {
      const requestId = randomUUID();
      let synced = false;
      const answer = await listenFor(
        messageId,
        (w) => {
          if (synced && (w.t === 'd' || w.t === 'end')) handlers.onLive(w);
          if (synced || (w.t !== 'snap' && w.t !== 'gone') || w.requestId !== requestId) return undefined;
          if (w.t === 'gone') return false;
          synced = true;
          handlers.onSnapshot(w.thinking, w.content);
          return true;
        },
        timeoutMs,
      );
      await kv.publish(
        controlChannel(ownerId),
        JSON.stringify({ op: 'follow', id: messageId, requestId } satisfies Control),
      );
      const following = (await answer.result) === true;
      if (!following) await answer.off();
      return { following, off: answer.off };
    },
    /**
     * Shutdown: running answers end as terminated (their text saved), then the heartbeat goes. It beats until the
     * last answer here is saved: another instance sweeps answers of an instance without one as orphans.
     */
    async close() {
      closing = true;
      while (local.size > 0) await Promise.all([...local.values()].map((gen) => gen.stop('shutdown')));
      if (heartbeat) clearInterval(heartbeat);
      await unsubscribe?.();
      if (started) await kv.del(instanceKey(instanceId)).catch(() => false);
    },
  };
}

export type ChatRuntime = ReturnType<typeof createChatRuntime>;
