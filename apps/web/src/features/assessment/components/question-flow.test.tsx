import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { bodiesOf, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { QuestionFlow } from './question-flow';

const SUBMIT = '/ai/aiSurveyTest/getSurveySubmit';
const questions = ['修理自行车', '做化学实验', '画插画', '辅导同学功课', '组织一场活动', '整理账目'].map((text, i) => ({
  questionId: 101 + i,
  text,
}));
const scale = ['非常不喜欢', '不太喜欢', '一般', '比较喜欢', '非常喜欢'].map((label, i) => ({ value: i + 1, label }));

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  fetchMock = stubApi({ [SUBMIT]: (body) => ({ record: { id: body.recordId } }) });
});

function renderFlow(serverAnswers: { questionId: number; value: number }[] = [], path = '/surveyTest?surveyId=1') {
  return renderWithRouter(
    <QuestionFlow
      surveyId={1}
      surveyName="霍兰德职业兴趣测评"
      recordId={RECORD_ID}
      questions={questions}
      scale={scale}
      serverAnswers={serverAnswers}
    />,
    path,
  );
}

/** Lets debounced saves land before the test ends, so none outlives the stubbed fetch. */
const settleSaves = () =>
  waitFor(() => expect(localStorage.getItem(StorageKey.careerTestLog)).toBeNull(), { timeout: 3000 });
const snapshot = () => JSON.parse(localStorage.getItem(StorageKey.careerTest) ?? 'null');
const option = (label: string) => screen.getByRole('button', { name: label });

describe('question flow', () => {
  it('choosing an answer advances to the next question, keeps it locally and in the URL', async () => {
    const app = renderFlow();
    expect(screen.getByText('第 1 / 6 题')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '修理自行车' })).toBeInTheDocument();

    await userEvent.click(option('比较喜欢'));
    expect(await screen.findByRole('heading', { name: '做化学实验' })).toBeInTheDocument();
    expect(screen.getByText('第 2 / 6 题')).toBeInTheDocument();
    expect(snapshot()).toMatchObject({ recordId: RECORD_ID, index: 1, answers: { 101: 4 } });
    await waitFor(() => expect(app.search().get('q')).toBe('2'));
    await settleSaves();
  });

  it('back returns to the previous question with its answer selected; next is blocked until answered', async () => {
    renderFlow();
    expect(screen.getByRole('button', { name: /下一题/ })).toBeDisabled();
    await userEvent.click(option('非常喜欢'));
    await screen.findByText('第 2 / 6 题');
    await userEvent.click(screen.getByRole('button', { name: /上一题/ }));
    expect(await screen.findByText('第 1 / 6 题')).toBeInTheDocument();
    expect(option('非常喜欢')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /下一题/ }));
    expect(await screen.findByText('第 2 / 6 题')).toBeInTheDocument();
    await settleSaves();
  });

  it('keys 1–5 choose, ← goes back, → and Enter go forward once answered', async () => {
    renderFlow();
    await userEvent.keyboard('2');
    await screen.findByText('第 2 / 6 题');
    await userEvent.keyboard('5');
    await screen.findByText('第 3 / 6 题');
    expect(snapshot().answers).toEqual({ 101: 2, 102: 5 });

    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('第 2 / 6 题');
    expect(option('非常喜欢')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByText('第 3 / 6 题');
    // Question 3 is unanswered: neither → nor Enter may skip it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByText('第 3 / 6 题')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('第 2 / 6 题');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('第 3 / 6 题')).toBeInTheDocument();
    await settleSaves();
  });

  it('saves answers to the server as partial submits (final: false) after a pause', async () => {
    renderFlow();
    await userEvent.keyboard('3');
    await screen.findByText('第 2 / 6 题');
    await userEvent.keyboard('4');
    // On a busy machine the pause can fall between the two keys: then the answers go in two saves.
    await waitFor(
      () =>
        expect(bodiesOf(fetchMock, SUBMIT).flatMap((b) => b.answers)).toEqual(
          expect.arrayContaining([
            { questionId: 101, value: 3 },
            { questionId: 102, value: 4 },
          ]),
        ),
      { timeout: 3000 },
    );
    const sent = bodiesOf(fetchMock, SUBMIT);
    expect(sent.every((b) => b.final === false && b.recordId === RECORD_ID)).toBe(true);
    // Confirmed saves leave the outbox.
    await settleSaves();
  });

  it('resumes from storage on the saved question and resends answers the server lacks', async () => {
    localStorage.setItem(
      StorageKey.careerTest,
      JSON.stringify({ surveyId: 1, recordId: RECORD_ID, index: 3, answers: { 101: 1, 102: 2, 103: 3 }, updatedAt: 1 }),
    );
    renderFlow([{ questionId: 101, value: 1 }]);
    expect(screen.getByText('第 4 / 6 题')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '辅导同学功课' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(fetchMock, SUBMIT)).toHaveLength(1));
    expect(bodiesOf(fetchMock, SUBMIT)[0]).toEqual({
      recordId: RECORD_ID,
      final: false,
      answers: [
        { questionId: 102, value: 2 },
        { questionId: 103, value: 3 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: /上一题/ }));
    expect(await screen.findByText('第 3 / 6 题')).toBeInTheDocument();
    expect(option('一般')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the last answer asks for confirmation, then submits everything with final: true and opens the report', async () => {
    useAuthStore.getState().setToken('tok');
    const answered = questions.slice(0, 5).map((q) => ({ questionId: q.questionId, value: 4 }));
    const app = renderFlow(answered);
    expect(screen.getByText('第 6 / 6 题')).toBeInTheDocument();
    await userEvent.keyboard('5');
    expect(await screen.findByRole('dialog', { name: '确定提交？' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/surveyTest/surveyResult'));
    expect(app.router.state.location.search).toBe(`?recordId=${RECORD_ID}`);
    const final = bodiesOf(fetchMock, SUBMIT).find((b) => b.final);
    expect(final.answers).toHaveLength(6);
    expect(final.answers).toContainEqual({ questionId: 106, value: 5 });
    expect(localStorage.getItem(StorageKey.careerTest)).toBeNull();
    expect(useModalStore.getState().loginModal.open).toBe(false);
  });

  // SPEC §2/§6: the report needs a login; the login then enters it (SPEC §4) with the record moved over.
  it('a visitor’s submit goes back to the test page and asks them to log in, the report waiting after it', async () => {
    const answered = questions.slice(0, 5).map((q) => ({ questionId: q.questionId, value: 4 }));
    const app = renderFlow(answered);
    await userEvent.keyboard('5');
    await userEvent.click(await screen.findByRole('button', { name: '提 交' }));
    await waitFor(() => expect(useModalStore.getState().loginModal.open).toBe(true));
    expect(useModalStore.getState().loginModal).toEqual({
      open: true,
      surveyRequired: false,
      redirect: `/surveyTest/surveyResult?recordId=${RECORD_ID}`,
    });
    expect(app.router.state.location.pathname).toBe('/surveyTest');
    expect(app.router.state.location.search).toBe('');
    expect(await screen.findByText('测评已完成！登录后即可查看你的测评报告')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SUBMIT).filter((b) => b.final)).toHaveLength(1);
  });
});
