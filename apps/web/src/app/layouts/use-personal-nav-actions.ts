import { useLogoutConfirm } from '@/features/auth/hooks/use-logout-confirm';
import type { PersonalNavActions } from '@/features/personal/hooks/use-personal-menu';

/**
 * One place that wires the personal navigation to other features, so the side menu and the
 * avatar dropdown behave alike. `onMemberCenterClick` is where the Click_MemberCenterNav
 * tracking event plugs in once contracts define the /event/track route.
 */
export function usePersonalNavActions(): PersonalNavActions {
  const onLogout = useLogoutConfirm();
  return { onLogout };
}
