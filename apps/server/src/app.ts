import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createServices, type AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createIdentityResolver } from './http/identity.js';
import { serializerCompiler } from './http/serializer.js';
import type { Kv } from './kv/index.js';
import { noMetrics, type Metrics } from './lib/metrics.js';
import { createPrometheusMetrics } from './lib/prometheus.js';
import type { Tracing } from './lib/tracing.js';
// Brings the FastifyInstance decorations (ctx, resolveIdentity) into every compilation that builds the app.
import type {} from './types/fastify.js';
import { adminConsole, adminGuard } from './modules/admin/index.js';
import { assessmentRoutes, reportExtrasRoutes } from './modules/assessment/index.js';
import { chatRoutes, chatStreamRoutes } from './modules/chat/index.js';
import { engagementRoutes, mediaRoutes } from './modules/engagement/index.js';
import { healthRoutes } from './modules/health/index.js';
import { loginRoutes, loginTestingRoutes, wechatLoginRoutes, wechatMpRoutes } from './modules/login/index.js';
import { marketRoutes } from './modules/market/index.js';
import { payNotifyRoutes, paymentsRoutes } from './modules/payments/index.js';
import { publicSiteConfig, siteRoutes } from './modules/site/index.js';
import { testingRoutes } from './modules/testing/index.js';
import { userRoutes } from './modules/users/index.js';
import { rightsRoutes } from './modules/rights/index.js';
import { isValidTempToken, visitorRoutes } from './modules/visitors/index.js';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler.js';
import { registerHttpMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { isWriteRoute, registerRequestOnce } from './plugins/request-once.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { registerTracing, withTraceIds } from './plugins/tracing.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  kv: Kv;
  logger?: FastifyServerOptions['logger'];
  /** Where the app records its metrics; by default Prometheus's when METRICS_PORT is set, else none. */
  metrics?: Metrics;
  /** Present when tracing is on (server.ts started it): log lines get trace ids, the model's calls spans. */
  tracing?: Tracing | null;
}

const REQUEST_ID = /^[\w-]{8,64}$/;
/** Receiving a whole request, headers and body (a 20 MB upload on a slow uplink fits); responses are not bound. */
const REQUEST_TIMEOUT_MS = 120_000;
/** A connection with no traffic either way for this long is dropped; SSE streams send a heartbeat every 15 s. */
const CONNECTION_TIMEOUT_MS = 300_000;

/** Builds the whole app without listening; tests drive it with `inject`. */
export async function buildApp({ config, database, kv, logger, metrics: given, tracing }: BuildAppOptions) {
  const metrics =
    given ??
    (config.metrics.port === null
      ? noMetrics
      : createPrometheusMetrics({ pool: database.poolStats ?? null, redisErrors: kv.connectionErrors ?? null }));
  const app = Fastify({
    logger: withTraceIds(logger ?? { level: config.logLevel }, tracing),
    // Honour an upstream proxy's request id so one id follows a request across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Only configured proxies may name the client; otherwise X-Forwarded-For would let anyone pick req.ip.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Longer than the load balancer keeps an idle upstream connection, so it never reuses one being closed.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Draining serves every request that reached this instance: connections the balancer opened before the port
    // closed carry their requests until the drain ends (see start.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    frameworkErrors: frameworkErrorReply,
  });
  // First, so a request is counted in flight from its start, whatever hook refuses it.
  registerHttpMetrics(app, metrics);
  registerTracing(app, tracing);
  // A callback hook: an async one costs a promise on every response.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // While draining, end keep-alive connections after their last response so close() can finish.
    if (app.ctx.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  // A write's own change notification may still be on its way: its author's next request must see the change.
  // Contract routes drop the views they may change (http/route.ts); any other write route drops every user's.
  // Attached per route, so reads and probes pay nothing for it.
  const forgetAllViews = (_req: unknown, _reply: unknown, payload: unknown, done: (err: null, p: unknown) => void) => {
    app.ctx.services.users.forgetCachedViews();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route.method, route.config?.requestOnce) || route.config?.viewsForgotten) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), forgetAllViews];
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    kv,
    metrics,
    services: createServices({ config, database, kv, log: app.log, metrics, tracing }),
    shuttingDown: false,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.services.sessions.close());
  app.addHook('onClose', () => ctx.services.users.close());
  app.addHook('onClose', () => ctx.services.content.cache.close());
  app.addHook('onClose', () => ctx.services.safety.close());
  const resolveIdentity = createIdentityResolver({
    sessions: ctx.services.sessions,
    visitorIdentity: ctx.services.visitorIdentity,
    isValidTempToken,
    visitorSeen: ctx.services.visitorSeen,
  });
  app.decorate('resolveIdentity', resolveIdentity);

  registerErrorHandler(app, metrics);
  registerSecurity(app, { webDistDir: config.webDistDir });
  await registerRateLimit(app, { kv, perMinute: config.rateLimitPerMinute });
  // Route hooks run in this order: the rate limit, the console's role check, then the write's request-once claim.
  adminGuard(app);
  registerRequestOnce(app, kv);
  await registerOpenApi(app);
  await adminConsole(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(userRoutes);
  await app.register(rightsRoutes);
  await app.register(loginRoutes);
  await app.register(visitorRoutes);
  await app.register(wechatLoginRoutes);
  await app.register(wechatMpRoutes);
  await app.register(assessmentRoutes);
  await app.register(reportExtrasRoutes);
  await app.register(marketRoutes);
  await app.register(chatRoutes);
  await app.register(chatStreamRoutes);
  await app.register(paymentsRoutes);
  await app.register(payNotifyRoutes);
  await app.register(engagementRoutes);
  await app.register(mediaRoutes);
  if (config.testRoutes) await app.register(testingRoutes);
  if (config.testRoutes) await app.register(loginTestingRoutes);

  const { content, chat } = ctx.services;
  await registerSpa(app, {
    distDir: config.webDistDir,
    bootData: async () => {
      const [links, banners, quickCommands, market] = await Promise.all([
        content.site.links(),
        content.banners.activeList(),
        chat.quickCommands(),
        content.market.list(),
      ]);
      return {
        site: publicSiteConfig(config, links),
        banners,
        chat: { boot: chat.dialogBoot(), inputBox: chat.userInputBox(), quickCommands },
        market,
      };
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
