import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ErrorText } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { BootData } from '@lucina/contracts';
import { createAssetCache } from './asset-cache.js';
import { pageEncoder, pickEncoding, renderIndexPage, takeMarketTemplates } from './index-page.js';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** The build writes `x.br` and `x.gz` beside each text file; headers follow the file they encode. */
const ENCODED_COPY = /\.(br|gz)$/;
/** A file directly in the assets folder (a chunk's name may hold `~`), never a hidden one or a climb out of it. */
const ASSET_FILE = /^[^./\\][^/\\]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Far more than a build (~10 MB with its compressed copies); a bound, not a size to fill. */
const ASSET_CACHE_BYTES = 64 * 1024 * 1024;

function cacheControlFor(filePath: string): string {
  const file = filePath.replace(ENCODED_COPY, '');
  if (HASHED_ASSET.test(file)) return IMMUTABLE;
  // index.html names the current hashed bundles, so it must be revalidated every time.
  return path.basename(file) === 'index.html' ? 'no-cache' : 'public, max-age=0, must-revalidate';
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated every time, the
 * build's brotli or gzip copy when the client accepts it, and every unknown non-API path answered
 * with index.html (carrying `bootData`, see index-page.ts) so client-side routes work on reload.
 * Unknown /api paths get the 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, opts: { distDir: string; bootData?: () => Promise<BootData> }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const { page: template, templates } = takeMarketTemplates(hasBuild ? fs.readFileSync(indexFile, 'utf8') : '');
  const encode = pageEncoder();

  /** The page with this deployment's boot data; the plain build when that cannot be read (the app then asks the API). */
  async function indexPage(pathname: string): Promise<string> {
    if (!opts.bootData) return template;
    try {
      return renderIndexPage(template, await opts.bootData(), pathname, templates);
    } catch (err) {
      app.log.warn({ err }, 'index.html served without boot data');
      return template;
    }
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The route below answers /assets/; the plugin's reply.sendFile still serves what it does not keep.
      globIgnore: ['assets/**'],
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
    const assets = createAssetCache({ dir: path.join(opts.distDir, 'assets'), maxBytes: ASSET_CACHE_BYTES });
    // Hidden from the API document, as the plugin's own routes are.
    app.get('/assets/*', { schema: { hide: true } }, async (req, reply) => {
      const name = (req.params as { '*': string })['*'];
      // The build's assets folder is flat: any other path is a page's (index.html), as it was before this route.
      if (!ASSET_FILE.test(name)) return reply.callNotFound();
      // A range is rare (a font resumed); the plugin answers it, and a missing file, from disk.
      const asset = req.headers.range ? null : await assets.get(name);
      if (!asset) return reply.sendFile(`assets/${name}`);
      const wanted = pickEncoding(req.headers['accept-encoding']);
      const encoding = wanted && asset[wanted] ? wanted : null;
      const etag = `"${asset.etag}${encoding ? `-${encoding}` : ''}"`;
      reply.type(asset.type).header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? asset[encoding] : asset.identity);
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web build not found; run `npm run build` to serve the SPA');
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? req.url;
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) {
      throw new AppError(404, 404, `${ErrorText.apiNotFound}：${url}`);
    }
    // A missing upload is not a page: the SPA would answer a crafted /media/.. with index.html.
    if (!hasBuild || (req.method !== 'GET' && req.method !== 'HEAD') || url.startsWith('/media/')) {
      throw new AppError(404, 404, ErrorText.notFound);
    }
    const page = encode(await indexPage(url));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // Each encoding has its own ETag, so a cache never answers one client with another's bytes.
    const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
