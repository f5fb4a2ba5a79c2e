import { eq } from 'drizzle-orm';
import type { SiteSection } from '@lucina/contracts/admin';
import type { Executor } from '../../db/client.js';
import { siteContent } from '../../db/schema/index.js';

export function siteContentRepository(db: Executor) {
  return {
    all: () => db.select({ section: siteContent.section, value: siteContent.value }).from(siteContent),
    /** Locks the section's row, when there is one, for the rest of the transaction. */
    async find(section: SiteSection) {
      const [row] = await db
        .select({ value: siteContent.value })
        .from(siteContent)
        .where(eq(siteContent.section, section))
        .for('update');
      return row ?? null;
    },
    async put(section: SiteSection, value: unknown, updatedBy: string) {
      const set = { value, updatedBy, updatedAt: new Date() };
      await db
        .insert(siteContent)
        .values({ section, ...set })
        .onConflictDoUpdate({ target: siteContent.section, set });
    },
    async remove(section: SiteSection) {
      await db.delete(siteContent).where(eq(siteContent.section, section));
    },
  };
}
