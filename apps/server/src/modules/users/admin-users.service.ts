import { DAY_MS, memberLevelAt } from '@lucina/contracts';
import { AdminUserText, type AdminUserDetail, type AdminUserGrantBody } from '@lucina/contracts/admin';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import type { MessageService } from '../engagement/index.js';
import { adminUsersRepository } from './admin-users.repository.js';

/**
 * What an account's page needs of payments, passed in by the composition root: payments depends on users, so
 * users reaches payments through these calls rather than its imports.
 */
export interface AccountPayments {
  planNameOfLevel(tx: Executor, level: number): Promise<string | null>;
  /** The account's latest orders as the console lists them. */
  ordersOf(userId: string): Promise<AdminUserDetail['orders']>;
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof adminUsersRepository>['find']>>>;
type Role = 'operator' | 'admin';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function summary(
  row: Pick<Row, 'id' | 'nickname' | 'phone' | 'email' | 'userGrade' | 'endTime' | 'chatCount' | 'role' | 'createdAt'>,
  now: Date,
) {
  const level = memberLevelAt({ level: row.userGrade, endTime: row.endTime }, now);
  return {
    id: row.id,
    nickname: row.nickname,
    phone: row.phone,
    email: row.email,
    level,
    endTime: level > 0 ? iso(row.endTime) : null,
    chatCount: row.chatCount,
    role: (row.role as Role | null) ?? null,
    createTime: row.createdAt.toISOString(),
  };
}

function couponState(c: { usedOrderId: string | null; heldByOrderId: string | null; validUntil: Date }, now: Date) {
  if (c.usedOrderId) return 'used' as const;
  if (c.heldByOrderId) return 'held' as const;
  return c.validUntil.getTime() <= now.getTime() ? ('expired' as const) : ('usable' as const);
}

/** The console's accounts: search, one account's standing, and grants of chats or membership days. */
export function createAdminUserService({
  db,
  messages,
  payments,
}: {
  db: Database;
  messages: MessageService;
  payments: AccountPayments;
}) {
  const repo = adminUsersRepository(db);

  async function detail(id: string): Promise<AdminUserDetail> {
    const row = await repo.find(id);
    if (!row) throw AppError.notFound(AdminUserText.userNotFound);
    const now = new Date();
    const [inviter, conversationCount, orders, coupons, records] = await Promise.all([
      row.invitedByUserId ? repo.nicknameOf(row.invitedByUserId) : null,
      repo.conversationCount(id),
      payments.ordersOf(id),
      repo.coupons(id),
      repo.records(id),
    ]);
    return {
      ...summary(row, now),
      wechatBound: row.wechatOpenId !== null || row.wechatMpOpenId !== null,
      inviteCode: row.inviteCode,
      invitedBy: row.invitedByUserId && inviter ? { id: row.invitedByUserId, nickname: inviter } : null,
      conversationCount,
      orders,
      coupons: coupons.map((c) => ({
        id: c.id,
        name: c.name,
        discountPermille: c.discountPermille,
        state: couponState(c, now),
        validUntil: c.validUntil.toISOString(),
        createTime: c.createdAt.toISOString(),
      })),
      records: records.map((r) => ({
        id: r.id,
        status: r.status,
        code: r.hollandCode,
        unlocked: r.unlocked,
        createTime: r.createdAt.toISOString(),
        submitTime: iso(r.submittedAt),
      })),
    };
  }

  return {
    async list({ page, pageSize, keyword }: { page: number; pageSize: number; keyword?: string | undefined }) {
      const { rows, total } = await repo.page(keyword || undefined, page, pageSize);
      const now = new Date();
      return { list: rows.map((r) => summary(r, now)), total, page, pageSize };
    },
    detail,
    /**
     * Chats are added to what is left. Days extend a member's current expiry at the level they hold (another
     * level is refused: an upgrade is bought, not granted); a non-member gets the chosen level from now.
     */
    async grant(actorUserId: string, body: AdminUserGrantBody) {
      await db.transaction(async (tx) => {
        const users = adminUsersRepository(tx);
        const user = await users.find(body.userId, true);
        if (!user) throw AppError.notFound(AdminUserText.userNotFound);
        const now = new Date();
        const before = { level: user.userGrade, endTime: user.endTime };
        let after = before;
        if (body.days) {
          const active = memberLevelAt(before, now);
          const level = body.level ?? (active || 1);
          if (active > 0 && level !== active) throw AppError.badRequest(AdminUserText.otherLevel(active));
          const from = active > 0 ? user.endTime!.getTime() : now.getTime();
          after = { level, endTime: new Date(from + body.days * DAY_MS) };
          await users.setMembership(user.id, after.level, after.endTime!);
        }
        if (body.chats) await users.addChats(user.id, body.chats);
        const memberName = body.days ? await payments.planNameOfLevel(tx, after.level) : null;
        await messages.notify(
          user.id,
          'grant',
          {
            chats: body.chats,
            days: body.days,
            memberName: memberName ?? undefined,
            memberUntil: body.days ? iso(after.endTime)! : undefined,
            reason: body.reason,
          },
          { tx },
        );
        await auditRepository(tx).write({
          actorUserId,
          action: 'user.grant',
          target: `user:${user.id}`,
          before: { chatCount: user.chatCount, level: before.level, endTime: iso(before.endTime) },
          after: {
            chatCount: user.chatCount + (body.chats ?? 0),
            level: after.level,
            endTime: iso(after.endTime),
            reason: body.reason,
          },
        });
      });
      return detail(body.userId);
    },
  };
}
