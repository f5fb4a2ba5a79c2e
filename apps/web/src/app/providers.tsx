import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/** No antd here: its provider wraps each part that uses antd (lib/antd-root.tsx), so /home's first screen skips it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <div className="app-root">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </div>
  );
}
