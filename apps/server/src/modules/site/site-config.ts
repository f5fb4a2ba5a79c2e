import type { SiteConfig, SiteLinks } from '@lucina/contracts';
import type { Config } from '../../config.js';

/**
 * The deployment facts the web needs on every page: the demo notice, which logins to offer, and the QR
 * targets (the console's, or the deployment's SUPPORT_URL etc. until an operator sets them).
 */
export function publicSiteConfig(config: Config, links: SiteLinks): SiteConfig {
  return {
    demo: config.demo.on,
    simulated: config.demo.standIns,
    wechatLogin: config.features.wechatLogin,
    wechatMpLogin: config.features.wechatLogin && config.wechatMp.mode !== 'off',
    emailLogin: config.features.emailLogin,
    ...links,
  };
}
