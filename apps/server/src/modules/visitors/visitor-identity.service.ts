import { ErrorText } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import { isVisitorSignature, visitorSignature } from './temp-token.js';
import { visitorRepository } from './visitor.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Visitor identities: the browser makes the temp token (SPEC §3) and the server signs each new one
 * once, creating its row; a token counts only with that signature, so presenting someone else's
 * token (it travels in queries and bodies) gets nothing. New identities are limited per IP.
 */
export function createVisitorIdentityService(deps: { db: Database; kv: Kv; secret: string; newPerIpPerHour: number }) {
  const visitors = visitorRepository(deps.db);
  return {
    verify: (tempToken: string, sig: string) => isVisitorSignature(deps.secret, tempToken, sig),
    async issue(tempToken: string, ip: string) {
      const { value } = await deps.kv.incr(`visitor:new:${ip}`, HOUR_MS);
      if (value > deps.newPerIpPerHour) throw AppError.tooManyRequests(ErrorText.visitorTooMany);
      // A token already known is never signed again: its first holder may have data under it.
      if (!(await visitors.insertNew(tempToken, ip))) throw AppError.conflict(ErrorText.visitorIdTaken);
      return { sig: visitorSignature(deps.secret, tempToken) };
    },
  };
}

export type VisitorIdentityService = ReturnType<typeof createVisitorIdentityService>;
