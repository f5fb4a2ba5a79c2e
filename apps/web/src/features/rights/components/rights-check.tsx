import { useState } from 'react';
import { antdIsland } from '@/components/ui/antd-island';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useRightsDue } from '../api/status';

const RightsGate = antdIsland(async () => (await import('./rights-gate')).RightsGate);

/**
 * No antd: asks whether the account has something to settle first (a cancellation cooling off, a changed agreement)
 * and loads the gate's dialog, with antd, only then. Mounted for every logged-in page load, where the dialog's code
 * and antd had been 29 of /home's 69 scripts for the few accounts that ever see it. Once shown, the dialog stays mounted (it closes
 * itself when settled).
 */
export function RightsCheck() {
  const token = useAuthStore(authSelectors.token);
  const due = useRightsDue(token);
  const [shown, setShown] = useState(due);
  if (due && !shown) setShown(true);
  return shown ? <RightsGate /> : null;
}
