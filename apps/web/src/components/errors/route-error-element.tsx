import { antdIsland } from '../ui/antd-island';
import { FullPageSpin } from '../ui/full-page-spin';

const Boundary = antdIsland(async () => (await import('./route-error-boundary')).RouteErrorBoundary);

/** The routes' error page, loaded (with antd) only when a route fails. */
export function RouteErrorElement() {
  return <Boundary fallback={<FullPageSpin />} />;
}
