import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { membershipPlans, type MembershipPlanRow } from '../../db/schema/index.js';

/** The console's writes to the membership plans (the reads the checkout shares live in payments.repository). */
export function plansRepository(db: Executor) {
  return {
    /** The plan, locked until the transaction ends: two edits of one plan apply one after the other. */
    async lock(id: number) {
      const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id)).for('update');
      return row ?? null;
    },
    async update(id: number, patch: Partial<MembershipPlanRow>) {
      const [saved] = await db
        .update(membershipPlans)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(membershipPlans.id, id))
        .returning();
      return saved!;
    },
  };
}
