import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { API_PREFIX } from '@lucina/contracts';
import { TestProviders } from '@/testing/providers';
import { GlobalModals } from '@/app/global-modals';
import { createQueryClient } from '@/lib/query-client';
import { useModalStore, type LoginFlowOptions } from '@/stores/modal-store';
import { jsonResponse, makeUser } from '@/testing/fixtures';
import * as reload from '@/utils/reload';

/** A handler answers one API path: an envelope's data, or a whole Response for failures. */
type Handler = (body: unknown, url: URL) => unknown;

export const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'ok', data });
export const refuse = (msg: string, status = 400) => jsonResponse({ code: status, msg, data: null }, status);

export const CAPTCHA = { img: 'data:image/png;base64,AAAA', uuid: 'cap-1' };

/** Stubs fetch with per-path handlers (paths without the /api prefix); unknown paths answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  let captchaCount = 0;
  const defaults: Record<string, Handler> = {
    '/user/login/captchaImage': () => ok({ ...CAPTCHA, uuid: `cap-${++captchaCount}` }),
    '/user/login/wechat/qrConfig': () => ok({ mode: 'sandbox', url: '/api/qr?state=s1', expiresInSeconds: 300 }),
    '/user/lucinaUser/getLucinaInfo': () => ok(makeUser({ tagiSCollect: 2 })),
    '/user/lucinaUser/updateInfo': () => ok(makeUser()),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(API_PREFIX, '');
    const handler = all[path];
    if (!handler) return refuse('not mocked', 404);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = await handler(body, url);
    return answer instanceof Response ? answer : ok(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(String(input), window.location.origin).pathname === `${API_PREFIX}${path}`)
      .map(([input, init]) => ({
        url: new URL(String(input), window.location.origin),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }));
  return { fetchMock, callsTo };
}

/** The global dialogs inside providers and a memory router, without the whole app shell. */
export function renderModals(path = '/home') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <GlobalModals /> }], { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}

export const spyReload = () => vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);

export async function findLoginDialog() {
  return screen.findByRole('dialog', { name: /你好，很高兴认识你/ });
}

/** The message under a field (antd's explain line), found from the field's input. */
export function fieldError(input: HTMLElement): string {
  const item = input.closest('.ant-form-item');
  if (!item) return '';
  return Array.from(item.querySelectorAll('.ant-form-item-explain-error'))
    .map((el) => el.textContent ?? '')
    .join(' ');
}

/** Base64 of UTF-8, as the server encodes the WeChat message's `msg`. */
export const base64Utf8 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Puts text into an input in one input event (a paste): quicker than typing key by key in jsdom. */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Opens the login dialog on its phone tab, with the form's fields and buttons. */
export async function openPhoneTab(options: LoginFlowOptions = { surveyRequired: false }, path?: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const app = renderModals(path);
  act(() => useModalStore.getState().openLoginModal(options));
  const dialog = await findLoginDialog();
  await user.click(within(dialog).getByRole('tab', { name: '手机登录' }));
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    user,
    app,
    dialog,
    username: field('手机号或邮箱'),
    captcha: field('图形验证码'),
    otp: field('验证码'),
    sendButton: () => within(dialog).getByRole('button', { name: /获取验证码|s后重发/ }),
    loginButton: () => within(dialog).getByRole('button', { name: /^登\s*录$/ }),
    agree: () => user.click(within(dialog).getByRole('checkbox')),
    /** Clicks 登录 once it is enabled: it follows the agreement through Form.useWatch, a render later. */
    async submit() {
      const button = within(dialog).getByRole('button', { name: /^登\s*录$/ });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    },
  };
}
