/**
 * Visitors before they log in: their signed temp tokens, their last visit, and the claim hooks that move a
 * visitor's data to the account it logs in to.
 */
export { isValidTempToken } from './temp-token.js';
export { createVisitorClaimService, type VisitorClaimService } from './visitor-claim.service.js';
export { createVisitorIdentityService, type VisitorIdentityService } from './visitor-identity.service.js';
export { createVisitorPresence } from './visitor-presence.js';
export { visitorRoutes } from './visitor.routes.js';
