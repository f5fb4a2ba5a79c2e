import type { Executor } from '../../db/client.js';
import { safetyReports } from '../../db/schema/index.js';

export interface NewReport {
  messageId: string;
  reason: string;
  detail: string;
  question: string;
  answer: string;
  userId: string | null;
  visitorId: string | null;
}

export function reportRepository(db: Executor) {
  return {
    /** The new report's id, or null when the message was already reported. */
    async insert(report: NewReport): Promise<string | null> {
      const [row] = await db
        .insert(safetyReports)
        .values(report)
        .onConflictDoNothing({ target: safetyReports.messageId })
        .returning({ id: safetyReports.id });
      return row?.id ?? null;
    },
  };
}
