import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { calendarDay, endOfChinaDay, formatMessageTime, formatTime } from './format-date';

const iso = '2026-03-05T07:08:09.000Z';

describe('formatTime', () => {
  it('shows an ISO time in local time, to the day, the minute or the second', () => {
    const local = dayjs(iso);
    expect(formatTime(iso, 'day')).toBe(local.format('YYYY-MM-DD'));
    expect(formatTime(iso, 'minute')).toBe(local.format('YYYY-MM-DD HH:mm'));
    expect(formatTime(iso, 'second')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatTime(local, 'second')).toBe(formatTime(iso, 'second'));
  });

  it('shows the given placeholder (— unless told) for a missing or invalid time', () => {
    expect(formatTime(null, 'day')).toBe('—');
    expect(formatTime('', 'minute', '')).toBe('');
    expect(formatTime('not a date', 'day', '--')).toBe('--');
  });
});

describe('formatMessageTime', () => {
  it("formats to the second, and shows '--' for empty or invalid values", () => {
    expect(formatMessageTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatMessageTime('')).toBe('--');
    expect(formatMessageTime(null)).toBe('--');
    expect(formatMessageTime(undefined)).toBe('--');
    expect(formatMessageTime('not a date')).toBe('--');
  });
});

describe('calendar days', () => {
  it('sends the picked day as it reads, and its end in China time', () => {
    const picked = dayjs('2026-12-31T09:30:00');
    expect(calendarDay(picked)).toBe('2026-12-31');
    expect(endOfChinaDay(picked)).toBe('2026-12-31T23:59:59+08:00');
  });
});
