import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isSiteLink, LoginText, WechatMpParams, type WechatMpError, type WechatMpLoginResult } from '@lucina/contracts';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { signToken, verifyToken } from '../../lib/signed-token.js';
import { ProviderError } from '../../providers/provider-error.js';
import type { SandboxWechat, WechatLoginProvider, WechatProfile } from '../../providers/wechat/index.js';
import type { SignInContext } from './account.service.js';
import type { WechatLoginService } from './wechat-login.service.js';

/** What the browser's cookie holds: the state's nonce (so only this browser can finish) and where to go back. */
interface BrowserClaims {
  n: string;
  r: string;
}
/** What a ticket stands for until the site's page redeems it: the identity, and the browser it belongs to. */
interface Ticket {
  wx: WechatProfile;
  n: string;
}

const COOKIE_PURPOSE = 'wechat-mp-browser';
const STATE_PURPOSE = 'wechat-mp-state';
const HOME = '/home';
const nonceKey = (nonce: string) => `wx:mp:state:${nonce}`;
const ticketKey = (ticket: string) => `wx:mp:ticket:${ticket}`;

export interface WechatMpDeps {
  kv: Kv;
  provider: WechatLoginProvider | SandboxWechat;
  wechat: Pick<WechatLoginService, 'signInOrBind'>;
  secret: string;
  /** Origin of the site: a return path must resolve inside it. */
  publicUrl: string;
  stateTtlMs: number;
  ticketTtlMs: number;
  /** Path of our callback, where the sandbox page sends its answer. */
  callbackPath: string;
  log: Logger;
}

