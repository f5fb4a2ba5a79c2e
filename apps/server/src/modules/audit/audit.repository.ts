import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

export interface AuditWrite {
  actorUserId: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  action?: string | undefined;
  actorUserId?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function auditRepository(db: Executor) {
  return {
    /** Call with the transaction of the write it records, so neither exists without the other. */
    async write(entry: AuditWrite) {
      await db.insert(auditLog).values({
        actorUserId: entry.actorUserId,
        // Read in the same statement, so the row names the actor as they were called when they acted.
        actorNickname: entry.actorUserId
          ? sql`(select ${users.nickname} from ${users} where ${users.id} = ${entry.actorUserId})`
          : null,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
    async page(filter: AuditFilter, page: number, pageSize: number) {
      const conds: SQL[] = [];
      if (filter.action) conds.push(eq(auditLog.action, filter.action));
      if (filter.actorUserId) conds.push(eq(auditLog.actorUserId, filter.actorUserId));
      if (filter.target) conds.push(eq(auditLog.target, filter.target));
      if (filter.from) conds.push(gte(auditLog.createdAt, new Date(filter.from)));
      if (filter.to) conds.push(lte(auditLog.createdAt, new Date(filter.to)));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            actorUserId: auditLog.actorUserId,
            // Rows written before the nickname was stored show the actor's current one.
            actorNickname: sql<string | null>`coalesce(${auditLog.actorNickname}, ${users.nickname})`,
            action: auditLog.action,
            target: auditLog.target,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(auditLog, where),
      ]);
      return { rows, total };
    },
  };
}
