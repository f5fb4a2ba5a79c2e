import fs from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, Rights, RightsText, type Cancellation } from '@lucina/contracts';
import type { AdminCancellation } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { maskEmail, maskPhone } from '../../lib/mask.js';
import { auditRepository } from '../audit/index.js';
import { cancellationRepository } from './cancellation.repository.js';
import { erasureRepository, type ErasedFiles } from './erasure.repository.js';

/** The one-time codes of the login feature, for a code that confirms a cancellation. */
export interface CancellationCodes {
  send(target: { channel: 'sms' | 'email'; target: string }, ip: string): Promise<{ resendAfterSeconds: number }>;
  consume(target: { channel: 'sms' | 'email'; target: string }, code: string): Promise<void>;
}

export interface CancellationDeps {
  db: Database;
  codes: CancellationCodes;
  /** Logs the account out everywhere. */
  logOutEverywhere(userId: string): Promise<void>;
  /** Drops cached copies of the account's views, after its rows changed. */
  forgetViews(userId: string): void;
  dataDir: string;
  log: Logger;
  /** Where data copies are written, relative to DATA_DIR. */
  exportFolder: string;
}

/** Where the code goes: the phone when there is one, else the email. */
function contactOf(account: { phone: string | null; email: string | null }) {
  if (account.phone) return { channel: 'sms' as const, target: account.phone, shown: maskPhone(account.phone) };
  if (account.email) return { channel: 'email' as const, target: account.email, shown: maskEmail(account.email) };
  return null;
}

const toCancellation = (row: { requestedAt: Date; dueAt: Date }): Cancellation => ({
  requestTime: row.requestedAt.toISOString(),
  dueTime: row.dueAt.toISOString(),
});

/**
 * Self-service cancellation: confirmed by a code, then a cooling-off period during which the user may withdraw,
 * then the erasure of the account's personal data (by the due job, or early by an admin on the user's request).
 */
export function createCancellationService(deps: CancellationDeps) {
  const { db, log } = deps;
  const repo = cancellationRepository(db);

  async function liveAccount(userId: string) {
    const account = await repo.account(userId);
    if (!account || account.erasedAt) throw AppError.sessionInvalid();
    return account;
  }

  async function removeFiles(files: ErasedFiles) {
    const paths = [
      ...files.feedbackScreenshots.map((p) => path.join(deps.dataDir, 'uploads', p)),
      ...files.exportFiles.map((f) => path.join(deps.dataDir, deps.exportFolder, path.basename(f))),
    ];
    // Only avatars this server stored (under its media path) are its files to remove.
    const avatar = /^\/media\/avatars\/([\w.-]+)$/.exec(files.avatarUrl);
    if (avatar) paths.push(path.join(deps.dataDir, 'uploads', 'avatars', avatar[1]!));
    for (const p of paths) {
      await fs.rm(p, { force: true }).catch((err: unknown) => log.warn({ err }, 'removing an erased file failed'));
    }
  }

  /** Erases one account now; `actorUserId` is the admin who executed it early (null: the due job). */
  async function erase(userId: string, actorUserId: string | null, reason: 'due' | 'early') {
    const now = new Date();
    const files = await db.transaction(async (tx) => {
      const pending = await cancellationRepository(tx).find(userId);
      if (!pending) return null;
      const erased = await erasureRepository(tx).erase(userId, now);
      if (!erased) return null;
      // The log names the account by id only, and when it had asked: nothing personal outlives the erasure.
      await auditRepository(tx).write({
        actorUserId,
        action: 'account.erase',
        target: `user:${userId}`,
        before: { requestTime: pending.requestedAt.toISOString(), dueTime: pending.dueAt.toISOString() },
        after: { reason, erasedAt: now.toISOString() },
      });
      return erased;
    });
    if (!files) return false;
    deps.forgetViews(userId);
    await deps.logOutEverywhere(userId).catch(() => undefined);
    await removeFiles(files);
    return true;
  }

  return {
    async status(userId: string): Promise<Cancellation | null> {
      const row = await repo.find(userId);
      return row && toCancellation(row);
    },
    async preview(userId: string) {
      const account = await liveAccount(userId);
      const now = new Date();
      const contact = contactOf(account);
      return {
        contact: contact?.shown ?? null,
        channel: contact?.channel ?? null,
        coolingOffDays: Rights.coolingOffDays,
        ...(await repo.losses(userId, now)),
        chatCount: account.chatCount,
        memberEndTime: account.endTime && account.endTime > now ? account.endTime.toISOString() : null,
      };
    },
    async sendCode(userId: string, ip: string) {
      const contact = contactOf(await liveAccount(userId));
      if (!contact) throw AppError.badRequest(RightsText.noContact);
      return deps.codes.send(contact, ip);
    },
    /** Confirmed by the code: the cooling-off period starts and every session of the account ends. */
    async request(userId: string, otpCode: string) {
      const account = await liveAccount(userId);
      const contact = contactOf(account);
      if (!contact) throw AppError.badRequest(RightsText.noContact);
      if (await repo.find(userId)) throw AppError.conflict(RightsText.alreadyPending);
      await deps.codes.consume(contact, otpCode);
      const now = new Date();
      const row = await repo.insert(userId, now, new Date(now.getTime() + Rights.coolingOffDays * DAY_MS));
      if (!row) throw AppError.conflict(RightsText.alreadyPending);
      await deps.logOutEverywhere(userId);
      return toCancellation(row);
    },
    async withdraw(userId: string) {
      if (!(await repo.remove(userId))) throw AppError.badRequest(RightsText.notPending);
      return null;
    },
    /** The due job: erases every account whose cooling-off period has ended. Returns how many. */
    async eraseDue(now = new Date(), batch = 50) {
      let erased = 0;
      for (const { userId } of await repo.due(now, batch)) {
        if (await erase(userId, null, 'due')) erased++;
      }
      return erased;
    },
    /** The console: requests still cooling off, soonest first. */
    async listPending(): Promise<AdminCancellation[]> {
      const rows = await repo.pending();
      return rows.map((r) => ({
        userId: r.userId,
        nickname: r.nickname,
        phone: maskPhone(r.phone),
        email: maskEmail(r.email),
        requestTime: r.requestedAt.toISOString(),
        dueTime: r.dueAt.toISOString(),
      }));
    },
    /** An admin executes a request early, at the user's wish; refused when there is no pending request. */
    async executeEarly(actorUserId: string, userId: string) {
      if (!(await erase(userId, actorUserId, 'early'))) throw AppError.notFound(RightsText.notPending);
      return null;
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
