/**
 * What the product tells about itself to the operator's Prometheus, as one port: services call these methods and
 * never see the metrics library, and with METRICS_PORT unset every call is the no-op below. Labels take values
 * from small fixed sets (route templates, plan ids, provider names, outcomes), never user ids or raw paths.
 */
export type AnswerOutcome = 'done' | 'stopped' | 'terminated' | 'error' | 'blocked';
export type RefusalReason = 'rate_limit' | 'auth' | 'validation';
/** What went wrong with the model: its HTTP status class, a timeout, or a connection that failed. */
export type UpstreamErrorKind = 'timeout' | '4xx' | '5xx' | 'network' | 'other';
/**
 * accepted: a payment granted; duplicate: a notification already recorded; refund_required: a new payment of an
 * order already paid or closed (nothing granted, a refund is due); refused: signature, amount or order wrong.
 */
export type NotificationResult = 'accepted' | 'refused' | 'duplicate' | 'refund_required' | 'ignored';
export type Backend = 'postgres' | 'redis';

/** What the database handle tells of its connection pool (PostgreSQL only; PGlite has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  /** Errors of idle connections since start (the server dropped them: restart, failover). */
  errors: number;
}

export interface Metrics {
  readonly on: boolean;
  http: {
    started(): void;
    /** `route`: the matched route's template ('unmatched' when none); `status`: the response's HTTP status. */
    finished(route: string, method: string, status: number, seconds: number): void;
    refused(reason: RefusalReason): void;
  };
  chat: {
    /** An answer began generating on this instance. */
    opened(): void;
    firstToken(seconds: number): void;
    ended(outcome: AnswerOutcome, seconds: number): void;
    tokens(model: string, input: number, output: number): void;
    upstreamError(kind: UpstreamErrorKind): void;
    reattached(): void;
    /** Answers of a stopped instance that this one's sweep ended as terminated. */
    orphansEnded(count: number): void;
  };
  money: {
    orderCreated(plan: number, provider: string): void;
    orderPaid(plan: number, provider: string): void;
    notification(provider: string, result: NotificationResult): void;
    refund(outcome: string): void;
  };
  login: {
    codeSent(channel: string, ok: boolean): void;
    loggedIn(method: 'phone' | 'email' | 'wechat'): void;
  };
  backend: {
    /** A request failed because PostgreSQL or Redis could not serve it (the 503 envelope). */
    unavailable(backend: Backend): void;
    poolError(): void;
  };
  sse: { opened(): void; closed(): void };
}

const nothing = () => {};

/** Metrics off: every call does nothing, so the hot path pays one empty call. */
export const noMetrics: Metrics = {
  on: false,
  http: { started: nothing, finished: nothing, refused: nothing },
  chat: {
    opened: nothing,
    firstToken: nothing,
    ended: nothing,
    tokens: nothing,
    upstreamError: nothing,
    reattached: nothing,
    orphansEnded: nothing,
  },
  money: { orderCreated: nothing, orderPaid: nothing, notification: nothing, refund: nothing },
  login: { codeSent: nothing, loggedIn: nothing },
  backend: { unavailable: nothing, poolError: nothing },
  sse: { opened: nothing, closed: nothing },
};
