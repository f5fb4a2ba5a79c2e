import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { formatMessageTime } from './format-date';

describe('formatMessageTime', () => {
  it('formats an ISO time as YYYY-MM-DD HH:mm:ss in local time', () => {
    const iso = '2026-03-05T07:08:09.000Z';
    expect(formatMessageTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatMessageTime(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("shows '--' for empty or invalid values", () => {
    expect(formatMessageTime('')).toBe('--');
    expect(formatMessageTime(null)).toBe('--');
    expect(formatMessageTime(undefined)).toBe('--');
    expect(formatMessageTime('not a date')).toBe('--');
  });
});
