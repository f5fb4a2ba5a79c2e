import net from 'node:net';
import { z } from 'zod';

/** Address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Fastify's `trustProxy` gets: nobody, or only these proxy addresses. */
export type TrustProxy = false | string[];

const HOP_COUNT_REFUSED =
  'a hop count cannot tell a proxy from a client that connects directly; list the proxy addresses or CIDRs';

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peers may tell the client's address in X-Forwarded-For. Unset: none, the socket's
 * peer is the client. Otherwise comma-separated addresses or CIDRs of the proxies. Trusting everyone, or a
 * bare hop count (Fastify ignores those), would let a client that connects directly choose its own address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (!value || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: HOP_COUNT_REFUSED });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !validEntry(entry));
    if (bad.length || value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would trust any client; give a hop count or the proxy addresses'
            : `not an IP address or CIDR: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
