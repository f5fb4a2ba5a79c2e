import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminUserDetail } from '@lucina/contracts/admin';
import { mockApi } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { adminMe, page, renderConsoleAt } from '../test-utils';
import { toCsv } from '../utils/csv';

const ORDER = {
  orderNo: 'LC20261120080000ABCDEF0123',
  userId: '5b7d0f7e-3c1a-4a57-9d55-1f4b9b1f0c01',
  userNickname: '买会员的人',
  planId: 1,
  planName: '基础会员',
  subject: '基础会员（30天）',
  amountFen: 2990,
  status: 1,
  payMethod: 'wechat' as const,
  transactionId: '4200000001',
  refundRequired: false,
  refundStatus: null,
  createTime: '2026-11-20T08:00:00.000Z',
  paidTime: '2026-11-20T08:01:00.000Z',
};
const DETAIL: AdminOrderDetail = {
  ...ORDER,
  planPriceFen: 2990,
  couponReduceFen: 0,
  upgradeDiffFen: 0,
  couponName: null,
  closeReason: null,
  closeTime: null,
  payments: [
    {
      method: 'wechat',
      transactionId: '4200000001',
      amountFen: 2990,
      outcome: 'granted',
      source: 'notify',
      createTime: '2026-11-20T08:01:00.000Z',
      refund: null,
    },
  ],
};
const REFUNDED: AdminOrderDetail = {
  ...DETAIL,
  refundStatus: 'succeeded',
  payments: [
    {
      ...DETAIL.payments[0]!,
      refund: {
        outRefundNo: 'RFLC20261120080000ABCDEF0123-0A1B2C3D',
        status: 'succeeded',
        amountFen: 2990,
        reason: '用户误购',
        providerRefundId: '50000001',
        detail: null,
        takenBack: {
          membership: { before: { level: 1, endTime: '2099-01-01T00:00:00.000Z' }, after: { level: 0, endTime: null } },
        },
        actorNickname: '管理员',
        createTime: '2026-11-21T08:00:00.000Z',
        completeTime: '2026-11-21T08:00:01.000Z',
      },
    },
  ],
};
const USER: AdminUserDetail = {
  id: ORDER.userId,
  nickname: '买会员的人',
  phone: '13800000000',
  email: null,
  level: 0,
  endTime: null,
  chatCount: 3,
  role: null,
  createTime: '2026-11-01T08:00:00.000Z',
  wechatBound: false,
  inviteCode: 'ABCD1234',
  invitedBy: null,
  conversationCount: 4,
  orders: [ORDER],
  coupons: [],
  records: [],
};
const plans = () => ({ plans: [], singlePlan: { id: 5, name: '单次测评' } });

afterEach(() => useAuthStore.setState({ token: null, user: null }));

// Whole console pages in jsdom: slow on a busy machine, so these get more than the default 5 s.
describe('orders and refunds page', { timeout: 60_000 }, () => {
  it('refunds a payment with a reason after the warning, and shows what was taken back', async () => {
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/orders': () => page([ORDER]),
      '/admin/orders/detail': () => (api.callsTo('/admin/orders/refund').length ? REFUNDED : DETAIL),
      '/admin/orders/refund': () => REFUNDED,
      '/user/membershipPlan/list': plans,
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt(`/admin/orders?open=${ORDER.orderNo}`);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('4200000001')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /退\s?款/ }));

    expect(await screen.findByText(/将把 ¥29.90 全额原路退回用户的微信支付账户/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '确认退款' });
    await userEvent.click(confirm);
    expect(await screen.findByText('请填写 2–80 字的退款原因')).toBeInTheDocument();
    expect(api.callsTo('/admin/orders/refund')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /退款原因/ }), { target: { value: '用户误购' } });
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('/admin/orders/refund')[0]?.body).toEqual({
        orderNo: ORDER.orderNo,
        transactionId: '4200000001',
        reason: '用户误购',
      }),
    );
    expect(await screen.findByText('退款成功，已通知用户')).toBeInTheDocument();
    expect(await within(drawer).findByText(/会员 1 级会员至 2099-01-01 → 普通用户/)).toBeInTheDocument();
  });

  it('the 待退款 tab asks only for orders holding money to return', async () => {
    const api = mockApi({ '/admin/me': adminMe, '/admin/orders': () => page([]), '/user/membershipPlan/list': plans });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/orders?tab=queue');
    expect(await screen.findByText(/这些订单收到了未开通权益的付款/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api
          .callsTo('/admin/orders')
          .some(
            (c) => c.url.searchParams.get('refundRequired') === 'true' && c.url.searchParams.get('pageSize') === '20',
          ),
      ).toBe(true),
    );
  });
});

describe('users page', { timeout: 60_000 }, () => {
  it('grants chats with a reason and shows the new count', async () => {
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/users': () => page([USER]),
      '/admin/users/detail': () => (api.callsTo('/admin/users/grant').length ? { ...USER, chatCount: 13 } : USER),
      '/admin/users/grant': () => ({ ...USER, chatCount: 13 }),
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt(`/admin/users?open=${USER.id}`);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('仅统计数量，不显示对话内容')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByRole('spinbutton', { name: '对话次数' }), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /原因/ }), { target: { value: '客诉补偿' } });
    await userEvent.click(within(drawer).getByRole('button', { name: '确认赠送' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/users/grant')[0]?.body).toEqual({
        userId: USER.id,
        chats: 10,
        level: 1,
        reason: '客诉补偿',
      }),
    );
    expect(await within(drawer).findByText('13')).toBeInTheDocument();
  });
});

const PLAN = {
  id: 1,
  name: '基础会员',
  description: '月卡',
  priceFen: 2990,
  originPriceFen: 4990,
  membershipUnit: '月',
  membershipLevel: 1,
  durationDays: 30,
  isActive: true,
  recommendedTag: '',
  benefits: [{ id: 1, name: '无限次 AI 对话', description: '' }],
  updateTime: '2026-11-20T08:00:00.000Z',
};

describe('plans page', { timeout: 60_000 }, () => {
  it('edits a price in yuan and sends it in fen', async () => {
    const api = mockApi({
      '/admin/me': adminMe,
      '/admin/plans': () => [PLAN],
      '/admin/plans/update': () => ({ ...PLAN, priceFen: 1990 }),
    });
    useAuthStore.setState({ token: 't' });
    renderConsoleAt('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const price = await screen.findByRole('spinbutton', { name: /售价/ });
    fireEvent.change(price, { target: { value: '19.9' } });
    fireEvent.blur(price);
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/plans/update')[0]?.body).toEqual({
        id: 1,
        name: '基础会员',
        description: '月卡',
        priceFen: 1990,
        originPriceFen: 4990,
        recommendedTag: '',
        isActive: true,
        benefits: [{ name: '无限次 AI 对话', description: '' }],
      }),
    );
  });
});

describe('CSV export', () => {
  it('quotes commas and quotes and defuses formulas', () => {
    const csv = toCsv(
      [{ a: '张三, "小张"', b: '=HYPERLINK("x")', n: -5 }],
      [
        { title: '姓名', value: (r) => r.a },
        { title: '备注', value: (r) => r.b },
        { title: '数', value: (r) => r.n },
      ],
    );
    expect(csv).toBe('姓名,备注,数\r\n"张三, ""小张""","\'=HYPERLINK(""x"")",-5');
  });
});
