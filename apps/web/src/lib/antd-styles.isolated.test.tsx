import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:antd-styles', () => ({
  default: ['/assets/antd-1.css', '/assets/antd-2.css', '/assets/antd-map.css'],
}));

const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[href^="/assets/antd-"]'));

// The setup file has loaded the module already (unmocked, as every test file does); each test takes a fresh copy.
beforeEach(() => vi.resetModules());
afterEach(() => links().forEach((link) => link.remove()));

async function start() {
  const own = document.createElement('style');
  document.head.append(own);
  const { loadAntdStyles } = await import('./antd-styles');
  let settled = false;
  const ready = loadAntdStyles().then((applied) => ((settled = true), applied));
  return { own, ready, settled: () => settled };
}

describe('loadAntdStyles', () => {
  it('links every part in order before the app’s own styles and settles once all have loaded, keeping the map', async () => {
    const { own, ready, settled } = await start();
    const linked = links();
    expect(linked.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/antd-1.css',
      '/assets/antd-2.css',
      '/assets/antd-map.css',
    ]);
    expect(linked.every((l) => l.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    linked[0]!.dispatchEvent(new Event('load'));
    linked[2]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled()).toBe(false);
    linked[1]!.dispatchEvent(new Event('load'));
    expect(await ready).toBe(true);
    expect(links()).toHaveLength(3);
  });

  it('takes the map away when a part fails, so antd writes its styles itself', async () => {
    const { ready } = await start();
    const [first, second, map] = links();
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error'));
    map!.dispatchEvent(new Event('load'));
    expect(await ready).toBe(false);
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd-1.css', '/assets/antd-2.css']);
    expect(map!.isConnected).toBe(false);
  });
});

/** The button styles antd wrote at runtime (its custom-property blocks, which it always writes, aside). */
const writtenStyles = () =>
  [...document.head.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].filter((style) =>
    style.textContent?.includes('.ant-btn'),
  ).length;

describe('loadAntdRoot', () => {
  afterEach(() => {
    cleanup();
    document.head.querySelectorAll('style[data-css-hash]').forEach((style) => style.remove());
  });

  async function renderButton(outcome: 'load' | 'error', runtimeStyles = false) {
    const { loadAntdRoot } = await import('./antd-styles');
    const root = loadAntdRoot();
    await vi.waitFor(() => expect(links()).toHaveLength(3));
    links().forEach((link, i) => link.dispatchEvent(new Event(i === 0 ? outcome : 'load')));
    const { AntdRoot } = await root;
    const { Button, ConfigProvider } = await import('antd');
    render(
      <AntdRoot>
        {/* As the console asks for it (features/admin). */}
        <ConfigProvider theme={runtimeStyles ? { zeroRuntime: false } : undefined}>
          <Button>b</Button>
        </ConfigProvider>
      </AntdRoot>,
    );
    return screen.getByRole('button');
  }

  it('renders antd without writing styles once the build’s CSS applies', async () => {
    const button = await renderButton('load');
    expect(button).toHaveClass('ant-btn');
    expect(writtenStyles()).toBe(0);
  });

  it('lets antd write its styles when a part of the CSS failed', async () => {
    await renderButton('error');
    expect(writtenStyles()).toBeGreaterThan(0);
  });

  it('lets antd write its styles where a part asks for it, as the console does', async () => {
    await renderButton('load', true);
    expect(writtenStyles()).toBeGreaterThan(0);
  });
});
