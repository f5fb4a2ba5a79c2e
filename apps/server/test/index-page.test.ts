import { describe, expect, it } from 'vitest';
import type { Banner, BootData } from '@lucina/contracts';
import { pickEncoding, renderIndexPage } from '../src/plugins/index-page.js';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>t</title></head>' +
  '<body><div id="boot-shell"><div class="bs-banner"></div></div><div id="root"></div></body></html>';

const banner = (fields: Partial<Banner> = {}): Banner => ({
  id: 1,
  title: '横幅',
  pcImageUrl: '/media/banners/a.svg',
  phoneImageUrl: '',
  redirectUrl: '/home',
  sort: 1,
  ...fields,
});

function boot(fields: { demo?: boolean; banners?: Banner[]; title?: string } = {}): BootData {
  return {
    site: {
      demo: fields.demo ?? false,
      simulated: [],
      wechatLogin: false,
      emailLogin: false,
      supportUrl: '/support',
      miniProgramUrl: '/support#mini-program',
      giftContactUrl: '/support#gift',
    },
    banners: fields.banners ?? [],
    chat: {
      boot: { plannerName: 'p', title: fields.title ?? '你好', greeting: 'g', prompts: [] },
      inputBox: { placeholder: '', maxLength: 2000, defaultModelCode: 0, models: [], offline: false },
      quickCommands: [],
    },
    market: [],
  };
}

const bootJson = (html: string) =>
  JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe('index.html with boot data', () => {
  it('marks a demonstration on the root element, as the app does, and nothing else', () => {
    expect(renderIndexPage(TEMPLATE, boot({ demo: true }))).toContain('<html data-demo="" lang="zh-CN">');
    expect(renderIndexPage(TEMPLATE, boot())).toContain('<html lang="zh-CN">');
  });

  it('draws the first banner in the shell and preloads it first in the head', () => {
    const html = renderIndexPage(TEMPLATE, boot({ banners: [banner(), banner({ id: 2, pcImageUrl: '/b.svg' })] }));
    expect(html).toContain(
      '<div class="bs-banner"><img src="/media/banners/a.svg" alt="" fetchpriority="high" /></div>',
    );
    expect(html).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" href="/media/banners/a.svg" fetchpriority="high" />',
    );
    expect(html).not.toContain('src="/b.svg"');
    expect(html).not.toContain('href="/b.svg"');
  });

  it('gives phones the banner’s phone picture, as the carousel does below 640px', () => {
    const html = renderIndexPage(TEMPLATE, boot({ banners: [banner({ phoneImageUrl: '/p.webp' })] }));
    expect(html).toContain(
      'class="bs-banner bs-has-phone"><picture><source media="(max-width: 639px)" srcset="/p.webp" />',
    );
    expect(html).toContain('href="/p.webp" fetchpriority="high" media="(max-width: 639px)"');
    expect(html).toContain('href="/media/banners/a.svg" fetchpriority="high" media="(min-width: 640px)"');
  });

  it('hides the banner frame when no banner is active', () => {
    const html = renderIndexPage(TEMPLATE, boot());
    expect(html).toContain('<div class="bs-banner bs-none"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps operator text from closing the data script or an attribute', () => {
    const title = '</script><script>alert(1)</script><!--';
    const url = '/x"onerror="alert(1)';
    const html = renderIndexPage(TEMPLATE, boot({ title, banners: [banner({ pcImageUrl: url })] }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('"onerror="');
    expect(bootJson(html).chat.boot.title).toBe(title);
    expect(bootJson(html).banners[0].pcImageUrl).toBe(url);
  });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours a refusal by q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
