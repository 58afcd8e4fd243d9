import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, shouldRetry } from './query-client';

describe('query defaults', () => {
  it('never retries a 401', () => {
    expect(shouldRetry(0, new ApiError(401, 'Please sign in to continue.'))).toBe(false);
  });

  it('retries server and network failures at most twice', () => {
    expect(shouldRetry(0, new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'x'))).toBe(false);
  });

  it('does not retry answers that would not change (404, 400)', () => {
    expect(shouldRetry(0, new ApiError(404, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'x'))).toBe(false);
  });

  it('keeps data fresh forever and refetches on mount', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnMount).toBe(true);
  });
});
