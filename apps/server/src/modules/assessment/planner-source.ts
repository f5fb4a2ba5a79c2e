import type { Executor } from '../../db/client.js';
import type { ChatContextSource } from '../chat/chat-context.js';
import { recordRepository } from './record.repository.js';

/** The chat planner's view of the asker's own latest result. */
export function plannerResultSource(db: Executor): Pick<ChatContextSource, 'latestResult'> {
  const records = recordRepository(db);
  return {
    async latestResult(owner) {
      const row = await records.latestResult(owner);
      if (!row?.result) return null;
      const { hollandCode, order, percent } = row.result;
      return {
        hollandCode,
        order,
        percent,
        takenAt: (row.submittedAt ?? new Date(0)).toISOString(),
      };
    },
  };
}
