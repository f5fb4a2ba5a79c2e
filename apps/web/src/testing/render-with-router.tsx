import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '@/testing/providers';
import { createQueryClient } from '@/lib/query-client';

/** Mounts one feature component with the app's providers and an in-memory router at `path`. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient, search: () => new URLSearchParams(router.state.location.search) };
}
