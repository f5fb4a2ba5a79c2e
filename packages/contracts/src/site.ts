import { z } from 'zod';
import type { DialogBoot, QuickCommand, UserInputBox } from './chat.js';
import type { Banner } from './engagement.js';
import type { MarketService } from './market.js';

/** Stand-ins a demonstration runs instead of real services. */
export const simulatedServiceSchema = z.enum(['wechatLogin', 'payment', 'sms', 'email']);
export type SimulatedService = z.infer<typeof simulatedServiceSchema>;

/** Where the product's contact QR codes point by default: the public support page and its sections. */
export const SiteDefaults = {
  supportUrl: '/support',
  miniProgramUrl: '/support#mini-program',
  giftContactUrl: '/support#gift',
  /** None by default: the contact dialogs then offer only the QR. */
  supportWechatId: '',
  /** Filing numbers (ICP 备案, 公安备案, 生成式人工智能服务备案): none until set; the footer shows only those set. */
  icpFiling: '',
  psbFiling: '',
  genaiFiling: '',
  /** The offline assistant, until a model is configured. */
  aiModel: { offline: true, model: '', provider: '' },
} as const;

/** A filing number as the authority issued it, e.g. 京ICP备12345678号-1 or 京公网安备11010802012345号. */
export const filingSchema = z.string().trim().max(64, '备案号最多 64 个字');

/** Where each filing number links: the MIIT's ICP search, and the MPS search with the number's digits. */
export const FilingLinks = {
  icp: 'https://beian.miit.gov.cn/',
  psb: (filing: string) => {
    const code = filing.replace(/\D/g, '');
    return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : 'https://beian.mps.gov.cn/';
  },
} as const;

/** The model that answers, from configuration, shown on the public 「关于 AI 服务」 page (TC260-003 transparency). */
export const aiModelSchema = z.object({
  /** The built-in offline assistant answers: no outside model is used. */
  offline: z.boolean(),
  /** The upstream model's name (LLM_MODEL), '' when offline. */
  model: z.string(),
  /** Who provides it (LLM_PROVIDER_NAME, else the API's host), '' when offline. */
  provider: z.string(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/**
 * The customer-service WeChat ID an operator may set, which a phone user copies to add the agent (a QR on the
 * phone showing it cannot be scanned). WeChat's own rule: 6–20 letters, digits, '_' or '-', starting with a letter.
 */
export const WechatIdPattern = /^(?:[A-Za-z][-_A-Za-z0-9]{5,19})?$/;
export const WechatIdInvalid = '微信号须为 6–20 位字母、数字、下划线或减号，以字母开头';
export const wechatIdSchema = z.string().trim().regex(WechatIdPattern, WechatIdInvalid);

/** Whitespace, C0 and C1 control characters: browsers strip or fold some of them, so none is kept in a link. */
const hasSpaceOrControl = (v: string) =>
  Array.from(v).some((c) => {
    const code = c.codePointAt(0)!;
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(c);
  });

/**
 * A link an operator sets (QR targets, banner redirects, SUPPORT_URL and the like): an absolute http(s) address,
 * or a path of this site (resolved against its origin). A path never starts `//` or `/\` and holds no backslash:
 * browsers read `/\evil.com` like `//evil.com`, another origin.
 */
export function isSiteLink(v: string): boolean {
  if (hasSpaceOrControl(v)) return false;
  if (/^https?:\/\/./i.test(v)) return true;
  return v.startsWith('/') && v[1] !== '/' && !v.includes('\\');
}

export const siteLinkSchema = z.string().refine(isSiteLink, {
  message: '链接须为 http(s) 地址或以 / 开头的站内路径',
});

/** What every page needs to know about this deployment before anyone logs in. */
export const siteConfigSchema = z.object({
  /** A demonstration: the site says so on every page. */
  demo: z.boolean(),
  /** The stand-ins behind the demonstration, so the notice can name them. */
  simulated: z.array(simulatedServiceSchema),
  /** The login dialog offers the WeChat tab. */
  wechatLogin: z.boolean(),
  /** Inside WeChat's browser the login dialog offers one-tap login (official-account authorisation). */
  wechatMpLogin: z.boolean(),
  /** The login form takes an email as well as a phone. */
  emailLogin: z.boolean(),
  /** Where the customer-service, mini-program and first-purchase gift QR codes lead. */
  supportUrl: siteLinkSchema,
  miniProgramUrl: siteLinkSchema,
  giftContactUrl: siteLinkSchema,
  /** The customer-service WeChat ID to copy; '' when none is set. */
  supportWechatId: wechatIdSchema,
  /** Filing numbers for the footer; '' when not set (then not shown). */
  icpFiling: filingSchema,
  psbFiling: filingSchema,
  genaiFiling: filingSchema,
  aiModel: aiModelSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * What every page's first screen needs from the API, sent by the server inside index.html: the app renders
 * its first frame with it instead of waiting for these answers, so nothing moves when they would have come.
 */
export interface BootData {
  site: SiteConfig;
  banners: Banner[];
  /** The chat's settings (GET dialogBoot, userInputBox, quickCommandConfig): the same for everyone. */
  chat: { boot: DialogBoot; inputBox: UserInputBox; quickCommands: QuickCommand[] };
  /** The service square's cards (GET marketServices): the same for everyone. */
  market: MarketService[];
}

/** How the demo notice names each stand-in. */
export const SimulatedServiceText: Record<SimulatedService, string> = {
  wechatLogin: '微信登录',
  payment: '支付',
  sms: '短信验证码',
  email: '邮箱验证码',
};
