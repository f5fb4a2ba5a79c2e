import { siteHelpSchema } from '../content.js';
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
  help: defineRoute({
    method: 'GET',
    path: '/site/help',
    auth: 'public',
    tag: 'site',
    summary: '常见问题与客服页、帮助页的说明文字（运营在后台维护）',
    response: siteHelpSchema,
    noMessage: true,
  }),
};
