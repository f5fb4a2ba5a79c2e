import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Kv } from './kv/index.js';
import { createSessionService } from './modules/sessions/session.service.js';
import { createUserService } from './modules/users/user.service.js';

/** The composition root: every service is built here once, from config, database and KV. */
export function createServices(deps: { config: Config; database: DatabaseHandle; kv: Kv }) {
  const db = deps.database.db;
  const sessions = createSessionService({ db, sessionTtlMs: deps.config.sessionTtlMs });
  const users = createUserService({ db });
  return { sessions, users };
}

export type Services = ReturnType<typeof createServices>;

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  kv: Kv;
  services: Services;
  /** Set on SIGTERM so readiness fails while in-flight requests finish. */
  shuttingDown: boolean;
}
