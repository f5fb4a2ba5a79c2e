import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootPaintSettled, hasBootRequests, takeBootResponse } from './boot-requests';

const answer = Promise.resolve(new Response('{}'));
const body = JSON.stringify({ recordId: 'r1' });

afterEach(() => {
  delete window.lucinaBootRequests;
  delete window.lucinaBootPainted;
  vi.useRealTimers();
});

describe('answers asked for by index.html', () => {
  it('go once to the same call of the same session, then the call asks the server again', () => {
    window.lucinaBootRequests = [{ url: '/api/x', body, token: 'tok', response: answer }];
    expect(takeBootResponse('/api/x', body, 'another session')).toBeNull();
    expect(takeBootResponse('/api/x', JSON.stringify({ recordId: 'r2' }), 'tok')).toBeNull();
    expect(takeBootResponse('/api/y', body, 'tok')).toBeNull();
    expect(hasBootRequests()).toBe(true);
    expect(takeBootResponse('/api/x', body, 'tok')).toBe(answer);
    expect(takeBootResponse('/api/x', body, 'tok')).toBeNull();
    expect(hasBootRequests()).toBe(false);
  });

  it('are none on a page that asked for nothing', () => {
    expect(hasBootRequests()).toBe(false);
    expect(takeBootResponse('/api/x', body, 'tok')).toBeNull();
  });
});

describe("waiting for index.html's report paint", () => {
  const settledYet = (p: Promise<void>) => {
    let settled = false;
    void p.then(() => (settled = true));
    return () => settled;
  };

  it('settles when the summary is painted, not before', async () => {
    vi.useFakeTimers();
    let paint!: () => void;
    window.lucinaBootPainted = new Promise((resolve) => (paint = resolve));
    const settled = settledYet(bootPaintSettled(300));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled()).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('settles at its limit when the record has not answered', async () => {
    vi.useFakeTimers();
    window.lucinaBootPainted = new Promise(() => {});
    const settled = settledYet(bootPaintSettled(300));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('settles at once on a page with nothing to paint', async () => {
    vi.useFakeTimers();
    const settled = settledYet(bootPaintSettled(300));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });
});
