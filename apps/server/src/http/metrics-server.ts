import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../lib/logger.js';
import type { PrometheusMetrics } from '../lib/prometheus.js';

export interface MetricsServerOptions {
  metrics: Pick<PrometheusMetrics, 'scrape'>;
  host: string;
  port: number;
  /** When set, a scrape must carry `Authorization: Bearer <token>`. */
  token: string | null;
  log: Logger;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics on a port of its own: never the site's port, so nginx (which proxies only that one) can never
 * expose it. A plain Node server: scrapes are few, and it must not share the site's hooks, limits or routes.
 */
export async function startMetricsServer(options: MetricsServerOptions) {
  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' });
      res.end('unauthorized\n');
      return;
    }
    options.metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        options.log.error({ err }, 'collecting metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
