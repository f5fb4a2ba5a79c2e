import { useCallback } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { Pages } from '@lucina/contracts';
import { authActions } from '@/stores/auth-store';
import { reloadPage } from '@/utils/reload';
import { logout } from '../api/logout';
import { authText } from '../locale';

/** SPEC §2: confirm, revoke, clear the session, then go home (reloading when already there). */
export function useLogoutConfirm(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(() => {
    modal.confirm({
      title: authText.logoutConfirmTitle,
      content: authText.logoutConfirmContent,
      okText: authText.logoutOk,
      cancelText: authText.logoutCancel,
      onOk: async () => {
        try {
          await logout();
        } catch (error) {
          // Local logout must still happen; an unrevoked token expires server-side.
          console.warn('[auth] 注销会话失败', error);
        }
        if (pathname === Pages.home.path) {
          authActions.logout();
          reloadPage();
          return;
        }
        // Leave the protected page first so the session watcher has nothing to redirect.
        await navigate(Pages.home.path);
        authActions.logout();
      },
    });
  }, [modal, navigate, pathname]);
}
