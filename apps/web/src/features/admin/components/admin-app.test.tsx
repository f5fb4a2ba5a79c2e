import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, refuse } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { page, renderConsoleAt } from '../test-utils';

const FEEDBACK = {
  id: '0b7d0f7e-3c1a-4a57-9d55-1f4b9b1f0c01',
  userId: 'u1',
  userNickname: '提意见的人',
  categoryId: 1,
  categoryName: '功能建议',
  content: '希望增加简历模板下载',
  contact: '',
  status: 0,
  hasScreenshot: false,
  createTime: '2026-11-20T08:00:00.000Z',
};

afterEach(() => useAuthStore.setState({ token: null, user: null }));

// Whole console pages in jsdom: slow on a busy machine, so these get more than the default 5 s.
describe('operator console', { timeout: 30_000 }, () => {
  it('shows the 403 page to an account without a console role', async () => {
    mockApi({ '/admin/me': () => refuse('需要运营或管理员权限', 403) });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('gives an operator 反馈 and 系统消息 but not 审计日志, and replies to a feedback', async () => {
    const detail = { ...FEEDBACK, screenshotUrl: null, replies: [] as unknown[] };
    const api = mockApi({
      '/admin/me': () => ({ userId: 'op', nickname: '运营小王', role: 'operator' }),
      '/admin/feedback': () => page([FEEDBACK]),
      '/user/help/feedback/categories': () => [{ id: 1, name: '功能建议', description: '' }],
      '/admin/feedback/detail': () => detail,
      '/admin/feedback/reply': () => ({ ...detail, status: 1 }),
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin');
    expect(await screen.findByText('希望增加简历模板下载')).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('反馈');
    expect(menu).toHaveTextContent('系统消息');
    expect(menu).not.toHaveTextContent('审计日志');
    expect(api.callsTo('/admin/feedback')[0]!.url.searchParams.get('status')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    fireEvent.change(await screen.findByPlaceholderText('回复内容会以系统消息发送给用户'), {
      target: { value: '已加入计划' },
    });
    await userEvent.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/feedback/reply')[0]?.body).toEqual({ id: FEEDBACK.id, content: '已加入计划' }),
    );
  });

  it('an operator opening the audit log gets the 403 page', async () => {
    mockApi({ '/admin/me': () => ({ userId: 'op', nickname: '运营小王', role: 'operator' }) });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/audit');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
  });

  it('lists audit entries with before → after for an admin', async () => {
    mockApi({
      '/admin/me': () => ({ userId: 'ad', nickname: '管理员', role: 'admin' }),
      '/admin/audit': () =>
        page([
          {
            id: 'a1',
            actorUserId: null,
            actorNickname: null,
            action: 'role.grant',
            target: 'user:u1',
            before: { role: null },
            after: { role: 'operator' },
            createTime: '2026-11-20T08:00:00.000Z',
          },
        ]),
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/audit');
    expect(await screen.findByText('role.grant')).toBeInTheDocument();
    expect(screen.getByText('命令行')).toBeInTheDocument();
    expect(screen.getByText('{"role":null} → {"role":"operator"}')).toBeInTheDocument();
    // A table that scrolls sideways on a phone can be reached and scrolled by keyboard.
    const region = await screen.findByRole('region', { name: '表格，可左右滑动查看' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('role.grant'));
    expect(screen.getByRole('menu')).toHaveTextContent('审计日志');
  });
});
