import type { FastifyRequest } from 'fastify';
import { ErrorText, TEMP_TOKEN_HEADER, type RouteAuth } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { SessionService } from '../modules/sessions/session.service.js';
import { visitorRepository } from '../modules/visitors/visitor.repository.js';
import { isValidTempToken } from '../modules/visitors/temp-token.js';
import type { Database } from '../db/client.js';

export type Identity =
  | { kind: 'user'; userId: string; sessionId: string }
  | { kind: 'visitor'; visitorId: string; tempToken: string }
  | { kind: 'anonymous' };

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/** Visitors send the temp token as a header; SPEC §7 also passes it as `tempUserId` in some bodies/queries. */
export function tempTokenOf(req: FastifyRequest): string | null {
  const fromHeader = req.headers[TEMP_TOKEN_HEADER];
  const candidates = [
    Array.isArray(fromHeader) ? fromHeader[0] : fromHeader,
    (req.body as { tempUserId?: unknown } | undefined)?.tempUserId,
    (req.query as { tempUserId?: unknown } | undefined)?.tempUserId,
  ];
  for (const c of candidates) if (isValidTempToken(c)) return c;
  return null;
}

/** Resolves who is calling and enforces the route's `auth` (public | identity | user). */
export function createIdentityResolver(deps: { db: Database; sessions: SessionService }) {
  const visitors = visitorRepository(deps.db);

  return async function resolve(req: FastifyRequest, auth: RouteAuth): Promise<Identity> {
    const token = bearerToken(req);
    if (token) {
      const session = await deps.sessions.resolve(token);
      if (session) return { kind: 'user', userId: session.userId, sessionId: session.id };
      // A stale token on a public route (e.g. the login call itself) must not block the request.
      if (auth !== 'public') throw AppError.sessionInvalid();
    }
    if (auth === 'user') throw AppError.unauthorized();
    const tempToken = tempTokenOf(req);
    if (auth === 'identity') {
      if (!tempToken) throw AppError.badRequest(ErrorText.visitorIdRequired);
      const visitor = await visitors.upsert(tempToken, req.ip);
      return { kind: 'visitor', visitorId: visitor.id, tempToken };
    }
    return { kind: 'anonymous' };
  };
}

export type IdentityResolver = ReturnType<typeof createIdentityResolver>;
