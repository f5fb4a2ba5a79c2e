import path from 'node:path';
import { API_PREFIX, Pages } from '@lucina/contracts';
import { AdminText, FeedbackStatus, adminRoutes } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { messagesRepository } from './messages.repository.js';
import { auditRepository } from '../audit/index.js';
import { adminFeedbackRepository, type AdminFeedbackRow } from './admin-feedback.repository.js';

interface ListInput {
  page: number;
  pageSize: number;
  status?: number | undefined;
  categoryId?: number | undefined;
}

const summary = ({ screenshotPath, createdAt, ...row }: AdminFeedbackRow) => ({
  ...row,
  hasScreenshot: screenshotPath !== null,
  createTime: createdAt.toISOString(),
});
/** What the audit log keeps of a feedback: its state, not the user's text. */
const auditView = (row: { status: number }) => ({ status: row.status });

/** The feedback inbox: read every user's feedback, reply (as a system message to its author), close. */
export function createAdminFeedbackService({ db, dataDir }: { db: Database; dataDir: string }) {
  const repo = adminFeedbackRepository(db);

  async function detail(id: string) {
    const row = await repo.find(id);
    if (!row) throw AppError.notFound(AdminText.feedbackNotFound);
    const replies = await repo.replies(id);
    return {
      ...summary(row),
      screenshotUrl: row.screenshotPath
        ? `${API_PREFIX}${adminRoutes.feedbackScreenshot.path}?id=${encodeURIComponent(id)}`
        : null,
      replies: replies.map(({ createdAt, ...r }) => ({ ...r, createTime: createdAt.toISOString() })),
    };
  }

  return {
    async list({ page, pageSize, ...filter }: ListInput) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      return { list: rows.map(summary), total, page, pageSize };
    },
    detail,
    /** The stored screenshot's file; the path comes from our own upload, never from the request. */
    async screenshotFile(id: string) {
      const row = await repo.find(id);
      if (!row) throw AppError.notFound(AdminText.feedbackNotFound);
      if (!row.screenshotPath) throw AppError.notFound(AdminText.screenshotNotFound);
      return path.join(dataDir, 'uploads', row.screenshotPath);
    },
    async reply(actorUserId: string, id: string, content: string) {
      await db.transaction(async (tx) => {
        const inTx = adminFeedbackRepository(tx);
        const row = await inTx.find(id, true);
        if (!row) throw AppError.notFound(AdminText.feedbackNotFound);
        if (row.status === FeedbackStatus.closed) throw AppError.conflict(AdminText.feedbackClosed);
        const message = await messagesRepository(tx).insert({
          userId: row.userId,
          kind: 'announcement',
          title: AdminText.feedbackReplyTitle,
          content: `关于你反馈的「${row.content.slice(0, 40)}${row.content.length > 40 ? '…' : ''}」：\n\n${content}`,
          link: Pages.helpFeedback.path,
        });
        await inTx.addReply({ feedbackId: id, actorUserId, content, messageId: message?.id ?? null });
        await inTx.setStatus(id, FeedbackStatus.replied);
        await auditRepository(tx).write({
          actorUserId,
          action: 'feedback.reply',
          target: `feedback:${id}`,
          before: auditView(row),
          after: { status: FeedbackStatus.replied, reply: content, messageId: message?.id ?? null },
        });
      });
      return detail(id);
    },
    async close(actorUserId: string, id: string) {
      await db.transaction(async (tx) => {
        const inTx = adminFeedbackRepository(tx);
        const row = await inTx.find(id, true);
        if (!row) throw AppError.notFound(AdminText.feedbackNotFound);
        if (row.status === FeedbackStatus.closed) return;
        await inTx.setStatus(id, FeedbackStatus.closed);
        await auditRepository(tx).write({
          actorUserId,
          action: 'feedback.close',
          target: `feedback:${id}`,
          before: auditView(row),
          after: { status: FeedbackStatus.closed },
        });
      });
      return detail(id);
    },
  };
}
