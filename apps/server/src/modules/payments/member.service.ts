import {
  Business,
  fenToYuan,
  Payments,
  memberLevelAt,
  membershipLevelOf,
  type MembershipPlan,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { MembershipPlanRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { maskNickname } from './mask.js';
import { memberRepository } from './member.repository.js';
import type { PaymentNotices } from './notices.js';
import { daysUntilExpiry } from './pricing.js';
import { paymentsRepository } from './payments.repository.js';

function toPlanView(p: MembershipPlanRow, currentLevel: number): MembershipPlan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.priceFen,
    // Yuan as numbers for these two fields; the one fen → yuan conversion is fenToYuan.
    priceYuan: Number(fenToYuan(p.priceFen)),
    originPrice: Number(fenToYuan(p.originPriceFen)),
    originPriceFen: p.originPriceFen,
    membershipUnit: p.membershipUnit,
    membershipLevel: p.membershipLevel,
    duration: p.durationDays,
    isActive: p.isActive,
    recommendedTag: p.recommendedTag,
    yn: 1,
    createUserId: null,
    createTime: p.createdAt.toISOString(),
    updateUserId: null,
    updateTime: p.updatedAt.toISOString(),
    subList: p.benefits,
    priceAndUnit: `¥${fenToYuan(p.priceFen)}/${p.membershipUnit}`,
    isCurrentUserPlan: currentLevel > 0 && p.membershipLevel === currentLevel,
    count: p.count,
  };
}

/** Member center, expiry reminder and referral rewards. */
export function createMemberService({
  db,
  publicUrl,
  notices,
}: {
  db: Database;
  publicUrl: string;
  notices?: PaymentNotices;
}) {
  const repo = paymentsRepository(db);
  async function userOf(userId: string) {
    const user = await repo.user(userId);
    if (!user) throw AppError.sessionInvalid();
    return user;
  }
  return {
    async memberCenter(userId: string) {
      const user = await userOf(userId);
      const level = memberLevelAt({ level: user.userGrade, endTime: user.endTime }, new Date());
      const rows = await repo.plans();
      const view = membershipLevelOf({ userGrade: String(level), endTime: user.endTime?.toISOString() ?? null });
      const single = rows.find((p) => p.id === Payments.singlePlanId);
      if (!single) throw new Error('plan catalogue not seeded');
      return {
        ...view,
        plans: rows.filter((p) => p.membershipLevel > 0 && p.isActive).map((p) => toPlanView(p, level)),
        singlePlan: toPlanView(single, level),
      };
    },
    async expiryDays(userId: string) {
      const user = await userOf(userId);
      const days = daysUntilExpiry({ level: user.userGrade, endTime: user.endTime }, new Date());
      // The reminder also lands in the message centre, once per membership period.
      if (days > 0 && user.endTime) await notices?.expiring?.({ userId, days, endTime: user.endTime });
      return days;
    },
    async inviteInfo(userId: string) {
      const user = await userOf(userId);
      const friends = await memberRepository(db).invitedFriends(userId, 200);
      const rewarded = friends.filter((f) => f.rewardedAt).length;
      return {
        inviteCode: user.inviteCode,
        inviteLink: `${publicUrl}/auth/login?tk=${encodeURIComponent(user.inviteCode)}`,
        rewardPerInvite: Business.inviteRewardChats,
        invitedCount: friends.length,
        rewardedChatCount: rewarded * Business.inviteRewardChats,
        friends: friends.map((f) => ({
          nickname: maskNickname(f.nickname),
          userIcon: f.userIcon,
          createTime: f.createdAt.toISOString(),
          rewarded: f.rewardedAt !== null,
        })),
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
