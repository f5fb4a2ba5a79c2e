import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { Business, ErrorText, type UpdateInfoBody } from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { once } from '../../lib/once.js';
import { newInviteCode } from '../../lib/tokens.js';
import { cachedView, type UserViewCache } from './user-views.cache.js';
import { toUserInfo } from './user.mapper.js';
import { userRepository } from './user.repository.js';

/** Counts that other features own (e.g. unread system messages) plug in here. */
export type UnreadCounter = (userId: string) => Promise<number>;
/** The same count as an expression, so the user row and the count come back in one (prepared) statement. */
export type UnreadCountSql = (userId: string | Placeholder) => SQL<number>;

/** Runs inside the sign-up transaction of a first login (e.g. the welcome message). */
export type SignupHook = (tx: Executor, user: UserRow) => Promise<void>;

export function createUserService({
  db,
  unreadMessages,
  unreadMessagesSql,
  views,
}: {
  db: Database;
  unreadMessages?: UnreadCounter;
  unreadMessagesSql?: UnreadCountSql;
  /** Without one, every call reads the database. */
  views?: UserViewCache;
}) {
  const repo = userRepository(db);
  const unread = unreadMessages ?? (async () => 0);
  const unreadSql = unreadMessagesSql ?? (() => sql<number>`0`);
  const signupHooks: SignupHook[] = [];

  // Every page asks for it: one statement, built once and prepared on the server.
  const findWithUnread = once(() => repo.prepareFindByIdWith('user_info_with_unread', unreadSql));

  function info(userId: string) {
    return cachedView(views, userId, 'info', async () => {
      const found = await findWithUnread()(userId);
      if (!found) throw AppError.sessionInvalid();
      return toUserInfo(found.row, { systemMessageUnread: found.extra });
    });
  }

  async function create(fields: Partial<NewUserRow> = {}, tx?: Executor) {
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return (tx ? userRepository(tx) : repo).insert({
      nickname: `用户${Math.floor(100000 + Math.random() * 900000)}`,
      chatCount: Business.freeChatsOnSignup,
      inviteCode: newInviteCode(),
      ...given,
    });
  }

  return {
    info,
    /** Drops this instance's copies of every user's views (see UserViewCache.forgetAll). */
    forgetCachedViews: () => views?.forgetAll(),
    /** Drops this instance's copies of one user's views, after a write its route does not announce as one. */
    forgetCachedViewsOf: (userId: string) => views?.forget(userId),
    /** Resolves once the cache listens for changes (or gave up trying the first time). */
    ready: async () => views?.ready(),
    close: async () => views?.close(),
    /** Changes only the caller's own row; the contract already refused any other field. */
    async updateInfo(callerId: string, body: UpdateInfoBody) {
      if (body.id !== callerId) throw AppError.forbidden(ErrorText.updateInfoNotOwn);
      const { id: _id, ...patch } = body;
      const row = await repo.update(callerId, patch);
      if (!row) throw AppError.sessionInvalid();
      return toUserInfo(row, { systemMessageUnread: await unread(callerId) });
    },
    /** Creates an account with the sign-up chat allowance; login (inside its transaction `tx`) and test fixtures use it. */
    create,
    /** A first login's account: created, then the sign-up hooks run in the same transaction. */
    async signUp(fields: Partial<NewUserRow> = {}, tx?: Executor) {
      const user = await create(fields, tx);
      for (const hook of signupHooks) await hook(tx ?? db, user);
      return user;
    },
    registerSignupHook(hook: SignupHook) {
      signupHooks.push(hook);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
