import { randomBytes } from 'node:crypto';
import { LoginText, WECHAT_LOGIN_SOURCE, type WechatLoginMessage } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import { signToken, verifyToken } from '../../lib/signed-token.js';
import { ProviderError } from '../../providers/provider-error.js';
import type { SandboxWechat, WechatLoginProvider, WechatProfile } from '../../providers/wechat/index.js';
import { accountRepository } from './account.repository.js';
import type { AccountService, SignInContext } from './account.service.js';
import type { OtpService } from './otp.service.js';

/** What the QR's `state` remembers about the page that showed it. */
interface QrState {
  tk: string | null;
  tempToken: string | null;
}
/** The `encrypt` a scan without a bound phone returns: the WeChat identity, signed and expiring. */
type BindClaims = WechatProfile & { tk: string | null };

const BIND_PURPOSE = 'wechat-bind';
const stateKey = (state: string) => `wx:state:${state}`;

function message(ok: boolean, msg: string, extra: { token?: string; encrypt?: string } = {}): WechatLoginMessage {
  const base64 = Buffer.from(msg, 'utf8').toString('base64');
  return { source: WECHAT_LOGIN_SOURCE, ok, token: extra.token ?? null, encrypt: extra.encrypt ?? null, msg: base64 };
}

/** The phone's account already has this app's WeChat, or another WeChat user (by unionid). */
function boundToOtherWechat(user: UserRow, wx: WechatProfile): boolean {
  const sameApp = wx.app === 'mp' ? user.wechatMpOpenId : user.wechatOpenId;
  const otherUnion = user.wechatUnionId !== null && user.wechatUnionId !== wx.unionid;
  return sameApp !== null || otherUnion;
}

/** An account found by unionid through the other app learns this app's openid (e.g. for JSAPI payment). */
const lacksOpenId = (user: UserRow, wx: WechatProfile) =>
  (wx.app === 'mp' ? user.wechatMpOpenId : user.wechatOpenId) === null;

/** How a bind-phone login lands: refused on conflicting bindings, otherwise which account and what to change. */
async function planBind(repo: ReturnType<typeof accountRepository>, wx: WechatProfile, mobile: string) {
  const [byWechat, byPhone] = [await repo.findByWechat(wx), await repo.findByPhone(mobile)];
  if (byWechat) {
    if (byWechat.phone && byWechat.phone !== mobile) throw AppError.conflict(LoginText.wechatTakenByOtherPhone);
    if (byPhone && byPhone.id !== byWechat.id) throw AppError.conflict(LoginText.phoneTakenByOtherWechat);
    return { user: byWechat, change: byWechat.phone ? ('none' as const) : ('setPhone' as const) };
  }
  if (byPhone) {
    if (boundToOtherWechat(byPhone, wx)) throw AppError.conflict(LoginText.phoneTakenByOtherWechat);
    return { user: byPhone, change: 'attachWechat' as const };
  }
  return { user: null, change: 'create' as const };
}

export interface WechatLoginDeps {
  db: Database;
  kv: Kv;
  provider: WechatLoginProvider | SandboxWechat;
  accounts: AccountService;
  otp: OtpService;
  secret: string;
  stateTtlMs: number;
  bindTtlMs: number;
  /** Path of our OAuth callback, where the sandbox page sends its code. */
  callbackPath: string;
  log: Logger;
  metrics?: Metrics;
}

