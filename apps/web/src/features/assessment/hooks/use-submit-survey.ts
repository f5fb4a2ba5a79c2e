import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { Pages } from '@lucina/contracts';
import { surveyPaths } from '@/config/paths';
import { authActions } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useFinalSubmit } from '../api/submit-survey-answers';
import { assessmentText } from '../locale';
import { clearProgress, type AnswerMap } from '../utils/progress-storage';
import type { AnswerAutosave } from './use-answer-autosave';

const t = assessmentText.flow;

/**
 * The final submit behind a confirm (answers cannot change afterwards). Partial saves stop
 * first so none lands after the record is closed; server errors are toasted by the request layer.
 */
export function useSubmitSurvey(recordId: string, total: number, autosave: AnswerAutosave) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const submit = useFinalSubmit();
  const [confirming, setConfirming] = useState(false);

  const requestSubmit = useCallback(
    (answers: AnswerMap) => {
      if (confirming) return;
      setConfirming(true);
      modal.confirm({
        title: t.confirmTitle,
        content: t.confirmContent(total),
        okText: t.confirmOk,
        cancelText: t.confirmCancel,
        afterClose: () => setConfirming(false),
        onOk: async () => {
          await autosave.close();
          try {
            const list = Object.entries(answers).map(([id, value]) => ({ questionId: Number(id), value }));
            const { record } = await submit.mutateAsync({ recordId, answers: list });
            clearProgress();
            const report = surveyPaths.result(record.id);
            if (authActions.isLoggedIn()) {
              void navigate(report, { replace: true });
              return;
            }
            // SPEC §2/§6: the report is for logged-in users. The visitor's record moves to the account at
            // login, which then opens the report (SPEC §4: entering an AI report); dismissed, the test
            // page keeps offering it.
            void navigate(Pages.surveyTest.path, { replace: true });
            void message.success(t.doneLogIn);
            useModalStore.getState().openLoginModal({ surveyRequired: false, redirect: report });
          } catch (error) {
            // Toasted already (e.g. "还有 n 道题未作答"); the user stays on the question to fix it.
            console.warn('[assessment] 提交测评失败', error);
            autosave.reopen();
          }
        },
      });
    },
    [autosave, confirming, message, modal, navigate, recordId, submit, total],
  );

  return { requestSubmit, confirming, submitting: submit.isPending };
}
