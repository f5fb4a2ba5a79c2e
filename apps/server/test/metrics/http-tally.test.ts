import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createHttpTally } from '../../src/lib/http-tally.js';

const NAMES = { requests: 'x_requests_total', duration: 'x_duration_seconds', inFlight: 'x_in_flight' };

function lines(text: string, prefix: string) {
  return text.split('\n').filter((line) => line.startsWith(prefix));
}

describe('the HTTP tally', () => {
  it('exposes requests by route, method and status class, a cumulative histogram and those in flight', async () => {
    const registry = new Registry();
    const tally = createHttpTally(registry, NAMES, [0.01, 0.1]);
    for (let i = 0; i < 4; i++) tally.started();
    tally.finished('/a/:id', 'GET', 200, 0.005);
    tally.finished('/a/:id', 'GET', 204, 0.05);
    tally.finished('/a/:id', 'POST', 499, 2);
    const text = await registry.metrics();

    expect(lines(text, 'x_requests_total')).toEqual([
      'x_requests_total{route="/a/:id",method="GET",status_class="2xx"} 2',
      'x_requests_total{route="/a/:id",method="POST",status_class="4xx"} 1',
    ]);
    expect(lines(text, 'x_duration_seconds')).toEqual([
      'x_duration_seconds_bucket{route="/a/:id",le="0.01"} 1',
      'x_duration_seconds_bucket{route="/a/:id",le="0.1"} 2',
      'x_duration_seconds_bucket{route="/a/:id",le="+Inf"} 3',
      'x_duration_seconds_sum{route="/a/:id"} 2.055',
      'x_duration_seconds_count{route="/a/:id"} 3',
    ]);
    expect(lines(text, 'x_in_flight')).toEqual(['x_in_flight 1']);
    expect(text).toContain('# TYPE x_requests_total counter');
    expect(text).toContain('# TYPE x_duration_seconds histogram');
  });

  it('counts a time on a bound in that bound’s bucket, an unknown method as other, and a status past 5xx as other', async () => {
    const registry = new Registry();
    const tally = createHttpTally(registry, NAMES, [0.01, 0.1]);
    tally.started();
    tally.finished('unmatched', 'PROPFIND', 600, 0.01);
    const text = await registry.metrics();
    expect(lines(text, 'x_requests_total')).toEqual([
      'x_requests_total{route="unmatched",method="other",status_class="other"} 1',
    ]);
    expect(lines(text, 'x_duration_seconds_bucket')[0]).toBe(
      'x_duration_seconds_bucket{route="unmatched",le="0.01"} 1',
    );
  });
});