/** WeChat website QR login: single-use state, code exchange, then a session or a bind-phone token. */
export function createWechatLoginService(deps: WechatLoginDeps) {
  const { kv, provider, accounts } = deps;
  const metrics = deps.metrics ?? noMetrics;

  async function takeState(state: string): Promise<QrState | null> {
    const raw = await kv.get(stateKey(state));
    if (!raw || !(await kv.del(stateKey(state)))) return null;
    return JSON.parse(raw) as QrState;
  }

  async function completeScan(query: { code?: string; state?: string }, meta: SignInContext['meta']) {
    const qr = query.state ? await takeState(query.state) : null;
    if (!qr) return message(false, LoginText.wechatStateInvalid);
    if (!query.code) return message(false, LoginText.wechatDenied);
    let wx: WechatProfile;
    try {
      wx = await provider.exchange(query.code);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ provider: err.provider, detail: err.detail }, 'wechat code exchange failed');
      return message(false, LoginText.wechatFailed);
    }
    const outcome = await signInOrBind(wx, { tempToken: qr.tempToken, tk: qr.tk, meta });
    if (outcome.login) return message(true, LoginText.wechatLoggedIn, { token: outcome.login.token });
    return message(true, LoginText.wechatNeedsPhone, { encrypt: outcome.encrypt });
  }

  /**
   * A WeChat identity whose account has a phone logs in; any other binds a phone first (dialog 10), which
   * creates the account or joins the phone's. Shared by the QR scan and the one-tap login in WeChat.
   */
  async function signInOrBind(wx: WechatProfile, ctx: SignInContext) {
    const user = await accountRepository(deps.db).findByWechat(wx);
    if (user?.phone) {
      const login = await accounts.signIn(async (_tx, repo) => {
        if (lacksOpenId(user, wx)) await repo.attachWechat(user.id, wx);
        return { user, created: false };
      }, ctx);
      metrics.login.loggedIn('wechat');
      return { login, encrypt: null };
    }
    const claims: BindClaims = { ...wx, tk: ctx.tk ?? null };
    return { login: null, encrypt: signToken(deps.secret, BIND_PURPOSE, claims, deps.bindTtlMs) };
  }

  return {
    mode: provider.mode,
    signInOrBind,
    async qrConfig(input: QrState) {
      const state = randomBytes(16).toString('hex');
      await kv.set(stateKey(state), JSON.stringify(input), deps.stateTtlMs);
      return { mode: provider.mode, url: provider.qrUrl(state), expiresInSeconds: Math.floor(deps.stateTtlMs / 1000) };
    },
    /** Sandbox "scan": where to send the frame next (our callback with a fresh code); null outside sandbox mode. */
    async sandboxAuthorize(state: string, nickname: string): Promise<string | null> {
      if (!('authorize' in provider)) return null;
      const code = await provider.authorize(nickname.trim().slice(0, 20) || '微信用户');
      return `${deps.callbackPath}?${new URLSearchParams({ code, state })}`;
    },
    /** The OAuth callback's window message; never throws, since the frame must always answer the modal. */
    async callback(query: { code?: string; state?: string }, meta: SignInContext['meta']) {
      try {
        return await completeScan(query, meta);
      } catch (err) {
        deps.log.error({ err }, 'wechat login callback failed');
        return message(false, LoginText.wechatFailed);
      }
    },
    async bindPhoneLogin(body: { mobile: string; encrypt: string; otpCode: string }, ctx: Omit<SignInContext, 'tk'>) {
      const verified = verifyToken<BindClaims>(deps.secret, BIND_PURPOSE, body.encrypt);
      if (!verified.ok) {
        throw AppError.badRequest(
          verified.reason === 'expired' ? LoginText.bindTokenExpired : LoginText.bindTokenInvalid,
        );
      }
      // Tokens from before the official account carry no app: they are the website's.
      const wx: BindClaims = { ...verified.payload, app: verified.payload.app ?? 'open' };
      // The code first: who a phone is bound to is told only to its owner. Conflicts are refused in the transaction.
      await deps.otp.consume({ channel: 'sms', purpose: 'bind', target: body.mobile }, body.otpCode);
      const result = await accounts.signIn(
        async (tx, repo) => {
          const plan = await planBind(repo, wx, body.mobile);
          if (plan.change === 'create') {
            const fields = {
              phone: body.mobile,
              ...(wx.app === 'mp' ? { wechatMpOpenId: wx.openid } : { wechatOpenId: wx.openid }),
              wechatUnionId: wx.unionid,
              userIcon: wx.headimgurl,
            };
            const user = await accounts.createUser(tx, { ...fields, nickname: wx.nickname.slice(0, 30) || undefined });
            return { user, created: true };
          }
          if (plan.change === 'setPhone') await repo.setPhone(plan.user.id, body.mobile);
          if (plan.change !== 'attachWechat' && lacksOpenId(plan.user, wx)) await repo.attachWechat(plan.user.id, wx);
          if (plan.change === 'attachWechat') await repo.attachWechat(plan.user.id, wx);
          return { user: plan.user, created: false };
        },
        { ...ctx, tk: wx.tk },
      );
      metrics.login.loggedIn('wechat');
      return result;
    },
  };
}

export type WechatLoginService = ReturnType<typeof createWechatLoginService>;
