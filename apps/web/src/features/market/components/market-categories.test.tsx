import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MarketService } from '@lucina/contracts';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/fixtures';
import { TestProviders } from '@/testing/providers';
import { MarketCategories } from './market-categories';

const service = (configId: number): MarketService => ({
  configId,
  label: `服务 ${configId}`,
  title: `服务 ${configId}`,
  summaryZh: '简介',
  imageUrl: `/media/market/${configId}.svg`,
  tagsZh: [],
  priceFromFen: configId === 2 ? 9900 : configId === 3 ? 19990 : null,
});

function showMarket(services: MarketService[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse({ code: 200, msg: 'ok', data: String(url).includes('marketServices') ? services : [] }),
    ),
  );
  return render(
    <TestProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <MarketCategories />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('market cards', () => {
  it('show the operator’s 「起」 price in whole yuan, and say to ask when there is none', async () => {
    const { container } = showMarket([1, 2, 3].map(service));
    await screen.findByText('服务 3');
    const prices = [...container.querySelectorAll('li')].map(
      (card) => card.querySelector('h3 ~ p:last-of-type')!.textContent,
    );
    expect(prices).toEqual(['价格咨询老师', '¥ 99 起', '¥ 199.9 起']);
  });

  it('loads the first row’s covers at once, the first with high priority, and the rest lazily', async () => {
    const services = [1, 2, 3, 4, 5, 6].map(service);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse({ code: 200, msg: 'ok', data: String(url).includes('marketServices') ? services : [] }),
      ),
    );
    const { container } = render(
      <TestProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <MarketCategories />
        </MemoryRouter>
      </TestProviders>,
    );
    await screen.findByText('服务 6');
    const covers = [...container.querySelectorAll<HTMLImageElement>('li img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('hold the cards’ place while the list loads, and say when it cannot be read', async () => {
    let fail: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!String(url).includes('marketServices')) return jsonResponse({ code: 200, msg: 'ok', data: [] });
        await new Promise<void>((resolve) => (fail = resolve));
        return jsonResponse({ code: 500, msg: '服务器错误', data: null });
      }),
    );
    const { container } = render(
      <TestProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <MarketCategories />
        </MemoryRouter>
      </TestProviders>,
    );
    await waitFor(() => expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(6));
    fail();
    expect(await screen.findByText('服务加载失败，请稍后刷新重试')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'warning' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] li')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
