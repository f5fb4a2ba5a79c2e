import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createKv } from './kv/index.js';
import { startScheduledMessages } from './modules/admin/index.js';
import { startChat } from './modules/chat/index.js';
import { demoSeeders, runSeed } from './seed/index.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // The operator needs the list of settings to fix, not a stack trace.
  console.error((err as Error).message);
  process.exit(1);
}
const database = await openDatabase(databaseTargetOf(config));
await runMigrations(database);
await runSeed(database.db);
// The invented sample consultants exist only in a demonstration.
if (config.demo.on) await runSeed(database.db, demoSeeders);
const kv = createKv(config);
const app = await buildApp({
  config,
  database,
  kv,
  logger:
    config.env === 'development'
      ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : { level: config.logLevel },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.ctx.shuttingDown = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + config.shutdownGraceMs).unref();
  // Still listening: every answer now says Connection: close and /readyz 503, so a balancer's kept-alive
  // connections end cleanly and new requests stop arriving before the port closes (a request sent on a
  // connection the server closes under it is lost for a POST, which nginx does not resend).
  if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  // Sockets accepted just before the port closed may not have sent their request yet: each second, close only
  // the connections that are idle by then (keep-alive clients), so none is cut before its request arrives.
  const idle = setInterval(() => app.server.closeIdleConnections(), 1000).unref();
  try {
    // Fastify stops accepting, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    clearInterval(idle);
    await kv.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await startChat(app.ctx.services, app.log);
startScheduledMessages(database.db, app.log);
await app.listen({ host: config.host, port: config.port });
if (config.demo.on) {
  app.log.warn({ standIns: config.demo.standIns }, 'demo mode: stand-ins serve in place of real services');
}
app.log.info(
  `Lucina is ready at ${config.publicUrl} (database: ${database.kind}, kv: ${config.redisUrl ? 'redis' : 'memory'})`,
);
