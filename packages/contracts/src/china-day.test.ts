import { describe, expect, it } from 'vitest';
import { chinaDay, startOfChinaDay, lastChinaDays, chinaWallClock, DAY_MS } from './index.js';

describe('China days', () => {
  it('turns the day at 16:00 UTC, with the time left until then', () => {
    expect(chinaDay(Date.parse('2026-03-01T15:59:59.999Z'))).toEqual({ day: '2026-03-01', msLeft: 1 });
    expect(chinaDay(Date.parse('2026-03-01T16:00:00.000Z'))).toEqual({ day: '2026-03-02', msLeft: DAY_MS });
    expect(chinaDay(new Date('2026-03-01T00:00:00Z'))).toEqual({ day: '2026-03-01', msLeft: 16 * 3600_000 });
    // Across a year and a leap day.
    expect(chinaDay(Date.parse('2026-12-31T16:00:00Z')).day).toBe('2027-01-01');
    expect(chinaDay(Date.parse('2028-02-28T16:30:00Z')).day).toBe('2028-02-29');
  });

  it('starts a China day at 00:00 +08:00, the previous 16:00 UTC', () => {
    expect(startOfChinaDay('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(chinaDay(startOfChinaDay('2026-03-02')).day).toBe('2026-03-02');
    expect(chinaDay(startOfChinaDay('2026-03-02').getTime() - 1).day).toBe('2026-03-01');
  });

  it('lists the days ending today from the first one’s start', () => {
    expect(lastChinaDays(2, new Date('2026-03-01T15:30:00Z'))).toEqual({
      from: new Date('2026-02-27T16:00:00Z'),
      keys: ['2026-02-28', '2026-03-01'],
    });
    const late = lastChinaDays(3, new Date('2026-03-01T16:00:00Z'));
    expect(late.from.toISOString()).toBe('2026-02-27T16:00:00.000Z');
    expect(late.keys).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('reads the China wall clock of an instant', () => {
    expect(chinaWallClock(new Date('2026-03-01T16:30:05.123Z'))).toBe('2026-03-02T00:30:05.123');
  });
});
