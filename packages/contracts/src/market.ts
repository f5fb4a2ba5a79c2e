import { z } from 'zod';
import { MarketConfigLabels } from './pages.js';
import { fenToYuan } from './payments.js';

export const MARKET_CONFIG_IDS = Object.keys(MarketConfigLabels).map(Number);

export const MarketText = {
  unknownService: '该服务不存在或已下线',
  configIdInvalid: '服务编号（configId）只能是 5–8、10–14',
  priceOnRequest: '价格咨询老师',
} as const;

export const marketConfigIdSchema = z
  .number({ message: MarketText.configIdInvalid })
  .int(MarketText.configIdInvalid)
  .refine((id) => MARKET_CONFIG_IDS.includes(id), { message: MarketText.configIdInvalid });

/** One service of the square as its card shows it. */
export const marketServiceSchema = z.object({
  configId: z.number().int(),
  /** The breadcrumb label of SPEC §2. */
  label: z.string(),
  title: z.string(),
  summaryZh: z.string(),
  /** Hero image made for the product, served by this server. */
  imageUrl: z.string(),
  tagsZh: z.array(z.string()),
  /** The lowest price the operator set, integer fen; null: priced on consultation. */
  priceFromFen: z.number().int().nullable(),
});
export type MarketService = z.infer<typeof marketServiceSchema>;

/** The detail page (/retain/capital?configId=…): who it suits, what is delivered and how it runs. */
export const marketServiceDetailSchema = marketServiceSchema.extend({
  introZh: z.string(),
  suitsZh: z.array(z.string()),
  deliversZh: z.array(z.string()),
  processZh: z.array(z.object({ title: z.string(), description: z.string() })),
  formatZh: z.string(),
  durationZh: z.string(),
  faqZh: z.array(z.object({ q: z.string(), a: z.string() })),
  /** Further images of the detail page, in order. */
  detailImages: z.array(z.string()),
  /** Students this service helped, as the operator tells them. */
  casesZh: z.array(z.object({ title: z.string(), summary: z.string() })),
  /** The teachers who deliver it. */
  teachers: z.array(z.object({ name: z.string(), title: z.string(), avatarUrl: z.string(), bio: z.string() })),
});
export type MarketServiceDetail = z.infer<typeof marketServiceDetailSchema>;

/**
 * A card's price line: 「¥ 99 起」 (whole yuan without decimals) or, with no price set, the honest 「价格咨询老师」.
 * One function for the app's card and the server's static shell, so both say the same.
 */
export function marketPriceLabel(priceFromFen: number | null): string {
  if (priceFromFen === null) return MarketText.priceOnRequest;
  const yuan = fenToYuan(priceFromFen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
  return `¥ ${yuan} 起`;
}
