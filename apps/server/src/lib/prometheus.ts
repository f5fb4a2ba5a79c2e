import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createHttpTally } from './http-tally.js';
import type { Metrics, PoolStats } from './metrics.js';

/**
 * Node's own figures (event-loop delay, GC pauses, heap, CPU) are process-wide: collected once per process however
 * many apps it builds (tests build many), and printed before each app's own metrics.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/** Seconds; API calls are mostly milliseconds, uploads and the model's first token seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const FIRST_TOKEN_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30];
const ANSWER_BUCKETS = [1, 2, 5, 10, 20, 30, 60, 90, 120, 180, 300];

export interface PrometheusMetrics extends Metrics {
  readonly registry: Registry;
  /** The exposition text: the process's figures, then the app's. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export function createPrometheusMetrics(
  options: { pool?: (() => PoolStats) | null; redisErrors?: (() => number) | null } = {},
): PrometheusMetrics {
  const registry = new Registry();
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, buckets: number[], labelNames: readonly L[] = []) =>
    new Histogram<L>({ name, help, buckets, labelNames, registers: [registry] });

  const http = createHttpTally(
    registry,
    {
      requests: 'lucina_http_requests_total',
      duration: 'lucina_http_request_duration_seconds',
      inFlight: 'lucina_http_requests_in_flight',
    },
    HTTP_BUCKETS,
  );
  const refusals = counter('lucina_http_refusals_total', 'Requests refused, by reason', ['reason']);

  const answersOpen = gauge('lucina_chat_answers_open', 'Answers generating on this instance');
  const answersStarted = counter('lucina_chat_answers_started_total', 'Answers started');
  const answersFinished = counter('lucina_chat_answers_finished_total', 'Answers ended, by outcome', ['outcome']);
  const firstToken = histogram(
    'lucina_chat_first_token_seconds',
    'Time to an answer’s first token',
    FIRST_TOKEN_BUCKETS,
  );
  const answerDuration = histogram('lucina_chat_answer_duration_seconds', 'Answer duration', ANSWER_BUCKETS);
  const tokens = counter('lucina_chat_tokens_total', 'Model tokens, by model and direction', ['model', 'direction']);
  const upstreamErrors = counter('lucina_chat_upstream_errors_total', 'Model request failures, by kind', ['kind']);
  const reattaches = counter('lucina_chat_reattaches_total', 'Clients following an answer again');

  const ordersCreated = counter('lucina_orders_created_total', 'Payment codes opened for an order', [
    'plan',
    'provider',
  ]);
  const ordersPaid = counter('lucina_orders_paid_total', 'Orders paid and granted', ['plan', 'provider']);
  const notifications = counter('lucina_pay_notifications_total', 'Payment notifications, by result', [
    'provider',
    'result',
  ]);
  const refunds = counter('lucina_refunds_total', 'Refund completions, by outcome', ['outcome']);

  const codes = counter('lucina_login_codes_total', 'One-time codes, by channel and result', ['channel', 'result']);
  const logins = counter('lucina_logins_total', 'Logins, by method', ['method']);

  const unavailable = counter('lucina_backend_unavailable_total', 'Requests failed with 503: backend down', [
    'backend',
  ]);
  const sseConnections = gauge('lucina_sse_connections', 'Open SSE streams');

  const pool = options.pool;
  /** A counter read at scrape time from a running total kept elsewhere: it adds what the total gained since. */
  const tallied = (name: string, help: string, read: () => number) => {
    let seen = 0;
    return new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const total = read();
        if (total > seen) this.inc(total - seen);
        seen = Math.max(seen, total);
      },
    });
  };
  const poolErrors = tallied(
    'lucina_db_pool_errors_total',
    'PostgreSQL pool errors: idle connections dropped and requests that found no connection',
    () => pool?.().errors ?? 0,
  );
  tallied(
    'lucina_redis_errors_total',
    'Redis connection errors (refused, reset, timed out), reconnect attempts included',
    () => options.redisErrors?.() ?? 0,
  );
  new Gauge({
    name: 'lucina_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(pool?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'lucina_db_pool_connections',
    help: 'PostgreSQL connections, by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = pool?.();
      this.set({ state: 'total' }, s?.total ?? 0);
      this.set({ state: 'idle' }, s?.idle ?? 0);
    },
  });

  return {
    on: true,
    registry,
    async scrape() {
      const [own, node] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${node}\n${own}` };
    },
    http: {
      started: http.started,
      finished: http.finished,
      refused: (reason) => refusals.inc({ reason }),
    },
    chat: {
      opened() {
        answersOpen.inc();
        answersStarted.inc();
      },
      firstToken: (seconds) => firstToken.observe(seconds),
      ended(outcome, seconds) {
        answersOpen.dec();
        answersFinished.inc({ outcome });
        answerDuration.observe(seconds);
      },
      tokens(model, input, output) {
        if (input > 0) tokens.inc({ model, direction: 'in' }, input);
        if (output > 0) tokens.inc({ model, direction: 'out' }, output);
      },
      upstreamError: (kind) => upstreamErrors.inc({ kind }),
      reattached: () => reattaches.inc(),
      orphansEnded: (count) => answersFinished.inc({ outcome: 'terminated' }, count),
    },
    money: {
      orderCreated: (plan, provider) => ordersCreated.inc({ plan: String(plan), provider }),
      orderPaid: (plan, provider) => ordersPaid.inc({ plan: String(plan), provider }),
      notification: (provider, result) => notifications.inc({ provider, result }),
      refund: (outcome) => refunds.inc({ outcome }),
    },
    login: {
      codeSent: (channel, ok) => codes.inc({ channel, result: ok ? 'sent' : 'failed' }),
      loggedIn: (method) => logins.inc({ method }),
    },
    backend: {
      unavailable: (backend) => unavailable.inc({ backend }),
      poolError: () => poolErrors.inc(),
    },
    sse: { opened: () => sseConnections.inc(), closed: () => sseConnections.dec() },
  };
}
