import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Metrics, RefusalReason } from '../lib/metrics.js';

const ROUTE = Symbol('metrics.route');
const METHOD = Symbol('metrics.method');
const START = Symbol('metrics.start');
const RECORDED = Symbol('metrics.metrics');

type Tracked = ServerResponse & { [ROUTE]: string; [METHOD]: string; [START]: number; [RECORDED]: Metrics };

/**
 * Recorded when the response closes, not in Fastify's onResponse: that one misses a request whose client left
 * first and an SSE stream (taken over from Fastify) that ended with its client, which would stay "in flight".
 * A response closed before its head went out is counted with status 499, as nginx logs it.
 */
function recordEnd(this: Tracked) {
  const status = this.headersSent ? this.statusCode : 499;
  this[RECORDED].http.finished(this[ROUTE], this[METHOD], status, (performance.now() - this[START]) / 1000);
}

/** Requests by route template (never the raw path), method and status class; their time; those in flight. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  if (!metrics.on) return;
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw as Tracked;
    res[ROUTE] = req.routeOptions.url ?? 'unmatched';
    res[METHOD] = req.method;
    res[START] = performance.now();
    res[RECORDED] = metrics;
    metrics.http.started();
    // `on`, not `once`: a response closes once, and once's wrapper is one more allocation per request.
    res.on('close', recordEnd);
    done();
  });
}

/** Why a request was refused, for the refusal counter; null when the status is not a refusal counted. */
export function refusalReason(httpStatus: number): RefusalReason | null {
  if (httpStatus === 429) return 'rate_limit';
  if (httpStatus === 401 || httpStatus === 403) return 'auth';
  if (httpStatus === 400 || httpStatus === 413 || httpStatus === 414 || httpStatus === 415 || httpStatus === 422)
    return 'validation';
  return null;
}
