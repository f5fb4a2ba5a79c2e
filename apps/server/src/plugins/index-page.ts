import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { marketPriceLabel, type Banner, type BootData, type MarketService } from '@lucina/contracts';

/** The element the web reads the boot data from (lib/boot-data.ts); `type="application/json"` is data, never run, so the CSP allows it. */
export const BOOT_DATA_ID = 'boot-data';
/** The static shell's empty banner frame in index.html, filled here with the first active banner. */
const SHELL_BANNER = '<div class="bs-banner"></div>';
/** The static shell's place for /market's cards, filled here on that page with the web's grid. */
const SHELL_MARKET = '<ul class="bs-mk-grid"></ul>';
/** Cards the shell draws: two rows on a wide screen (features/market/components/service-card.tsx). */
const SHELL_MARKET_CARDS = 8;
/** The first row's covers load at once, as the web's do (FIRST_ROW of service-card.tsx). */
const FIRST_ROW = 4;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: no `</script>` or `<!--` can close or change it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The first banner as the web's carousel first renders it (phone image below 640px when there is one), so the
 * page's largest picture is painted from the HTML, before any script, and the switch to the app moves nothing.
 */
function shellBanner(banner: Banner | undefined): string {
  if (!banner) return '<div class="bs-banner bs-none"></div>';
  const img = `<img src="${escapeAttr(banner.pcImageUrl)}" alt="" fetchpriority="high" />`;
  if (!banner.phoneImageUrl) return `<div class="bs-banner">${img}</div>`;
  return (
    `<div class="bs-banner bs-has-phone"><picture><source media="(max-width: 639px)" ` +
    `srcset="${escapeAttr(banner.phoneImageUrl)}" />${img}</picture></div>`
  );
}

/** /market's grid, card and tag as the web build draws them (build/shell-parts.tsx), written into index.html. */
export interface MarketTemplates {
  grid: string;
  card: string;
  tag: string;
}

/**
 * index.html without the web build's /market templates, and those templates: they are the server's, so no page
 * carries them. Null templates when the page has none (the shell then keeps its empty card list). Read once, at
 * start (plugins/spa.ts).
 */
export function takeMarketTemplates(page: string): { page: string; templates: MarketTemplates | null } {
  const found: Partial<MarketTemplates> = {};
  const rest = page.replace(/<template id="bs-mk-(grid|card|tag)">([\s\S]*?)<\/template>/g, (_, id, html) => {
    found[id as keyof MarketTemplates] = html;
    return '';
  });
  const { grid, card, tag } = found;
  return { page: rest, templates: grid && card && tag ? { grid, card, tag } : null };
}

/** A template with each `%name%` of `fields` replaced in one pass, so no field's text is read as a place. */
const fill = (template: string, fields: Record<string, string>) =>
  template.replace(/%(\w+)%/g, (place, name: string) => fields[name] ?? place);

/**
 * /market's cards as the web draws them (features/market/components/service-card.tsx, its templates drawn by the
 * web build), so the first cover, a phone's largest paint, comes from the HTML: the first asked first, the covers
 * past the first row lazily, as the page's do (the template's card is the second's).
 */
function shellMarketCards(services: MarketService[], templates: MarketTemplates): string {
  const cards = services.slice(0, SHELL_MARKET_CARDS).map((s, i) => {
    let card = fill(templates.card, {
      label: escapeAttr(s.label),
      summary: escapeAttr(s.summaryZh),
      image: escapeAttr(s.imageUrl),
      tags: s.tagsZh.map((tag) => fill(templates.tag, { tag: escapeAttr(tag) })).join(''),
      price: escapeAttr(marketPriceLabel(s.priceFromFen)),
    });
    if (i === 0) card = card.replace('fetchpriority="auto"', 'fetchpriority="high"');
    if (i >= FIRST_ROW) card = card.replace('loading="eager"', 'loading="lazy"');
    return card;
  });
  return fill(templates.grid, { cards: cards.join('') });
}

/**
 * The first banner's preload, first in the head: over HTTP/1.1's six connections the picture would otherwise
 * queue behind the app's scripts, and it is the first screen's largest paint.
 */
function bannerPreload(banner: Banner | undefined): string {
  if (!banner) return '';
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high"${media ? ` media="${media}"` : ''} />`;
  if (!banner.phoneImageUrl) return link(banner.pcImageUrl);
  return link(banner.phoneImageUrl, '(max-width: 639px)') + link(banner.pcImageUrl, '(min-width: 640px)');
}

/**
 * index.html with this deployment's boot data: the demo bar's place (`data-demo` on the root, as the web sets
 * it), the first banner in the static shell (and its preload), /market's cards on that page only (other pages
 * would fetch covers they never show), and the data itself for the app's first render.
 */
export function renderIndexPage(
  template: string,
  data: BootData,
  pathname = '/',
  templates: MarketTemplates | null = null,
): string {
  let html = template;
  // Every substitution goes through a function: a replacement string would read `$&`, `$'` and the like in an
  // operator's text as patterns and splice pieces of the template into the page.
  if (data.site.demo) html = html.replace(/<html\b/, () => '<html data-demo=""');
  html = html.replace(/<meta charset="[^"]*" \/>/i, (meta) => meta + bannerPreload(data.banners[0]));
  html = html.replace(SHELL_BANNER, () => shellBanner(data.banners[0]));
  if (pathname === '/market' && templates)
    html = html.replace(SHELL_MARKET, () => shellMarketCards(data.market, templates));
  return html.replace(
    '<div id="root">',
    () => `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(data)}</script><div id="root">`,
  );
}

export interface EncodedPage {
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a page once per distinct text: the boot data changes only when an operator edits the content, and
 * there are two pages (/market's and every other's), so nearly every request reuses a result kept here.
 */
export function pageEncoder(keep = 4) {
  const cache = new Map<string, EncodedPage>();
  return (html: string): EncodedPage => {
    const hit = cache.get(html);
    if (hit) return hit;
    const page = {
      html,
      etag: crypto.createHash('sha1').update(html).digest('base64url').slice(0, 20),
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    // The oldest text goes first: after an operator's edit, the pages of the old content are never asked again.
    if (cache.size >= keep) cache.delete(cache.keys().next().value!);
    cache.set(html, page);
    return page;
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none (a `;q=0` refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
