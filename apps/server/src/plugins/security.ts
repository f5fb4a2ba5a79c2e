import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * CSP for the built SPA: scripts only from our origin; inline styles allowed because antd
 * injects CSS-in-JS at run time; images may be data/blob URLs (QR codes, captcha).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
