import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BizCode, ErrorText, HTTP_STATUS_TEXT } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import { isBackendUnavailable } from '../lib/unavailable.js';

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

/** Maps every failure to the spec's envelope; 5xx bodies never carry internals. */
function toAppError(err: FastifyError | AppError | Error): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    return AppError.badRequest(validationMessage(err.validation as unknown as ValidationIssue[]));
  }
  if (isResponseSerializationError(err)) return new AppError(500, BizCode.INTERNAL, ErrorText.internal);
  if (isBackendUnavailable(err)) return new AppError(503, BizCode.UNAVAILABLE, ErrorText.unavailable);
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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const appError = toAppError(err as FastifyError);
    if (appError.httpStatus === 503 && isBackendUnavailable(err)) {
      // An outage fails every request alike: one line each, not a stack trace each.
      req.log.warn(
        { url: req.url, reason: (err as Error).message.split('\n').at(-1) },
        'database or redis unavailable',
      );
    } else if (appError.httpStatus >= 500) {
      req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    } else if (!(err instanceof AppError)) {
      req.log.info({ err: { message: err instanceof Error ? err.message : String(err) } }, 'request refused');
    }
    // Headers of a refused request stay (e.g. rate-limit Retry-After); the body is always the envelope.
    return reply
      .status(appError.httpStatus)
      .type('application/json; charset=utf-8')
      .send({ code: appError.code, msg: appError.message, data: appError.data ?? null });
  });
}
