import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteDefaults, type SiteConfig } from '@lucina/contracts';
import { TestProviders } from '@/testing/providers';
import { mockApi } from '@/testing/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { DemoBanner } from './demo-banner';

function renderBanner(config: SiteConfig | null) {
  const api = mockApi(config ? { '/site/config': () => config } : {});
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <DemoBanner />
      <main>页面</main>
    </TestProviders>,
  );
  return { api, ...view };
}

const ALL = ['wechatLogin', 'payment', 'sms', 'email'] as const;
const config = (overrides: Partial<SiteConfig>): SiteConfig => ({
  ...SiteDefaults,
  demo: true,
  simulated: [...ALL],
  wechatLogin: true,
  wechatMpLogin: false,
  emailLogin: true,
  ...overrides,
});

describe('demo banner', () => {
  afterEach(() => delete document.documentElement.dataset.demo);

  it('in a demonstration names every simulated service and reserves its height above the layouts', async () => {
    renderBanner(config({}));
    const bar = await screen.findByRole('note', { name: '演示环境提示' });
    expect(bar).toHaveTextContent('演示环境微信登录、支付、短信验证码、邮箱验证码均为模拟，不会产生真实扣费');
    expect(document.documentElement).toHaveAttribute('data-demo');
  });

  it('says only what is simulated: real payments make no no-charge promise', async () => {
    renderBanner(config({ simulated: ['sms'] }));
    const bar = await screen.findByRole('note', { name: '演示环境提示' });
    expect(bar).toHaveTextContent(/^演示环境短信验证码均为模拟$/);
  });

  it('a demo named on real services still says it is one', async () => {
    renderBanner(config({ simulated: [] }));
    expect(await screen.findByRole('note', { name: '演示环境提示' })).toHaveTextContent('本站为演示站点，仅供体验');
  });

  it('shows nothing on a live deployment, or when the config cannot be read', async () => {
    for (const answer of [config({ demo: false, simulated: [] }), null]) {
      const { api, unmount } = renderBanner(answer);
      await waitFor(() => expect(api.callsTo('/site/config')).toHaveLength(1));
      await screen.findByText('页面');
      // One more turn so a late answer would have rendered.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('note', { name: '演示环境提示' })).toBeNull();
      expect(document.documentElement).not.toHaveAttribute('data-demo');
      unmount();
    }
  });
});
