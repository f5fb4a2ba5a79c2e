import type { FastifyInstance } from 'fastify';
import {
  Engagement,
  MARKET_CONFIG_IDS,
  MarketConfigLabels,
  MarketText,
  marketRoutes as api,
  type MarketService,
} from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import { marketImageSvg } from './market-image.js';
import { MARKET_CONTENT } from './market.content.js';

const imageUrl = (configId: number) => `${Engagement.mediaPrefix}/market/${configId}.svg`;

function card(configId: number): MarketService {
  const { title, summaryZh, tagsZh } = MARKET_CONTENT[configId]!;
  return { configId, label: MarketConfigLabels[configId]!, title, summaryZh, tagsZh, imageUrl: imageUrl(configId) };
}

/** The service square (/market) and its detail page (/retain/capital), open to visitors. */
export async function marketRoutes(app: FastifyInstance) {
  const cards = MARKET_CONFIG_IDS.map(card);
  // Drawn once at start: the content is fixed.
  const images = new Map(MARKET_CONFIG_IDS.map((id) => [String(id), marketImageSvg(MARKET_CONTENT[id]!)]));

  registerRoute(app, api.serviceList, async () => cards);
  registerRoute(app, api.retainMain, async ({ body }) => {
    const content = MARKET_CONTENT[body.configId];
    if (!content) throw AppError.notFound(MarketText.unknownService);
    const { accent: _accent, ...detail } = content;
    return { ...card(body.configId), ...detail };
  });

  app.get<{ Params: { name: string } }>(`${Engagement.mediaPrefix}/market/:name`, (req, reply) => {
    const svg = images.get(req.params.name.replace(/\.svg$/, ''));
    if (!svg || !req.params.name.endsWith('.svg')) throw AppError.notFound();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml')
      .send(svg);
  });
}
