import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetryQuery } from './query-client';

describe('query retry', () => {
  it('never retries 4xx or business errors', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 404, msg: 'x' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 401, msg: 'x' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 200, code: 400, msg: 'x' }))).toBe(false);
  });

  it('retries a network error or 5xx once', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 0, msg: 'x' }))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ status: 502, msg: 'x' }))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError({ status: 502, msg: 'x' }))).toBe(false);
  });
});
