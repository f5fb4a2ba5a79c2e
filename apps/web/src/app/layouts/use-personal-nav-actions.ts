import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Pages } from '@lucina/contracts';
import { useLogoutConfirm } from '@/features/auth';
import { latestConversationPath } from '@/features/chat';
import type { PersonalNavActions } from '@/features/personal';
import { track, TrackEvents } from '@/lib/track';

const onMemberCenterClick = () => track(TrackEvents.memberCenterNav, { eventType: 'click', subEvent: 'personalNav' });

/**
 * One place that wires the personal navigation to other features, so the side menu and the
 * avatar dropdown behave alike. `onMemberCenterClick` sends the Click_MemberCenterNav event;
 * `onOpenChat` reopens the latest conversation (a new chat if the list cannot be read).
 */
export function usePersonalNavActions(): PersonalNavActions {
  const onLogout = useLogoutConfirm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onOpenChat = () => {
    latestConversationPath(queryClient)
      .catch(() => Pages.home.path)
      .then((path) => navigate(path))
      .catch((error: unknown) => console.warn('[personal] 打开对话失败', error));
  };
  return { onLogout, onMemberCenterClick, onOpenChat };
}
