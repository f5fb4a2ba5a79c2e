import { LoginText, type LoginResult } from '@lucina/contracts';
import type { Database, Transaction } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionService } from '../sessions/index.js';
import type { UserService } from '../users/index.js';
import type { VisitorClaimService } from '../visitors/index.js';
import { accountRepository } from './account.repository.js';

/** Who is logging in, besides the account: the visitor to claim, the inviter's code, and session metadata. */
export interface SignInContext {
  tempToken: string | null;
  tk?: string | null;
  meta: { userAgent: string | null; ip: string | null };
}

/** Finds or creates the account inside the login transaction; `created` marks a first login. */
export type AccountResolver = (
  tx: Transaction,
  repo: ReturnType<typeof accountRepository>,
) => Promise<{ user: UserRow; created: boolean }>;

/** Runs at the end of every login transaction, after the invitation is recorded (e.g. invite rewards). */
export type SignInHook = (tx: Transaction, user: UserRow) => Promise<void>;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The end of every login: account, invitation and visitor data in one transaction, then a session. */
export function createAccountService(deps: {
  db: Database;
  users: UserService;
  sessions: SessionService;
  visitorClaims: VisitorClaimService;
}) {
  const signInHooks: SignInHook[] = [];
  async function recordInvitation(tx: Transaction, invitee: UserRow, tk: string) {
    const repo = accountRepository(tx);
    const inviter = await repo.findByInviteCode(tk.toUpperCase());
    if (inviter && inviter.id !== invitee.id) await repo.recordInvitation(inviter.id, invitee.id);
  }

  function transact(resolve: AccountResolver, ctx: SignInContext) {
    return deps.db.transaction(async (tx) => {
      const { user, created } = await resolve(tx, accountRepository(tx));
      // An account an operator disabled for what it published gets no new session, by any login method.
      if (user.disabledAt) throw AppError.forbidden(LoginText.accountDisabled);
      // Only a first-time user can be invited; unknown or own codes are ignored, never an error.
      if (created && ctx.tk) await recordInvitation(tx, user, ctx.tk);
      if (ctx.tempToken) await deps.visitorClaims.claim(tx, ctx.tempToken, user.id);
      for (const hook of signInHooks) await hook(tx, user);
      return user;
    });
  }

  return {
    /** The account a phone number logs in to, or null. */
    findByPhone: (phone: string) => accountRepository(deps.db).findByPhone(phone),
    registerSignInHook(hook: SignInHook) {
      signInHooks.push(hook);
    },
    /** New users are created through the user service, so they get the sign-up chat allowance. */
    createUser: (tx: Transaction, fields: Parameters<UserService['create']>[0]) => deps.users.signUp(fields, tx),
    async signIn(resolve: AccountResolver, ctx: SignInContext): Promise<LoginResult> {
      let user: UserRow;
      try {
        user = await transact(resolve, ctx);
      } catch (err) {
        // Two first logins for one contact at once: the loser retries and finds the winner's account.
        if (!isUniqueViolation(err)) throw err;
        user = await transact(resolve, ctx);
      }
      const { token } = await deps.sessions.issue(user.id, ctx.meta);
      return { token, userId: user.id, tagiSCollect: user.tagiSCollect };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
