import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/fixtures';
import { BannerCarousel } from './banner-carousel';
import { BannerImage } from './banner-image';

const BANNERS = [
  {
    id: 1,
    title: 'AI 职业规划师',
    pcImageUrl: '/media/banners/a.svg',
    phoneImageUrl: '/media/content/5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a01.webp',
    redirectUrl: '/home',
    sort: 1,
  },
  {
    id: 2,
    title: '职业测评',
    pcImageUrl: '/media/banners/b.svg',
    phoneImageUrl: '',
    redirectUrl: '/surveyTest',
    sort: 2,
  },
];

function renderBanners(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const router = createMemoryRouter([{ path: '*', element: <BannerCarousel /> }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('banner carousel', () => {
  it('keeps the banner place while the list loads, so the welcome below does not jump', () => {
    renderBanners(() => new Promise<Response>(() => undefined));
    expect(screen.getByTestId('banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fetches the first banner image at once and with high priority', async () => {
    renderBanners(async () => jsonResponse({ code: 200, msg: 'ok', data: BANNERS }));
    const first = (await screen.findAllByRole('img', { name: BANNERS[0]!.title }))[0]!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
  });

  it('shows a banner’s phone image on a phone, and the PC image where it has none', () => {
    vi.stubGlobal('innerWidth', 390);
    // The breakpoint follows the window's resize events, as a browser sends them when its width changes.
    window.dispatchEvent(new Event('resize'));
    render(
      <MemoryRouter>
        {BANNERS.map((banner) => (
          <BannerImage key={banner.id} banner={banner} first={false} />
        ))}
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: BANNERS[0]!.title })).toHaveAttribute('src', BANNERS[0]!.phoneImageUrl);
    expect(screen.getByRole('img', { name: BANNERS[1]!.title })).toHaveAttribute('src', BANNERS[1]!.pcImageUrl);
    vi.stubGlobal('innerWidth', 1024);
    window.dispatchEvent(new Event('resize'));
  });

  it('shows nothing when no banner is active', async () => {
    const { container } = renderBanners(async () => jsonResponse({ code: 200, msg: 'ok', data: [] }));
    await vi.waitFor(() => expect(screen.queryByTestId('banner-placeholder')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
  });
});
