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
  const ready = loadAntdStyles().then(() => (settled = true));
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
    await ready;
    expect(links()).toHaveLength(3);
  });

  it('takes the map away when a part fails, so antd writes its styles itself', async () => {
    const { ready } = await start();
    const [first, second, map] = links();
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error'));
    map!.dispatchEvent(new Event('load'));
    await ready;
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd-1.css', '/assets/antd-2.css']);
    expect(map!.isConnected).toBe(false);
  });
});
