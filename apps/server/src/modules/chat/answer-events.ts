import { deltaFramer, encodeStreamEvent, type MessageStatus, type StreamDeltaType } from '@lucina/contracts';

/** Where an answer's stream goes (an SSE response): its frames; `end` writes the final [DONE] and closes it. */
export interface AnswerSink {
  write(frame: string): void;
  end(): void;
}

export interface AnswerError {
  message: string;
  /** Upstream HTTP status, or the one we chose (504 timeout, 503 restart); 0 for a business refusal. */
  status: number;
  code?: number;
}

/** What a generation emits, in process and (as JSON) on the KV live channel. */
export type LiveEvent =
  | { t: 'd'; k: StreamDeltaType; c: string }
  | { t: 'end'; status: Exclude<MessageStatus, 'streaming'>; error: AnswerError | null };

/** The ids and title every stream opens with. */
export interface AnswerMeta {
  id: string;
  conversationId: string;
  userMessageId: string;
  conversationTitle: string;
  modelCode: number;
}

/**
 * Opens a sink for one answer: writes the start event, then turns snapshots and live events into
 * stream events. After the end event nothing more is written.
 */
export function answerWriter(meta: AnswerMeta, sink: AnswerSink, replay: boolean) {
  const ids = { conversationId: meta.conversationId, id: meta.id };
  const delta = deltaFramer(ids);
  let open = true;
  sink.write(
    encodeStreamEvent({
      event: 'start',
      ...ids,
      userMessageId: meta.userMessageId,
      conversationTitle: meta.conversationTitle,
      modelCode: meta.modelCode,
      replay,
    }),
  );

  function live(e: LiveEvent) {
    if (!open) return;
    if (e.t === 'd') {
      sink.write(delta(e.k, e.c));
      return;
    }
    open = false;
    if (e.error) {
      const { message, status, code } = e.error;
      sink.write(
        encodeStreamEvent({
          event: 'error',
          ...ids,
          error: message,
          status,
          ...(code ? { code } : {}),
          terminate: true,
        }),
      );
    } else {
      sink.write(encodeStreamEvent({ event: 'finish', ...ids, terminate: e.status !== 'done' }));
    }
    sink.end();
  }

  return {
    live,
    /** What was generated before this sink joined, as one thinking and one text delta. */
    snapshot(thinking: string, content: string) {
      if (thinking) live({ t: 'd', k: 'thinking', c: thinking });
      if (content) live({ t: 'd', k: 'text', c: content });
    },
    get open() {
      return open;
    },
  };
}
