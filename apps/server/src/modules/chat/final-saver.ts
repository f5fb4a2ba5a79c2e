import type { Logger } from '../../lib/logger.js';
import type { FinishFields } from './message.repository.js';

export type FinalAnswer = FinishFields & { id: string };

/** Rows per statement: one parameter (a JSON array) however many, but a bounded statement size. */
const BATCH = 200;

interface Pending {
  answer: FinalAnswer;
  resolve(saved: boolean): void;
  reject(err: unknown): void;
}

/**
 * Writes the final text and status of answers, one statement for all the answers that ended while the previous
 * statement ran (a group commit): an answer that ends alone is written at once, and when thousands end together
 * (a burst of short answers, a shutdown) a few statements replace one round trip each, which had queued on the
 * pool and kept the event loop busy with thousands of small writes. A batch the database refuses is written again
 * answer by answer, so one bad row (text the database cannot store) costs no other answer its save.
 */
export function createFinalSaver({
  saveMany,
  saveOne,
  log,
}: {
  /** The ids of the answers it ended (those still streaming). */
  saveMany: (answers: FinalAnswer[]) => Promise<Set<string>>;
  saveOne: (answer: FinalAnswer) => Promise<boolean>;
  log: Logger;
}) {
  const queue: Pending[] = [];
  let running = false;

  async function one(p: Pending) {
    await saveOne(p.answer).then(p.resolve, p.reject);
  }

  async function drain() {
    running = true;
    while (queue.length) {
      const batch = queue.splice(0, BATCH);
      if (batch.length === 1) {
        await one(batch[0]!);
        continue;
      }
      try {
        const saved = await saveMany(batch.map((p) => p.answer));
        for (const p of batch) p.resolve(saved.has(p.answer.id));
      } catch (err) {
        log.warn({ err, answers: batch.length }, 'saving finished answers together failed; saving them one by one');
        await Promise.all(batch.map(one));
      }
    }
    running = false;
  }

  return {
    /** Ends a streaming answer once; false when it had already ended (e.g. recovered as an orphan). */
    finish(answer: FinalAnswer): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ answer, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}

export type FinalSaver = ReturnType<typeof createFinalSaver>;
