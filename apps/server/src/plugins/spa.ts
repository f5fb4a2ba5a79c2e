import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ErrorText } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { BootData } from '@lucina/contracts';
import { pageEncoder, pickEncoding, renderIndexPage } from './index-page.js';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** The build writes `x.br` and `x.gz` beside each text file; headers follow the file they encode. */
const ENCODED_COPY = /\.(br|gz)$/;

function cacheControlFor(filePath: string): string {
  const file = filePath.replace(ENCODED_COPY, '');
  if (HASHED_ASSET.test(file)) return 'public, max-age=31536000, immutable';
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
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const encode = pageEncoder();

  /** The page with this deployment's boot data; the plain build when that cannot be read (the app then asks the API). */
  async function indexPage(pathname: string): Promise<string> {
    if (!opts.bootData) return template;
    try {
      return renderIndexPage(template, await opts.bootData(), pathname);
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
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
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
