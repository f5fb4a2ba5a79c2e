import { AdminSafetyText, type QueueItem } from '@lucina/contracts/admin';
import type { Database, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { reviewRepository, type QueueFilter, type QueueRow, type QueueSource } from './review.repository.js';

/**
 * Disabling an account belongs to the users module; the composition root passes it in. `disable` runs in the
 * review's transaction (and writes its own audit row); `logOut` ends the account's sessions after the commit.
 */
export interface AccountDisabling {
  disable(tx: Transaction, actorUserId: string, userId: string, reason: string): Promise<void>;
  logOut(userId: string): Promise<void>;
}

const toItem = (row: QueueRow): QueueItem => ({
  id: row.id,
  source: row.source,
  status: row.status as QueueItem['status'],
  category: row.category,
  rule: row.rule,
  stage: row.stage as QueueItem['stage'],
  question: row.question,
  answer: row.answer,
  userId: row.userId,
  nickname: row.nickname,
  userDisabled: row.disabledAt !== null,
  visitorId: row.visitorId,
  createTime: row.createdAt.toISOString(),
});

/** The console's review queue over blocked records and users' reports; every decision is audited with it. */
export function createReviewService({ db, accounts }: { db: Database; accounts: AccountDisabling }) {
  const repo = reviewRepository(db);

  async function decide(
    actorUserId: string,
    target: { source: QueueSource; id: string; note: string },
    action: 'dismiss' | 'confirm' | 'disable',
  ) {
    const { item, disabledUser } = await db.transaction(async (tx) => {
      const review = reviewRepository(tx);
      const row = await review.lock(target.source, target.id);
      if (!row) throw AppError.notFound(AdminSafetyText.itemNotFound);
      // A decision is made once; disabling the account may still follow a confirmation.
      if (row.status !== 'pending' && !(action === 'disable' && row.status === 'confirmed')) {
        throw AppError.conflict(AdminSafetyText.itemHandled);
      }
      if (action === 'disable') {
        if (!row.userId) throw AppError.badRequest(AdminSafetyText.noAccount);
        if (row.disabledAt) throw AppError.conflict(AdminSafetyText.accountDisabled);
        await accounts.disable(tx, actorUserId, row.userId, `safety_${target.source}:${row.id}`);
      }
      const status = action === 'dismiss' ? 'dismissed' : 'confirmed';
      await review.setStatus(target.source, row.id, status);
      await auditRepository(tx).write({
        actorUserId,
        action: `safety.review.${action}`,
        target: `safety_${target.source}:${row.id}`,
        before: { status: row.status },
        after: { status, note: target.note || undefined, userId: action === 'disable' ? row.userId : undefined },
      });
      const after = { ...row, status, disabledAt: action === 'disable' ? new Date() : row.disabledAt };
      return { item: toItem(after), disabledUser: action === 'disable' ? row.userId : null };
    });
    if (disabledUser) await accounts.logOut(disabledUser);
    return item;
  }

  return {
    async list({ page, pageSize, ...filter }: QueueFilter & { page: number; pageSize: number }) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      return { list: rows.map(toItem), total, page, pageSize };
    },
    act: (
      actorUserId: string,
      body: { source: QueueSource; id: string; note: string; action: 'dismiss' | 'confirm' },
    ) => decide(actorUserId, body, body.action),
    disableAccount: (actorUserId: string, body: { source: QueueSource; id: string; note: string }) =>
      decide(actorUserId, body, 'disable'),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
