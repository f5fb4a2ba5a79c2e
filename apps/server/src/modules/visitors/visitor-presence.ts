import type { Database } from '../../db/client.js';
import { visitorRepository } from './visitor.repository.js';

/** `last_seen_at` is written at most this often per visitor: it feeds retention and reports, not rules. */
export const VISITOR_SEEN_EVERY_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The visitor row of a signed temp token: created on its first request; afterwards its id comes from memory
 * and `last_seen_at` is refreshed off the request path once it is older than VISITOR_SEEN_EVERY_MS.
 * Visitor rows are never deleted, so a remembered id stays valid.
 */
export function createVisitorPresence(db: Database, onError: (err: unknown) => void) {
  const visitorsRepo = visitorRepository(db);
  const known = new Map<string, { id: string; writtenAt: number }>();

  return async function seen(tempToken: string, ip: string | null): Promise<string> {
    const now = Date.now();
    const entry = known.get(tempToken);
    if (entry) {
      if (now - entry.writtenAt >= VISITOR_SEEN_EVERY_MS) {
        entry.writtenAt = now;
        visitorsRepo.touch(entry.id, new Date(now)).catch(onError);
      }
      return entry.id;
    }
    const row = await visitorsRepo.upsert(tempToken, ip);
    if (known.size >= MAX_ENTRIES) known.clear();
    known.set(tempToken, { id: row.id, writtenAt: now });
    return row.id;
  };
}
