import { siteConfigSchema } from '../site.js';
import { defineRoute } from './define.js';

export const siteRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/site/config',
    auth: 'public',
    tag: 'site',
    summary:
      '站点公开配置：是否为演示环境（及其模拟的服务）、是否开放微信登录与邮箱登录、客服/小程序/礼包二维码指向的地址',
    response: siteConfigSchema,
    noMessage: true,
  }),
};
