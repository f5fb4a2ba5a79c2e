import type { FastifyRequest } from 'fastify';
import { visitorTokenOf, type Identity } from '../../http/identity.js';
import type { SignInContext } from './account.service.js';

/** What a login takes from the request: the visitor's signed temp token (their data moves to the account) and session metadata. */
export function signInContextOf(req: FastifyRequest, identity: Identity): Omit<SignInContext, 'tk'> {
  return { tempToken: visitorTokenOf(identity), meta: sessionMetaOf(req) };
}

export function sessionMetaOf(req: FastifyRequest): SignInContext['meta'] {
  const userAgent = req.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, 512) : null, ip: req.ip };
}

/** A single string query parameter, or undefined (repeated or missing). */
export function queryParam(req: FastifyRequest, name: string, maxLength = 512): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}
