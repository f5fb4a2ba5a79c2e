import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { safetyBlocks, type SafetyBlockRow } from '../../db/schema/index.js';

export interface NewBlock {
  stage: 'question' | 'answer';
  question: string;
  answer: string;
  category: string;
  rule: string;
  provider: string;
  userId: string | null;
  visitorId: string | null;
  messageId: string | null;
}

/** The record of what the gate blocked, and the review queue over it. */
export function blockRepository(db: Executor) {
  return {
    async insert(block: NewBlock): Promise<void> {
      await db.insert(safetyBlocks).values(block);
    },
    async latest(limit: number, status?: SafetyBlockRow['status']): Promise<SafetyBlockRow[]> {
      return db
        .select()
        .from(safetyBlocks)
        .where(status ? eq(safetyBlocks.status, status) : undefined)
        .orderBy(desc(safetyBlocks.createdAt))
        .limit(limit);
    },
  };
}
