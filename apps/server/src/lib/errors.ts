import { BizCode, ErrorText } from '@lucina/contracts';

/** A refusal the client should see: HTTP status, business code and a Chinese message (SPEC §8). */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(msg: string = ErrorText.validation, data: unknown = null) {
    return new AppError(400, BizCode.BAD_REQUEST, msg, data);
  }
  static unauthorized(msg: string = ErrorText.unauthorized) {
    return new AppError(401, BizCode.UNAUTHORIZED, msg);
  }
  /** The token was sent but is unknown, expired or revoked: the client logs out. */
  static sessionInvalid() {
    return new AppError(401, BizCode.TOKEN_INVALID, ErrorText.sessionExpired);
  }
  static forbidden(msg: string = ErrorText.forbidden) {
    return new AppError(403, BizCode.FORBIDDEN, msg);
  }
  static notFound(msg: string = ErrorText.notFound) {
    return new AppError(404, BizCode.NOT_FOUND, msg);
  }
  static conflict(msg: string, data: unknown = null) {
    return new AppError(409, BizCode.CONFLICT, msg, data);
  }
  static tooManyRequests(msg: string = ErrorText.tooManyRequests) {
    return new AppError(429, BizCode.TOO_MANY_REQUESTS, msg);
  }
  /** A business rule refused the request; HTTP 200 so the client reads `code` (e.g. quota exhausted). */
  static business(code: number, msg: string, data: unknown = null) {
    return new AppError(200, code, msg, data);
  }
}
