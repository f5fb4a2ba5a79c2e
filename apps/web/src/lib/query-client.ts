import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * 4xx and business errors are answers, not glitches: retrying only repeats the toast.
 * A network error or 5xx gets one more try.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.isNetworkError || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
