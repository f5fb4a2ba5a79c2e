/**
 * The console's overview: per-day figures and the visitor funnel. It reads across the domains' tables in a
 * few aggregate statements, so it is a module of its own that no domain depends on.
 */
export { createDashboardService } from './dashboard.service.js';
