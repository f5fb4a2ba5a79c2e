import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@lucina/contracts';
import { renderWithRouter } from '@/testing/render-with-router';
import { configureTracking } from '@/lib/track';
import { onTestCleanup } from '@/testing/app-cleanup';
import { makeUser } from '@/testing/fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { stubPaymentsApi } from '@/testing/payments-fixtures';
import { GlobalModals } from '@/app/global-modals';

const EXPIRY = '/user/lucinaUser/membershipWillExpireInDays';
const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();

function setup(reply: () => unknown, user = makeUser({ userGrade: '2', endTime: soon })) {
  onTestCleanup(configureTracking({ sampleRate: 1 }));
  useAuthStore.setState({ token: 'tok', user });
  const fetchMock = stubPaymentsApi({ [EXPIRY]: reply });
  // The app's dialog mount point, as the app renders it: the reminder itself is not mounted until it opens.
  const view = renderWithRouter(<GlobalModals />, '/home');
  const calls = (part: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(part));
  return { ...view, calls };
}

describe('renewal reminder', () => {
  it('opens for a member with days left, tracks the show, stores the time, and 去续费 goes to the member center', async () => {
    const { calls, router } = setup(() => 3);
    expect(await screen.findByText('您的会员还剩 3 天到期')).toBeInTheDocument();
    for (const b of ['无限次免费对话', '完整职业信息', '付费服务高折扣'])
      expect(screen.getByText(b)).toBeInTheDocument();
    const tracked = calls('/event/track').map(([, init]) => JSON.parse(String(init?.body)).eventName);
    expect(tracked).toEqual(['Show_RenewalReminder']);
    expect(Number(localStorage.getItem(StorageKey.lastExpiryReminderAt))).toBeGreaterThan(Date.now() - 5000);
    await userEvent.click(screen.getByRole('button', { name: /去\s?续\s?费/ }));
    expect(router.state.location.pathname).toBe('/personal/member');
    expect(useModalStore.getState().renewalReminder).toBe(false);
  });

  it('asks after a login made while the app is open, not before', async () => {
    onTestCleanup(configureTracking({ sampleRate: 1 }));
    useAuthStore.setState({ token: null, user: null });
    const fetchMock = stubPaymentsApi({ [EXPIRY]: () => 3 });
    renderWithRouter(<GlobalModals />, '/home');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes(EXPIRY))).toHaveLength(0);
    act(() => useAuthStore.setState({ token: 'tok', user: makeUser({ userGrade: '2', endTime: soon }) }));
    expect(await screen.findByText('您的会员还剩 3 天到期')).toBeInTheDocument();
  });

  it('stays closed when 0 days are left, and does not ask again within 24 hours', async () => {
    const { calls } = setup(() => 0);
    await waitFor(() => expect(calls(EXPIRY)).toHaveLength(1));
    expect(useModalStore.getState().renewalReminder).toBe(false);
    expect(localStorage.getItem(StorageKey.lastExpiryReminderAt)).toBeNull();
  });

  it('does not ask within 24 hours of the last reminder, nor for a non-member', async () => {
    localStorage.setItem(StorageKey.lastExpiryReminderAt, String(Date.now() - 3600 * 1000));
    const first = setup(() => 3);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(first.calls(EXPIRY)).toHaveLength(0);
    first.unmount();
    localStorage.clear();
    const second = setup(() => 3, makeUser({ userGrade: '0' }));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(second.calls(EXPIRY)).toHaveLength(0);
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup(() => ({ __error: { status: 500, code: 500, msg: 'down' } }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(useModalStore.getState().renewalReminder).toBe(false);
    expect(screen.queryByText('down')).toBeNull();
  });
});
