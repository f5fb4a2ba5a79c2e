import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
// The app loads antd and the personal layout on first use; a test loads them with the file, so no test's
// time limit pays for their first transform.
import '@/lib/antd-root';
import '@/app/layouts/personal-layout';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { installSessionEffects } from '@/app/session-effects';
import { createQueryClient } from '@/lib/query-client';
import { onTestCleanup } from './app-cleanup';

/** Mounts the real route tree, providers and session effects at `path`, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  // Session effects subscribe to the global auth store; drop them after the test.
  onTestCleanup(installSessionEffects(router, queryClient));
  // A route still loading when the test ends must not commit into the next test.
  onTestCleanup(() => router.dispose());
  const view = render(<App queryClient={queryClient} router={router} />);
  return {
    ...view,
    router,
    queryClient,
    pathname: () => router.state.location.pathname,
  };
}
