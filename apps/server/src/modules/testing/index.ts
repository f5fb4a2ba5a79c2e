/** Test-only routes, registered only when ENABLE_TEST_ROUTES is set. */
export { testingRoutes } from './testing.routes.js';
