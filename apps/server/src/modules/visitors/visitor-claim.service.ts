import type { Transaction } from '../../db/client.js';
import { visitorRepository } from './visitor.repository.js';

/** Moves one feature's visitor data (conversations, assessments…) to the account, inside the login transaction. */
export type VisitorClaimHook = (tx: Transaction, visitorId: string, userId: string) => Promise<void>;

/**
 * At login the visitor (temp token) becomes the account's, once: features register a hook at
 * boot and every hook runs in the login transaction, so a failing hook undoes the whole login.
 */
export function createVisitorClaimService() {
  const hooks: VisitorClaimHook[] = [];
  return {
    register(hook: VisitorClaimHook) {
      hooks.push(hook);
    },
    /** Claims the visitor for `userId` and runs the hooks; nothing happens for an unknown or already-claimed visitor. */
    async claim(tx: Transaction, tempToken: string, userId: string) {
      const visitor = await visitorRepository(tx).claim(tempToken, userId);
      if (!visitor) return null;
      for (const hook of hooks) await hook(tx, visitor.id, userId);
      return visitor.id;
    },
  };
}

export type VisitorClaimService = ReturnType<typeof createVisitorClaimService>;
