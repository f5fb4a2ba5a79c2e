import { z } from 'zod';

/** Business codes carried in the `code` field of every envelope (SPEC §8). */
export const BizCode = {
  OK: 200,
  /** Also treated as success by the client (SPEC §8). */
  OK_ALT: 51001,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Session expired or revoked: the client logs out (SPEC §8). */
  TOKEN_INVALID: 10021,
  /** An ordinary user has no free chats left: the web opens the more-chat-count dialog. */
  CHAT_QUOTA_EXHAUSTED: 10030,
  /** A visitor used today's allowance: the web opens the login dialog. */
  VISITOR_CHAT_QUOTA_EXHAUSTED: 10031,
  /** Too many answers of one user or visitor are being written at once: wait for one to end, or stop it. */
  CHAT_LIVE_LIMIT: 10032,
  /** Too many connections are following one answer being written. */
  CHAT_ATTACH_LIMIT: 10033,
  /** The content-safety gate stopped an answer while it streamed: the client replaces its text with the notice. */
  CONTENT_BLOCKED: 10034,
  /** The client's openType (SPEC §4) disagrees with the caller's membership: nothing was ordered. */
  OPEN_TYPE_MISMATCH: 10040,
} as const;
export type BizCode = (typeof BizCode)[keyof typeof BizCode];

/** Codes the client treats as success; `undefined` stands for an absent code. */
export const SUCCESS_CODES: ReadonlyArray<number | undefined> = [BizCode.OK, BizCode.OK_ALT, undefined];
/** Codes that log the user out. */
export const LOGOUT_CODES: ReadonlyArray<number> = [BizCode.UNAUTHORIZED, BizCode.TOKEN_INVALID];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Envelope of an error: data is null or carries details the client may use (e.g. order status). */
export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().nullable(),
});
