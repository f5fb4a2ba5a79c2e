/** Invitations: who invited whom, and the rewards they settle. */
export { createReferralService } from './referral.service.js';
