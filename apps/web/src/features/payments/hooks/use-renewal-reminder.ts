import { useQuery } from '@tanstack/react-query';
import { Business, isMember, StorageKey } from '@lucina/contracts';
import { localStore } from '@/lib/storage';
import { track } from '@/lib/track';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { getExpiryDays } from '../api/invite';
import { paymentKeys } from '../api/query-keys';
import { PaymentEvents } from '../utils/events';

/** True when the reminder was not shown in the last 24 hours on this device (SPEC §4). */
export function reminderDue(now: number, last: string | null): boolean {
  const at = Number(last);
  return !last || !Number.isFinite(at) || now - at >= Business.expiryReminderCooldownMs || at > now;
}

const due = () => reminderDue(Date.now(), localStore.get(StorageKey.lastExpiryReminderAt));

/**
 * Asks how many days the member has left; with more than 0 (and the reminder still due, for the member
 * still signed in) opens the reminder and tracks it. Resolves with the days shown, 0 when none: a failure
 * is only logged.
 */
async function remindIfDue(userId: string): Promise<number> {
  let left: number;
  try {
    left = await getExpiryDays();
  } catch (error) {
    console.warn('[payments] 查询会员到期天数失败', error);
    return 0;
  }
  const user = useAuthStore.getState().user;
  if (!(left > 0) || user?.id !== userId || !isMember(user) || !due()) return 0;
  localStore.set(StorageKey.lastExpiryReminderAt, String(Date.now()));
  useModalStore.getState().openModal('renewalReminder');
  track(PaymentEvents.renewalReminderShow, { eventType: 'show', extraData: { days: left } });
  return left;
}

/**
 * SPEC §2 dialog 8 / §4: decides whether the reminder opens. Mounted with the app's global dialogs (never inside
 * the reminder, which is only mounted once open): once per app start and after each login, for a member whose
 * last reminder is older than 24 h, ask how many days are left and remind when more than 0.
 */
export function useRenewalReminder(): void {
  const user = useAuthStore(authSelectors.user);
  const userId = user?.id ?? null;
  useQuery({
    queryKey: paymentKeys.expiryDays(userId),
    queryFn: () => remindIfDue(userId!),
    enabled: isMember(user) && userId !== null && due(),
    // Once per app start: never asked again by a remount, a focus or a retry.
    staleTime: Infinity,
    retry: false,
  });
}

/** The days the open reminder shows: read from the decision's answer, never asked for by the dialog itself. */
export function useRenewalDays(): number {
  const userId = useAuthStore(authSelectors.user)?.id ?? null;
  const { data } = useQuery({
    queryKey: paymentKeys.expiryDays(userId),
    queryFn: () => remindIfDue(userId!),
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? 0;
}
