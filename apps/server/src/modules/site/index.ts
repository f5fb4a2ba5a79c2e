/** The site's public configuration and its route. */
export { publicSiteConfig } from './site-config.js';
export { siteRoutes } from './site.routes.js';
