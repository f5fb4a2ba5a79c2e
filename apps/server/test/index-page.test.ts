import { describe, expect, it } from 'vitest';
import type { Banner, BootData, MarketService } from '@lucina/contracts';
import { pageEncoder, pickEncoding, renderIndexPage, takeMarketTemplates } from '../src/plugins/index-page.js';

/** /market's grid, card and tag as the web build writes them into index.html (its markup shortened). */
const MARKET_TEMPLATES =
  '<template id="bs-mk-grid"><ul class="grid">%cards%</ul></template>' +
  '<template id="bs-mk-card"><li class="card"><img src="%image%" alt="" loading="eager" fetchpriority="auto"/>' +
  '<h3>%label%</h3><div>%summary%</div><div class="tags">%tags%</div><b>%price%</b>' +
  '<button aria-label="查看详情：%label%">查看详情</button></li></template>' +
  '<template id="bs-mk-tag"><span class="tag">%tag%</span></template>';

const BUILT =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>t</title></head>' +
  `<body><div id="boot-shell"><div class="bs-banner"></div>${MARKET_TEMPLATES}<ul class="bs-mk-grid"></ul></div>` +
  '<div id="root"></div></body></html>';
const { page: TEMPLATE, templates: TEMPLATES } = takeMarketTemplates(BUILT);
const render = (data: BootData, pathname?: string) => renderIndexPage(TEMPLATE, data, pathname, TEMPLATES);

const service = (configId: number, fields: Partial<MarketService> = {}): MarketService => ({
  configId,
  label: `服务${configId}`,
  title: `服务${configId}标题`,
  summaryZh: '简介',
  imageUrl: `/media/market/${configId}.svg`,
  tagsZh: ['甲', '乙'],
  priceFromFen: null,
  ...fields,
});

const banner = (fields: Partial<Banner> = {}): Banner => ({
  id: 1,
  title: '横幅',
  pcImageUrl: '/media/banners/a.svg',
  phoneImageUrl: '',
  redirectUrl: '/home',
  sort: 1,
  ...fields,
});

function boot(fields: { demo?: boolean; banners?: Banner[]; title?: string; market?: MarketService[] } = {}): BootData {
  return {
    site: {
      demo: fields.demo ?? false,
      simulated: [],
      wechatLogin: false,
      wechatMpLogin: false,
      emailLogin: false,
      supportUrl: '/support',
      miniProgramUrl: '/support#mini-program',
      giftContactUrl: '/support#gift',
      supportWechatId: '',
      icpFiling: '',
      psbFiling: '',
      genaiFiling: '',
      aiModel: { offline: true, model: '', provider: '' },
    },
    banners: fields.banners ?? [],
    chat: {
      boot: { plannerName: 'p', title: fields.title ?? '你好', greeting: 'g', prompts: [] },
      inputBox: { placeholder: '', maxLength: 2000, defaultModelCode: 0, models: [], offline: false },
      quickCommands: [],
    },
    market: fields.market ?? [],
  };
}

