/**
 * The audit log: every console action and every refund leaves a row here. Writers call
 * `auditRepository(tx).write(…)` with the transaction of the change they record, so neither exists without
 * the other; the console lists the rows through the service.
 */
export { auditRepository } from './audit.repository.js';
export { createAuditService } from './audit.service.js';
