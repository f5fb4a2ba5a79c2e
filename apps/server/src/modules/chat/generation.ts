import { BizCode, ChatText, type MessageStatus } from '@lucina/contracts';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type AnswerOutcome, type Metrics, type UpstreamErrorKind } from '../../lib/metrics.js';
import { quietTimer } from '../../lib/quiet-timer.js';
import { relayTurn } from '../../lib/turn-budget.js';
import { estimateUsage, LlmError, type LlmProvider, type LlmRequest } from '../../providers/llm/index.js';
import { answerWriter, type AnswerError, type AnswerMeta, type AnswerSink, type LiveEvent } from './answer-events.js';
import type { FinalSaver } from './final-saver.js';
import type { ProgressSaver } from './progress-saver.js';
import type { AnswerScreen, Blocked } from './screening.js';

/** `discarded`: the answer's rows could not be written, so it never reached a client. */
export type StopReason = 'user' | 'discarded' | 'timeout' | 'shutdown' | 'quota' | 'blocked';

export interface GenerationDeps {
  provider: LlmProvider;
  /** This instance's writer of finished answers (answers that end together share a statement). */
  finals: Pick<FinalSaver, 'finish'>;
  /** This instance's saver of partial answers (one batched write per interval for all of them). */
  progress: Pick<ProgressSaver, 'changed' | 'ended'>;
  log: Logger;
  idleTimeoutMs: number;
  metrics?: Metrics;
}

export interface GenerationInit extends AnswerMeta {
  request: Omit<LlmRequest, 'signal'>;
  /**
   * The question and the answer's row being written, with the free chat spent in the same statement when
   * `spend` is set; the model is asked meanwhile, to save the wait. Resolves whether the chat was spent.
   */
  persisted: Promise<{ spent: boolean }>;
  /**
   * The answer costs one of its asker's free chats: no token goes out unless it was spent (none left: the
   * answer is refused). The answer's end gives it back when no token went out or the service cut the answer
   * short (see `finish`). False for members, visitors, declined questions and a free regenerate.
   */
  spend: boolean;
  /**
   * The content-safety check of the answer as it streams; on a hit the answer stops, the upstream request is
   * aborted, `blocked` is told what was generated so far, and the notice replaces the answer. Null: no check.
   */
  screen?: { check: AnswerScreen; blocked(verdict: Blocked, answerSoFar: string): Promise<void> } | null;
  /** The question was declined by the safety gate: this answer is its decline, from no model. */
  declinedByGate?: boolean;
}

type Usage = { promptTokens: number; completionTokens: number };

const STOP_ERRORS: Record<Exclude<StopReason, 'user' | 'discarded' | 'blocked'>, AnswerError> = {
  timeout: { message: ChatText.upstreamTimeout, status: 504 },
  shutdown: { message: ChatText.serverStopping, status: 503 },
  quota: { message: ChatText.quotaExhausted, status: 0, code: BizCode.CHAT_QUOTA_EXHAUSTED },
};

/** The model's failure as the metrics count it: a timeout, or its HTTP status class. */
function upstreamKind(failure: unknown): UpstreamErrorKind {
  if (!(failure instanceof LlmError)) return 'other';
  if (failure.status === 504) return 'timeout';
  return failure.status >= 400 && failure.status < 500 ? '4xx' : '5xx';
}

/**
 * One answer being generated, independent of any HTTP client: it runs to its end, saves the result and
 * tells its listeners (SSE clients, the KV live channel). A client leaving does not stop it; `stop` does.
 */
export class Generation {
  thinking = '';
  content = '';
  ended: Extract<LiveEvent, { t: 'end' }> | null = null;
  readonly done: Promise<void>;
  private readonly listeners = new Set<(e: LiveEvent) => void>();
  private readonly abort = new AbortController();
  private stopReason: StopReason | null = null;
  /** A token went out: the answer's rows exist and its chat (if due) is spent. */
  private admitted = false;
  private resolveDone!: () => void;
  private readonly metrics: Metrics;
  /** performance.now() when the answer started, for its first-token time and duration. */
  private startedAt = 0;
  /** What the model had written when the safety gate blocked the answer (its text is then the notice). */
  private blockedText = '';

  /** The rows' write, null when it failed. */
  private readonly stored: Promise<{ spent: boolean } | null>;

