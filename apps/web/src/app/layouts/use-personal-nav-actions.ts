import { useLogoutConfirm } from '@/features/auth';
import type { PersonalNavActions } from '@/features/personal';
import { track, TrackEvents } from '@/lib/track';

const onMemberCenterClick = () => track(TrackEvents.memberCenterNav, { eventType: 'click', subEvent: 'personalNav' });

/**
 * One place that wires the personal navigation to other features, so the side menu and the
 * avatar dropdown behave alike. `onMemberCenterClick` sends the Click_MemberCenterNav event.
 */
export function usePersonalNavActions(): PersonalNavActions {
  const onLogout = useLogoutConfirm();
  return { onLogout, onMemberCenterClick };
}
