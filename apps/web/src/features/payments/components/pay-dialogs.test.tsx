import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configureTracking } from '@/lib/track';
import { onTestCleanup } from '@/testing/app-cleanup';
import { renderWithRouter } from '@/testing/render-with-router';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';
import * as reload from '@/utils/reload';
import { usePaymentFlowStore } from '../hooks/payment-flow-store';
import { COUPON_ID, makeCoupon, makePayData, makePlan, queriesOf, stubPaymentsApi } from '@/testing/payments-fixtures';
import { MemberPayModal } from './member-pay-modal';
import { MemberPayFailModal, MemberPaySuccessModal } from './member-pay-result-modals';
import { SurveyTestPayModal } from './survey-test-pay-modal';
import { SurveyTestPaySuccessModal } from './survey-test-pay-success-modal';

const OPEN = '/user/lucinaUserCoupon/openMembership';

function Dialogs() {
  return (
    <>
      <SurveyTestPayModal />
      <SurveyTestPaySuccessModal />
      <MemberPayModal />
      <MemberPaySuccessModal />
      <MemberPayFailModal />
    </>
  );
}

function setup(opts: { status?: () => unknown; openFails?: boolean } = {}) {
  useAuthStore.setState({ token: 'tok', user: makeUser({ nickname: '小路' }) });
  usePaymentFlowStore.setState({ lastMemberPay: null });
  let n = 0;
  const fetchMock = stubPaymentsApi({
    '/user/membershipPlan/list': () => ({
      membershipLevel: 0,
      name: '普通用户',
      icon: 'member-level-0',
      expireTime: null,
      plans: [makePlan()],
      singlePlan: makePlan({ id: 5, membershipLevel: 0 }),
    }),
    // Best first, as the server lists them.
    '/user/lucinaUserCoupon/selectLucinaUserCouponList': () => [
      makeCoupon(),
      makeCoupon({ id: 'coupon-9', couponName: '九折券', subList: [{ discountValue: 0.9, discountLabel: '9折' }] }),
    ],
    [OPEN]: ({ query }) => {
      if (opts.openFails) return { __error: { code: 400, msg: '会员套餐不存在或已下架' } };
      n += 1;
      const coupon = query.get('userCouponId');
      return makePayData({
        orderNo: `LO${n}`,
        userCouponId: coupon,
        packageAmountYuan: coupon === COUPON_ID ? '55.20' : coupon ? '62.10' : '69.00',
        couponReduceAmount: coupon === COUPON_ID ? '13.80' : coupon ? '6.90' : '0.00',
      });
    },
    '/pay/createMultiPay': ({ body }) => ({
      wechatQrCode: `https://pay.test/wechat?orderNo=${body.orderNo}`,
      alipayQrCode: `https://pay.test/alipay?orderNo=${body.orderNo}`,
    }),
    '/pay/checkOrder': () => (opts.status ? opts.status() : { status: 0 }),
    '/user/lucinaUser/getLucinaInfo': () => makeUser({ nickname: '小路', userGrade: '2' }),
  });
  const view = renderWithRouter(<Dialogs />, '/surveyTest/surveyResult?recordId=rec-1');
  return { ...view, fetchMock };
}

const qr = () => screen.findByTestId('pay-qr');

