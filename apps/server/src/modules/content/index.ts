import type { Config } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { createInvalidation } from '../../lib/invalidation.js';
import type { Logger } from '../../lib/logger.js';
import { createBannerService } from './banner.service.js';
import { createConsultantService } from './consultant.service.js';
import { createContentCache } from './content-cache.js';
import { createContentImages } from './content-images.js';
import { createMarketService } from './market.service.js';
import { createSiteContentService } from './site-content.service.js';

export { contentSeeder, demoContentSeeder } from './content.seeder.js';

/**
 * What operators edit in the console and the site shows on every page: banners, the service square,
 * consultants and the site's texts. One cache for all, kept in step across instances by the database's notifications.
 */
export function createContentServices(deps: { config: Config; db: Database; database: DatabaseHandle; log: Logger }) {
  const { db, log } = deps;
  const cache = createContentCache({ invalidation: createInvalidation(deps.database), log });
  return {
    cache,
    banners: createBannerService({ db, cache }),
    market: createMarketService({ db, cache }),
    consultants: createConsultantService({ db, cache }),
    site: createSiteContentService({ db, cache, log, links: deps.config.site }),
    images: createContentImages({ dataDir: deps.config.dataDir }),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
