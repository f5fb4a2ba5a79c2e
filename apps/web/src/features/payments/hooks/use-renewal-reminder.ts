import { useEffect, useState } from 'react';
import { Business, isMember, StorageKey } from '@lucina/contracts';
import { localStore } from '@/lib/storage';
import { track } from '@/lib/track';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { getExpiryDays } from '../api/invite';
import { PaymentEvents } from '../utils/events';

/** True when the reminder was not shown in the last 24 hours on this device (SPEC §4). */
export function reminderDue(now: number, last: string | null): boolean {
  const at = Number(last);
  return !last || !Number.isFinite(at) || now - at >= Business.expiryReminderCooldownMs || at > now;
}

/**
 * SPEC §2 dialog 8 / §4: once per app start for a signed-in member, ask how many days are left;
 * when more than 0 and the last reminder is older than 24 h, open the reminder and track it.
 * Failures are only logged. Returns the days to show.
 */
export function useRenewalReminder(): number {
  const user = useAuthStore(authSelectors.user);
  const member = isMember(user);
  const userId = user?.id ?? null;
  const [days, setDays] = useState(0);

  useEffect(() => {
    if (!member || !userId) return;
    if (!reminderDue(Date.now(), localStore.get(StorageKey.lastExpiryReminderAt))) return;
    let cancelled = false;
    getExpiryDays().then(
      (n) => {
        if (cancelled || !(n > 0)) return;
        setDays(n);
        localStore.set(StorageKey.lastExpiryReminderAt, String(Date.now()));
        useModalStore.getState().openModal('renewalReminder');
        track(PaymentEvents.renewalReminderShow, { eventType: 'show', extraData: { days: n } });
      },
      (error: unknown) => console.warn('[payments] 查询会员到期天数失败', error),
    );
    return () => {
      cancelled = true;
    };
  }, [member, userId]);

  return days;
}
