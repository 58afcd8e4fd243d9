import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Retry only what may pass the next time: no answer, 5xx, timeouts and rate limits; never a 401. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === 401) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec §9: never stale, refetched on mount; data changes through our own mutations,
      // which invalidate what they touch.
      queries: { staleTime: Infinity, refetchOnMount: true, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
