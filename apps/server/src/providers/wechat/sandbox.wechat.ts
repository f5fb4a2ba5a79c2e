import { randomBytes } from 'node:crypto';
import type { Kv } from '../../kv/index.js';
import { ProviderError } from '../provider-error.js';
import type { WechatLoginProvider, WechatProfile } from './wechat.provider.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const codeKey = (code: string) => `wx:sandbox:code:${code}`;

export interface SandboxWechat extends WechatLoginProvider {
  /** What "scanning" on the sandbox page does: a single-use code for a brand-new identity shown as `nickname`. */
  authorize(nickname: string): Promise<string>;
}

/**
 * Stands in for WeChat when no app is configured. Every scan is a fresh random identity: a typed
 * nickname is only a display name, so nobody can reach another person's account by typing theirs.
 */
export function createSandboxWechat(deps: { kv: Kv; sandboxPath: string }): SandboxWechat {
  return {
    mode: 'sandbox',
    qrUrl(state) {
      return `${deps.sandboxPath}?${new URLSearchParams({ state })}`;
    },
    async authorize(nickname) {
      const id = randomBytes(12).toString('hex');
      const profile: WechatProfile = {
        openid: `sandbox-o-${id}`,
        unionid: `sandbox-u-${id}`,
        nickname,
        headimgurl: '',
      };
      const code = randomBytes(16).toString('hex');
      await deps.kv.set(codeKey(code), JSON.stringify(profile), CODE_TTL_MS);
      return code;
    },
    async exchange(code) {
      const raw = await deps.kv.get(codeKey(code));
      // Like WeChat, a code works once.
      if (!raw || !(await deps.kv.del(codeKey(code))))
        throw new ProviderError('wechat-sandbox', { code: 'invalid code' });
      return JSON.parse(raw) as WechatProfile;
    },
  };
}
