import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authActions, useAuthStore } from '@/stores/auth-store';
import { useModalStore, type LoginFlowOptions } from '@/stores/modal-store';
import { reloadPage } from '@/utils/reload';
import { refreshUserInfo } from '../api/get-user-info';
import { markNeedsSurveyDone } from '../api/update-user-info';
import { authText } from '../locale';

/** What a login hands over: phone/email and bind-phone logins return all three, a WeChat scan only the token. */
export interface LoginOutcome {
  token: string;
  userId?: string;
  tagiSCollect?: number;
}

async function loadUser(queryClient: ReturnType<typeof useQueryClient>) {
  try {
    await refreshUserInfo(queryClient);
  } catch (error) {
    console.warn('[auth] 登录后获取用户信息失败', error);
  }
  return useAuthStore.getState().user;
}

/**
 * SPEC §4 after a successful login: toast, store the token, load the user, close the dialogs;
 * then the needs survey when it is required and not collected yet, else mark it silently; then
 * reload the page, or go to `redirect` in place (entering an AI report).
 */
export function useLoginSuccess(): (outcome: LoginOutcome, options: LoginFlowOptions) => Promise<void> {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (outcome, { surveyRequired, redirect }) => {
      void message.success(authText.loginSuccess);
      authActions.setToken(outcome.token);
      const user = await loadUser(queryClient);
      const modals = useModalStore.getState();
      modals.closeLoginModal();
      modals.closeBindPhoneModal();

      // 0 or empty: never collected. A collected answer (1 skipped, 2 done) is never overwritten.
      const collected = !!(outcome.tagiSCollect ?? user?.tagiSCollect);
      const showSurvey = !collected && surveyRequired;
      const userId = outcome.userId ?? user?.id;
      if (showSurvey) {
        modals.openNeedsSurvey();
      } else if (!collected && userId) {
        try {
          await markNeedsSurveyDone(userId);
        } catch (error) {
          console.warn('[auth] 标记需求调研状态失败', error);
        }
      }

      if (!redirect && !showSurvey) {
        reloadPage();
        return;
      }
      // No reload: what was cached for the visitor is refetched for the account.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      // The survey step stays on this page; it moves on when it ends.
      if (redirect) await navigate(redirect);
    },
    [message, navigate, queryClient],
  );
}
