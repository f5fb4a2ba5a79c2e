import type { ApiRoute } from './define.js';
import { userRoutes } from './user.js';
import { loginRoutes } from './login.js';
import { assessmentRoutes } from './assessment.js';
import { chatRoutes } from './chat.js';
import { engagementRoutes } from './engagement.js';
import { paymentRoutes } from './payments.js';
import { marketRoutes } from './market.js';
import { siteRoutes } from './site.js';
import { visitorRoutes } from './visitor.js';
import { rightsExportRoutes, rightsRoutes } from './rights.js';

export * from './define.js';
export { userRoutes };
export { loginRoutes };
export * from './assessment.js';
export * from './chat.js';
export * from './engagement.js';
export * from './payments.js';
export * from './market.js';
export * from './site.js';
export { visitorRoutes };
export { rightsExportRoutes, rightsRoutes };

/**
 * Every API route of the product, grouped by feature; OpenAPI comes from them. The console's routes are
 * apart in `@lucina/contracts/admin`, so the site's own pages never download their schemas; the data copy's
 * (`rightsExportRoutes`) are apart for the same reason: only the personal page uses them.
 */
export const apiRoutes = {
  user: userRoutes,
  login: loginRoutes,
  assessment: assessmentRoutes,
  chat: chatRoutes,
  engagement: engagementRoutes,
  payments: paymentRoutes,
  market: marketRoutes,
  site: siteRoutes,
  visitor: visitorRoutes,
  rights: rightsRoutes,
} as const;

export function allRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group) as ApiRoute[]);
}
