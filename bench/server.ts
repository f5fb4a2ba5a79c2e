/**
 * The server as production runs it: the modules `npm run build -w @lucina/server` compiles into dist/, which
 * `npm run bench` builds first and loads with the `lucina-dist` condition, as `npm start` does. Through tsx the
 * sources ran with esbuild's keepNames: every function made at run time (a closure per request, per answer) was
 * renamed by a call, which costs CPU and about 2.5 KB per open answer that production does not pay.
 * Types come from the sources, which the compiled modules are one-to-one transpilations of.
 */
import fs from 'node:fs';
import type * as App from '../apps/server/src/app.js';
import type * as Config from '../apps/server/src/config.js';
import type * as Client from '../apps/server/src/db/client.js';
import type * as Migrate from '../apps/server/src/db/migrate.js';
import type * as Schema from '../apps/server/src/db/schema/index.js';
import type * as Kv from '../apps/server/src/kv/index.js';
import type * as Content from '../apps/server/src/modules/assessment/content.js';
import type * as Matching from '../apps/server/src/modules/assessment/matching.js';
import type * as Scoring from '../apps/server/src/modules/assessment/scoring.js';
import type * as Catalogue from '../apps/server/src/modules/payments/catalogue.js';
import type * as Safety from '../apps/server/src/modules/safety/index.js';
import type * as ChatContext from '../apps/server/src/modules/chat/chat-context.js';
import type * as HttpBody from '../apps/server/src/providers/llm/http-body.js';
import type * as OfflineLlm from '../apps/server/src/providers/llm/offline.llm.js';
import type * as SseJson from '../apps/server/src/providers/llm/sse-json.js';

const DIST = new URL('../apps/server/dist/', import.meta.url);
if (!fs.existsSync(new URL('app.js', DIST))) {
  throw new Error('apps/server/dist is missing: run `npm run build -w @lucina/server` (npm run bench does)');
}
const load = <T>(file: string) => import(new URL(file, DIST).href) as Promise<T>;

export const { buildApp } = await load<typeof App>('app.js');
export const { loadConfig } = await load<typeof Config>('config.js');
export const { openDatabase } = await load<typeof Client>('db/client.js');
export const { runMigrations } = await load<typeof Migrate>('db/migrate.js');
export const { conversations, messages } = await load<typeof Schema>('db/schema/index.js');
export const { createMemoryKv, createRedisKv } = await load<typeof Kv>('kv/index.js');
export const { paymentsSeeder } = await load<typeof Catalogue>('modules/payments/catalogue.js');
export const { readSseJson } = await load<typeof SseJson>('providers/llm/sse-json.js');
export const { responseOf } = await load<typeof HttpBody>('providers/llm/http-body.js');
export const safety = await load<typeof Safety>('modules/safety/index.js');
export const { createOfflineLlm } = await load<typeof OfflineLlm>('providers/llm/offline.llm.js');
export const { buildChatContext } = await load<typeof ChatContext>('modules/chat/chat-context.js');
export const assessment = {
  ...(await load<typeof Content>('modules/assessment/content.js')),
  ...(await load<typeof Matching>('modules/assessment/matching.js')),
  ...(await load<typeof Scoring>('modules/assessment/scoring.js')),
};
export type { DatabaseTarget } from '../apps/server/src/db/client.js';
