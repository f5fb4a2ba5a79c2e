import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Written by the web build beside index.html (apps/web/build/csp-hashes.ts). */
const CSP_HASHES_FILE = 'csp-hashes.json';
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The CSP sources of the built index.html's inline scripts (which page for the static first paint, the loader of
 * the app's scripts, and the like), as the web build hashed them. None without a build, which serves no page. A
 * build without the file would have its page's scripts refused by the browser, so the server does not start.
 */
export function indexScriptHashes(distDir: string): string[] {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return [];
  const file = path.join(distDir, CSP_HASHES_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the web build writes it with index.html (npm run build -w @lucina/web)`);
  }
  const { scriptSrc } = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  if (!Array.isArray(scriptSrc) || !scriptSrc.every((h) => typeof h === 'string' && SCRIPT_HASH.test(h))) {
    throw new Error(`${file}: scriptSrc must be a list of 'sha256-…' sources`);
  }
  return scriptSrc as string[];
}

/**
 * CSP for the built SPA: scripts only from our origin (and the index page's inline scripts by hash); inline
 * styles allowed because antd injects CSS-in-JS at run time; images may be data/blob URLs (QR codes, captcha).
 */
export function cspDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https://open.weixin.qq.com'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // TLS is terminated by the deployment's proxy; forcing upgrades would break plain-HTTP local runs.
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's headers for our options. They are the same for every response (no nonces), so they are worked out
 * once here; running helmet per request rebuilt its whole configuration on each one.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
    crossOriginEmbedderPolicy: false,
  } as const;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * For answers no browser renders as a page (the API's JSON and event streams): the headers that still apply to
 * them. The policy is stricter than the page's (nothing may load or frame it); the page-only ones (opener policy,
 * agent clusters, DNS prefetch, IE download and XSS switches, Flash and PDF policies) are left out, since each
 * header is work on every answer of the hot path.
 */
export const DATA_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Set before the handler runs, so a route can still replace one (an SSE stream keeps them; see http/sse.ts). The
 * route's `answers` config picks the set; health probes, answered to the orchestrator only, get none.
 */
export function registerSecurity(app: FastifyInstance, opts: { webDistDir: string }) {
  const headers = securityHeaders(indexScriptHashes(opts.webDistDir));
  app.addHook('onRequest', (req, reply, done) => {
    const answers = req.routeOptions.config.answers;
    if (answers === 'data') reply.headers(DATA_SECURITY_HEADERS);
    else if (answers !== 'probe') reply.headers(headers);
    done();
  });
}
