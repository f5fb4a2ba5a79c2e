import { ChatText } from '@lucina/contracts';
import type { MessageRow } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import { answerWriter, type AnswerMeta, type AnswerSink, type LiveEvent } from './answer-events.js';
import type { ChatRuntime } from './chat-runtime.js';
import type { MessageRepository } from './message.repository.js';

/** An answer ready to stream into a sink; returns the function that detaches the sink (client gone). */
export type OpenStream = (sink: AnswerSink) => () => void;

const FOLLOW_TIMEOUT_MS = 3000;

export function metaOf(row: MessageRow, conversationTitle: string): AnswerMeta {
  return {
    id: row.id,
    conversationId: row.conversationId,
    userMessageId: row.parentId ?? '',
    conversationTitle,
    modelCode: row.modelCode,
  };
}

/** The saved end of an answer, as the live stream would have ended it. */
export function endOf(row: MessageRow): Extract<LiveEvent, { t: 'end' }> {
  const status = row.status === 'streaming' ? 'terminated' : row.status;
  const error = row.errorMessage ? { message: row.errorMessage, status: row.errorStatus ?? 0 } : null;
  return { t: 'end', status, error };
}

/** Replays a finished answer from the database. */
export function replayStored(row: MessageRow, title: string): OpenStream {
  return (sink) => {
    const writer = answerWriter(metaOf(row, title), sink, true);
    writer.snapshot(row.thinkProcess, row.content);
    writer.live(endOf(row));
    return () => {};
  };
}

/**
 * Attaches to an answer running on another instance through the KV: the owner sends a snapshot, then every
 * later chunk. If the owner is gone the answer is an orphan (terminated and replayed); if it has just
 * finished, the saved answer is replayed.
 */
export function followElsewhere(
  row: MessageRow,
  title: string,
  deps: { runtime: ChatRuntime; messages: MessageRepository; log: Logger },
): OpenStream {
  return (sink) => {
    const writer = answerWriter(metaOf(row, title), sink, true);
    let detached = false;
    let off: (() => Promise<void>) | null = null;
    const release = () => {
      const o = off;
      off = null;
      if (o) void o();
    };
    const onLive = (e: LiveEvent) => {
      writer.live(e);
      if (e.t === 'end') release();
    };

    async function follow() {
      const owner = row.instanceId;
      if (owner && (await deps.runtime.isAlive(owner))) {
        const r = await deps.runtime.followRemote(
          owner,
          row.id,
          { onSnapshot: writer.snapshot, onLive },
          FOLLOW_TIMEOUT_MS,
        );
        if (r.following) {
          off = r.off;
          if (detached || !writer.open) release();
          return;
        }
      } else {
        await deps.messages.terminate(row.id);
      }
      const saved = await deps.messages.findById(row.id);
      if (!saved || saved.status === 'streaming') {
        writer.live({ t: 'end', status: 'terminated', error: { message: ChatText.attachFailed, status: 503 } });
        return;
      }
      writer.snapshot(saved.thinkProcess, saved.content);
      writer.live(endOf(saved));
    }

    follow().catch((err: unknown) => {
      deps.log.error({ err, messageId: row.id }, 'attaching to an answer failed');
      writer.live({ t: 'end', status: 'terminated', error: { message: ChatText.attachFailed, status: 500 } });
    });
    return () => {
      detached = true;
      release();
    };
  };
}
