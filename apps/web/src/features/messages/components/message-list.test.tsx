import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/testing/providers';
import { mockApi } from '@/testing/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { makeUser } from '@/testing/fixtures';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

const ID = '0b7d0f7e-3c1a-4a57-9d55-1f4b9b1f0c01';
const message = (isRead: number) => ({
  id: ID,
  kind: 'coupon',
  title: '你收到一张优惠券',
  content: '你获得了优惠券「新人券」。\n\n开通会员时可用。',
  link: '',
  isRead,
  createTime: 'not a time',
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/personal/systemMessage', element: <MessageList /> },
      { path: '/personal/systemMessageDetail', element: <MessageDetail /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('system messages', () => {
  it("lists with an unread dot, '--' for a bad time, and 'mark all read' updates the badge count", async () => {
    let read = 0;
    const api = mockApi({
      '/ai/sytemMessages/list': () => ({ list: [message(read)], total: 1, page: 1, pageSize: 10 }),
      '/ai/sytemMessages/updateIsReadMessage': () => {
        read = 1;
        return { unread: 0 };
      },
    });
    useAuthStore.setState({ token: 't', user: makeUser({ systemMessageUnread: 1 }) });
    renderAt('/personal/systemMessage');
    // The row is named by the text it shows (kind, title, preview), led by its unread state.
    expect(
      await screen.findByRole('button', { name: /^未读：\s*优惠券\s*你收到一张优惠券.*你获得了优惠券「新人券」/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(useAuthStore.getState().user?.systemMessageUnread).toBe(0));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
    expect(screen.getByRole('button', { name: /你收到一张优惠券/ })).not.toHaveAccessibleName(/^未读/);
    expect(api.callsTo('/ai/sytemMessages/updateIsReadMessage')[0]!.body).toEqual({ all: true });
  });

  it('opening a message shows it and refreshes the unread count', async () => {
    mockApi({
      '/ai/sytemMessages/detail': () => message(1),
      '/ai/sytemMessages/getCountMessage': () => 2,
    });
    useAuthStore.setState({ token: 't', user: makeUser({ systemMessageUnread: 3 }) });
    renderAt(`/personal/systemMessageDetail?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '你收到一张优惠券' })).toBeInTheDocument();
    expect(screen.getByText('开通会员时可用。')).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user?.systemMessageUnread).toBe(2));
  });
});
