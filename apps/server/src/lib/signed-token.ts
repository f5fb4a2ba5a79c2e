import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedTokenResult<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired' };

function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest();
}

/** `base64url(JSON).base64url(HMAC-SHA256)`: tamper-proof and expiring, readable by its holder (so no secrets inside). */
export function signToken(secret: string, purpose: string, payload: object, ttlMs: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + ttlMs })).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

export function verifyToken<T>(secret: string, purpose: string, token: string, now = Date.now()): SignedTokenResult<T> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
  if (typeof payload.exp !== 'number' || payload.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
