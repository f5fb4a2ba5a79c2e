import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { adminMe, page, renderConsoleAt } from '../test-utils';

const OPERATOR = { userId: 'op', nickname: '运营小王', role: 'operator' };
const KEYWORD = {
  id: 7,
  term: '刷单返利',
  category: 'fraud',
  shipped: true,
  disabled: false,
  updateTime: '2026-11-20T08:00:00.000Z',
};
const ITEM = {
  id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a01',
  source: 'report',
  status: 'pending',
  category: 'discrimination',
  rule: '对女生有偏见',
  stage: 'answer',
  question: '女生适合做程序员吗？',
  answer: '一条被举报的回答',
  userId: 'u1',
  nickname: '小林',
  userDisabled: false,
  visitorId: null,
  createTime: '2026-11-28T02:00:00.000Z',
};

function renderAt(path: string) {
  useAuthStore.setState({ token: 't' });
  renderConsoleAt(path);
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('console content-safety pages', { timeout: 120_000 }, () => {
  it('lists keywords by category and disables a shipped one only after the confirm', async () => {
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/safety/keywords': () => page([KEYWORD]),
      '/admin/safety/keywords/remove': () => ({ removed: 'disabled' }),
    });
    renderAt('/admin/keywords');
    const row = (await screen.findByText('刷单返利', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByText('诈骗')).toBeInTheDocument();
    expect(within(row).getByText('内置')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(api.callsTo('/admin/safety/keywords/remove')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.callsTo('/admin/safety/keywords/remove')[0]?.body).toEqual({ id: 7 }));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
  });

  it('imports a file and shows the server’s summary', async () => {
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/safety/keywords': () => page([]),
      '/admin/safety/keywords/import': () => ({
        added: 2,
        updated: 0,
        skipped: 1,
        invalid: 1,
        invalidLines: [4],
        summary: '新增 2 个，更新 0 个，跳过 1 个（已存在或重复），1 行无效未导入',
      }),
    });
    renderAt('/admin/keywords');
    await userEvent.click(await screen.findByRole('button', { name: '导入文件' }, { timeout: 60_000 }));
    const title = await screen.findByText('导入关键词', {}, { timeout: 20_000 });
    const dialog = title.closest('.ant-modal') as HTMLElement;
    // The default category's select is named by its label (a screen reader reads what it sets).
    expect(within(dialog).getByRole('combobox', { name: '未写类别的行归入' })).toBeInTheDocument();
    const file = new File(['词甲\n词乙,色情\n词甲\n坏行,未知\n'], 'words.txt', { type: 'text/plain' });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(dialog).findByText('words.txt（4 行）', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/safety/keywords/import')[0]?.body).toEqual({
        text: '词甲\n词乙,色情\n词甲\n坏行,未知\n',
        category: 'illegal',
      }),
    );
    expect(await within(dialog).findByText(/新增 2 个/)).toBeInTheDocument();
    expect(within(dialog).getByText('无效的行：第 4 行')).toBeInTheDocument();
  });

  it('shows a report in the queue with its question and answer; an operator dismisses it, only an admin disables', async () => {
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/safety/queue': () => page([ITEM]),
      '/admin/safety/queue/action': (body) => ({ ...ITEM, status: 'dismissed', ...(body as object) }),
    });
    renderAt('/admin/review');
    const row = (await screen.findByText('一条被举报的回答', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('女生适合做程序员吗？')).toBeInTheDocument();
    expect(within(row).getByText('用户举报')).toBeInTheDocument();
    expect(within(row).getByText('歧视偏见')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '停用账号' })).not.toBeInTheDocument();
    expect(api.callsTo('/admin/safety/queue')[0]?.url.searchParams.get('status')).toBe('pending');
    await userEvent.click(within(row).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/safety/queue/action')[0]?.body).toEqual({
        source: 'report',
        id: ITEM.id,
        action: 'dismiss',
      }),
    );
  });

  it('offers an admin to disable the account behind a queue item', async () => {
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/safety/queue': () => page([ITEM]),
      '/admin/safety/queue/disable': () => ({ ...ITEM, status: 'confirmed', userDisabled: true }),
    });
    renderAt('/admin/review');
    const row = (await screen.findByText('一条被举报的回答', {}, { timeout: 20_000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '停用账号' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(api.callsTo('/admin/safety/queue/disable')[0]?.body).toEqual({ source: 'report', id: ITEM.id }),
    );
    expect(await screen.findByText('已停用该账号')).toBeInTheDocument();
  });
});
