import { BizCode, ChatText } from '@lucina/contracts';
import type { Kv } from '../../kv/index.js';
import { createSlots, type Lease } from '../../kv/slots.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { OpenStream } from './answer-attach.js';
import type { ChatOwner } from './conversation.repository.js';

export interface LiveLimitSettings {
  answersPerOwner: number;
  attachPerAnswer: number;
}

const ownerKey = (owner: ChatOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);

/**
 * Caps on live work, held in the KV so they count across instances: answers one user or visitor has being
 * written at once, and connections following one answer. A slot is held until its answer or connection ends;
 * one left by a crashed instance frees itself when its TTL runs out.
 */
export function createLiveLimits({
  kv,
  log,
  limits,
  ttlMs,
}: {
  kv: Kv;
  log: Logger;
  limits: LiveLimitSettings;
  ttlMs?: number;
}) {
  const onError = (err: unknown) => log.error({ err }, 'renewing or releasing a chat slot failed');
  const slots = createSlots(kv, { onError, ...(ttlMs ? { ttlMs } : {}) });

  return {
    /** A slot for one more answer of this owner; refused with an envelope when all are in use. */
    async answer(owner: ChatOwner): Promise<Lease> {
      const lease = await slots.take(`chat:slots:answers:${ownerKey(owner)}`, limits.answersPerOwner);
      if (!lease) throw new AppError(429, BizCode.CHAT_LIVE_LIMIT, ChatText.liveLimit(limits.answersPerOwner));
      return lease;
    },

    /** Counts a connection following a running answer, from its start until it is detached. */
    async follower(answerId: string, open: OpenStream): Promise<OpenStream> {
      const lease = await slots.take(`chat:slots:attach:${answerId}`, limits.attachPerAnswer);
      if (!lease) throw new AppError(429, BizCode.CHAT_ATTACH_LIMIT, ChatText.attachLimit);
      return (sink) => {
        const detach = open(sink);
        return () => {
          detach();
          void lease.release();
        };
      };
    },
  };
}

export type LiveLimits = ReturnType<typeof createLiveLimits>;
