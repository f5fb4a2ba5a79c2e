import type { Config } from '../../config.js';
import type { Kv } from '../../kv/index.js';
import { createOfficialWechat } from './official.wechat.js';
import { createSandboxWechat, type SandboxWechat } from './sandbox.wechat.js';
import type { WechatLoginProvider } from './wechat.provider.js';

export type { WechatLoginProvider, WechatProfile } from './wechat.provider.js';
export type { SandboxWechat } from './sandbox.wechat.js';

/** Official when WECHAT_APP_ID is set, else the sandbox page; `callbackUrl` and `sandboxPath` are our routes. */
export function createWechatLoginProvider(
  config: Config['wechat'],
  deps: { kv: Kv; callbackUrl: string; sandboxPath: string },
): WechatLoginProvider | SandboxWechat {
  if (!config.appId) return createSandboxWechat(deps);
  return createOfficialWechat({ ...config, appId: config.appId, redirectUri: deps.callbackUrl });
}
