import { API_PREFIX, engagementRoutes } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';

/** Share of events sent (0–1). 1 sends every event; lower it when traffic grows. */
export const TRACK_SAMPLE_RATE = 1;

export interface TrackOptions {
  eventType?: string;
  subEvent?: string;
  /** Where it happened; defaults to the current path. */
  location?: string;
  /** SPEC §3 extraData: what the event carries besides device and user, kept apart in params. */
  extraData?: Record<string, unknown>;
}

export interface TrackConfig {
  sampleRate: number;
  random: () => number;
  fetch: typeof fetch;
}

const defaults: TrackConfig = {
  // Unit tests count fetch calls: tracking stays silent there unless a test turns it on.
  sampleRate: import.meta.env.MODE === 'test' ? 0 : TRACK_SAMPLE_RATE,
  random: Math.random,
  fetch: (input, init) => globalThis.fetch(input, init),
};
let config: TrackConfig = { ...defaults };

/** Test hook: overrides parts of the tracker; returns a function restoring the previous settings. */
export function configureTracking(patch: Partial<TrackConfig>): () => void {
  const previous = config;
  config = { ...config, ...patch };
  return () => {
    config = previous;
  };
}

function osOf(ua: string): string {
  if (/Windows/i.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return 'other';
}

export function deviceInfo() {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const deviceType = /Mobi|Android|iPhone|iPod/i.test(userAgent)
    ? 'mobile'
    : /iPad|Tablet/i.test(userAgent)
      ? 'tablet'
      : 'pc';
  const screen = typeof window === 'undefined' ? '' : `${window.screen.width}x${window.screen.height}`;
  return { userAgent, deviceType, os: osOf(userAgent), screen };
}

/** The request body the track route takes; params is the JSON string of device, userId and extraData (SPEC §3, §7). */
export function buildTrackBody(eventName: string, options: TrackOptions = {}) {
  const userId = useAuthStore.getState().user?.id ?? null;
  return {
    eventName,
    eventType: options.eventType ?? '',
    subEvent: options.subEvent ?? '',
    location: options.location ?? (typeof location === 'undefined' ? '' : location.pathname),
    params: JSON.stringify({ device: deviceInfo(), userId, extraData: options.extraData ?? {} }),
  };
}

/**
 * Records an event. Fire and forget: never throws, never toasts, never delays the page
 * (keepalive lets it finish when the page unloads). Bypasses the request layer on purpose.
 */
export function track(eventName: string, options: TrackOptions = {}): void {
  try {
    if (config.random() >= config.sampleRate) return;
    const body = JSON.stringify(buildTrackBody(eventName, options));
    void config
      .fetch(`${API_PREFIX}${engagementRoutes.track.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // Tracking must never break the page.
  }
}

/** Event names the spec asks for. */
export const TrackEvents = {
  pageView: 'PageView',
  memberCenterNav: 'Click_MemberCenterNav',
} as const;
