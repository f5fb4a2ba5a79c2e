import type { RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../../src/providers/llm/index.js';

/** An asker with no result and no survey answers. */
export const noProfile: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

/** An asker whose result ranks the types in `order`: 90% for the first, 13 points less for each after it. */
export function profileFor(order: RiasecType[]): ChatProfile {
  const percent = Object.fromEntries(order.map((t, i) => [t, 90 - i * 13])) as Record<RiasecType, number>;
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}
