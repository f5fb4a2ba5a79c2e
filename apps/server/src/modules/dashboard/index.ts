/**
 * The console's overview and model usage: per-day figures, the visitor funnel, tokens and their cost. It reads
 * across the domains' tables in a few aggregate statements, so it is a module of its own that no domain
 * depends on; the model prices the cost is estimated from are its own table.
 */
export { createDashboardService } from './dashboard.service.js';
export { createUsageService, type UsageService } from './usage.service.js';
