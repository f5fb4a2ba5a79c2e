import { randomBytes } from 'node:crypto';
import type { Kv } from '../../kv/index.js';
import { ProviderError } from '../provider-error.js';
import type { WechatApp, WechatLoginProvider, WechatProfile } from './wechat.provider.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const codeKey = (code: string) => `wx:sandbox:code:${code}`;
/** A sandbox identity is random: the same for both apps would need a real WeChat user behind them. */
const idPrefix: Record<WechatApp, string> = { open: 'sandbox-o-', mp: 'sandbox-mp-o-' };

export interface SandboxWechat extends WechatLoginProvider {
  /** What "scanning" on the sandbox page does: a single-use code for a brand-new identity shown as `nickname`. */
  authorize(nickname: string): Promise<string>;
  /**
   * A code for an identity that authorised before, as WeChat gives a returning user. Only the test routes call
   * it: the sandbox page itself never lets a visitor name an identity.
   */
  authorizeAgain(ids: { openid: string; unionid: string | null; nickname: string }): Promise<string>;
}

/**
 * Stands in for WeChat when no app is configured. Every scan is a fresh random identity: a typed
 * nickname is only a display name, so nobody can reach another person's account by typing theirs.
 */
export function createSandboxWechat(deps: { kv: Kv; sandboxPath: string; app?: WechatApp }): SandboxWechat {
  const app = deps.app ?? 'open';
  const issue = async (profile: WechatProfile) => {
    const code = randomBytes(16).toString('hex');
    await deps.kv.set(codeKey(code), JSON.stringify(profile), CODE_TTL_MS);
    return code;
  };
  return {
    mode: 'sandbox',
    qrUrl(state) {
      return `${deps.sandboxPath}?${new URLSearchParams({ state })}`;
    },
    async authorize(nickname) {
      const id = randomBytes(12).toString('hex');
      return issue({ app, openid: `${idPrefix[app]}${id}`, unionid: `sandbox-u-${id}`, nickname, headimgurl: '' });
    },
    async authorizeAgain(ids) {
      return issue({ app, ...ids, headimgurl: '' });
    },
    async exchange(code) {
      const raw = await deps.kv.get(codeKey(code));
      // Like WeChat, a code works once.
      if (!raw || !(await deps.kv.del(codeKey(code))))
        throw new ProviderError('wechat-sandbox', { code: 'invalid code' });
      const profile = JSON.parse(raw) as WechatProfile;
      // A code is for the app that issued it, as WeChat's are.
      if (profile.app !== app) throw new ProviderError('wechat-sandbox', { code: 'other app' });
      return profile;
    },
  };
}
