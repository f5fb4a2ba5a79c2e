/** The service square's shipped entries, their cover images, and its public routes. */
export { COVER_MIN_TEXT_PX, COVER_MIN_WIDTH, marketImageSvg } from './market-image.js';
export { MARKET_CONTENT } from './market.content.js';
export { marketRoutes } from './market.routes.js';
