import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createMemoryKv, type Kv } from '../../src/kv/index.js';
import type { NewUserRow } from '../../src/db/schema/index.js';
import { paymentsSeeder } from '../../src/modules/payments/catalogue.js';
import { createTestDatabase } from './database.js';
import { TEST_AUTH_SECRET } from './visitor.js';

export interface TestAppOptions {
  env?: Record<string, string>;
  kv?: Kv;
  /** Adds routes before the app is ready (e.g. a failing route for the error handler). */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>;
}

/** The real app on a fresh database, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...options.env,
  });
  const kv = options.kv ?? createMemoryKv();
  // The plan catalogue is reference data sign-up relies on (the welcome coupon), so every test app has it.
  await paymentsSeeder.run(database.handle.db);
  const app = await buildApp({ config, database: database.handle, kv, logger: false });
  await options.extend?.(app);
  await app.ready();

  return {
    app,
    config,
    kv,
    db: database.handle.db,
    database: database.handle,
    /** Creates a user with a live session; what a completed login produces. */
    async login(fields: Partial<NewUserRow> = {}) {
      const user = await app.ctx.services.users.create(fields);
      const { token, sessionId } = await app.ctx.services.sessions.issue(user.id);
      return { user, token, sessionId, headers: { authorization: token } };
    },
    async close() {
      await app.close();
      await kv.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
