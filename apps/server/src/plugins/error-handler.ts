import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BizCode, ErrorText, HTTP_STATUS_TEXT } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { Metrics } from '../lib/metrics.js';
import { isBackendUnavailable, unavailableReason } from '../lib/unavailable.js';
import { refusalReason } from './metrics.js';

interface ValidationIssue {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[] };
}

/** One Chinese sentence for a validation failure: unknown keys are named; other issues carry the field. */
function validationMessage(issues: ValidationIssue[]): string {
  const unknown = issues.find((i) => i.keyword === 'unrecognized_keys' && i.params?.keys?.length);
  if (unknown) return ErrorText.unknownFields(unknown.params!.keys!);
  const first = issues[0];
  if (!first?.message) return ErrorText.validation;
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  // Messages written in the contracts are whole sentences; zod's generic ones get the field for context.
  return field && /期望|无效|过小|过大|过长|过短/.test(first.message) ? `${field}：${first.message}` : first.message;
}

/** SQLSTATE class 22, data exception: the database refused a value as given (out of range, NUL in text, bad format). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** True when the database refused a value the request carried; looks through wrapped errors (Drizzle's `cause`). */
function isRefusedValue(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps every failure to the spec's envelope; 5xx bodies never carry internals. */
function toAppError(err: FastifyError | AppError | Error): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    return AppError.badRequest(validationMessage(err.validation as unknown as ValidationIssue[]));
  }
  if (isResponseSerializationError(err)) return new AppError(500, BizCode.INTERNAL, ErrorText.internal);
  if (isBackendUnavailable(err)) return new AppError(503, BizCode.UNAVAILABLE, ErrorText.unavailable);
  if (isRefusedValue(err)) return AppError.badRequest(ErrorText.invalidValue);
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    if (status === 413) return new AppError(413, status, ErrorText.payloadTooLarge);
    if (status === 415) return new AppError(415, status, ErrorText.unsupportedMediaType);
    if (status === 429) return AppError.tooManyRequests();
    return new AppError(status, status, HTTP_STATUS_TEXT[status] ?? ErrorText.validation);
  }
  if (status === 503) return new AppError(503, BizCode.UNAVAILABLE, ErrorText.unavailable);
  return new AppError(500, BizCode.INTERNAL, ErrorText.internal);
}

const envelopeOf = (e: AppError) => ({ code: e.code, msg: e.message, data: e.data ?? null });

/**
 * The router's own refusals (a malformed percent-encoding in the path, a path parameter over its length), which
 * Fastify answers before any route or error handler: the same envelope as every other refusal.
 */
export function frameworkErrorReply(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError(414, 414, ErrorText.urlTooLong)
      : err.code === 'FST_ERR_BAD_URL'
        ? AppError.badRequest(ErrorText.badUrl)
        : toAppError(err);
  countRefusal(req.server.ctx?.metrics, e.httpStatus);
  void reply.status(e.httpStatus).type('application/json; charset=utf-8').send(envelopeOf(e));
}

/**
 * A body declared larger than the route allows is refused before it is read. Fastify then closes the connection
 * while the proxy may still be sending it: the proxy sees a broken pipe, answers 502 instead of our 413 and counts
 * the instance as failed (two such requests take every instance out of nginx's rotation for its fail_timeout).
 * Up to the proxy's largest body, the rest is read and dropped instead, and the connection stays open.
 */
const DRAIN_AT_MOST_BYTES = 32 * 1024 * 1024;

function countRefusal(metrics: Metrics | undefined, httpStatus: number) {
  const reason = metrics?.on ? refusalReason(httpStatus) : null;
  if (reason) metrics!.http.refused(reason);
}

/** ioredis names its outages in these words; every other unavailable backend is PostgreSQL. */
const REDIS_OUTAGE = /Connection is closed|Stream isn't writeable|max retries per request|MaxRetriesPerRequest/i;
/** node-postgres found no free connection in time: the pool was exhausted or the database unreachable. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

export function registerErrorHandler(app: FastifyInstance, metrics: Metrics) {
  app.setErrorHandler((err, req, reply) => {
    const appError = toAppError(err as FastifyError);
    if (appError.httpStatus === 503 && isBackendUnavailable(err)) {
      const reason = unavailableReason(err);
      // An outage fails every request alike: one line each, not a stack trace each.
      req.log.warn({ url: req.url, reason }, 'database or redis unavailable');
      if (metrics.on) {
        const redis = REDIS_OUTAGE.test(reason) || (err instanceof Error && REDIS_OUTAGE.test(err.name));
        metrics.backend.unavailable(redis ? 'redis' : 'postgres');
        if (!redis && POOL_TIMEOUT.test(reason)) metrics.backend.poolError();
      }
    } else if (appError.httpStatus >= 500) {
      req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    } else if (!(err instanceof AppError)) {
      req.log.info({ err: { message: err instanceof Error ? err.message : String(err) } }, 'request refused');
    }
    countRefusal(metrics, appError.httpStatus);
    if ((err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const declared = Number(req.headers['content-length']);
      if (declared <= DRAIN_AT_MOST_BYTES) reply.removeHeader('connection');
    }
    // Headers of a refused request stay (e.g. rate-limit Retry-After); the body is always the envelope.
    return reply.status(appError.httpStatus).type('application/json; charset=utf-8').send(envelopeOf(appError));
  });
}
