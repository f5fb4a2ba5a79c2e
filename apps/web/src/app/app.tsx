import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';
import { AppProviders } from './providers';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
