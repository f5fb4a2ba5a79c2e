import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { SurveyTestPaySuccessModal } from '@/features/payments/components/survey-test-pay-success-modal';
import { stubPaymentsApi } from '@/testing/payments-fixtures';
import { useModalStore } from '@/stores/modal-store';
import { onTestCleanup } from '@/testing/app-cleanup';
import { renderApp } from '@/testing/render-app';
import { ambientApiData, jsonResponse, SITE_HELP } from '@/testing/fixtures';
import { CustomerServiceModal } from './customer-service-modal';
import { WeChatBanner } from './wechat-banner';

const DEMO_OFF = { demo: false, simulated: [], wechatLogin: true, emailLogin: true };

const qrTarget = async (label: string) => (await screen.findByRole('img', { name: label })).getAttribute('data-url');

describe('contact QR codes', () => {
  it('lead to the targets the server configures', async () => {
    stubPaymentsApi({
      '/site/config': () => ({
        ...DEMO_OFF,
        supportUrl: 'https://work.weixin.qq.com/kfid/kf0001',
        miniProgramUrl: 'https://example.com/mp',
        giftContactUrl: '/single/about',
      }),
      '/site/help': () => SITE_HELP,
    });
    const view = renderWithRouter(
      <>
        <CustomerServiceModal />
        <SurveyTestPaySuccessModal />
      </>,
    );
    await waitFor(() => expect(view.queryClient.getQueryData(['site', 'config'])).toBeTruthy());
    act(() => useModalStore.getState().openModal('customerService'));
    expect(await qrTarget('专属顾问二维码')).toBe('https://work.weixin.qq.com/kfid/kf0001');
    // The service hours operators keep, fetched once the dialog opens.
    expect(await screen.findByText(/服务时间：工作日 9:00–18:00/)).toBeInTheDocument();
    act(() => useModalStore.getState().openModal('surveyTestPaySuccess'));
    await waitFor(() =>
      expect(document.querySelector('[data-url$="/single/about"]')?.getAttribute('data-url')).toBe(
        `${window.location.origin}/single/about`,
      ),
    );
  });

  it('point at the public support page by default, and the mini-program QR at its section', async () => {
    stubPaymentsApi({
      '/site/config': () => ({
        ...DEMO_OFF,
        supportUrl: '/support',
        miniProgramUrl: '/support#mini-program',
        giftContactUrl: '/support#gift',
      }),
      '/site/help': () => SITE_HELP,
    });
    renderWithRouter(
      <>
        <CustomerServiceModal />
        <WeChatBanner force />
      </>,
    );
    act(() => useModalStore.getState().openModal('customerService'));
    expect(await qrTarget('专属顾问二维码')).toBe(`${window.location.origin}/support`);
    act(() => screen.getByRole('button', { name: '打开小程序' }).click());
    await waitFor(async () =>
      expect(await qrTarget('Lucina 小程序二维码')).toBe(`${window.location.origin}/support#mini-program`),
    );
  });
});

describe('/support page', () => {
  it('opens for a visitor and explains each way to reach support', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        jsonResponse({ code: 200, msg: 'ok', data: ambientApiData(String(input)) }),
      ),
    );
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestCleanup(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    const view = renderApp('/support#gift');
    expect(await screen.findByRole('heading', { level: 1, name: '联系客服' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/support');
    for (const name of ['在线反馈', '专属顾问', 'AI 职业规划师', '领取首购礼包', '使用 Lucina 小程序']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    // The help texts and the featured questions are the operators'.
    expect(await screen.findByText('服务时间：工作日 9:00–18:00')).toBeInTheDocument();
    expect(screen.getByText('收不到验证码怎么办？')).toBeInTheDocument();
    expect(screen.queryByText('可以开发票吗？')).toBeNull();
    // The gift QR's link lands on its section.
    await waitFor(() => expect(scrolled.mock.contexts).toContain(document.getElementById('gift')));
    expect(document.getElementById('mini-program')).toBeInTheDocument();
  });
});
