import type { Config } from '../../config.js';
import type { Kv } from '../../kv/index.js';
import { createOfficialWechat, createOfficialWechatMp } from './official.wechat.js';
import { createSandboxWechat, type SandboxWechat } from './sandbox.wechat.js';
import type { WechatLoginProvider } from './wechat.provider.js';

export type { WechatApp, WechatLoginProvider, WechatProfile } from './wechat.provider.js';
export type { SandboxWechat } from './sandbox.wechat.js';

/** Official when WECHAT_APP_ID is set, else the sandbox page; `callbackUrl` and `sandboxPath` are our routes. */
export function createWechatLoginProvider(
  config: Config['wechat'],
  deps: { kv: Kv; callbackUrl: string; sandboxPath: string },
): WechatLoginProvider | SandboxWechat {
  if (!config.appId) return createSandboxWechat(deps);
  return createOfficialWechat({ ...config, appId: config.appId, redirectUri: deps.callbackUrl });
}

/** One-tap login in WeChat's browser: the official account, its sandbox stand-in, or none (mode off). */
export function createWechatMpProvider(
  config: Config['wechatMp'],
  deps: { kv: Kv; callbackUrl: string; sandboxPath: string },
): WechatLoginProvider | SandboxWechat | null {
  if (config.mode === 'off') return null;
  if (config.mode === 'sandbox' || !config.appId) return createSandboxWechat({ ...deps, app: 'mp' });
  return createOfficialWechatMp({ ...config, appId: config.appId, redirectUri: deps.callbackUrl });
}
