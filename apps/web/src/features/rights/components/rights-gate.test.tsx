import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RightsStatus } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const consent = { agreementVersion: '2026-11-28', privacyVersion: '2026-11-28', acceptedTime: null, required: true };

function serve(status: RightsStatus) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/rights/status')) return jsonResponse({ code: 200, msg: 'ok', data: status });
    if (url.includes('/rights/consent')) {
      status = { ...status, consent: { ...consent, required: false, acceptedTime: '2026-11-28T00:00:00.000Z' } };
      return jsonResponse({ code: 200, msg: 'ok', data: null, body: init?.body });
    }
    if (url.includes('/rights/cancellation/withdraw')) {
      status = { ...status, cancellation: null };
      return jsonResponse({ code: 200, msg: 'ok', data: null });
    }
    const data = url.includes('getLucinaInfo') ? makeUser() : ambientApiData(url);
    return jsonResponse({ code: 200, msg: 'ok', data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof serve>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
};

describe('the rights gate', () => {
  it('asks a logged-in account to consent to changed terms, and sends the versions it showed', async () => {
    const fetchMock = serve({ cancellation: null, consent, dataExport: null });
    useAuthStore.getState().setToken('tok');
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: '用户协议与隐私政策已更新' });
    expect(dialog).toHaveTextContent('版本 2026-11-28');
    await userEvent.click(screen.getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '用户协议与隐私政策已更新' })).toBeNull());
    expect(bodyOf(fetchMock, '/rights/consent')).toEqual({
      agreementVersion: '2026-11-28',
      privacyVersion: '2026-11-28',
    });
  });

  it('offers an account cooling off after a cancellation to withdraw it, before anything else', async () => {
    const fetchMock = serve({
      cancellation: { requestTime: '2026-11-20T02:00:00.000Z', dueTime: '2026-12-05T02:00:00.000Z' },
      consent,
      dataExport: null,
    });
    useAuthStore.getState().setToken('tok');
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: '账号正在注销中' });
    expect(dialog).toHaveTextContent('2026-12-05');
    await userEvent.click(screen.getByRole('button', { name: '撤回注销申请' }));
    // Then the consent the account still owes.
    expect(await screen.findByRole('dialog', { name: '用户协议与隐私政策已更新' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cancellation/withdraw'))).toBe(true);
  });

  it('logging out instead ends the session', async () => {
    serve({ cancellation: null, consent, dataExport: null });
    useAuthStore.getState().setToken('tok');
    renderApp('/home');
    await screen.findByRole('dialog', { name: '用户协议与隐私政策已更新' });
    await userEvent.click(screen.getByRole('button', { name: '不同意，退出登录' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  });
});