describe('member payment dialog', () => {
  it('opens with the best coupon applied, shows the price that order charges, and the user can clear or change it', async () => {
    const { fetchMock } = setup();
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    const dialog = await screen.findByRole('dialog');
    // The first order already carries the best coupon: no undiscounted order is made first.
    await waitFor(async () =>
      expect(await qr()).toHaveAttribute('data-code-url', 'https://pay.test/wechat?orderNo=LO1'),
    );
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('¥55.20');
    expect(within(dialog).getByText('-¥13.80')).toBeInTheDocument();
    expect(within(dialog).getByText('已为你选择最优惠')).toBeInTheDocument();
    expect(within(dialog).getByText('会员权益立即生效')).toBeInTheDocument();
    expect(within(dialog).getByText('扫码支付')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '《会员服务协议》' })).toHaveAttribute('target', '_blank');

    const best = within(dialog).getByRole('button', { name: /8折优惠.*新人专享券/ });
    expect(best).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(best);
    expect(best).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () =>
      expect(await qr()).toHaveAttribute('data-code-url', 'https://pay.test/wechat?orderNo=LO2'),
    );
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('¥69.00');
    expect(within(dialog).queryByText('已为你选择最优惠')).toBeNull();

    const other = within(dialog).getByRole('button', { name: /9折优惠/ });
    await userEvent.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect(await qr()).toHaveAttribute('data-code-url', 'https://pay.test/wechat?orderNo=LO3'),
    );
    const queries = queriesOf(fetchMock, OPEN);
    expect(queries.map((q) => q.get('userCouponId'))).toEqual([COUPON_ID, null, 'coupon-9']);
    expect(queries.every((q) => q.get('membershipPlanId') === '2' && q.get('openType') === '1')).toBe(true);
  });

  it('shows one QR per method and resets to wechat on each open', async () => {
    setup();
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    await waitFor(async () => expect(await qr()).toHaveAttribute('data-method', 'wechat'));
    await userEvent.click(screen.getByText('支付宝'));
    await waitFor(async () =>
      expect(await qr()).toHaveAttribute('data-code-url', 'https://pay.test/alipay?orderNo=LO1'),
    );
    act(() => useModalStore.getState().closeModal('memberPay'));
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    await waitFor(async () =>
      expect(await qr()).toHaveAttribute('data-code-url', 'https://pay.test/wechat?orderNo=LO2'),
    );
  });

  it('closes when creating the order fails', async () => {
    setup({ openFails: true });
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    await waitFor(() => expect(useModalStore.getState().memberPay).toBe(false));
  });

  it('status 2 opens the fail dialog, whose 返回支付 reopens the same plan', async () => {
    setup({ status: () => ({ status: 2 }) });
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    expect(await screen.findByText('请重新扫码')).toBeInTheDocument();
    // Named by its title, though antd's header is not used (a screen reader announces the dialog by it).
    expect(screen.getByRole('dialog', { name: '支付未完成' })).toBeInTheDocument();
    expect(useModalStore.getState().memberPay).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '返回支付' }));
    expect(useModalStore.getState()).toMatchObject({ memberPay: true, memberPayModalData: { planId: 2 } });
  });

  it('on a phone the fail dialog asks to pay again, not to rescan a QR the phone never showed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    setup();
    act(() => useModalStore.getState().openModal('memberPayFail'));
    expect(await screen.findByText('请重新支付')).toBeInTheDocument();
    expect(screen.queryByText(/扫码/)).toBeNull();
  });

  it('status 1 (also from an error’s data) opens the success dialog; its button reloads', async () => {
    const reloadSpy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    const { fetchMock } = setup({ status: () => ({ __error: { code: 500, msg: 'x', data: { status: 1 } } }) });
    act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
    expect(await screen.findByRole('dialog', { name: '支付成功' })).toHaveTextContent('开启你的职业规划之旅');
    expect(useModalStore.getState().memberPay).toBe(false);
    // Not the dialog's × (also named 关闭): the button under the text, whose label antd spaces out.
    const button = screen.getAllByRole('button', { name: /^关\s?闭$/ }).find((b) => b.classList.contains('ant-btn'));
    await userEvent.click(button!);
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    // User info was re-read before leaving.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user/lucinaUser/getLucinaInfo'))).toBe(true);
  });
});

describe('single-assessment payment dialog', () => {
  it('shows the product, benefits and prices, and orders plan 5 for the record of the page', async () => {
    const { fetchMock } = setup();
    act(() => useModalStore.getState().openModal('surveyTestPay'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('小路')).toBeInTheDocument();
    expect(within(dialog).getByText('AI职业规划测评完整报告（1份）')).toBeInTheDocument();
    for (const b of ['全行业岗位数据', '在线测评题库', '100 份简历模板'])
      expect(within(dialog).getByText(b)).toBeInTheDocument();
    expect(within(dialog).getByText('¥19.9')).toBeInTheDocument();
    expect(within(dialog).getByText('¥199')).toBeInTheDocument();
    expect(within(dialog).getByText('限时1折')).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/2[34]:\d\d:\d\d/);
    await waitFor(async () => expect(await qr()).toHaveAttribute('data-method', 'wechat'));
    const q = queriesOf(fetchMock, OPEN)[0]!;
    expect(q.get('membershipPlanId')).toBe('5');
    expect(q.get('recordId')).toBe('rec-1');
  });

  it('status 1 opens the success dialog and tracks Click_BuyMember', async () => {
    onTestCleanup(configureTracking({ sampleRate: 1 }));
    const { fetchMock } = setup({ status: () => ({ status: 1 }) });
    act(() => useModalStore.getState().openModal('surveyTestPay'));
    expect(await screen.findByText(/完整报告已解锁/, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(useModalStore.getState().surveyTestPay).toBe(false);
    const tracked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/event/track'));
    expect(tracked.map(([, init]) => JSON.parse(String(init?.body)).eventName)).toContain('Click_BuyMember');
  });

  it('status 2 toasts 取消支付 and closes', async () => {
    setup({ status: () => ({ status: 2 }) });
    act(() => useModalStore.getState().openModal('surveyTestPay'));
    expect(await screen.findByText('取消支付', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(useModalStore.getState().surveyTestPay).toBe(false);
    expect(useModalStore.getState().surveyTestPaySuccess).toBe(false);
  });
});
