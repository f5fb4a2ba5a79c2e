/** Invitations: who invited whom, and the rewards they settle. */
export { createReferralService, type InviteRewardNotice, type ReferralService } from './referral.service.js';
