import type { Logger } from '../../lib/logger.js';

/** What is saved of a streaming answer: read when the save runs, so it is the latest text. */
export interface InProgress {
  readonly id: string;
  readonly content: string;
  readonly thinking: string;
}

export type SaveProgressBatch = (
  answers: Array<{ id: string; content: string; thinkProcess: string }>,
) => Promise<void>;

/** Rows per statement: one parameter (a JSON array) however many, but a bounded statement size. */
const BATCH = 500;

/**
 * Saves the partial text of every streaming answer of this instance every `intervalMs`, in one statement per
 * 500 answers, so a killed instance loses at most that much of each answer (the other instance's sweep ends
 * them with what was saved). One statement per answer and interval put thousands of writes a second on the
 * database with a few thousand answers open; this puts a handful. `intervalMs` 0 saves nothing until the end.
 */
export function createProgressSaver({
  intervalMs,
  save,
  log,
}: {
  intervalMs: number;
  save: SaveProgressBatch;
  log: Logger;
}) {
  const changed = new Map<string, InProgress>();
  let timer: NodeJS.Timeout | null = null;
  let saving: Promise<void> = Promise.resolve();

  async function flush() {
    const answers = [...changed.values()].map((a) => ({ id: a.id, content: a.content, thinkProcess: a.thinking }));
    changed.clear();
    for (let i = 0; i < answers.length; i += BATCH) {
      await save(answers.slice(i, i + BATCH)).catch((err: unknown) =>
        log.error({ err, answers: answers.length }, 'saving partial answers failed'),
      );
    }
  }

  function tick() {
    if (changed.size === 0) {
      // Nothing streams: no timer keeps running for nothing.
      clearInterval(timer!);
      timer = null;
      return;
    }
    // A slow database must not pile saves up: the next tick waits for this one.
    saving = saving.then(flush);
  }

  return {
    /** The answer has new text since its last save. */
    changed(answer: InProgress) {
      if (intervalMs <= 0) return;
      changed.set(answer.id, answer);
      timer ??= setInterval(tick, intervalMs).unref();
    },
    /**
     * The answer is about to write its final text: no partial save of it starts after this, and the returned
     * promise settles once one already running has ended, so the final text is written last.
     */
    async ended(id: string) {
      changed.delete(id);
      await saving;
    },
  };
}

export type ProgressSaver = ReturnType<typeof createProgressSaver>;
