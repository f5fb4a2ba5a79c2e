/**
 * Calendar days in China, where every daily rule of the product turns over (allowances, caps, the console's days).
 * China keeps UTC+08:00 all year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The same offset as ISO 8601 writes it, for reading a China date or wall-clock time. */
export const CHINA_OFFSET = '+08:00';

/** The China wall-clock time of an instant, as an ISO string without a zone ('2026-03-02T00:30:00.000'). */
export function chinaWallClock(at: Date | number): string {
  return new Date(Number(at) + CHINA_OFFSET_MS).toISOString().slice(0, 23);
}

/** The China day of an instant (YYYY-MM-DD) and the milliseconds until it ends, which is how long its counters live. */
export function chinaDay(now: Date | number = Date.now()): { day: string; msLeft: number } {
  const shifted = Number(now) + CHINA_OFFSET_MS;
  return { day: new Date(shifted).toISOString().slice(0, 10), msLeft: DAY_MS - (shifted % DAY_MS) };
}

/** The instant a China day (YYYY-MM-DD) starts: 00:00 +08:00. */
export function startOfChinaDay(day: string): Date {
  return new Date(`${day}T00:00:00${CHINA_OFFSET}`);
}

/** The `count` China days ending with today's: the first day's start (an instant) and every day's YYYY-MM-DD. */
export function lastChinaDays(count: number, now: Date | number = Date.now()): { from: Date; keys: string[] } {
  const todayStart = Number(now) - (DAY_MS - chinaDay(now).msLeft);
  const from = new Date(todayStart - (count - 1) * DAY_MS);
  const keys = Array.from({ length: count }, (_, i) => chinaDay(from.getTime() + i * DAY_MS).day);
  return { from, keys };
}
