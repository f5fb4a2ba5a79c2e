import type { FastifyRequest } from 'fastify';
import { ErrorText, TEMP_TOKEN_HEADER, VISITOR_SIG_HEADER, type RouteAuth } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { SessionService } from '../modules/sessions/index.js';
import type { VisitorIdentityService } from '../modules/visitors/index.js';

export type Identity =
  | { kind: 'user'; userId: string; sessionId: string }
  | { kind: 'visitor'; visitorId: string; tempToken: string }
  /** `tempToken`: a signed visitor token, when one came (a login moves its data); no visitor row is made. */
  | { kind: 'anonymous'; tempToken: string | null };

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Visitors send the temp token as a header; SPEC §7 also passes it as `tempUserId` in some bodies/queries. */
function presentedTempToken(req: FastifyRequest, isValidTempToken: (v: unknown) => v is string): string | null {
  const candidates = [
    headerOf(req, TEMP_TOKEN_HEADER),
    (req.body as { tempUserId?: unknown } | undefined)?.tempUserId,
    (req.query as { tempUserId?: unknown } | undefined)?.tempUserId,
  ];
  for (const c of candidates) if (isValidTempToken(c)) return c;
  return null;
}

/** The visitor's temp token of a request, once verified; null for users and callers without a signed one. */
export function visitorTokenOf(identity: Identity): string | null {
  return identity.kind === 'user' ? null : identity.tempToken;
}

/**
 * Resolves who is calling and enforces the route's `auth` (public | identity | user). The visitors module's
 * calls come in as deps (the app passes them), since that module's routes build on this file.
 */
export function createIdentityResolver(deps: {
  sessions: SessionService;
  visitorIdentity: Pick<VisitorIdentityService, 'verify'>;
  /** Whether a value has a temp token's shape, before any signature is checked. */
  isValidTempToken: (value: unknown) => value is string;
  /** The visitor of a verified temp token, its last visit noted. */
  visitorSeen: (tempToken: string, ip: string) => Promise<string>;
}) {
  const { visitorSeen } = deps;

  /** The presented temp token, when the signature header (never a query or body) proves the server issued it. */
  function signedTempToken(presented: string | null, req: FastifyRequest): string | null {
    const sig = headerOf(req, VISITOR_SIG_HEADER);
    return presented && sig && deps.visitorIdentity.verify(presented, sig) ? presented : null;
  }

  return async function resolve(req: FastifyRequest, auth: RouteAuth): Promise<Identity> {
    const token = bearerToken(req);
    if (token) {
      const session = await deps.sessions.resolve(token);
      if (session) return { kind: 'user', userId: session.userId, sessionId: session.id };
      // A stale token on a public route (e.g. the login call itself) must not block the request.
      if (auth !== 'public') throw AppError.sessionInvalid();
    }
    if (auth === 'user') throw AppError.unauthorized();
    const presented = presentedTempToken(req, deps.isValidTempToken);
    const tempToken = signedTempToken(presented, req);
    if (auth === 'identity') {
      if (!presented) throw AppError.badRequest(ErrorText.visitorIdRequired);
      if (!tempToken) throw AppError.badRequest(ErrorText.visitorIdInvalid);
      return { kind: 'visitor', visitorId: await visitorSeen(tempToken, req.ip), tempToken };
    }
    return { kind: 'anonymous', tempToken };
  };
}

export type IdentityResolver = ReturnType<typeof createIdentityResolver>;
