import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reminderDue } from '../hooks/use-renewal-reminder';
import { makeCoupon } from '@/testing/payments-fixtures';
import { afterPayTarget } from './after-pay';
import { couponLabel, toggleCoupon } from './coupon';
import { formatCountdown, outcomeOf, statusOf } from './order-status';

describe('coupon label', () => {
  it('shows N折优惠 with N = subList[0].discountValue × 10', () => {
    expect(couponLabel(makeCoupon({ subList: [{ discountValue: 0.8, discountLabel: '' }] }))).toBe('8折优惠');
    expect(couponLabel(makeCoupon({ subList: [{ discountValue: 0.85, discountLabel: '' }] }))).toBe('8.5折优惠');
    expect(couponLabel(makeCoupon({ subList: [{ discountValue: 0.7, discountLabel: '' }] }))).toBe('7折优惠');
    // Only the first sub-item counts.
    expect(
      couponLabel(
        makeCoupon({
          subList: [
            { discountValue: 0.9, discountLabel: '' },
            { discountValue: 0.5, discountLabel: '' },
          ],
        }),
      ),
    ).toBe('9折优惠');
  });

  it('falls back when the coupon has no rate', () => {
    expect(couponLabel(makeCoupon({ subList: [] }))).toBe('优惠券');
  });

  it('toggles a single selection', () => {
    expect(toggleCoupon(null, 'a')).toBe('a');
    expect(toggleCoupon('a', 'a')).toBeNull();
    expect(toggleCoupon('a', 'b')).toBe('b');
  });
});

describe('order status', () => {
  it('reads the status of a result or of an error’s data; an error without one is pending', () => {
    expect(statusOf({ status: 1 })).toBe(1);
    expect(statusOf(new ApiError({ status: 200, code: 500, msg: 'x', data: { status: 2 } }))).toBe(2);
    expect(statusOf(new ApiError({ status: 0, msg: 'network' }))).toBe(0);
    expect(statusOf(new Error('boom'))).toBe(0);
    expect(statusOf(null)).toBe(0);
  });

  it('maps 0/1/2 to pending/paid/closed, anything else keeps polling', () => {
    expect(outcomeOf(0)).toBe('pending');
    expect(outcomeOf(1)).toBe('paid');
    expect(outcomeOf(2)).toBe('closed');
    expect(outcomeOf(7)).toBe('pending');
  });

  it('formats the 24 h countdown', () => {
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('success dialog target', () => {
  const origin = 'https://lucina.example';
  it('goes to the decoded from query when it is a path or URL of this site', () => {
    expect(afterPayTarget(encodeURIComponent('/surveyTest/surveyResult?recordId=1'), origin)).toEqual({
      kind: 'route',
      to: '/surveyTest/surveyResult?recordId=1',
    });
    expect(afterPayTarget(encodeURIComponent(`${origin}/home?a=1#top`), origin)).toEqual({
      kind: 'route',
      to: '/home?a=1#top',
    });
  });

  it('never leaves the site: another origin, a disguised host or a script reloads instead', () => {
    for (const from of [
      'https://evil',
      'https://other.example/x',
      'http://lucina.example/home',
      'https://lucina.example.evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(afterPayTarget(encodeURIComponent(from), origin), from).toEqual({ kind: 'reload' });
    }
    expect(afterPayTarget('https%3A%2F%2Fevil', origin)).toEqual({ kind: 'reload' });
  });

  it('reloads without from, or when from is malformed', () => {
    expect(afterPayTarget(null, origin)).toEqual({ kind: 'reload' });
    expect(afterPayTarget('%E0%A4%A', origin)).toEqual({ kind: 'reload' });
  });
});

describe('renewal reminder cooldown', () => {
  const day = 24 * 3600 * 1000;
  it('is due with no timestamp, after 24 h, or with a broken or future timestamp', () => {
    const now = 10 * day;
    expect(reminderDue(now, null)).toBe(true);
    expect(reminderDue(now, String(now - day))).toBe(true);
    expect(reminderDue(now, String(now - day + 1000))).toBe(false);
    expect(reminderDue(now, 'abc')).toBe(true);
    expect(reminderDue(now, String(now + day))).toBe(true);
  });
});
