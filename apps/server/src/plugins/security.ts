import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The web's index.html has four inline scripts, allowed by their hashes only: which page (for the static first
 * paint) and, on a report, its record asked for first; the loader of the app's scripts (on a report, once the
 * summary is painted); a signed-in user's last /home greeting painted into the shell; and the report's summary
 * painted into it.
 */
export const INDEX_INLINE_SCRIPT_HASHES = [
  "'sha256-hUHOMUW9XrZS7F1A7UVAe20h8Yx9sQ2eyRFOMR7REA8='",
  "'sha256-/SuWnS/0f90FruLbFrQ7AePsjFZwv1UKJFQGTpz50ac='",
  "'sha256-M3rCgUgBHij1x5bDgelK75QDimcRuWJez7VXbPD1VmA='",
  "'sha256-/AIv7FVCRx8PZ0DbDZjadfn6oMmElWXr4hOA/sMF/+I='",
];

/**
 * CSP for the built SPA: scripts only from our origin (and the index page's inline scripts by hash); inline
 * styles allowed because antd injects CSS-in-JS at run time; images may be data/blob URLs (QR codes, captcha).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...INDEX_INLINE_SCRIPT_HASHES],
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

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * Helmet's headers for our options. They are the same for every response (no nonces), so they are worked out
 * once here; running helmet per request rebuilt its whole configuration on each one.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as never, res as never, (err?: unknown) => {
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
export function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    const answers = req.routeOptions.config.answers;
    if (answers === 'data') reply.headers(DATA_SECURITY_HEADERS);
    else if (answers !== 'probe') reply.headers(headers);
    done();
  });
}