const bootJson = (html: string) =>
  JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe('index.html with boot data', () => {
  it('marks a demonstration on the root element, as the app does, and nothing else', () => {
    expect(render(boot({ demo: true }))).toContain('<html data-demo="" lang="zh-CN">');
    expect(render(boot())).toContain('<html lang="zh-CN">');
  });

  it('draws the first banner in the shell and preloads it first in the head', () => {
    const html = render(boot({ banners: [banner(), banner({ id: 2, pcImageUrl: '/b.svg' })] }));
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
    const html = render(boot({ banners: [banner({ phoneImageUrl: '/p.webp' })] }));
    expect(html).toContain(
      'class="bs-banner bs-has-phone"><picture><source media="(max-width: 639px)" srcset="/p.webp" />',
    );
    expect(html).toContain('href="/p.webp" fetchpriority="high" media="(max-width: 639px)"');
    expect(html).toContain('href="/media/banners/a.svg" fetchpriority="high" media="(min-width: 640px)"');
  });

  it('hides the banner frame when no banner is active', () => {
    const html = render(boot());
    expect(html).toContain('<div class="bs-banner bs-none"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it("takes the build's /market templates out of every page", () => {
    expect(TEMPLATE).not.toContain('<template');
    expect(TEMPLATE).toContain('<div class="bs-banner"></div><ul class="bs-mk-grid"></ul>');
    expect(takeMarketTemplates(TEMPLATE)).toEqual({ page: TEMPLATE, templates: null });
  });

  it("draws /market's cards in the web's grid on that page only, the first cover asked first", () => {
    const market = [5, 6, 7, 8, 10, 11, 12, 13, 14].map((id) => service(id, { priceFromFen: id === 5 ? 9900 : null }));
    const page = render(boot({ market }), '/market');
    expect(page).toContain('<div class="bs-banner bs-none"></div><ul class="grid"><li class="card">');
    expect(page).not.toContain('bs-mk-grid');
    expect(page.match(/<li class="card">/g)).toHaveLength(8);
    expect(page).toContain(
      '<li class="card"><img src="/media/market/5.svg" alt="" loading="eager" fetchpriority="high"/>' +
        '<h3>服务5</h3><div>简介</div><div class="tags"><span class="tag">甲</span><span class="tag">乙</span></div>' +
        '<b>¥ 99 起</b><button aria-label="查看详情：服务5">查看详情</button></li>',
    );
    // The first row (four on a wide screen) loads at once, the rest only when shown, as the page's covers do.
    // The same price line as the app's card, for a service with no price too.
    expect(page).toContain(
      '<h3>服务6</h3><div>简介</div><div class="tags"><span class="tag">甲</span><span class="tag">乙</span></div><b>价格咨询老师</b>',
    );
    expect(page).toContain('<img src="/media/market/8.svg" alt="" loading="eager" fetchpriority="auto"/>');
    expect(page).toContain('<img src="/media/market/10.svg" alt="" loading="lazy" fetchpriority="auto"/>');
    expect(page).not.toContain('<img src="/media/market/14.svg"');
    // Other pages never fetch covers they do not show.
    expect(render(boot({ market }), '/home')).toContain('<ul class="bs-mk-grid"></ul>');
  });

  it("keeps a service's text from becoming markup, or a place of the card, in the shell", () => {
    const market = [
      service(5, {
        label: '<img src=x onerror=alert(1)>',
        summaryZh: '%label%',
        tagsZh: ['</li>'],
        imageUrl: '/x" a="',
      }),
    ];
    const page = render(boot({ market }), '/market');
    expect(page).toContain('<h3>&lt;img src=x onerror=alert(1)&gt;</h3><div>%label%</div>');
    expect(page).toContain('<span class="tag">&lt;/li&gt;</span>');
    expect(page).toContain('src="/x&quot; a=&quot;"');
  });

  it('keeps operator text from closing the data script or an attribute', () => {
    const title = '</script><script>alert(1)</script><!--';
    const url = '/x"onerror="alert(1)';
    const html = render(boot({ title, banners: [banner({ pcImageUrl: url })] }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('"onerror="');
    expect(bootJson(html).chat.boot.title).toBe(title);
    expect(bootJson(html).banners[0].pcImageUrl).toBe(url);
  });

  it.each(['$`', "$'", '$&', '$$', '$1'])('puts operator text with %s in the page verbatim', (pattern) => {
    const amp = (value: string) => value.split('&').join('&amp;');
    const text = `前${pattern}后`;
    const url = `/media/${pattern}.svg`;
    const market = [service(5, { label: text, tagsZh: [text], summaryZh: text })];
    const data = boot({ title: text, banners: [banner({ pcImageUrl: url, phoneImageUrl: url })], market });
    for (const path of ['/', '/market']) {
      const html = render(data, path);
      expect(html.startsWith('<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />')).toBe(true);
      expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(bootJson(html).chat.boot.title).toBe(text);
      expect(html).toContain(`<img src="${amp(url)}" alt="" fetchpriority="high" />`);
      if (path === '/market') expect(html).toContain(`<h3>${amp(text)}</h3>`);
    }
  });
});

describe('page encoder', () => {
  it("compresses each page once, /market's and the others' alike", () => {
    const encode = pageEncoder();
    const home = encode('<p>home</p>');
    const market = encode('<p>market</p>');
    expect(encode('<p>home</p>')).toBe(home);
    expect(encode('<p>market</p>')).toBe(market);
    expect(market.etag).not.toBe(home.etag);
  });

  it('forgets the oldest page past its limit', () => {
    const encode = pageEncoder(2);
    const first = encode('a');
    encode('b');
    encode('c');
    expect(encode('a')).not.toBe(first);
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
