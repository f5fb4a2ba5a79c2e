import { type ConsoleRole } from '@lucina/contracts';
import { AdminText } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { roleRepository } from './role.repository.js';

const RANK: Record<ConsoleRole, number> = { operator: 1, admin: 2 };

/** Who may use the console, and the grant/revoke that change it (audited in the same transaction). */
export function createAccessService({ db }: { db: Database }) {
  const roles = roleRepository(db);

  return {
    /** Who is at the console: 403 for an account without a role. */
    async me(userId: string) {
      const [role, nickname] = await Promise.all([roles.roleOf(userId), roles.nicknameOf(userId)]);
      if (!role || nickname === null) throw AppError.forbidden();
      return { userId, nickname, role };
    },
    /** A role set without an audit row: for the test routes' fixture accounts only. */
    setRole: (userId: string, role: ConsoleRole) => roles.set(userId, role),
    /** Throws 403 unless the account holds `needed` or a higher role; read from the database on every call. */
    async require(userId: string, needed: ConsoleRole): Promise<ConsoleRole> {
      const role = await roles.roleOf(userId);
      if (!role) throw AppError.forbidden(AdminText.notStaff);
      if (RANK[role] < RANK[needed]) throw AppError.forbidden(AdminText.adminOnly);
      return role;
    },
    async grant(contact: string, role: ConsoleRole, actorUserId: string | null = null) {
      const account = await roles.findAccount(contact);
      if (!account) throw AppError.notFound(AdminText.accountNotFound);
      return db.transaction(async (tx) => {
        const repo = roleRepository(tx);
        const before = await repo.roleOf(account.id);
        await repo.set(account.id, role);
        await auditRepository(tx).write({
          actorUserId,
          action: 'role.grant',
          target: `user:${account.id}`,
          before: { role: before },
          after: { role },
        });
        return { userId: account.id, nickname: account.nickname, before, role };
      });
    },
    async revoke(contact: string, actorUserId: string | null = null) {
      const account = await roles.findAccount(contact);
      if (!account) throw AppError.notFound(AdminText.accountNotFound);
      return db.transaction(async (tx) => {
        const repo = roleRepository(tx);
        const before = await repo.roleOf(account.id);
        if (!before) return { userId: account.id, nickname: account.nickname, before, role: null };
        await repo.remove(account.id);
        await auditRepository(tx).write({
          actorUserId,
          action: 'role.revoke',
          target: `user:${account.id}`,
          before: { role: before },
          after: { role: null },
        });
        return { userId: account.id, nickname: account.nickname, before, role: null };
      });
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
