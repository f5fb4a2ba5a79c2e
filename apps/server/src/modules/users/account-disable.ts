import { AdminUserText } from '@lucina/contracts/admin';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { adminUsersRepository } from './admin-users.repository.js';

/**
 * Disables an account for what it published, inside the caller's transaction, with its audit row. Login refuses a
 * disabled account (login/account.service.ts); the caller ends its sessions once the transaction commits.
 */
export async function disableAccount(tx: Transaction, actorUserId: string, userId: string, reason: string) {
  const disabled = await adminUsersRepository(tx).disable(userId);
  if (!disabled) throw AppError.notFound(AdminUserText.userNotFound);
  await auditRepository(tx).write({
    actorUserId,
    action: 'user.disable',
    target: `user:${userId}`,
    before: { disabled: false },
    after: { disabled: true, reason },
  });
}
