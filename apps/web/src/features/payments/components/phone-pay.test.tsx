import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';
import { makeCoupon, makePayData, makePlan, stubPaymentsApi } from '@/testing/payments-fixtures';
import { usePaymentFlowStore } from '../hooks/payment-flow-store';
import { leavePage } from '../hooks/use-phone-pay';
import { recallPayReturn, rememberPayReturn } from '../utils/pay-return';
import { MemberPayModal } from './member-pay-modal';
import { PayResultPage } from './pay-result-page';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const JSAPI_PARAMS = {
  appId: 'wx1',
  timeStamp: '1764300000',
  nonceStr: 'n',
  package: 'prepay_id=wx9',
  signType: 'RSA',
  paySign: 'sig',
} as const;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  delete window.WeixinJSBridge;
});

function setup(ua: string, payForContext: (body: { orderNo: string; payContext: string }) => unknown) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  useAuthStore.setState({ token: 'tok', user: makeUser({ nickname: '小机' }) });
  usePaymentFlowStore.setState({ lastMemberPay: null });
  const fetchMock = stubPaymentsApi({
    '/user/membershipPlan/list': () => ({
      membershipLevel: 0,
      name: '普通用户',
      icon: 'member-level-0',
      expireTime: null,
      plans: [makePlan()],
      singlePlan: makePlan({ id: 5, membershipLevel: 0 }),
    }),
    '/user/lucinaUserCoupon/selectLucinaUserCouponList': () => [makeCoupon()],
    '/user/lucinaUserCoupon/openMembership': () => makePayData({ orderNo: 'LO7' }),
    '/pay/createMultiPay': () => ({ wechatQrCode: 'https://pay.test/w', alipayQrCode: 'https://pay.test/a' }),
    '/pay/payForContext': ({ body }) => payForContext(body),
    '/pay/checkOrder': () => ({ status: 0 }),
  });
  const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  const view = renderWithRouter(<MemberPayModal />, '/personal/member?button=%E5%AE%8C%E6%88%90');
  act(() => useModalStore.getState().openMemberPay({ planId: 2 }));
  const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(path));
  return { ...view, leave, calls };
}

describe('paying from a phone', () => {
  it('a phone browser gets WeChat Pay and Alipay buttons instead of QR codes, and jumps to the chosen app', async () => {
    const { leave, calls } = setup(PHONE_UA, () => ({ kind: 'redirect', url: 'https://openapi.alipay.test/gw?x=1' }));
    const dialog = await screen.findByRole('dialog');
    const alipay = await within(dialog).findByRole('button', { name: /支付宝支付/ });
    await waitFor(() => expect(alipay).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: /微信支付/ })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('pay-qr')).toBeNull();
    // No QR is made at the providers for a phone.
    expect(calls('/pay/createMultiPay')).toHaveLength(0);

    await userEvent.click(alipay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://openapi.alipay.test/gw?x=1'));
    const [, init] = calls('/pay/payForContext')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ orderNo: 'LO7', payContext: 'alipay_wap' });
    // The result page will know what was bought and where to go after.
    expect(recallPayReturn('LO7')).toEqual({
      kind: 'member',
      from: encodeURIComponent('/personal/member?button=%E5%AE%8C%E6%88%90'),
      button: '完成',
    });
  });

  it("inside WeChat only WeChat Pay is offered; JSAPI's sheet is called with the server's parameters", async () => {
    const params = JSAPI_PARAMS;
    const invoke = vi.fn((_name: string, _p: object, done: (r: { err_msg: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = setup(WECHAT_UA, () => ({ kind: 'jsapi', params, sandboxSheetUrl: null }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /支付宝/ })).toBeNull();
    const wechat = await within(dialog).findByRole('button', { name: /微信支付/ });
    await waitFor(() => expect(wechat).toBeEnabled());
    await userEvent.click(wechat);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/result'));
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    expect(router.state.location.search).toBe('?orderNo=LO7');
  });

  it("in demo mode inside WeChat's app, the sandbox's stand-in page takes the payment, not WeChat's sheet", async () => {
    // A real WeChat app has the bridge, and its sheet would refuse the sandbox's appid.
    const invoke = vi.fn((_name: string, _p: object, done: (r: { err_msg: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:fail' }),
    );
    window.WeixinJSBridge = { invoke };
    const sheet = '/api/pay/sandbox/jump?method=wechat&package=prepay_id%3Dwx9';
    const { leave } = setup(WECHAT_UA, () => ({ kind: 'jsapi', params: JSAPI_PARAMS, sandboxSheetUrl: sheet }));
    const dialog = await screen.findByRole('dialog');
    const wechat = await within(dialog).findByRole('button', { name: /微信支付/ });
    await waitFor(() => expect(wechat).toBeEnabled());
    await userEvent.click(wechat);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(sheet));
    expect(invoke).not.toHaveBeenCalled();
    expect(screen.queryByText(/微信支付没有完成/)).toBeNull();
  });
});

describe('pay result page', () => {
  function result(statuses: number[], path = '/pay/result?orderNo=LO8') {
    let i = 0;
    stubPaymentsApi({
      '/pay/checkOrder': () => ({ status: statuses[Math.min(i++, statuses.length - 1)] }),
      '/user/lucinaUser/getLucinaInfo': () => makeUser({ userGrade: '2' }),
    });
    useAuthStore.setState({ token: 'tok', user: makeUser() });
    return renderWithRouter(<PayResultPage />, path);
  }

  it('keeps polling while the order is pending and shows the single report’s success once it is paid', async () => {
    rememberPayReturn('LO8', { kind: 'single', from: '/surveyTest/surveyResult?recordId=r1', button: null });
    result([0, 0, 1]);
    expect(await screen.findByText('正在确认支付结果…')).toBeInTheDocument();
    expect(await screen.findByText('完整报告已解锁，现在就开启你的职业规划吧！', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: '开始查看报告' })).toBeInTheDocument();
  });

  it('a closed order says the payment did not complete; a membership says what the QR dialog says', async () => {
    const closed = result([2]);
    expect(await screen.findByText('订单已取消或已超时，请返回重新下单')).toBeVisible();
    closed.unmount();
    result([1], '/pay/result?orderNo=LO9');
    expect(await screen.findByText('开启你的职业规划之旅')).toBeVisible();
    expect(screen.getByRole('button', { name: '去会员中心' })).toBeInTheDocument();
  });
});
