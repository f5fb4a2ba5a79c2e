import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SurveyRecord } from '@lucina/contracts';
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

function renderIndex(records: SurveyRecord[] = [SUBMITTED_RECORD]) {
  stubApi({
    '/ai/aiSurveyTest/getSurveyList': () => [{ ...survey, latestRecord: records[0] }],
    '/ai/aiSurveyTest/getAiTestRecord': () => ({
      list: records.map((r) => ({ ...r, surveyName: survey.name })),
      total: records.length,
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

describe('test index: a test not yet submitted', () => {
  const open = (answeredCount: number, id: string): SurveyRecord => ({
    ...SUBMITTED_RECORD,
    id,
    status: 'in_progress',
    hollandCode: null,
    answeredCount,
    submitTime: null,
  });

  it('says 待提交 for a fully answered test and leads to its submit, 进行中 for one half done', async () => {
    useAuthStore.getState().setToken('tok');
    renderIndex([open(48, 'a'.repeat(32)), open(30, 'b'.repeat(32))]);
    const history = await screen.findByRole('region', { name: /我的测评记录/ });
    const [done, half] = within(history).getAllByRole('listitem');
    expect(done).toHaveTextContent('待提交');
    expect(done).toHaveTextContent('48 题已全部答完，提交后生成报告');
    expect(done).not.toHaveTextContent(/进行中|继续作答/);
    expect(within(done!).getByRole('link', { name: '去提交，查看报告' })).toHaveAttribute(
      'href',
      '/surveyTest?surveyId=1',
    );
    expect(half).toHaveTextContent('进行中');
    expect(within(half!).getByRole('link', { name: '继续作答（30/48）' })).toBeInTheDocument();
    // The test's own card offers the submit too.
    const card = screen.getByRole('region', { name: '选择测评' });
    expect(within(card).getByRole('link', { name: '去提交，查看报告' })).toBeInTheDocument();
    expect(within(card).getByText('待提交')).toBeInTheDocument();
    // Its progress bar is named, as a screen reader needs (axe's aria-progressbar-name).
    expect(within(card).getByRole('progressbar')).toHaveAccessibleName('霍兰德职业兴趣测评的作答进度');
  });
});
