/** The service square's shipped entries, their cover images, and its public routes. */
export { marketImageSvg } from './market-image.js';
export { MARKET_CONTENT } from './market.content.js';
export { marketRoutes } from './market.routes.js';
