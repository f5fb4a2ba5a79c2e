import type { SiteConfig, SiteLinks } from '@lucina/contracts';
import type { Config } from '../../config.js';

/**
 * The deployment facts the web needs on every page: the demo notice, which logins to offer, and the QR
 * targets and filing numbers (the console's, or the deployment's SUPPORT_URL, ICP_FILING etc. until an operator sets
 * them), and the model in use for the 「关于 AI 服务」 page.
 */
export function publicSiteConfig(config: Config, links: SiteLinks): SiteConfig {
  return {
    demo: config.demo.on,
    simulated: config.demo.standIns,
    wechatLogin: config.features.wechatLogin,
    wechatMpLogin: config.features.wechatLogin && config.wechatMp.mode !== 'off',
    emailLogin: config.features.emailLogin,
    ...links,
    aiModel:
      config.llm.provider === 'offline'
        ? { offline: true, model: '', provider: '' }
        : { offline: false, model: config.llm.model, provider: config.llm.providerName },
  };
}
