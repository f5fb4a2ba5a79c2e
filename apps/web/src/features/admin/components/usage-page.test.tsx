import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lastChinaDays } from '@lucina/contracts';
import type { ModelPrice, ModelUsage } from '@lucina/contracts/admin';
import { mockApi } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { adminMe, renderConsoleAt } from '../test-utils';

const figures = (answers: number, promptTokens: number, completionTokens: number, costFen: number) => ({
  answers,
  promptTokens,
  completionTokens,
  costFen,
});
const PRICE: ModelPrice = {
  model: 'deepseek-chat',
  inputFenPerMillion: 200,
  outputFenPerMillion: 800,
  updateTime: '2026-11-20T08:00:00.000Z',
};
const usage = (prices: ModelPrice[]): ModelUsage => ({
  from: '2026-11-27',
  to: '2026-11-28',
  days: [
    { date: '2026-11-27', ...figures(0, 0, 0, 0), models: [] },
    {
      date: '2026-11-28',
      ...figures(4, 1_252_300, 251_700, 451),
      models: [
        { model: 'deepseek-chat', ...figures(2, 1_252_000, 251_000, 451), priced: true },
        { model: 'offline', ...figures(1, 300, 700, 0), priced: false },
        { model: 'declined', ...figures(1, 0, 0, 0), priced: false },
      ],
    },
  ],
  models: [
    { model: 'deepseek-chat', ...figures(2, 1_252_000, 251_000, 451), priced: true },
    { model: 'offline', ...figures(1, 300, 700, 0), priced: false },
    { model: 'declined', ...figures(1, 0, 0, 0), priced: false },
  ],
  totals: { ...figures(4, 1_252_300, 251_700, 451), modelAnswers: 2, offlineAnswers: 1, declinedAnswers: 1 },
  topUsers: [{ userId: 'u1', nickname: '用得最多的人', phone: '138****1111', ...figures(3, 1_251_300, 251_200, 451) }],
  prices,
});

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('model usage page', { timeout: 60_000 }, () => {
  it('shows the period’s tokens, cost, share and heaviest accounts, and edits the prices in fen', async () => {
    let prices: ModelPrice[] = [];
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/usage': () => usage(prices),
      '/admin/usage/prices/save': (body) => (prices = [{ ...(body as ModelPrice), updateTime: PRICE.updateTime }]),
      '/admin/usage/prices/delete': () => (prices = []),
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/usage');

    expect(await screen.findByText('50.0% / 25.0% / 25.0%')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '模型用量' })).toBeInTheDocument();
    const models = screen.getByText('按模型').closest('.ant-card') as HTMLElement;
    expect(within(models).getByText('离线助手')).toBeInTheDocument();
    expect(within(models).getByText('安全婉拒')).toBeInTheDocument();
    expect(within(models).getAllByText('未设价')).toHaveLength(2);
    expect(within(models).getByText('¥4.51')).toBeInTheDocument();
    const users = screen.getByText('用量最多的用户').closest('.ant-card') as HTMLElement;
    expect(within(users).getByText('用得最多的人')).toBeInTheDocument();
    expect(within(users).getByText('138****1111')).toBeInTheDocument();
    expect(within(users).getByText('1,251,300')).toBeInTheDocument();
    // The day table ends with the period's total.
    const days = screen.getByText('每日用量').closest('.ant-card') as HTMLElement;
    expect(within(days).getByText('合计').closest('tr')).toHaveTextContent('合计41,252,300251,700¥4.51');

    await userEvent.click(screen.getByRole('button', { name: /添加模型价格/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('模型名'), { target: { value: ' deepseek-chat ' } });
    fireEvent.change(within(dialog).getByLabelText('输入价格（元/百万 token）'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('输出价格（元/百万 token）'), { target: { value: '8.5' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(api.callsTo('/admin/usage/prices/save')[0]?.body).toEqual({
        model: 'deepseek-chat',
        inputFenPerMillion: 200,
        outputFenPerMillion: 850,
      }),
    );
    const priceCard = screen.getByText('模型价格').closest('.ant-card') as HTMLElement;
    expect(await within(priceCard).findByText('¥8.50')).toBeInTheDocument();

    await userEvent.click(within(priceCard).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.callsTo('/admin/usage/prices/delete')[0]?.body).toEqual({ model: 'deepseek-chat' }));
    expect(await within(priceCard).findByText('尚未设置任何模型价格')).toBeInTheDocument();
  });

  it('asks for the period chosen', async () => {
    const api = mockApi({ '/admin/me': adminMe, '/admin/usage': () => usage([]) });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/usage');
    await userEvent.click(await screen.findByText('近 7 天'));
    await waitFor(() => expect(api.callsTo('/admin/usage').some((c) => c.url.searchParams.get('from'))).toBe(true));
    // The last 7 China days, today included, as the server counts them.
    expect(api.callsTo('/admin/usage').at(-1)!.url.searchParams.get('from')).toBe(lastChinaDays(7).keys[0]);
  });

  it('is not in an operator’s menu, and its address shows 403 to them', async () => {
    mockApi({ '/admin/me': () => ({ ...adminMe(), role: 'operator' }), '/admin/feedback': () => [] });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/usage');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '模型用量' })).not.toBeInTheDocument();
  });
});
