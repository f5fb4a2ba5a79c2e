import type { Dayjs } from 'dayjs';
import { CHINA_OFFSET } from '@lucina/contracts';
import { dayjs } from '@/lib/dayjs';

/** How the app shows a time, in local time: its day, or the day and the time to the minute or the second. */
const PATTERNS = { day: 'YYYY-MM-DD', minute: 'YYYY-MM-DD HH:mm', second: 'YYYY-MM-DD HH:mm:ss' } as const;
export type TimeUnit = keyof typeof PATTERNS;

/** A time (an API's ISO string, or a picked date) shown to `unit`; `empty` when there is none or it is no time. */
export function formatTime(value: string | Dayjs | null | undefined, unit: TimeUnit, empty = '—'): string {
  if (!value) return empty;
  const time = dayjs(value);
  return time.isValid() ? time.format(PATTERNS[unit]) : empty;
}

/** A message's or feedback's createTime, to the second; '--' when missing or invalid. */
export const formatMessageTime = (value: string | null | undefined): string => formatTime(value, 'second', '--');

/** A picked date as the API takes a calendar day (YYYY-MM-DD; the API counts days in China time). */
export const calendarDay = (day: Dayjs): string => day.format(PATTERNS.day);

/** The last second of a picked calendar day in China time, as the API takes a "valid until" date. */
export const endOfChinaDay = (day: Dayjs): string => `${calendarDay(day)}T23:59:59${CHINA_OFFSET}`;
