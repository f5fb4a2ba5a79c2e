import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCouponIssue, AdminCouponTemplate } from '@lucina/contracts/admin';
import { mockApi, refuse } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { adminMe, page, renderConsoleAt } from '../test-utils';

const WELCOME: AdminCouponTemplate = {
  id: 1,
  name: '新人会员券',
  description: '新用户专享',
  discountPermille: 800,
  validDays: 30,
  validUntil: null,
  minSpendFen: 0,
  planIds: [1, 2, 3, 4],
  isActive: true,
  system: true,
  issuedCount: 12,
  createTime: '2026-11-01T08:00:00.000Z',
  updateTime: '2026-11-01T08:00:00.000Z',
};
const SPRING: AdminCouponTemplate = {
  ...WELCOME,
  id: 100,
  name: '春季会员券',
  description: '',
  discountPermille: 850,
  minSpendFen: 5000,
  validUntil: '2026-12-31T15:59:59.000Z',
  validDays: 0,
  system: false,
  issuedCount: 0,
};
const ISSUE: AdminCouponIssue = {
  id: 'i1',
  templateId: 100,
  templateName: '春季会员券',
  audience: { kind: 'signup', from: '2026-11-01', to: '2026-11-20' },
  count: 42,
  actorNickname: '管理员',
  createTime: '2026-11-21T08:00:00.000Z',
};
const PLANS = [1, 2, 3, 4].map((id) => ({
  id,
  name: `${id} 级会员`,
  description: '',
  priceFen: 2990 * id,
  originPriceFen: 2990 * id,
  membershipUnit: '月',
  membershipLevel: id,
  durationDays: 30,
  isActive: true,
  recommendedTag: '',
  benefits: [],
  updateTime: '2026-11-20T08:00:00.000Z',
}));

afterEach(() => useAuthStore.setState({ token: null, user: null }));

// Whole console pages in jsdom: slow on a busy machine, so these get more than the default 5 s.
describe('coupons page', { timeout: 60_000 }, () => {
  it('lists templates with their terms; the welcome coupon is marked as the system’s and cannot be issued', async () => {
    mockApi({
      '/admin/me': adminMe,
      '/admin/coupons/templates': () => [SPRING, WELCOME],
      '/admin/coupons/issues': () => page([]),
      '/admin/plans': () => PLANS,
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/coupons');
    const spring = (await screen.findByText('春季会员券')).closest('tr')!;
    expect(within(spring).getByText('8.5 折')).toBeInTheDocument();
    expect(within(spring).getByText('满 50 元')).toBeInTheDocument();
    expect(within(spring).getByText('全部会员套餐')).toBeInTheDocument();
    expect(within(spring).getByText('至 2026-12-31')).toBeInTheDocument();
    const welcome = screen.getByText('新人会员券').closest('tr')!;
    expect(within(welcome).getByText('领取后 30 天')).toBeInTheDocument();
    expect(within(welcome).queryByRole('button', { name: /发\s?放/ })).toBeNull();
  });

  it('creates a template: the discount in 折 is sent in per-mille, the minimum spend in fen', async () => {
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/coupons/templates': () => [WELCOME],
      '/admin/coupons/templates/create': () => SPRING,
      '/admin/coupons/issues': () => page([]),
      '/admin/plans': () => PLANS,
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: '新建模板' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: '双十二券' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /折扣/ }), { target: { value: '7.5' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /使用门槛/ }), { target: { value: '99' } });
    // The plans are a named group, without the aria-required ARIA does not allow on one.
    const plans = within(dialog).getByRole('group', { name: '适用套餐' });
    expect(plans).not.toHaveAttribute('aria-required');
    await userEvent.click(within(plans).getByRole('checkbox', { name: '4 级会员' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(api.callsTo('/admin/coupons/templates/create')[0]?.body).toEqual({
        name: '双十二券',
        description: '',
        discountPermille: 750,
        minSpendFen: 9900,
        validDays: 30,
        validUntil: null,
        planIds: [1, 2, 3],
        isActive: true,
      }),
    );
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('issues to a user; a retry of the same dialog carries the same request id, so the server issues once', async () => {
    let calls = 0;
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/coupons/templates': () => [SPRING],
      '/admin/coupons/issues': () => page([]),
      '/admin/plans': () => PLANS,
      '/admin/coupons/issue': () =>
        ++calls === 1
          ? refuse('服务繁忙', 503)
          : { ...ISSUE, audience: { kind: 'user', userId: 'u1', nickname: '小明' }, count: 1 },
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/coupons');
    const row = (await screen.findByText('春季会员券')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /发\s?放/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /手机号/ }), {
      target: { value: ' 13800000000 ' },
    });
    const confirm = within(dialog).getByRole('button', { name: '确认发放' });
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('/admin/coupons/issue')).toHaveLength(1));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('已发放 1 张')).toBeInTheDocument();
    const bodies = api.callsTo('/admin/coupons/issue').map((c) => c.body as { requestId: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      templateId: 100,
      audience: { kind: 'user', who: '13800000000' },
    });
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
  });

  it('the history tab says who issued what to whom, and how many', async () => {
    mockApi({
      '/admin/me': adminMe,
      '/admin/coupons/templates': () => [SPRING],
      '/admin/coupons/issues': () => page([ISSUE]),
      '/admin/plans': () => PLANS,
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/coupons');
    await userEvent.click(await screen.findByRole('tab', { name: '发放记录' }));
    const row = (await screen.findByText('2026-11-01 至 2026-11-20 注册的用户')).closest('tr')!;
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('管理员')).toBeInTheDocument();
  });
});
