import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Banner, BootData } from '@lucina/contracts';

/** The element the web reads the boot data from (lib/boot-data.ts); `type="application/json"` is data, never run, so the CSP allows it. */
export const BOOT_DATA_ID = 'boot-data';
/** The static shell's empty banner frame in index.html, filled here with the first active banner. */
const SHELL_BANNER = '<div class="bs-banner"></div>';

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
 * it), the first banner in the static shell (and its preload), and the data itself for the app's first render.
 */
export function renderIndexPage(template: string, data: BootData): string {
  let html = template;
  if (data.site.demo) html = html.replace(/<html\b/, '<html data-demo=""');
  html = html.replace(/<meta charset="[^"]*" \/>/i, (meta) => meta + bannerPreload(data.banners[0]));
  html = html.replace(SHELL_BANNER, shellBanner(data.banners[0]));
  return html.replace(
    '<div id="root">',
    `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(data)}</script><div id="root">`,
  );
}

export interface EncodedPage {
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a page once per distinct text: the boot data changes only when an operator edits the content, so
 * nearly every request reuses the last result.
 */
export function pageEncoder() {
  let last: EncodedPage | null = null;
  return (html: string): EncodedPage => {
    if (last?.html === html) return last;
    last = {
      html,
      etag: crypto.createHash('sha1').update(html).digest('base64url').slice(0, 20),
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    return last;
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
