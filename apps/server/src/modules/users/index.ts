/**
 * Accounts: the user service (profile, sign-up and its hooks), the per-user cache of hot reads that other
 * modules fill through `cachedView`, the user routes, and the console's side of accounts.
 */
export { disableAccount } from './account-disable.js';
export { createAdminUserService, type AccountPayments } from './admin-users.service.js';
export { cachedView, createUserViewCache, type UserViewCache } from './user-views.cache.js';
export { userRoutes } from './user.routes.js';
export { createUserService, type UserService } from './user.service.js';
