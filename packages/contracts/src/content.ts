import { z } from 'zod';
import { marketConfigIdSchema } from './market.js';
import { filingSchema, siteLinkSchema, wechatIdSchema } from './site.js';

/** Limits of what operators edit in the console: banners, services, consultants and the site's texts. */
export const Content = {
  /** Uploaded images are re-encoded to WebP and served under /media/<folder>. */
  mediaFolder: 'content',
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] as const },
  faqMax: 50,
  quickCommandsMax: 8,
  homeQuestionsMax: 6,
  detailImagesMax: 6,
  specialtiesMax: 6,
  marketCasesMax: 6,
  marketTeachersMax: 6,
  /** ¥ 99 999: a service's 「起」 price above this is a typo. */
  marketPriceMaxFen: 9_999_900,
} as const;

/** What an uploaded image is for; each kind has its own size (see the server's content images). */
export const contentImageKindSchema = z.enum(
  ['bannerPc', 'bannerPhone', 'marketHero', 'marketDetail', 'consultantPhoto', 'consultantQr'],
  { message: '图片用途不正确' },
);
export type ContentImageKind = z.infer<typeof contentImageKindSchema>;

export const ContentText = {
  imageMissing: '请选择要上传的图片',
  imageTooLarge: '图片不能超过 5MB',
  imageNotOurs: '图片须通过后台上传',
  bannerNotFound: '横幅不存在或已删除',
  serviceNotFound: '该服务不存在',
  consultantNotFound: '顾问不存在或已删除',
  windowInvalid: '结束时间须晚于开始时间',
  hollandInvalid: '霍兰德代码须为 1–3 个不重复的字母（R、I、A、S、E、C）',
} as const;

/**
 * An image a content row may show: one this server re-encoded from an upload (/media/content/<uuid>.webp)
 * or a shipped banner; never an outside address, so nothing shown to users skips the re-encoding.
 */
export const contentImageUrlSchema = z
  .string()
  .regex(/^\/media\/(?:content\/[0-9a-f-]{36}\.webp|banners\/[a-z0-9-]+\.svg)$/, ContentText.imageNotOurs);
/** The same, or empty when the row has no such image. */
export const optionalImageUrlSchema = z.union([z.literal(''), contentImageUrlSchema]);

