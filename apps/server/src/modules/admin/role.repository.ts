import { eq, or } from 'drizzle-orm';
import type { ConsoleRole } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import { accountRoles, users } from '../../db/schema/index.js';

export function roleRepository(db: Executor) {
  return {
    async roleOf(userId: string): Promise<ConsoleRole | null> {
      const [row] = await db
        .select({ role: accountRoles.role })
        .from(accountRoles)
        .where(eq(accountRoles.userId, userId))
        .limit(1);
      return (row?.role as ConsoleRole | undefined) ?? null;
    },
    async set(userId: string, role: ConsoleRole) {
      await db
        .insert(accountRoles)
        .values({ userId, role })
        .onConflictDoUpdate({ target: accountRoles.userId, set: { role, grantedAt: new Date() } });
    },
    async remove(userId: string) {
      await db.delete(accountRoles).where(eq(accountRoles.userId, userId));
    },
    async nicknameOf(userId: string) {
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.nickname ?? null;
    },
    /** An account by its phone or email, exactly as stored. */
    async findAccount(contact: string) {
      const [row] = await db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(or(eq(users.phone, contact), eq(users.email, contact.toLowerCase())))
        .limit(1);
      return row ?? null;
    },
  };
}
