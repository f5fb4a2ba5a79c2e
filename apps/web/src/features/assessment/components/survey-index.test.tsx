import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { RECORD_ID, stubApi, SUBMITTED_RECORD } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { SurveyIndex } from './survey-index';

const survey = {
  id: 1,
  code: 'riasec',
  name: '霍兰德职业兴趣测评',
  description: '48 道题',
  questionCount: 48,
  version: 1,
  latestRecord: SUBMITTED_RECORD,
};

function renderIndex() {
  stubApi({
    '/ai/aiSurveyTest/getSurveyList': () => [survey],
    '/ai/aiSurveyTest/getAiTestRecord': () => ({
      list: [{ ...SUBMITTED_RECORD, surveyName: survey.name }],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  });
  return renderWithRouter(<SurveyIndex />, '/surveyTest');
}

const report = `/surveyTest/surveyResult?recordId=${RECORD_ID}`;

describe('test index: the report of a finished test', () => {
  it('tells a visitor their code and that the report opens after logging in, where the login then leads', async () => {
    renderIndex();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('测评已完成，你的兴趣代码是 SAE');
    await userEvent.click(within(notice).getByRole('link', { name: '登录查看报告' }));
    expect(useModalStore.getState().loginModal).toEqual({ open: true, surveyRequired: false, redirect: report });

    useModalStore.getState().closeLoginModal();
    const history = screen.getByRole('region', { name: /我的测评记录/ });
    await userEvent.click(within(history).getByRole('link', { name: '查看报告' }));
    expect(useModalStore.getState().loginModal).toMatchObject({ open: true, redirect: report });
  });

  it('opens the report straight away for a logged-in user, with no notice', async () => {
    useAuthStore.getState().setToken('tok');
    const app = renderIndex();
    const history = await screen.findByRole('region', { name: /我的测评记录/ });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(history).getByRole('link', { name: '查看报告' }));
    expect(app.router.state.location.pathname).toBe('/surveyTest/surveyResult');
    expect(useModalStore.getState().loginModal.open).toBe(false);
  });
});
