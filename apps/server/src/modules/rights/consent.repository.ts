import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userConsents } from '../../db/schema/index.js';

export function consentRepository(db: Executor) {
  return {
    async latest(userId: string) {
      const [row] = await db
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, userId))
        .orderBy(desc(userConsents.acceptedAt))
        .limit(1);
      return row ?? null;
    },
    async insert(row: { userId: string; agreementVersion: string; privacyVersion: string; ip: string | null }) {
      await db.insert(userConsents).values(row);
    },
  };
}
