import net from 'node:net';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { startMetricsServer } from './http/metrics-server.js';
import { createKv } from './kv/index.js';
import { createPrometheusMetrics } from './lib/prometheus.js';
import type { Tracing } from './lib/tracing.js';
import { startScheduledMessages } from './modules/engagement/index.js';
import { startRightsJobs } from './modules/rights/index.js';
import { startChat } from './modules/chat/index.js';
import { demoSeeders, runSeed } from './seed/index.js';

/** The process (see server.ts): database, KV, the app, listen, and the drain on SIGTERM. */
export async function start(config: Config, tracing: Tracing | null) {
  const database = await openDatabase(databaseTargetOf(config));
  await runMigrations(database);
  await runSeed(database.db);
  // The invented sample consultants exist only in a demonstration.
  if (config.demo.on) await runSeed(database.db, demoSeeders);
  const kv = createKv(config);
  // Kept only when the operator gives them a port of their own (METRICS_PORT).
  const metrics =
    config.metrics.port === null
      ? undefined
      : createPrometheusMetrics({ pool: database.poolStats ?? null, redisErrors: kv.connectionErrors ?? null });
  const app = await buildApp({
    config,
    database,
    kv,
    metrics,
    tracing,
    logger:
      config.env === 'development'
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : { level: config.logLevel },
  });

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
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
    // The port closes first. A balancer's next connection is then refused, which nginx retries on another instance
    // even for a POST (nothing was sent) and which takes this one out of its rotation; left open during the drain,
    // it kept taking new connections and new answers until the end. Connections already open are served as before,
    // each answer saying Connection: close (net's close keeps them; http's would also end idle kept-alive ones
    // under a balancer that may be sending on them).
    net.Server.prototype.close.call(app.server);
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // By now the balancer has closed its idle kept-alive connections (nginx's keepalive_timeout is shorter than the
    // drain); each second, close those still idle, so none is cut before a request it already carries is read.
    const idle = setInterval(() => app.server.closeIdleConnections(), 1000).unref();
    try {
      // Fastify waits for in-flight requests, then runs onClose hooks.
      await app.close();
      await metricsServer?.close();
      // The last requests' spans are still buffered: sent now, or lost with the process.
      await tracing?.shutdown().catch((err: unknown) => app.log.warn({ err }, 'sending the last traces failed'));
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
  startScheduledMessages(app.ctx.services.campaigns, app.log);
  startRightsJobs(app.ctx.services.rights, app.log);
  await app.listen({ host: config.host, port: config.port });
  metricsServer = metrics
    ? await startMetricsServer({
        metrics,
        host: config.metrics.host,
        port: config.metrics.port!,
        token: config.metrics.token,
        log: app.log,
      })
    : null;
  if (metricsServer) app.log.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
  if (config.demo.on) {
    app.log.warn({ standIns: config.demo.standIns }, 'demo mode: stand-ins serve in place of real services');
  }
  app.log.info(
    `Lucina is ready at ${config.publicUrl} (database: ${database.kind}, kv: ${config.redisUrl ? 'redis' : 'memory'})`,
  );
}
