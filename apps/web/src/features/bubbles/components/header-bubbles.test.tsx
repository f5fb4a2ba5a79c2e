import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';
import { HeaderBubbles } from './header-bubbles';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HeaderBubbles />, handle: { page: 'home' } },
      { path: '/surveyTest/surveyResult', element: <HeaderBubbles />, handle: { page: 'surveyResult' } },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: makeUser() })))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null });
  useModalStore.getState().closeAll();
});

describe('HeaderBubbles', () => {
  it('shows the unlimited-chat bubble at 3 conversations and hides it after 5 s', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ conversationCount: 3 }) });
    renderAt('/home');
    expect(screen.getByRole('status')).toHaveTextContent('成为会员，畅享无限次对话');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the test bubble once on the result page and saves completeAitestFirst 1', async () => {
    useAuthStore.setState({ token: 't', user: makeUser({ completeAitestFirst: 0, conversationCount: 1 }) });
    renderAt('/surveyTest/surveyResult');
    expect(screen.getByRole('status')).toHaveTextContent('开通会员即可查看完整 AI 职业测评报告');
    expect(useAuthStore.getState().user?.completeAitestFirst).toBe(1);
    // A request starts in a task of its own.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toContain('/user/lucinaUser/updateInfo');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'u_1', completeAitestFirst: 1 });
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never covers an open dialog: hidden while the report payment dialog is open, not shown over it', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ completeAitestFirst: 0, conversationCount: 1 }) });
    act(() => useModalStore.getState().openModal('surveyTestPay'));
    renderAt('/surveyTest/surveyResult');
    expect(screen.queryByRole('status')).toBeNull();
    expect(useAuthStore.getState().user?.completeAitestFirst).toBe(0);

    act(() => useModalStore.getState().closeModal('surveyTestPay'));
    expect(screen.getByRole('status')).toHaveTextContent('开通会员即可查看完整 AI 职业测评报告');
    act(() => useModalStore.getState().openModal('surveyTestPay'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing to members', () => {
    const endTime = new Date(Date.now() + 86_400_000).toISOString();
    useAuthStore.setState({ token: 't', user: makeUser({ userGrade: '2', endTime, conversationCount: 3 }) });
    renderAt('/home');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
