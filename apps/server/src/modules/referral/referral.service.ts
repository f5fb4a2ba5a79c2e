import { Business } from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import { maskNickname } from '../payments/index.js';
import { referralRepository } from './referral.repository.js';

/** How the inviter hears of a reward; the composition root writes it to the message centre. */
export type InviteRewardNotice = (
  tx: Executor,
  p: { inviterUserId: string; inviteeNickname: string; chats: number },
) => Promise<void>;

type Invitation = { id: string; inviterUserId: string; inviteeUserId: string };

/**
 * Invite rewards: the inviter gets 3 chats for an invitee who verified a phone or paid, at most
 * `Business.inviteRewardDailyCap` invitees a day; each invitation is paid exactly once.
 */
export function createReferralService({ db, notify }: { db: Database; notify?: InviteRewardNotice }) {
  async function settle(tx: Executor, inv: Invitation, opts: { justPaid?: boolean } = {}): Promise<boolean> {
    const repo = referralRepository(tx);
    if (!opts.justPaid && !(await repo.inviteeQualifies(inv.inviteeUserId))) return false;
    if (!(await repo.lockInviter(inv.inviterUserId))) return false;
    if ((await repo.rewardedToday(inv.inviterUserId)) >= Business.inviteRewardDailyCap) return false;
    if (!(await repo.markRewarded(inv.id))) return false;
    await repo.addChats(inv.inviterUserId, Business.inviteRewardChats);
    const inviteeNickname = maskNickname(await repo.nicknameOf(inv.inviteeUserId));
    await notify?.(tx, { inviterUserId: inv.inviterUserId, inviteeNickname, chats: Business.inviteRewardChats });
    return true;
  }

  return {
    /**
     * Pays the invitation of this invitee if it is due, inside the caller's transaction: at sign-up, at
     * every later login (a phone may have been bound since) and when a payment is settled (`justPaid`).
     */
    async settleInvitee(tx: Executor, inviteeUserId: string, opts: { justPaid?: boolean } = {}) {
      const inv = await referralRepository(tx).pendingOfInvitee(inviteeUserId);
      return inv ? settle(tx, inv, opts) : false;
    },
    /** getInviteReward: settles what is due among the invitations touching the caller (e.g. ones held by the cap). */
    async settleFor(userId: string) {
      return db.transaction(async (tx) => {
        let settled = 0;
        let chatCountAdded = 0;
        for (const inv of await referralRepository(tx).pendingTouching(userId)) {
          if (!(await settle(tx, inv))) continue;
          settled += 1;
          if (inv.inviterUserId === userId) chatCountAdded += Business.inviteRewardChats;
        }
        return { settled, chatCountAdded };
      });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
