import { createHmac, timingSafeEqual } from 'node:crypto';
import { TEMP_TOKEN_PATTERN } from '@lucina/contracts';

export function isValidTempToken(value: unknown): value is string {
  return typeof value === 'string' && TEMP_TOKEN_PATTERN.test(value);
}

/** The server's signature of a temp token: whoever holds it was given it for that token. */
export function visitorSignature(secret: string, tempToken: string): string {
  return createHmac('sha256', secret).update(`visitor.${tempToken}`).digest('base64url');
}

export function isVisitorSignature(secret: string, tempToken: string, sig: string): boolean {
  const given = Buffer.from(sig);
  const expected = Buffer.from(visitorSignature(secret, tempToken));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
