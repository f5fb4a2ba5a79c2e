import { dayjs } from '@/lib/dayjs';
import { formatTime } from '@/lib/format-date';
import { adminText } from '../locale';

const t = adminText.orders.taken;

interface Snapshot {
  level: number;
  endTime: string | null;
}
interface TakenBack {
  membership?: { before: Snapshot; after: Snapshot };
  unlockedRecordId?: string | null;
  couponReturned?: boolean;
}

const date = (iso: string) => formatTime(iso, 'day');
const membership = (s: Snapshot) => {
  if (s.level === 0 || !s.endTime) return t.ordinary;
  return dayjs(s.endTime).isAfter(dayjs()) ? t.level(s.level, date(s.endTime)) : t.expired(date(s.endTime));
};

/** A refund's take-back in words, from what the server recorded (refund-rules.ts). */
export function describeTakenBack(value: unknown): string {
  if (!value || typeof value !== 'object') return t.none;
  const v = value as TakenBack;
  const parts: string[] = [];
  if (v.membership) parts.push(t.member(membership(v.membership.before), membership(v.membership.after)));
  if ('unlockedRecordId' in v) parts.push(t.unlock);
  if (v.couponReturned) parts.push(t.coupon);
  return parts.join('；') || t.none;
}
