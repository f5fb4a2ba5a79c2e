import { useRenewalReminder } from '../hooks/use-renewal-reminder';

/** The reminder's decision as a component: the app's dialogs load it only for a member (see `useRenewalReminder`). */
export function RenewalReminderCheck() {
  useRenewalReminder();
  return null;
}