  constructor(
    readonly meta: GenerationInit,
    private readonly deps: GenerationDeps,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.metrics = deps.metrics ?? noMetrics;
    this.stored = meta.persisted.catch(() => null);
  }

  get id() {
    return this.meta.id;
  }

  /** Adds a listener of raw live events (the KV relay); returns its removal. */
  listen(fn: (e: LiveEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Streams this answer to a sink: start, what exists so far, then live chunks; returns the detach function. */
  attach(sink: AnswerSink, replay: boolean): () => void {
    const writer = answerWriter(this.meta, sink, replay);
    writer.snapshot(this.thinking, this.content);
    if (this.ended) {
      writer.live(this.ended);
      return () => {};
    }
    return this.listen(writer.live);
  }

  /** Ends the answer early (the partial text is kept) and resolves once it is saved. */
  stop(reason: StopReason): Promise<void> {
    this.stopReason ??= reason;
    this.abort.abort();
    return this.done;
  }

  private emit(e: LiveEvent) {
    for (const fn of this.listeners) fn(e);
  }

  async run(): Promise<void> {
    const { provider, idleTimeoutMs, progress } = this.deps;
    const idle = quietTimer(idleTimeoutMs, () => void this.stop('timeout'));
    this.startedAt = performance.now();
    this.metrics.chat.opened();
    let usage: Usage | null = null;
    let failure: unknown = null;
    try {
      for await (const chunk of provider.stream({ ...this.meta.request, signal: this.abort.signal })) {
        // The model's silence is what times it out: the time this answer spends on the token itself (saving, the
        // safety check, waiting its turn) does not count, however long a loaded machine makes it.
        idle.hold();
        try {
          // Thousands of answers share the event loop: a token that came in a burst waits its turn (see turn-budget).
          for (let turn = relayTurn(); turn; turn = relayTurn()) await turn;
          if (chunk.type === 'usage') {
            usage = chunk;
            continue;
          }
          if (!chunk.content) continue;
          if (!this.admitted) {
            const written = await this.stored;
            if (!written) void this.stop('discarded');
            else if (this.meta.spend && !written.spent) void this.stop('quota');
            else {
              this.admitted = true;
              this.metrics.chat.firstToken((performance.now() - this.startedAt) / 1000);
            }
          }
          if (this.stopReason) break;
          // Checked before the piece joins the answer: a hit stops it with this piece unsent (and a client that
          // attaches meanwhile is given the answer without it, then the piece once it passed).
          if (await this.screened(chunk.content, chunk.type === 'text' ? chunk.content : '', false)) break;
          if (chunk.type === 'thinking') this.thinking += chunk.content;
          else this.content += chunk.content;
          // Only once its rows exist (admitting waited for them), so a partial save always finds its row.
          progress.changed(this);
          this.emit({ t: 'd', k: chunk.type, c: chunk.content });
        } finally {
          idle.release();
        }
      }
    } catch (err) {
      if (!this.stopReason) failure = err;
    } finally {
      idle.stop();
    }
    if (!this.stopReason && !failure) await this.screened('', '', true);
    await progress.ended(this.id);
    await this.finish(this.outcome(failure), usage);
  }

  /**
   * Runs the answer's safety check on a new piece (`text`: its part that joins the answer's text); true when it
   * stopped the answer, whose text is then the notice.
   */
  private async screened(piece: string, text: string, final: boolean): Promise<boolean> {
    const screen = this.meta.screen;
    if (!screen) return false;
    screen.check.add(piece);
    const verdict = await screen.check.check(final).catch((err: unknown) => {
      this.deps.log.error({ err, messageId: this.id }, 'checking an answer for safety failed');
      return null;
    });
    if (!verdict || this.stopReason) return false;
    this.stopReason = 'blocked';
    this.blockedText = this.thinking + this.content + text;
    this.abort.abort();
    await screen.blocked(verdict, this.content + text).catch((err: unknown) => {
      this.deps.log.error({ err, messageId: this.id }, 'recording a blocked answer failed');
    });
    this.content = screen.check.notice;
    this.thinking = '';
    return true;
  }

  private outcome(failure: unknown): { status: Exclude<MessageStatus, 'streaming'>; error: AnswerError | null } {
    const empty = !this.content && !this.thinking;
    if (this.stopReason === 'user' || this.stopReason === 'discarded') return { status: 'terminated', error: null };
    if (this.stopReason === 'blocked') {
      const notice = this.meta.screen!.check.notice;
      return { status: 'terminated', error: { message: notice, status: 0, code: BizCode.CONTENT_BLOCKED } };
    }
    let error: AnswerError | null = null;
    if (this.stopReason) error = STOP_ERRORS[this.stopReason];
    if (this.stopReason === 'timeout') this.metrics.chat.upstreamError('timeout');
    else if (failure) {
      this.metrics.chat.upstreamError(upstreamKind(failure));
      const status = failure instanceof LlmError ? failure.status : 502;
      this.deps.log.error({ err: failure, messageId: this.id }, 'the model failed while answering');
      error = { message: ChatText.upstreamFailed, status };
    }
    if (!error) return { status: 'done', error: null };
    // A shutdown interrupts an answer, as a user's stop does, even before its first token: it ends terminated
    // (the client is told to ask again), not as a failure of the model.
    if (this.stopReason === 'shutdown') return { status: 'terminated', error };
    return { status: empty ? 'error' : 'terminated', error };
  }

  /**
   * Whether the service, not the asker, ended the answer early: a failure, a timeout, a shutdown, a safety block.
   * A refusal for want of chats spent nothing and is not a cut; neither is a stop by the user.
   */
  private cutShort(status: Exclude<MessageStatus, 'streaming'>, error: AnswerError | null): boolean {
    if (status === 'done' || this.stopReason === 'user' || this.stopReason === 'discarded') return false;
    return this.stopReason !== 'quota' && (error !== null || this.stopReason === 'blocked');
  }

  /** The answer's end as the metrics count it: a stop by its asker and the safety gate's blocks apart. */
  private outcomeLabel(status: Exclude<MessageStatus, 'streaming'>): AnswerOutcome {
    if (this.stopReason === 'blocked' || this.meta.declinedByGate) return 'blocked';
    if (this.stopReason === 'user') return 'stopped';
    return status;
  }

  /**
   * The tokens the answer records: the provider's count; none for a decline, which no model wrote; an estimate
   * for an answer cut short after the model had written something, since its usage event never came.
   */
  private recordedUsage(usage: Usage | null): Usage | null {
    if (usage) return usage;
    if (this.meta.declinedByGate) return { promptTokens: 0, completionTokens: 0 };
    const generated = this.stopReason === 'blocked' ? this.blockedText : this.thinking + this.content;
    return generated ? estimateUsage(this.meta.request.messages, generated) : null;
  }

  private async finish(
    { status, error }: { status: Exclude<MessageStatus, 'streaming'>; error: AnswerError | null },
    usage: Usage | null,
  ) {
    const recorded = this.recordedUsage(usage);
    const written = await this.stored;
    // A user's own stop after the first token keeps the charge (SPEC §4: a chat is spent at its first token);
    // an answer the service cut short, or one that sent nothing, gives its chat back in the statement that ends it.
    const cutShort = this.cutShort(status, error);
    try {
      if (written)
        await this.deps.finals.finish({
          id: this.id,
          status,
          content: this.content,
          thinkProcess: this.thinking,
          promptTokens: recorded?.promptTokens ?? null,
          completionTokens: recorded?.completionTokens ?? null,
          // A blocked answer's text is the notice itself; no error is shown beside it when it is read again.
          errorMessage: this.stopReason === 'blocked' ? null : (error?.message ?? null),
          errorStatus: this.stopReason === 'blocked' ? null : (error?.status ?? null),
          cutShort,
          giveBack: cutShort || !this.admitted,
        });
    } catch (err) {
      this.deps.log.error({ err, messageId: this.id }, 'saving a finished answer failed');
    }
    if (usage) {
      const model = this.deps.provider.modelName(this.meta.request.modelCode);
      this.metrics.chat.tokens(model, usage.promptTokens, usage.completionTokens);
    }
    this.metrics.chat.ended(this.outcomeLabel(status), (performance.now() - this.startedAt) / 1000);
    this.ended = { t: 'end', status, error };
    this.emit(this.ended);
    this.listeners.clear();
    this.resolveDone();
  }
}
