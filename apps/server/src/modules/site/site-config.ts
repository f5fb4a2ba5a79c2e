import type { SiteConfig } from '@lucina/contracts';
import type { Config } from '../../config.js';

/** The deployment facts the web needs on every page: the demo notice, which logins to offer, the QR targets. */
export function publicSiteConfig(config: Config): SiteConfig {
  return {
    demo: config.demo.on,
    simulated: config.demo.standIns,
    wechatLogin: config.features.wechatLogin,
    emailLogin: config.features.emailLogin,
    ...config.site,
  };
}