/** A path of this site (not //host, not /api, no backslash or control character), else /home. */
export function safeReturnPath(raw: string | undefined, publicUrl: string): string {
  // isSiteLink refuses //host, backslashes, spaces and control characters; the leading / refuses full URLs.
  if (!raw || !raw.startsWith('/') || !isSiteLink(raw)) return HOME;
  const base = new URL(publicUrl);
  const url = new URL(raw, base);
  if (url.origin !== base.origin || url.pathname.startsWith('/api/')) return HOME;
  url.searchParams.delete(WechatMpParams.ticket);
  url.searchParams.delete(WechatMpParams.error);
  return `${url.pathname}${url.search}${url.hash}`;
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One-tap login inside WeChat's browser through the official account's web authorisation (snsapi_userinfo).
 *
 * WeChat passes `state` back untouched but allows only 128 bytes of [a-zA-Z0-9]: it is a nonce and its MAC.
 * The return path travels in an HttpOnly cookie signed with the same key, which also binds the flow to the
 * browser that started it; the nonce is single-use in the KV. The callback does not log in: it leaves a
 * single-use ticket on the return address, and the page redeems it with the visitor's identity and invite
 * code, so the visitor's data moves to the account and a new account is asked the needs survey like any login.
 */
export function createWechatMpService(deps: WechatMpDeps) {
  const { kv, provider } = deps;
  const stateMac = (nonce: string) =>
    createHmac('sha256', deps.secret).update(`${STATE_PURPOSE}.${nonce}`).digest('hex').slice(0, 32);

  function nonceOfState(state: string | undefined): string | null {
    if (!state || !/^[0-9a-f]{56}$/.test(state)) return null;
    const [nonce, mac] = [state.slice(0, 24), state.slice(24)];
    return timingSafeEqual(Buffer.from(mac), Buffer.from(stateMac(nonce))) ? nonce : null;
  }

  function browserClaims(cookie: string | undefined): BrowserClaims | null {
    if (!cookie) return null;
    const verified = verifyToken<BrowserClaims>(deps.secret, COOKIE_PURPOSE, cookie);
    return verified.ok ? verified.payload : null;
  }

  async function exchange(code: string): Promise<WechatProfile | null> {
    try {
      return await provider.exchange(code);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ provider: err.provider, detail: err.detail }, 'wechat mp code exchange failed');
      return null;
    }
  }

  /** Where WeChat's answer sends the browser: the return path with a ticket, or with the reason it failed. */
  async function land(query: { code?: string; state?: string }, cookie: string | undefined): Promise<string> {
    const browser = browserClaims(cookie);
    const fail = (reason: WechatMpError) => withParam(browser?.r ?? HOME, WechatMpParams.error, reason);
    const nonce = nonceOfState(query.state);
    // Another browser's state, a forged one, or one already used (a replayed or reloaded callback).
    if (!browser || !nonce || nonce !== browser.n || !(await kv.del(nonceKey(nonce)))) return fail('expired');
    if (!query.code) return fail('denied');
    const wx = await exchange(query.code);
    if (!wx) return fail('failed');
    const ticket = randomBytes(16).toString('hex');
    await kv.set(ticketKey(ticket), JSON.stringify({ wx, n: nonce } satisfies Ticket), deps.ticketTtlMs);
    return withParam(browser.r, WechatMpParams.ticket, ticket);
  }

  return {
    mode: provider.mode,
    /** The authorisation address to send the browser to, and the cookie that binds the flow to it. */
    async start(returnTo: string | undefined) {
      const nonce = randomBytes(12).toString('hex');
      await kv.set(nonceKey(nonce), '1', deps.stateTtlMs);
      const claims: BrowserClaims = { n: nonce, r: safeReturnPath(returnTo, deps.publicUrl) };
      return {
        location: provider.qrUrl(`${nonce}${stateMac(nonce)}`),
        cookie: signToken(deps.secret, COOKIE_PURPOSE, claims, deps.stateTtlMs),
        maxAgeSeconds: Math.floor(deps.stateTtlMs / 1000),
      };
    },
    /** The OAuth callback; never throws, since the browser must land on a page that can say what happened. */
    async callback(query: { code?: string; state?: string }, cookie: string | undefined): Promise<string> {
      try {
        return await land(query, cookie);
      } catch (err) {
        deps.log.error({ err }, 'wechat mp callback failed');
        return withParam(browserClaims(cookie)?.r ?? HOME, WechatMpParams.error, 'failed');
      }
    },
    /** Sandbox 允许 / 拒绝: our callback with a fresh code, or without one as a refusal; null outside sandbox mode. */
    async sandboxDecide(state: string, allow: boolean): Promise<string | null> {
      if (!('authorize' in provider)) return null;
      const params = new URLSearchParams({ state });
      if (allow) params.set('code', await provider.authorize('微信用户'));
      return `${deps.callbackPath}?${params}`;
    },
    /** Test routes only: our callback for `state` with a sandbox code for an identity that authorised before. */
    async sandboxReturn(state: string, ids: { openid: string; unionid: string | null; nickname: string }) {
      if (!('authorizeAgain' in provider)) return null;
      const params = new URLSearchParams({ state, code: await provider.authorizeAgain(ids) });
      return `${deps.callbackPath}?${params}`;
    },
    /** Redeems the ticket once, in the browser that started the flow: a session, or a bind-phone token. */
    async login(
      body: { ticket: string; tk?: string | null },
      cookie: string | undefined,
      ctx: Omit<SignInContext, 'tk'>,
    ): Promise<WechatMpLoginResult> {
      const browser = browserClaims(cookie);
      const raw = browser ? await kv.get(ticketKey(body.ticket)) : null;
      const ticket = raw ? (JSON.parse(raw) as Ticket) : null;
      if (!browser || !ticket || ticket.n !== browser.n || !(await kv.del(ticketKey(body.ticket)))) {
        throw AppError.badRequest(LoginText.wechatMpExpired);
      }
      return deps.wechat.signInOrBind(ticket.wx, { ...ctx, tk: body.tk ?? null });
    },
  };
}

export type WechatMpService = ReturnType<typeof createWechatMpService>;
