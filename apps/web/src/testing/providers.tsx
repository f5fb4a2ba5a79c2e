import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AntdRoot } from '@/lib/antd-root';
import { AppProviders } from '@/app/providers';

/** The app's providers plus antd's, for tests that mount an antd part directly (the app loads it lazily). */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AntdRoot>{children}</AntdRoot>
    </AppProviders>
  );
}