const text = (label: string, max: number) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多 ${max} 字`);
const textList = (label: string, itemMax: number, max: number) =>
  z.array(text(label, itemMax)).min(1, `请至少填写一条${label}`).max(max, `${label}最多 ${max} 条`);

/* ---------- FAQ, help texts, quick commands, home prompts, QR targets ---------- */

export const faqItemSchema = z.object({
  question: text('问题', 100),
  answer: text('回答', 2000),
  /** Also shown on the support page. */
  featured: z.boolean(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z.array(faqItemSchema).max(Content.faqMax, `常见问题最多 ${Content.faqMax} 条`);

/** Texts of the support and help pages that operators keep current (hours, reply time, intros). */
export const helpTextsSchema = z.object({
  supportIntro: text('客服页介绍', 200),
  serviceHours: text('服务时间', 60),
  replyTime: text('回复时效', 60),
  feedbackIntro: text('反馈表单说明', 200),
});
export type HelpTexts = z.infer<typeof helpTextsSchema>;

export const quickCommandInputSchema = z.object({ name: text('指令名称', 10), prompt: text('指令内容', 200) });
export const quickCommandListSchema = z
  .array(quickCommandInputSchema)
  .max(Content.quickCommandsMax, `快捷指令最多 ${Content.quickCommandsMax} 个`);

/** The planner's greeting and the first questions every visitor is offered (induceMessage). */
export const homePromptsSchema = z.object({
  greeting: text('开场问候', 200),
  questions: textList('推荐问题', 50, Content.homeQuestionsMax),
});
export type HomePrompts = z.infer<typeof homePromptsSchema>;

export const siteLinksSchema = z.object({
  supportUrl: siteLinkSchema,
  miniProgramUrl: siteLinkSchema,
  giftContactUrl: siteLinkSchema,
  // Links saved before the WeChat ID existed read as having none.
  supportWechatId: wechatIdSchema.default(''),
  // Filing numbers, edited with the links; saved links from before they existed read as none set.
  icpFiling: filingSchema.default(''),
  psbFiling: filingSchema.default(''),
  genaiFiling: filingSchema.default(''),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

/** GET /site/help: the FAQ and the help texts of the support and help pages. */
export const siteHelpSchema = z.object({ faq: z.array(faqItemSchema), texts: helpTextsSchema });
export type SiteHelp = z.infer<typeof siteHelpSchema>;

/* ---------- Banners, services, consultants as the console edits them ---------- */

const isoOrNull = z.iso.datetime({ message: '时间格式不正确', offset: true }).nullable();
const sortSchema = z
  .number({ message: '排序须为整数' })
  .int('排序须为整数')
  .min(-9999, '排序须在 -9999 到 9999 之间')
  .max(9999, '排序须在 -9999 到 9999 之间');

export const bannerInputSchema = z
  .object({
    /** Absent: a new banner. */
    id: z.number().int().positive().optional(),
    title: text('标题', 40),
    pcImageUrl: contentImageUrlSchema,
    /** Empty: phones show the PC image. */
    phoneImageUrl: optionalImageUrlSchema,
    redirectUrl: z.union([z.literal(''), siteLinkSchema]),
    sort: sortSchema,
    enabled: z.boolean(),
    startsAt: isoOrNull,
    endsAt: isoOrNull,
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: ContentText.windowInvalid,
    path: ['endsAt'],
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pcImageUrl: z.string(),
  phoneImageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updateTime: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const marketServiceInputSchema = z.object({
  configId: marketConfigIdSchema,
  title: text('服务名称', 30),
  summaryZh: text('一句话介绍', 80),
  tagsZh: textList('标签', 10, 5),
  introZh: text('服务介绍', 1000),
  suitsZh: textList('适合人群', 100, 8),
  deliversZh: textList('服务内容', 100, 10),
  processZh: z
    .array(z.object({ title: text('步骤名称', 20), description: text('步骤说明', 200) }))
    .min(1, '请至少填写一个服务流程步骤')
    .max(8, '服务流程最多 8 步'),
  formatZh: text('服务形式', 40),
  durationZh: text('服务周期', 40),
  faqZh: z.array(z.object({ q: text('问题', 100), a: text('回答', 500) })).max(10, '常见问题最多 10 条'),
  /** Empty: the card shows the image drawn from the title, summary and tags. */
  heroImageUrl: optionalImageUrlSchema,
  detailImages: z
    .array(contentImageUrlSchema)
    .max(Content.detailImagesMax, `详情图片最多 ${Content.detailImagesMax} 张`),
  /** Null: the card says the price is given on consultation. */
  priceFromFen: z
    .number({ message: '起价须为金额' })
    .int('起价须精确到分')
    .min(1, '起价须大于 0')
    .max(Content.marketPriceMaxFen, `起价不能超过 ¥${Content.marketPriceMaxFen / 100}`)
    .nullable(),
  casesZh: z
    .array(z.object({ title: text('案例标题', 30), summary: text('案例介绍', 300) }))
    .max(Content.marketCasesMax, `案例最多 ${Content.marketCasesMax} 个`),
  teachers: z
    .array(
      z.object({
        name: text('老师姓名', 20),
        title: text('老师头衔', 30),
        avatarUrl: optionalImageUrlSchema,
        bio: text('老师简介', 300),
      }),
    )
    .max(Content.marketTeachersMax, `老师最多 ${Content.marketTeachersMax} 位`),
  sort: sortSchema,
  enabled: z.boolean(),
});
export type MarketServiceInput = z.infer<typeof marketServiceInputSchema>;
export const adminMarketServiceSchema = marketServiceInputSchema.extend({
  label: z.string(),
  /** What the site shows: the uploaded hero, or the drawn one. */
  imageUrl: z.string(),
  updateTime: z.string(),
});
export type AdminMarketService = z.infer<typeof adminMarketServiceSchema>;

export const hollandCodesSchema = z
  .string({ message: ContentText.hollandInvalid })
  .regex(/^[RIASEC]{1,3}$/, ContentText.hollandInvalid)
  .refine((s) => new Set(s).size === s.length, ContentText.hollandInvalid);

export const consultantInputSchema = z.object({
  /** Absent: a new consultant. */
  id: z.uuid({ message: '顾问 ID 格式不正确' }).optional(),
  name: text('姓名', 20),
  photoUrl: optionalImageUrlSchema,
  title: text('头衔', 30),
  years: z.number({ message: '从业年限须为整数' }).int('从业年限须为整数').min(0).max(60, '从业年限最多 60 年'),
  specialtiesZh: textList('擅长领域', 20, Content.specialtiesMax),
  introZh: text('个人简介', 300),
  /** The interest types whose people this consultant most often guides, e.g. "SE". */
  hollandCodes: hollandCodesSchema,
  contactQrUrl: optionalImageUrlSchema,
  /** The consultant's WeChat ID, offered to copy beside the QR on a phone; empty: none. */
  contactWechatId: wechatIdSchema.default(''),
  /** The market service a consultation is booked through. */
  serviceConfigId: marketConfigIdSchema,
  sort: sortSchema,
  enabled: z.boolean(),
});
export type ConsultantInput = z.infer<typeof consultantInputSchema>;
export const adminConsultantSchema = consultantInputSchema.required({ id: true }).extend({ updateTime: z.string() });
export type AdminConsultant = z.infer<typeof adminConsultantSchema>;
