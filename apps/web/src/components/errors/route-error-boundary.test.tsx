import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as reload from '@/utils/reload';
import { RouteErrorBoundary } from './route-error-boundary';

/** A route whose lazy page fails the way a stale deploy or a bug makes it fail. */
function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      lazy: async () => {
        throw error;
      },
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('route error boundary', () => {
  it('reloads once when a lazy chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloadSpy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home-1.js'));
    expect(await screen.findByText('发现新版本，正在重新加载…')).toBeInTheDocument();
    // The reload is scheduled by an effect, a commit after the text appears.
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
  });

  it('shows the retry screen when the chunk still fails right after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('lucina_chunk_reload_at', String(Date.now()));
    const reloadSpy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError('Importing a module script failed.'));
    expect(await screen.findByText('页面资源已更新，请重新加载以获取最新版本。')).toBeInTheDocument();
    expect(reloadSpy).not.toHaveBeenCalled();
    screen.getByRole('button', { name: '重新加载' }).click();
    expect(reloadSpy).toHaveBeenCalledTimes(1);
  });

  it('shows a friendly error with a retry button for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloadSpy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByText('页面出了点问题')).toBeInTheDocument();
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});
