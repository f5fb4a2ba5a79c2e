import { dayjs } from '@/lib/dayjs';

/** A message's createTime as YYYY-MM-DD HH:mm:ss (local time), or '--' when missing or invalid. */
export function formatMessageTime(value: string | null | undefined): string {
  if (!value) return '--';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : '--';
}
