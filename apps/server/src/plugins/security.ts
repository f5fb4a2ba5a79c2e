import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** The web's index.html has one inline script (which page, for the static first paint); allowed by its hash only. */
export const INDEX_INLINE_SCRIPT_HASH = "'sha256-B+9Oid+Pilaog9DLoEr8d5V94Q8kpGH3zVyfHeqx3KQ='";

/**
 * CSP for the built SPA: scripts only from our origin (and the one inline script by hash); inline
 * styles allowed because antd injects CSS-in-JS at run time; images may be data/blob URLs (QR codes, captcha).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", INDEX_INLINE_SCRIPT_HASH],
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

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
}
