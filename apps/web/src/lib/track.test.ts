import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { makeUser } from '@/testing/fixtures';
import { buildTrackBody, configureTracking, track } from './track';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  useAuthStore.setState({ user: null });
});

describe('track', () => {
  it('posts the event with keepalive and a JSON params string', () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null)));
    restore = configureTracking({ fetch: fetchMock, sampleRate: 1, random: () => 0 });
    useAuthStore.setState({ user: makeUser({ id: 'u_9' }) });
    track('Click_MemberCenterNav', { eventType: 'click', location: '/personal/info', extraData: { from: 'nav' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/event/track');
    expect(init?.keepalive).toBe(true);
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toMatchObject({ eventName: 'Click_MemberCenterNav', eventType: 'click', location: '/personal/info' });
    const params = JSON.parse(body.params!) as Record<string, unknown>;
    expect(params).toMatchObject({ userId: 'u_9', extraData: { from: 'nav' } });
    expect(params).not.toHaveProperty('from');
    expect(params.device).toEqual(
      expect.objectContaining({
        userAgent: expect.any(String),
        deviceType: expect.any(String),
        os: expect.any(String),
        screen: expect.any(String),
      }),
    );
  });

  it('never throws when fetch rejects or throws', async () => {
    restore = configureTracking({ fetch: () => Promise.reject(new Error('offline')), sampleRate: 1, random: () => 0 });
    expect(() => track('PageView')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    restore();
    restore = configureTracking({
      fetch: () => {
        throw new Error('boom');
      },
      sampleRate: 1,
      random: () => 0,
    });
    expect(() => track('PageView')).not.toThrow();
  });

  it('samples: drops events above the rate', () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null)));
    restore = configureTracking({ fetch: fetchMock, sampleRate: 0.5, random: () => 0.7 });
    track('PageView');
    expect(fetchMock).not.toHaveBeenCalled();
    restore();
    restore = configureTracking({ fetch: fetchMock, sampleRate: 0.5, random: () => 0.2 });
    track('PageView');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has a null userId for visitors and defaults location to the path', () => {
    const body = buildTrackBody('PageView');
    expect(JSON.parse(body.params)).toMatchObject({ userId: null });
    expect(body.location).toBe(window.location.pathname);
  });
});
