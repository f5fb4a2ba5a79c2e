import { z } from 'zod';
import {
  adminBannerSchema,
  adminConsultantSchema,
  adminMarketServiceSchema,
  bannerInputSchema,
  consultantInputSchema,
  contentImageKindSchema,
  faqListSchema,
  helpTextsSchema,
  homePromptsSchema,
  marketServiceInputSchema,
  quickCommandListSchema,
  siteLinksSchema,
} from '../content.js';
import { quickCommandSchema } from '../chat.js';
import { defineRoute } from './define.js';

const operator = { auth: 'user', role: 'operator', tag: 'admin' } as const;

/** The site-wide texts an operator edits, one section at a time. */
export const siteSectionSchema = z.enum(['links', 'faq', 'help', 'quickCommands', 'homePrompts'], {
  message: '内容分区只能是 links、faq、help、quickCommands 或 homePrompts',
});
export type SiteSection = z.infer<typeof siteSectionSchema>;

export const siteSaveBodySchema = z.discriminatedUnion(
  'section',
  [
    z.object({ section: z.literal('links'), value: siteLinksSchema }),
    z.object({ section: z.literal('faq'), value: faqListSchema }),
    z.object({ section: z.literal('help'), value: helpTextsSchema }),
    z.object({ section: z.literal('quickCommands'), value: quickCommandListSchema }),
    z.object({ section: z.literal('homePrompts'), value: homePromptsSchema }),
  ],
  { message: '内容分区只能是 links、faq、help、quickCommands 或 homePrompts' },
);
export type SiteSaveBody = z.infer<typeof siteSaveBodySchema>;

/** Every section as the site shows it now; `customized` says whether it is the console's value or the default. */
export const adminSiteContentSchema = z.object({
  links: siteLinksSchema,
  faq: faqListSchema,
  help: helpTextsSchema,
  quickCommands: z.array(quickCommandSchema),
  homePrompts: homePromptsSchema,
  customized: z.array(siteSectionSchema),
  /** The deployment's own QR targets (SUPPORT_URL …), which apply while `links` is not customized. */
  defaultLinks: siteLinksSchema,
});
export type AdminSiteContent = z.infer<typeof adminSiteContentSchema>;

const bannerId = z.object({ id: z.number({ message: '横幅 ID 须为整数' }).int().positive('横幅 ID 须为整数') });
const consultantId = z.object({ id: z.uuid({ message: '顾问 ID 格式不正确' }) });

export const adminContentRoutes = {
  contentImage: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/content/image',
    summary: '上传内容图片（multipart 字段 file；JPG/PNG/WebP，≤ 5MB），按用途重新编码为 WebP，返回地址',
    query: z.object({ kind: contentImageKindSchema }),
    response: z.object({ url: z.string() }),
  }),
  bannerList: defineRoute({
    ...operator,
    method: 'GET',
    path: '/admin/banners',
    summary: '全部横幅（含未启用、未开始和已结束的）',
    response: z.array(adminBannerSchema),
  }),
  bannerSave: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/banners/save',
    summary: '新增（不带 id）或修改横幅',
    body: bannerInputSchema,
    response: adminBannerSchema,
  }),
  bannerDelete: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/banners/delete',
    summary: '删除横幅',
    body: bannerId,
    response: z.null(),
  }),
  marketList: defineRoute({
    ...operator,
    method: 'GET',
    path: '/admin/market',
    summary: '服务广场的全部服务及其详情页内容（含已下线的）',
    response: z.array(adminMarketServiceSchema),
  }),
  marketSave: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/market/save',
    summary: '修改一项服务：卡片、详情页内容与图片、排序、上下线',
    body: marketServiceInputSchema,
    response: adminMarketServiceSchema,
  }),
  consultantList: defineRoute({
    ...operator,
    method: 'GET',
    path: '/admin/consultants',
    summary: '全部顾问（含未启用的）',
    response: z.array(adminConsultantSchema),
  }),
  consultantSave: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/consultants/save',
    summary: '新增（不带 id）或修改顾问',
    body: consultantInputSchema,
    response: adminConsultantSchema,
  }),
  consultantDelete: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/consultants/delete',
    summary: '删除顾问',
    body: consultantId,
    response: z.null(),
  }),
  siteContent: defineRoute({
    ...operator,
    method: 'GET',
    path: '/admin/site',
    summary: '站点内容：二维码指向、常见问题、帮助文案、快捷指令、首页推荐问题',
    response: adminSiteContentSchema,
  }),
  siteSave: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/site/save',
    summary: '保存站点内容的一个分区，所有实例立即生效',
    body: siteSaveBodySchema,
    response: adminSiteContentSchema,
  }),
  siteReset: defineRoute({
    ...operator,
    method: 'POST',
    path: '/admin/site/reset',
    summary: '把站点内容的一个分区恢复为默认值',
    body: z.object({ section: siteSectionSchema }),
    response: adminSiteContentSchema,
  }),
};
