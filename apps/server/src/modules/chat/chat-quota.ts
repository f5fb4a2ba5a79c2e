import { BizCode, ChatText, chinaDay, memberLevelAt } from '@lucina/contracts';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import type { ChatAccount } from './chat-account.repository.js';
import type { ChatOwner } from './conversation.repository.js';

/** Visitor allowances reset with the calendar day in China; a counter lives until that day ends. */
export const visitorQuotaKeys = (visitorId: string, ip: string, day = chinaDay().day) => ({
  visitor: `chat:quota:visitor:${visitorId}:${day}`,
  ip: `chat:quota:ip:${ip}:${day}`,
});

export interface ChatQuotaDeps {
  kv: Kv;
  limits: { visitorDailyPerToken: number; visitorDailyPerIp: number };
}

/**
 * Who may start an answer. Members: always. Ordinary users: while chatCount > 0; `admit` then names the user
 * whose chat the answer spends, in the same statement as its rows (a conditional update, so racing answers
 * never take it below 0), and the answer gives it back if it ends without a token or is cut short by the
 * service (see Generation).
 * Visitors: a daily allowance per temp token and per IP, counted when the answer starts.
 * Refusals are HTTP 200 envelopes with a business code, raised before the stream opens.
 */
export function createChatQuota({ kv, limits }: ChatQuotaDeps) {
  return {
    /** Refuses, or returns the id of the user who spends one free chat on this answer (null: nothing to spend). */
    async admit(owner: ChatOwner, account: ChatAccount | null, ip: string): Promise<string | null> {
      if (owner.kind === 'visitor') {
        const refuse = () => AppError.business(BizCode.VISITOR_CHAT_QUOTA_EXHAUSTED, ChatText.visitorQuotaExhausted);
        const { msLeft } = chinaDay();
        const keys = visitorQuotaKeys(owner.visitorId, ip);
        const used = async (key: string) => Number((await kv.get(key)) ?? 0);
        // Read first, so a refusal by one counter does not use up the other; the increments settle races.
        if (
          (await used(keys.visitor)) >= limits.visitorDailyPerToken ||
          (await used(keys.ip)) >= limits.visitorDailyPerIp
        ) {
          throw refuse();
        }
        const [perVisitor, perIp] = await Promise.all([kv.incr(keys.visitor, msLeft), kv.incr(keys.ip, msLeft)]);
        if (perVisitor.value > limits.visitorDailyPerToken || perIp.value > limits.visitorDailyPerIp) throw refuse();
        return null;
      }
      if (!account) throw AppError.sessionInvalid();
      if (memberLevelAt({ level: account.userGrade, endTime: account.endTime }) > 0) return null;
      if (account.chatCount <= 0) throw AppError.business(BizCode.CHAT_QUOTA_EXHAUSTED, ChatText.quotaExhausted);
      return account.id;
    },
  };
}

export type ChatQuota = ReturnType<typeof createChatQuota>;
