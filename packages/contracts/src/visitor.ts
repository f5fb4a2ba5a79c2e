import { z } from 'zod';
import { ErrorText } from './errors.js';

/** The client makes the temp token (SPEC §3): a 13-digit millisecond timestamp, then 10000–100000. */
export const TEMP_TOKEN_PATTERN = /^\d{13}\d{5,6}$/;

export const tempTokenSchema = z
  .string({ error: ErrorText.visitorIdRequired })
  .regex(TEMP_TOKEN_PATTERN, ErrorText.visitorIdInvalid);

/** POST visitor sign: the client's new temp token, once. */
export const visitorSignBodySchema = z.object({ tempUserId: tempTokenSchema });
/** Sent beside the temp token in the `x-visitor-sig` header; without it the token is no identity. */
export const visitorSignSchema = z.object({ sig: z.string() });
