import { describe, expect, it } from 'vitest';
import { isBackendUnavailable, unavailableReason } from '../src/lib/unavailable.js';

/** Drizzle wraps a driver's failure in an error whose message ends with the query's parameters. */
const failedQuery = (cause: Error) =>
  new Error('Failed query: insert into messages (user_id, content) values ($1, $2)\nparams: 6c1e1f0a,我想转行做产品', {
    cause,
  });

describe('an outage in the log', () => {
  it('names the innermost reason, never the query or its parameters', () => {
    const timeout = failedQuery(new Error('timeout exceeded when trying to connect'));
    expect(isBackendUnavailable(timeout)).toBe(true);
    expect(unavailableReason(timeout)).toBe('timeout exceeded when trying to connect');

    const refused = failedQuery(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    expect(unavailableReason(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432');

    const shutdown = failedQuery(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    expect(isBackendUnavailable(shutdown)).toBe(true);
    expect(unavailableReason(shutdown)).toBe('terminating connection due to administrator command (57P01)');
    for (const err of [timeout, refused, shutdown]) expect(unavailableReason(err)).not.toMatch(/params|6c1e1f0a|转行/);
  });
});
