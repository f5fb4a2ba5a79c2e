import { OrderStatus } from '@lucina/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * SPEC §4: polling goes on after errors, with the status taken from the error's data. An error
 * without a status counts as still pending.
 */
export function statusOf(result: { status: number } | unknown): number {
  if (result instanceof ApiError) {
    const data = result.data as { status?: unknown } | null;
    return typeof data?.status === 'number' ? data.status : OrderStatus.pending;
  }
  const status = (result as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : OrderStatus.pending;
}

export type PollOutcome = 'pending' | 'paid' | 'closed';

export function outcomeOf(status: number): PollOutcome {
  if (status === OrderStatus.paid) return 'paid';
  if (status === OrderStatus.closed) return 'closed';
  return 'pending';
}

/** 'HH:mm:ss' of a non-negative duration. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
