import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { OutboxWriter } from '../../providers/provider-error.js';

export function outboxRepository(db: Executor) {
  return {
    insert: (async (entry) => {
      await db.insert(outbox).values(entry);
    }) satisfies OutboxWriter,
    async latest(target: string) {
      const [row] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.target, target))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
